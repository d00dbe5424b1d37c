import { FieldValues, TransactionStatus, TransactionType } from './kernel/domain/transaction-fields';
import { HeldContact } from './contacts/domain/contacts.events';
import { TaskState } from './tasks/domain/tasks.events';
import { UtilityState } from './utilities/domain/utilities.events';
import type { DocumentLinkState } from './documents/domain/document-links.events';

/** What the deal's decisions know: the fold of its stream by every capability's evolve (ADR 0042). */
export interface TransactionState {
  exists: boolean;
  deleted: boolean;
  agentId: string | null;
  clientId: string | null;
  transactionType: TransactionType | null;
  status: TransactionStatus | null;
  previousStatus: TransactionStatus | null;
  closedAt: string | null;
  /** Set catalogue fields only (a cleared field is removed). */
  fields: FieldValues;
  /** The deal's key contacts by id (ADR 0048). */
  contacts: Readonly<Record<string, HeldContact>>;
  /** Milestone type → the deal's own education text. */
  education: Readonly<Record<string, string>>;
  /** The agent's own milestones by id. */
  customMilestones: Readonly<Record<string, { name: string; dueDate: string | null; isClientVisible: boolean }>>;
  /** The deal's tasks that are not deleted, by id: what the task rules decide on. */
  tasks: Readonly<Record<string, TaskState>>;
  /** Templates already generated (a deleted automation task is not generated again). */
  generatedTemplates: readonly string[];
  /** The deal's utilities by id, with the task each keeps in step (null: none). */
  utilities: Readonly<Record<string, UtilityState>>;
  /** The deal's vendors by id, with the library vendor each was copied from (ADR 0050). */
  transactionVendors: Readonly<Record<string, { vendorLibraryId: string | null }>>;
  /** The client's check-ins by id: who checked in and whether the agent has seen it. */
  checkIns: Readonly<Record<string, { viewed: boolean; clientId: string }>>;
  /**
   * What the deal's timeline was made of when it closed: a closed deal's milestones are its record,
   * so an edit after the close moves none of them (issue 18 item 5). Null while the deal is open.
   */
  closedWith: Pick<TransactionState, 'fields' | 'customMilestones' | 'utilities'> | null;
  /** The tasks the latest close completed (not a person): a reopen returns exactly these to open. */
  tasksCompletedByClose: readonly string[];
  /** The property photo's stored file, when one was attached. */
  photo: { storagePath: string; contentType: string; size: number } | null;
  /** The deal's documents (an amendment may name its signed TREC 39 among them). */
  documentIds: readonly string[];
  /** The documents not deleted, with what an edit compares against (ADR 0047). */
  documents: Readonly<Record<string, { title: string; visibility: 'agent_only' | 'agent_and_client' | 'all_parties' }>>;
  /** Links to documents the agent e-mailed, by link id (ADR 0053). */
  documentLinks: Readonly<Record<string, DocumentLinkState>>;
  /** Contract deadlines an amendment moved, by milestone type (the latest amendment of each). */
  amendments: Readonly<Record<string, { date: string; amendedOn: string }>>;
  /** Generated milestones the agent confirmed done, by type: when (ADR 0049). */
  confirmedMilestones: Readonly<Record<string, string>>;
  /** Generated milestones the agent removed, by type: when (ADR 0064). Every regeneration leaves them out. */
  removedMilestones: Readonly<Record<string, string>>;
  /** The rules version of a Fix that is the deal's latest event (nothing since): a second Fix then has nothing to do. */
  regeneratedUnder: number | null;
}

export const initialTransactionState = (): TransactionState => ({
  exists: false,
  deleted: false,
  agentId: null,
  clientId: null,
  transactionType: null,
  status: null,
  previousStatus: null,
  closedAt: null,
  fields: {},
  contacts: {},
  education: {},
  customMilestones: {},
  tasks: {},
  generatedTemplates: [],
  utilities: {},
  checkIns: {},
  transactionVendors: {},
  closedWith: null,
  tasksCompletedByClose: [],
  photo: null,
  regeneratedUnder: null,
  amendments: {},
  confirmedMilestones: {},
  removedMilestones: {},
  documentIds: [],
  documents: {},
  documentLinks: {},
});
