import { CheckInEvent } from './check-ins/domain/check-ins.events';
import { ContactEvent } from './contacts/domain/contacts.events';
import { DocumentEvent } from './documents/domain/documents.events';
import { DocumentLinkEvent } from './documents/domain/document-links.events';
import { LifecycleEvent } from './lifecycle/domain/lifecycle.events';
import { MilestoneEvent } from './milestones/domain/milestones.events';
import { TaskEvent } from './tasks/domain/tasks.events';
import { TransactionVendorEvent } from './transaction-vendors/domain/transaction-vendors.events';
import { UtilityEvent } from './utilities/domain/utilities.events';

/**
 * Events of one deal (stream `transaction-<id>`, ADR 0020), each declared by its capability (ADR 0042).
 * Catalogue fields sit FLAT at the top level of `data` under their snake_case keys, so the store can
 * seal the parties' names, e-mails and phones under the deal's own subject `transaction-<id>`.
 */
export type TransactionEvent = LifecycleEvent | DocumentEvent | DocumentLinkEvent | ContactEvent | MilestoneEvent | TaskEvent | UtilityEvent | CheckInEvent | TransactionVendorEvent;

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
  'TransactionReassigned',
  'TransactionPhotoAttached',
  'TransactionDocumentAttached',
  'TransactionDocumentRenamed',
  'TransactionDocumentVisibilityChanged',
  'TransactionDocumentDeleted',
  'TransactionContactAdded',
  'TransactionContactChanged',
  'TransactionContactRemoved',
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
  'MilestoneConfirmed',
  'MilestoneConfirmationWithdrawn',
  'GeneratedMilestoneRemoved',
  'GeneratedMilestoneRestored',
  'TransactionVendorAdded',
  'TransactionVendorRemoved',
  'TransactionDocumentLinkSent',
  'TransactionDocumentLinkRevoked',
];
