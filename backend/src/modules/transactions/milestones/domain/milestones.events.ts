/** The deal's own education text for a milestone type (spec 002 §3 "Milestone education override"). */
export interface MilestoneEducationSetData {
  transactionId: string;
  milestoneType: string;
  text: string;
  setBy: string;
}

/** An agent's own milestone on the deal (spec 002 §7 "Create milestone"): its whole current value. */
export interface CustomMilestoneData {
  transactionId: string;
  milestoneId: string;
  name: string;
  /** Null: the agent gave no date (spec 002 §5 "due date optional"). */
  dueDate: string | null;
  isClientVisible: boolean;
}

export interface ContractDeadlineAmendedData {
  transactionId: string;
  milestoneType: string;
  /** The deadline's new date. */
  date: string;
  /** The day the amendment was signed. */
  amendedOn: string;
  /** The signed TREC 39 among the deal's documents, if uploaded. */
  documentId: string | null;
}

/** The agent confirmed a generated milestone done (issue 20 item 2, ADR 0049): what no field of the deal records. */
export interface MilestoneConfirmedData {
  transactionId: string;
  milestoneType: string;
  confirmedAt: string;
}

export type MilestoneEvent =
  | { type: 'MilestoneEducationSet'; data: MilestoneEducationSetData }
  /** Back to the default text for the type. */
  | { type: 'MilestoneEducationReset'; data: { transactionId: string; milestoneType: string } }
  | { type: 'CustomMilestoneAdded'; data: CustomMilestoneData }
  | { type: 'CustomMilestoneChanged'; data: CustomMilestoneData }
  | { type: 'CustomMilestoneRemoved'; data: { transactionId: string; milestoneId: string } }
  /** A contract deadline moved by an amendment (TREC 39) signed on `amendedOn` (issue 18 item 4). */
  | { type: 'ContractDeadlineAmended'; data: ContractDeadlineAmendedData }
  /** The integrity check's Fix (spec 002 §4): regenerate the timeline under the rules of this version, recorded in the log. */
  | { type: 'TransactionMilestonesRegenerated'; data: { transactionId: string; rulesVersion: number } }
  | { type: 'MilestoneConfirmed'; data: MilestoneConfirmedData }
  /** The agent's confirmation taken back: the milestone is open again unless a fact of the deal completes it. */
  | { type: 'MilestoneConfirmationWithdrawn'; data: { transactionId: string; milestoneType: string } }
  /** The agent removed a generated milestone (spec 002 §10, ADR 0064): an override every regeneration keeps. */
  | { type: 'GeneratedMilestoneRemoved'; data: { transactionId: string; milestoneType: string; removedAt: string } }
  /** The removal taken back: the rules date the milestone again. */
  | { type: 'GeneratedMilestoneRestored'; data: { transactionId: string; milestoneType: string } };
