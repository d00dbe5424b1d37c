import { FieldValues, TransactionStatus, TransactionType } from '../../kernel/domain/transaction-fields';

/**
 * Events of one deal (stream `transaction-<id>`, ADR 0020). Catalogue fields sit FLAT at the top level
 * of `data` under their snake_case keys, so the store can seal the parties' names, e-mails and phones
 * (top-level `personalData.fields`) under the deal's own subject `transaction-<id>`.
 */
type Flat<T> = T & FieldValues;

/**
 * The wizard steps passed so far (spec 001 §3 transaction_wizard_state.completed_steps, ADR 0076),
 * as a comma-separated list of step indexes ("0,1,2"): a flat event's values are scalars. Absent on
 * events stored before it.
 */
interface WizardProgress {
  completedSteps?: string | null;
}

export type TransactionCreatedData = Flat<{
  transactionId: string;
  agentId: string;
  clientId: string | null;
  transactionType: TransactionType;
  status: 'draft' | 'pending' | 'under_contract';
  wizardStep: number | null;
}> &
  WizardProgress;

/** A draft's fields replaced wholesale (spec 001 §4 wizard Save Draft): keys absent here are unset. */
export type TransactionDraftSavedData = Flat<{
  transactionId: string;
  clientId: string | null;
  transactionType: TransactionType;
  wizardStep: number | null;
}> &
  WizardProgress;

/** The draft's final fields (replaced wholesale) and the live status it becomes. */
export type TransactionDraftSubmittedData = Flat<{
  transactionId: string;
  clientId: string | null;
  transactionType: TransactionType;
  status: 'pending' | 'under_contract';
}>;

/** Only the changed catalogue fields; null clears. */
export type TransactionFieldsChangedData = Flat<{ transactionId: string }>;

export interface TransactionClientLinkedData {
  transactionId: string;
  clientId: string | null;
  /** Who was linked before: their list is told the deal left it. */
  previousClientId: string | null;
}

export interface TransactionClosedData {
  transactionId: string;
  closedAt: string;
  previousStatus: TransactionStatus;
}

export interface TransactionReopenedData {
  transactionId: string;
  status: TransactionStatus;
}

export interface TransactionStatusChangedData {
  transactionId: string;
  status: TransactionStatus;
  previousStatus: TransactionStatus;
}

export interface TransactionDeletedData {
  transactionId: string;
  deletedAt: string;
  forced: boolean;
}

/**
 * The deal's owner changed (issue 24 item 5, ADR 0069): `agentId` owns it from this event on. Ids
 * only. `reassignedBy` is the broker, team lead or admin who did it.
 */
export interface TransactionReassignedData {
  transactionId: string;
  agentId: string;
  previousAgentId: string;
  reassignedBy: string;
}

/** The deal's own life: created, its fields, its client, its status, its deletion. */
export type LifecycleEvent =
  | { type: 'TransactionCreated'; data: TransactionCreatedData }
  | { type: 'TransactionDraftSaved'; data: TransactionDraftSavedData }
  | { type: 'TransactionDraftSubmitted'; data: TransactionDraftSubmittedData }
  | { type: 'TransactionFieldsChanged'; data: TransactionFieldsChangedData }
  | { type: 'TransactionClientLinked'; data: TransactionClientLinkedData }
  | { type: 'TransactionClosed'; data: TransactionClosedData }
  | { type: 'TransactionReopened'; data: TransactionReopenedData }
  | { type: 'TransactionStatusChanged'; data: TransactionStatusChangedData }
  | { type: 'TransactionDeleted'; data: TransactionDeletedData }
  | { type: 'TransactionReassigned'; data: TransactionReassignedData };

/** The meta keys of event data; every other key of a flat event is a catalogue field. */
export const EVENT_META_KEYS: ReadonlySet<string> = new Set(['transactionId', 'agentId', 'clientId', 'transactionType', 'status', 'wizardStep', 'completedSteps']);

/** The catalogue fields carried by a flat event. */
export function fieldsOf(data: FieldValues): FieldValues {
  const fields: FieldValues = {};
  for (const [key, value] of Object.entries(data)) if (!EVENT_META_KEYS.has(key)) fields[key] = value;
  return fields;
}
