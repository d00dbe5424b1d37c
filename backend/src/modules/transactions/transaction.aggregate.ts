import { DecisionContext, defineAggregate } from '../../platform/event-store/aggregate';
import { CheckInCommand, decideCheckIns } from './check-ins/domain/check-ins.decide';
import { ContactCommand, contactEvents, decideContacts, replacedContacts } from './contacts/domain/contacts.decide';
import { decideDocuments, DocumentCommand } from './documents/domain/documents.decide';
import { decideDocumentLinks, DocumentLinkCommand } from './documents/domain/document-links.decide';
import { TRANSACTION_STREAM_TYPE, transactionStream, transactionSubject } from './kernel/domain/deal-stream';
import { AGENT_ONLY_FIELDS } from './kernel/domain/transaction-visibility';
import { CONFIDENTIAL_FIELD_KEYS, PERSONAL_FIELD_KEYS } from './kernel/domain/transaction-fields';
import { decideLifecycle, LifecycleCommand } from './lifecycle/domain/lifecycle.decide';
import { decideMilestones, MilestoneCommand } from './milestones/domain/milestones.decide';
import { automationTasks, tasksCompletedByClose, tasksDoneOnArrival, tasksMovedWithDeal, tasksReopenedWithDeal, tasksSettledByFacts } from './tasks/domain/task-consequences';
import { decideTasks, TaskCommand } from './tasks/domain/tasks.decide';
import { decideUtilities, UtilityCommand } from './utilities/domain/utilities.decide';
import { decideTransactionVendors, TransactionVendorCommand } from './transaction-vendors/domain/transaction-vendors.decide';
import { TRANSACTION_VENDOR_PERSONAL_FIELDS } from './transaction-vendors/domain/transaction-vendors.events';
import { TransactionEvent } from './transaction.events';
import { evolveTransaction } from './transaction.evolve';
import { initialTransactionState, TransactionState } from './transaction.state';

/**
 * The deal (ADR 0020, 0042): one aggregate whose commands, events and fold are declared by its
 * capabilities; this file composes them, wires what one capability's decision adds to another's in
 * the same append, and says which values the store seals.
 */
/** Fresh ids for the automation set a create or submit may generate: decide stays pure, so the ids come with the command (ADR 0027). */
export { offeredTaskIds } from './tasks/domain/task-templates';
export { evolveTransaction };

export type TransactionCommand = LifecycleCommand | DocumentCommand | DocumentLinkCommand | ContactCommand | MilestoneCommand | TaskCommand | UtilityCommand | CheckInCommand | TransactionVendorCommand;

export function decideTransaction(command: TransactionCommand, state: TransactionState, context: DecisionContext): TransactionEvent[] {
  switch (command.type) {
    case 'CreateTransaction':
    case 'SaveTransactionDraft':
    case 'SubmitTransactionDraft':
    case 'UpdateTransactionFields':
    case 'CloseTransaction':
    case 'ReopenTransaction':
    case 'ArchiveTransaction':
    case 'ChangeTransactionStatus':
    case 'DeleteTransaction':
    case 'ReassignTransaction':
      return decideLifecycle(command, state, context, {
        contactEvents,
        replacedContacts,
        withAutomationTasks,
        tasksMovedWithDeal,
        tasksSettledByFacts,
        tasksCompletedByClose,
        tasksReopenedWithDeal,
      });
    case 'AttachPropertyPhoto':
    case 'AttachTransactionDocument':
    case 'UpdateTransactionDocument':
    case 'DeleteTransactionDocument':
      return decideDocuments(command, state);
    case 'EmailDocumentLink':
    case 'RevokeDocumentLink':
      return decideDocumentLinks(command, state, context.now);
    case 'AddTransactionContact':
    case 'ChangeTransactionContact':
    case 'RemoveTransactionContact':
      return decideContacts(command, state);
    case 'SetMilestoneEducation':
    case 'ResetMilestoneEducation':
    case 'AddCustomMilestone':
    case 'ChangeCustomMilestone':
    case 'RemoveCustomMilestone':
    case 'AmendContractDeadline':
    case 'RegenerateMilestones':
    case 'ConfirmMilestone':
    case 'WithdrawMilestoneConfirmation':
    case 'RemoveGeneratedMilestone':
    case 'RestoreGeneratedMilestone':
      return decideMilestones(command, state, context);
    case 'CreateTransactionTask':
    case 'UpdateTransactionTask':
    case 'DeleteTransactionTask':
    case 'GenerateTransactionTasks':
      return decideTasks(command, state, context);
    case 'AddTransactionUtility':
    case 'ChangeTransactionUtility':
    case 'RemoveTransactionUtility':
      return decideUtilities(command, state, context);
    case 'SubmitCheckIn':
    case 'MarkCheckInViewed':
    case 'RespondToCheckIn':
      return decideCheckIns(command, state, context);
    case 'AddLibraryVendorToTransaction':
    case 'CreateTransactionVendor':
    case 'RemoveTransactionVendor':
      return decideTransactionVendors(command, state);
  }
}

/**
 * A deal that becomes live gets its automation tasks in the same append as the create or submit, so
 * the version its agent holds from that answer stays current until someone really changes the deal
 * (issue 18 item 7; DESIGN: work the deal's command does for itself happens in the same append); a
 * task whose fact the deal already records arrives completed (ADR 0049).
 */
function withAutomationTasks(
  state: TransactionState,
  transactionId: string,
  taskIds: Readonly<Record<string, string>>,
  events: TransactionEvent[],
  now: Date,
): TransactionEvent[] {
  const live = events.reduce(evolveTransaction, state);
  const created = automationTasks(live, transactionId, taskIds);
  return [...events, ...created, ...tasksDoneOnArrival(live.fields, created, now)];
}

/** The client's account with the provider is theirs: sealed under the deal like the parties (ADR 0020). */
const UTILITY_ACCOUNT_FIELDS = ['account_number', 'confirmation_number'] as const;

const dealSubject = (data: { transactionId: string }) => transactionSubject(data.transactionId);
const AGENT_ONLY: ReadonlySet<string> = new Set(AGENT_ONLY_FIELDS);

/**
 * The catalogue's sealed fields (ADR 0020, 0040), all under the deal: the parties' details, and the
 * free text and identifiers, which the audit trail names agent-only when clients never see them.
 */
const dealFields = [
  { subject: dealSubject, fields: PERSONAL_FIELD_KEYS },
  { subject: dealSubject, fields: CONFIDENTIAL_FIELD_KEYS.filter((key) => AGENT_ONLY.has(key)), hiddenAs: 'agent_only' as const },
  { subject: dealSubject, fields: CONFIDENTIAL_FIELD_KEYS.filter((key) => !AGENT_ONLY.has(key)) },
  // The other agent-only fields (dates, choices, amounts, short texts): in clear, as the rules read them, hidden in the audit (ADR 0056).
  {
    subject: dealSubject,
    fields: AGENT_ONLY_FIELDS.filter((key) => !(CONFIDENTIAL_FIELD_KEYS as readonly string[]).includes(key) && !(PERSONAL_FIELD_KEYS as readonly string[]).includes(key)),
    hiddenAs: 'agent_only' as const,
    sealed: false as const,
  },
];

/**
 * An agent's contact (other_agent, listing_agent, buyer_agent): in the audit trail, their company reads
 * "agent only" too, as other-agent information is agent-only by spec 002 §6 (ADR 0062). An edit that
 * does not carry the role may be of such a contact, so its company is hidden as well.
 */
const agentContactSubject = (data: { transactionId: string; role?: string }) =>
  data.role === undefined || data.role.toLowerCase().includes('agent') ? transactionSubject(data.transactionId) : null;

/** A contact's name, e-mail and phone are a person's, sealed under the deal (an edit carries them only when changed). */
const contactFields = [
  { subject: dealSubject, fields: ['name', 'email', 'phone'] as const },
  { subject: agentContactSubject, fields: ['company'] as const, hiddenAs: 'agent_only' as const, sealed: false as const },
];

/** A utility's account is the client's with the provider; its notes are the agent's, kept from clients (spec 002 §6). */
const utilityFields = [
  { subject: dealSubject, fields: UTILITY_ACCOUNT_FIELDS },
  { subject: dealSubject, fields: ['notes'] as const, hiddenAs: 'agent_only' as const },
];

/**
 * The deal's snapshots (issue 23 item 2, ADR 0081): a command folds at most this many events after
 * the latest snapshot, whatever the deal's length.
 */
export const TRANSACTION_SNAPSHOT_EVERY = 20;

/**
 * The schema version of the deal's snapshot state. Raise it whenever the fold changes what it makes of
 * the same events — an evolve, the state's shape, an upcaster of a deal event — and every older
 * snapshot is ignored (the next command folds the whole stream and writes a new one). The unit test
 * `transaction-snapshot.unit.spec.ts` holds a fingerprint of the fold's source to remind you.
 */
export const TRANSACTION_SNAPSHOT_VERSION = 1;

/**
 * One deal: its stream, fold, decisions, and its sealed values (ADR 0020, 0040). What the deal's
 * people wrote about the deal is sealed under the deal; what a client wrote for themselves (their
 * check-ins, their private tasks, their notes on tasks) and the agent's answer to a check-in, under
 * the client, so that erasing the client shreds it.
 */
export const transaction = defineAggregate<TransactionState, TransactionCommand, TransactionEvent>({
  streamType: TRANSACTION_STREAM_TYPE,
  streamId: transactionStream,
  initialState: initialTransactionState,
  evolve: evolveTransaction,
  decide: decideTransaction,
  // Sealed (ADR 0081): the parties', clients' and vendors' values stay ciphertext under their own keys.
  snapshot: { every: TRANSACTION_SNAPSHOT_EVERY, version: TRANSACTION_SNAPSHOT_VERSION, sealed: true },
  personalData: {
    TransactionCreated: dealFields,
    TransactionDraftSaved: dealFields,
    TransactionDraftSubmitted: dealFields,
    TransactionFieldsChanged: dealFields,
    TransactionContactAdded: contactFields,
    TransactionContactChanged: contactFields,
    TransactionUtilityAdded: utilityFields,
    TransactionUtilityChanged: utilityFields,
    // A vendor's details are a third party's, under the deal; the agent's notes never reach a client (spec 002 §6; ADR 0050).
    TransactionVendorAdded: [
      { subject: dealSubject, fields: TRANSACTION_VENDOR_PERSONAL_FIELDS },
      { subject: dealSubject, fields: ['agent_notes'] as const, hiddenAs: 'agent_only' as const },
    ],
    // Its title and file name say what the document is about; agent-only documents read so in the audit.
    // A client's upload is theirs (ADR 0040, 0052): sealed under the client, so their erasure shreds it.
    TransactionDocumentAttached: {
      subject: (data) => (data.uploaderRole === 'client' ? data.uploadedBy : transactionSubject(data.transactionId)),
      fields: ['title', 'storagePath', 'description'],
      hiddenAs: (data) => (data.visibility === 'agent_only' ? 'agent_only' : 'personal'),
    },
    // A new title says as much as the first (ADR 0047).
    TransactionDocumentRenamed: { subject: dealSubject, fields: ['title'] },
    // Who a document was e-mailed to, and the agent's words to them, under the deal (ADR 0053).
    TransactionDocumentLinkSent: { subject: dealSubject, fields: ['recipientEmail', 'recipientName', 'message'] },
    // An agent's task is the deal's business and stays in clear; a client's private task is theirs.
    TransactionTaskCreated: { subject: (data) => (data.is_private && data.created_by ? data.created_by : null), fields: ['title', 'description'], hiddenAs: 'private' },
    TransactionTaskUpdated: [
      { subject: (data) => data.private_to ?? null, fields: ['title', 'description'], hiddenAs: 'private' },
      { subject: (data) => data.notes_by ?? transactionSubject(data.transactionId), fields: ['client_notes'] },
    ],
    // How a client feels, and what their agent answered, are the client's (ADR 0040; before it, the deal's).
    ClientCheckInSubmitted: { subject: (data) => data.clientId, fields: ['feeling', 'note'] },
    ClientCheckInAnswered: { subject: (data) => data.clientId ?? transactionSubject(data.transactionId), fields: ['response'] },
  },
});
