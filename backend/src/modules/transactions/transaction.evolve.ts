import { evolveCheckIns } from './check-ins/domain/check-ins.evolve';
import { evolveContacts } from './contacts/domain/contacts.evolve';
import { evolveDocuments } from './documents/domain/documents.evolve';
import { evolveDocumentLinks } from './documents/domain/document-links.evolve';
import { evolveLifecycle } from './lifecycle/domain/lifecycle.evolve';
import { evolveMilestones } from './milestones/domain/milestones.evolve';
import { evolveTasks } from './tasks/domain/tasks.evolve';
import { evolveUtilities } from './utilities/domain/utilities.evolve';
import { evolveTransactionVendors } from './transaction-vendors/domain/transaction-vendors.evolve';
import { TransactionEvent } from './transaction.events';
import { TransactionState } from './transaction.state';

/**
 * The deal's fold (ADR 0042): every capability's evolve, composed. The deal's snapshots are this fold
 * of its events as stored (ADR 0081): an evolve copies personal values and never derives anything from
 * them, and a change to what the fold makes of the same events raises TRANSACTION_SNAPSHOT_VERSION.
 */
export function evolveTransaction(state: TransactionState, event: TransactionEvent): TransactionState {
  const next = evolveDeal(state, event);
  const regeneratedUnder = event.type === 'TransactionMilestonesRegenerated' ? event.data.rulesVersion : null;
  return next.regeneratedUnder === regeneratedUnder ? next : { ...next, regeneratedUnder };
}

function evolveDeal(state: TransactionState, event: TransactionEvent): TransactionState {
  switch (event.type) {
    case 'TransactionCreated':
    case 'TransactionDraftSaved':
    case 'TransactionDraftSubmitted':
    case 'TransactionFieldsChanged':
    case 'TransactionClientLinked':
    case 'TransactionClosed':
    case 'TransactionReopened':
    case 'TransactionStatusChanged':
    case 'TransactionDeleted':
    case 'TransactionReassigned':
      return evolveLifecycle(state, event);
    case 'TransactionPhotoAttached':
    case 'TransactionDocumentAttached':
    case 'TransactionDocumentRenamed':
    case 'TransactionDocumentVisibilityChanged':
    case 'TransactionDocumentDeleted':
      return evolveDocuments(state, event);
    case 'TransactionDocumentLinkSent':
    case 'TransactionDocumentLinkRevoked':
      return evolveDocumentLinks(state, event);
    case 'TransactionContactAdded':
    case 'TransactionContactChanged':
    case 'TransactionContactRemoved':
    case 'TransactionContactsCleared':
      return evolveContacts(state, event);
    case 'MilestoneEducationSet':
    case 'MilestoneEducationReset':
    case 'CustomMilestoneAdded':
    case 'CustomMilestoneChanged':
    case 'CustomMilestoneRemoved':
    case 'TransactionMilestonesRegenerated':
    case 'ContractDeadlineAmended':
    case 'MilestoneConfirmed':
    case 'MilestoneConfirmationWithdrawn':
    case 'GeneratedMilestoneRemoved':
    case 'GeneratedMilestoneRestored':
      return evolveMilestones(state, event);
    case 'TransactionTaskCreated':
    case 'TransactionTaskUpdated':
    case 'TransactionTaskRescheduled':
    case 'TransactionTaskCompleted':
    case 'TransactionTaskReopened':
    case 'TransactionTaskDeleted':
      return evolveTasks(state, event);
    case 'TransactionUtilityAdded':
    case 'TransactionUtilityChanged':
    case 'TransactionUtilityRemoved':
      return evolveUtilities(state, event);
    case 'ClientCheckInSubmitted':
    case 'ClientCheckInViewed':
    case 'ClientCheckInAnswered':
      return evolveCheckIns(state, event);
    case 'TransactionVendorAdded':
    case 'TransactionVendorRemoved':
      return evolveTransactionVendors(state, event);
  }
}
