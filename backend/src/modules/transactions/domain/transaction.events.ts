import { UtilityFields } from './utilities/utility-rules';
import { FieldValues, TransactionStatus, TransactionType } from './transaction-fields';

/**
 * Events of one deal (stream `transaction-<id>`, ADR 0020). Catalogue fields sit FLAT at the top level
 * of `data` under their snake_case keys, so the store can seal the parties' names, e-mails and phones
 * (top-level `personalData.fields`) under the deal's own subject `transaction-<id>`.
 */
type Flat<T> = T & FieldValues;

export type TransactionCreatedData = Flat<{
  transactionId: string;
  agentId: string;
  clientId: string | null;
  transactionType: TransactionType;
  status: 'draft' | 'pending' | 'under_contract';
  wizardStep: number | null;
}>;

/** A draft's fields replaced wholesale (spec 001 §4 wizard Save Draft): keys absent here are unset. */
export type TransactionDraftSavedData = Flat<{
  transactionId: string;
  clientId: string | null;
  transactionType: TransactionType;
  wizardStep: number | null;
}>;

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

export interface TransactionPhotoAttachedData {
  transactionId: string;
  storagePath: string;
  contentType: string;
  size: number;
}

export const DOCUMENT_KINDS = ['contract', 't47', 'mud_pid', 'sellers_disclosure', 'survey', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_VISIBILITIES = ['agent_only', 'agent_and_client', 'all_parties'] as const;
export type DocumentVisibility = (typeof DOCUMENT_VISIBILITIES)[number];

export interface TransactionDocumentAttachedData {
  transactionId: string;
  documentId: string;
  kind: DocumentKind;
  title: string;
  category: string;
  fileType: string;
  fileSize: number;
  storagePath: string;
  visibility: DocumentVisibility;
  uploadedBy: string;
}

/** One key contact (spec 002 §3 "Contact"); name, email and phone are sealed. */
export interface TransactionContactAddedData {
  transactionId: string;
  contactId: string;
  role: string;
  custom_role: string | null;
  name: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  is_agent_only: boolean;
}

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
  dueDate: string;
  isClientVisible: boolean;
}

export const TASK_PRIORITIES = ['low', 'normal', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export type TaskSource = 'manual' | 'automation';

/** One task of the deal (spec 002 §3 "Task"; ADR 0027): a child of the deal, in the deal's stream. */
export interface TransactionTaskCreatedData {
  transactionId: string;
  taskId: string;
  title: string;
  description: string | null;
  due_date: string | null;
  priority: TaskPriority;
  is_client_visible: boolean;
  is_private: boolean;
  source: TaskSource;
  linked_entity_type: string | null;
  linked_entity_id: string | null;
  milestone_type: string | null;
  /** The automation template it came from (generation is idempotent by it); null for manual tasks. */
  template_id: string | null;
  created_by: string | null;
}

/** The task's changed editable fields only (absent = unchanged, null = cleared). */
export interface TransactionTaskUpdatedData {
  transactionId: string;
  taskId: string;
  title?: string;
  description?: string | null;
  due_date?: string | null;
  priority?: TaskPriority;
  is_client_visible?: boolean;
  client_notes?: string | null;
  /** Set when the task is a client's private task: its author, whose subject seals title and description (ADR 0040). */
  private_to?: string;
  /** Set with client_notes: the client whose notes they are (the deal's client), whose subject seals them (ADR 0040). */
  notes_by?: string | null;
}

export interface TransactionTaskCompletedData {
  transactionId: string;
  taskId: string;
  completedAt: string;
}

/**
 * An automation task's due date moved with the deal's date it counts from (the closing gift follows
 * the closing date). Only for a pending task whose date nobody set by hand.
 */
export interface TransactionTaskRescheduledData {
  transactionId: string;
  taskId: string;
  due_date: string | null;
  previous_due_date: string | null;
}

/** A utility of the deal (spec 002 §3 Utility); client_task_id is the task kept in step with it. */
export interface TransactionUtilityAddedData extends UtilityFields {
  transactionId: string;
  utilityId: string;
  client_task_id: string | null;
}

/** The changed fields only; client_task_id present when the utility took or let go of its task. */
export interface TransactionUtilityChangedData extends Partial<UtilityFields> {
  transactionId: string;
  utilityId: string;
  client_task_id?: string | null;
}

export interface TransactionUtilityRemovedData {
  transactionId: string;
  utilityId: string;
}

/** A client's emotional check-in on their deal (spec 002 §3 Emotional check-in). */
export interface ClientCheckInSubmittedData {
  transactionId: string;
  checkInId: string;
  clientId: string;
  feeling: string;
  note: string | null;
}

/** The agent opened it (Respond marks it viewed, spec 002 §4). */
export interface ClientCheckInViewedData {
  transactionId: string;
  checkInId: string;
  viewedAt: string;
}

/** The agent's answer; it marks the check-in viewed too. */
export interface ClientCheckInAnsweredData {
  transactionId: string;
  checkInId: string;
  /** The client who checked in: the answer is sealed under their subject (ADR 0040; absent before it). */
  clientId?: string;
  response: string;
  viewedAt: string;
}

export interface TransactionTaskRefData {
  transactionId: string;
  taskId: string;
}

export type TransactionEvent =
  | { type: 'TransactionCreated'; data: TransactionCreatedData }
  | { type: 'TransactionDraftSaved'; data: TransactionDraftSavedData }
  | { type: 'TransactionDraftSubmitted'; data: TransactionDraftSubmittedData }
  | { type: 'TransactionFieldsChanged'; data: TransactionFieldsChangedData }
  | { type: 'TransactionClientLinked'; data: TransactionClientLinkedData }
  | { type: 'TransactionClosed'; data: TransactionClosedData }
  | { type: 'TransactionReopened'; data: TransactionReopenedData }
  | { type: 'TransactionStatusChanged'; data: TransactionStatusChangedData }
  | { type: 'TransactionDeleted'; data: TransactionDeletedData }
  | { type: 'TransactionPhotoAttached'; data: TransactionPhotoAttachedData }
  | { type: 'TransactionDocumentAttached'; data: TransactionDocumentAttachedData }
  | { type: 'TransactionContactAdded'; data: TransactionContactAddedData }
  /** A draft saved or submitted with its contacts: they replace the ones saved before. */
  | { type: 'TransactionContactsCleared'; data: { transactionId: string } }
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
  | { type: 'TransactionTaskCreated'; data: TransactionTaskCreatedData }
  | { type: 'TransactionTaskUpdated'; data: TransactionTaskUpdatedData }
  | { type: 'TransactionTaskRescheduled'; data: TransactionTaskRescheduledData }
  | { type: 'TransactionTaskCompleted'; data: TransactionTaskCompletedData }
  | { type: 'TransactionTaskReopened'; data: TransactionTaskRefData }
  | { type: 'TransactionTaskDeleted'; data: TransactionTaskRefData }
  | { type: 'TransactionUtilityAdded'; data: TransactionUtilityAddedData }
  | { type: 'TransactionUtilityChanged'; data: TransactionUtilityChangedData }
  | { type: 'TransactionUtilityRemoved'; data: TransactionUtilityRemovedData }
  | { type: 'ClientCheckInSubmitted'; data: ClientCheckInSubmittedData }
  | { type: 'ClientCheckInViewed'; data: ClientCheckInViewedData }
  | { type: 'ClientCheckInAnswered'; data: ClientCheckInAnsweredData };

export const TRANSACTION_EVENT_TYPES: readonly TransactionEvent['type'][] = [
  'TransactionCreated',
  'TransactionDraftSaved',
  'TransactionDraftSubmitted',
  'TransactionFieldsChanged',
  'TransactionClientLinked',
  'TransactionClosed',
  'TransactionReopened',
  'TransactionStatusChanged',
  'TransactionDeleted',
  'TransactionPhotoAttached',
  'TransactionDocumentAttached',
  'TransactionContactAdded',
  'TransactionContactsCleared',
  'MilestoneEducationSet',
  'MilestoneEducationReset',
  'CustomMilestoneAdded',
  'CustomMilestoneChanged',
  'CustomMilestoneRemoved',
  'TransactionTaskCreated',
  'TransactionTaskUpdated',
  'TransactionTaskRescheduled',
  'TransactionTaskCompleted',
  'TransactionTaskReopened',
  'TransactionTaskDeleted',
  'TransactionUtilityAdded',
  'TransactionUtilityChanged',
  'TransactionUtilityRemoved',
  'ClientCheckInSubmitted',
  'ClientCheckInViewed',
  'ClientCheckInAnswered',
  'TransactionMilestonesRegenerated',
  'ContractDeadlineAmended',
];

/** The check-in events: `client_check_ins` only (no milestone depends on them). */
export const CHECK_IN_EVENT_TYPES: readonly TransactionEvent['type'][] = ['ClientCheckInSubmitted', 'ClientCheckInViewed', 'ClientCheckInAnswered'];

/** The utility events: `transaction_utilities`, and the utility_transfer milestones. */
export const UTILITY_EVENT_TYPES: readonly TransactionEvent['type'][] = ['TransactionUtilityAdded', 'TransactionUtilityChanged', 'TransactionUtilityRemoved'];

/** The task events: they change no deal field, milestone or list row (only `transaction_tasks`). */
export const TASK_EVENT_TYPES: readonly TransactionEvent['type'][] = [
  'TransactionTaskCreated',
  'TransactionTaskUpdated',
  'TransactionTaskRescheduled',
  'TransactionTaskCompleted',
  'TransactionTaskReopened',
  'TransactionTaskDeleted',
];

/** The meta keys of event data; every other key of a flat event is a catalogue field. */
export const EVENT_META_KEYS: ReadonlySet<string> = new Set(['transactionId', 'agentId', 'clientId', 'transactionType', 'status', 'wizardStep']);

/** The catalogue fields carried by a flat event. */
export function fieldsOf(data: FieldValues): FieldValues {
  const fields: FieldValues = {};
  for (const [key, value] of Object.entries(data)) if (!EVENT_META_KEYS.has(key)) fields[key] = value;
  return fields;
}

/** The property photo's URL (contract): served by the storage helper's route, versioned so caches refresh. */
export const photoUrl = (transactionId: string, version: number): string => `/api/transactions/${transactionId}/photo?v=${version}`;

/** Spec 001 §7: which catalogue URL field a wizard document fills. */
export const DOCUMENT_URL_FIELD: Readonly<Partial<Record<DocumentKind, string>>> = {
  t47: 't47_doc_url',
  mud_pid: 'mud_pid_document_url',
  survey: 'survey_document_url',
};

export const documentUrl = (transactionId: string, documentId: string): string => `/api/transactions/${transactionId}/documents/${documentId}/file`;

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
  contactCount: number;
  /** Milestone type → the deal's own education text. */
  education: Readonly<Record<string, string>>;
  /** The agent's own milestones by id. */
  customMilestones: Readonly<Record<string, { name: string; dueDate: string; isClientVisible: boolean }>>;
  /** The deal's tasks that are not deleted, by id: what the task rules decide on. */
  tasks: Readonly<Record<string, TaskState>>;
  /** Templates already generated (a deleted automation task is not generated again). */
  generatedTemplates: readonly string[];
  /** The deal's utilities by id, with the task each keeps in step (null: none). */
  utilities: Readonly<Record<string, UtilityState>>;
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
  /** Contract deadlines an amendment moved, by milestone type (the latest amendment of each). */
  amendments: Readonly<Record<string, { date: string; amendedOn: string }>>;
  /** The rules version of a Fix that is the deal's latest event (nothing since): a second Fix then has nothing to do. */
  regeneratedUnder: number | null;
}

export interface UtilityState extends UtilityFields {
  clientTaskId: string | null;
}

export interface TaskState {
  createdBy: string | null;
  isPrivate: boolean;
  isClientVisible: boolean;
  source: TaskSource;
  linkedEntityType: string | null;
  /** The automation template it came from; null for a task someone wrote. */
  templateId: string | null;
  dueDate: string | null;
  /** The due date is still the template's: it moves when the deal's date it counts from moves. */
  dueDateFollowsDeal: boolean;
  completedAt: string | null;
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
  contactCount: 0,
  education: {},
  customMilestones: {},
  tasks: {},
  generatedTemplates: [],
  utilities: {},
  checkIns: {},
  closedWith: null,
  tasksCompletedByClose: [],
  photo: null,
  regeneratedUnder: null,
  amendments: {},
  documentIds: [],
});

function withTask(state: TransactionState, taskId: string, change: (task: TaskState) => TaskState | null): TransactionState {
  const task = state.tasks[taskId];
  if (!task) return state;
  const tasks = { ...state.tasks };
  const next = change(task);
  if (next) tasks[taskId] = next;
  else delete tasks[taskId];
  return { ...state, tasks };
}

function withChanges(fields: FieldValues, changes: FieldValues): FieldValues {
  const next = { ...fields };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
}

function setOnly(fields: FieldValues): FieldValues {
  return withChanges({}, fields);
}

export function evolveTransaction(state: TransactionState, event: TransactionEvent): TransactionState {
  const next = evolveDeal(state, event);
  const regeneratedUnder = event.type === 'TransactionMilestonesRegenerated' ? event.data.rulesVersion : null;
  return next.regeneratedUnder === regeneratedUnder ? next : { ...next, regeneratedUnder };
}

function evolveDeal(state: TransactionState, event: TransactionEvent): TransactionState {
  switch (event.type) {
    case 'TransactionCreated':
      return {
        ...initialTransactionState(),
        exists: true,
        agentId: event.data.agentId,
        clientId: event.data.clientId,
        transactionType: event.data.transactionType,
        status: event.data.status,
        fields: setOnly(fieldsOf(event.data)),
      };
    case 'TransactionDraftSaved':
      return { ...state, clientId: event.data.clientId, transactionType: event.data.transactionType, fields: setOnly(fieldsOf(event.data)) };
    case 'TransactionDraftSubmitted':
      return {
        ...state,
        clientId: event.data.clientId,
        transactionType: event.data.transactionType,
        status: event.data.status,
        fields: setOnly(fieldsOf(event.data)),
      };
    case 'TransactionFieldsChanged':
      return { ...state, fields: withChanges(state.fields, fieldsOf(event.data)) };
    case 'TransactionClientLinked':
      return { ...state, clientId: event.data.clientId };
    case 'TransactionClosed':
      return {
        ...state,
        status: 'closed',
        previousStatus: event.data.previousStatus,
        closedAt: event.data.closedAt,
        closedWith: { fields: state.fields, customMilestones: state.customMilestones, utilities: state.utilities },
        tasksCompletedByClose: [],
      };
    case 'TransactionReopened':
      return { ...state, status: event.data.status, closedAt: null, closedWith: null, tasksCompletedByClose: [] };
    case 'TransactionStatusChanged':
      return { ...state, status: event.data.status };
    case 'TransactionDeleted':
      return { ...state, deleted: true };
    case 'TransactionPhotoAttached':
      return { ...state, photo: { storagePath: event.data.storagePath, contentType: event.data.contentType, size: event.data.size } };
    case 'TransactionDocumentAttached': {
      const withDocument = { ...state, documentIds: [...state.documentIds, event.data.documentId] };
      const urlField = DOCUMENT_URL_FIELD[event.data.kind];
      if (!urlField) return withDocument;
      return { ...withDocument, fields: { ...state.fields, [urlField]: documentUrl(event.data.transactionId, event.data.documentId) } };
    }
    case 'TransactionContactAdded':
      return { ...state, contactCount: state.contactCount + 1 };
    case 'TransactionContactsCleared':
      return { ...state, contactCount: 0 };
    case 'MilestoneEducationSet':
      return { ...state, education: { ...state.education, [event.data.milestoneType]: event.data.text } };
    case 'MilestoneEducationReset': {
      const { [event.data.milestoneType]: _reset, ...education } = state.education;
      return { ...state, education };
    }
    case 'CustomMilestoneAdded':
    case 'CustomMilestoneChanged': {
      const { milestoneId, name, dueDate, isClientVisible } = event.data;
      return { ...state, customMilestones: { ...state.customMilestones, [milestoneId]: { name, dueDate, isClientVisible } } };
    }
    case 'CustomMilestoneRemoved': {
      const { [event.data.milestoneId]: _removed, ...customMilestones } = state.customMilestones;
      return { ...state, customMilestones };
    }
    case 'TransactionMilestonesRegenerated':
      return state;
    case 'ContractDeadlineAmended':
      return { ...state, amendments: { ...state.amendments, [event.data.milestoneType]: { date: event.data.date, amendedOn: event.data.amendedOn } } };
    case 'TransactionTaskCreated': {
      const data = event.data;
      const task: TaskState = {
        createdBy: data.created_by,
        isPrivate: data.is_private,
        isClientVisible: data.is_client_visible,
        source: data.source,
        linkedEntityType: data.linked_entity_type,
        templateId: data.template_id,
        dueDate: data.due_date,
        dueDateFollowsDeal: data.template_id !== null,
        completedAt: null,
      };
      const generatedTemplates = data.template_id ? [...state.generatedTemplates, data.template_id] : state.generatedTemplates;
      return { ...state, tasks: { ...state.tasks, [data.taskId]: task }, generatedTemplates };
    }
    case 'TransactionTaskUpdated': {
      const { due_date: dueDate, is_client_visible: isClientVisible } = event.data;
      return withTask(state, event.data.taskId, (task) => ({
        ...task,
        dueDate: dueDate === undefined ? task.dueDate : dueDate,
        // A date set by hand is the person's: the deal's dates no longer move it.
        dueDateFollowsDeal: dueDate === undefined && task.dueDateFollowsDeal,
        isClientVisible: isClientVisible ?? task.isClientVisible,
      }));
    }
    case 'TransactionUtilityAdded': {
      const { transactionId: _deal, utilityId, client_task_id: clientTaskId, ...fields } = event.data;
      return { ...state, utilities: { ...state.utilities, [utilityId]: { ...fields, clientTaskId } } };
    }
    case 'TransactionUtilityChanged': {
      const { transactionId: _deal, utilityId, client_task_id: clientTaskId, ...fields } = event.data;
      const current = state.utilities[utilityId];
      if (!current) return state;
      const next = { ...current, ...fields, clientTaskId: clientTaskId === undefined ? current.clientTaskId : clientTaskId };
      return { ...state, utilities: { ...state.utilities, [utilityId]: next } };
    }
    case 'TransactionUtilityRemoved': {
      const { [event.data.utilityId]: _removed, ...utilities } = state.utilities;
      return { ...state, utilities };
    }
    case 'ClientCheckInSubmitted':
      return { ...state, checkIns: { ...state.checkIns, [event.data.checkInId]: { viewed: false, clientId: event.data.clientId } } };
    case 'ClientCheckInViewed':
    case 'ClientCheckInAnswered': {
      const checkIn = state.checkIns[event.data.checkInId];
      return checkIn ? { ...state, checkIns: { ...state.checkIns, [event.data.checkInId]: { ...checkIn, viewed: true } } } : state;
    }
    case 'TransactionTaskRescheduled':
      return withTask(state, event.data.taskId, (task) => ({ ...task, dueDate: event.data.due_date }));
    case 'TransactionTaskCompleted': {
      const completed = withTask(state, event.data.taskId, (task) => ({ ...task, completedAt: event.data.completedAt }));
      // The close's own completions carry the close's instant (its append); a person's never do.
      const byClose = state.status === 'closed' && event.data.completedAt === state.closedAt;
      return byClose ? { ...completed, tasksCompletedByClose: [...completed.tasksCompletedByClose, event.data.taskId] } : completed;
    }
    case 'TransactionTaskReopened':
      return withTask(state, event.data.taskId, (task) => ({ ...task, completedAt: null }));
    case 'TransactionTaskDeleted':
      return withTask(state, event.data.taskId, () => null);
  }
}

export const transactionStream = (transactionId: string) => `transaction-${transactionId}`;
export const TRANSACTION_STREAM_TYPE = 'transaction';
/** The vault subject of the deal's parties (ADR 0020): the deal itself, not any one person. */
export const transactionSubject = (transactionId: string) => `transaction-${transactionId}`;
