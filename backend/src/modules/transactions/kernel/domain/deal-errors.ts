import { ForbiddenError, NotFoundError } from '../../../../platform/errors/domain-error';

/** Spec 002 §8 / 001 §8, verbatim. */
export const TRANSACTION_MESSAGES = {
  notFound: 'Transaction not found',
  /** To the deal's own parties only: anyone else learns nothing of a deleted deal (ADR 0021). */
  deleted: 'Transaction not found or has been deleted',
  forbidden: 'Forbidden - You do not have access to this transaction',
  lifecycleAgentOnly: 'Only the agent can modify transaction lifecycle',
  closeNeedsDate: 'Cannot close transaction: Closing date or appointment datetime is required',
  deleteClosed: 'Cannot delete closed transaction: Use Archive instead, or provide force=true for permanent deletion',
  notDraft: 'Only a draft can be saved as a draft or submitted',
  statusOfDraft: 'Submit the draft before changing its status',
  statusOfClosed: 'Reopen the transaction before changing its status',
  educationEmpty: 'Education text cannot be empty',
  milestoneNotFound: 'Milestone not found',
  milestoneNameRequired: 'Milestone name is required',
  milestonesOfClosed: 'Reopen the transaction before changing its milestones',
  milestonesOfDraft: 'Submit the draft before adding milestones',
  closeDraft: 'Submit the draft before closing it',
  reopenDraft: 'A draft has never been closed: submit it instead',
  archiveOpen: 'Only a closed or cancelled transaction can be archived',
  /** Issue 18 item 5 (ADR 0039), in the `field: message` form of the deal's other 400s. */
  clientNotLinked: 'client_id: not one of your clients',
  /** Issue 24 item 2 (ADR 0055): ours, the spec has no overseer. */
  partiesOnly: "Forbidden - This is between the deal's client and its agent",
  /** Issue 24 item 5 (ADR 0069): ours. */
  reassignOutside: 'agent_id: must be an agent of the same broker or team',
} as const;

/**
 * The 404's words for a deal that is not there for `userId`: 'Transaction not found or has been
 * deleted' when it is deleted and was theirs (its agent, or its client once it was live); 'Transaction
 * not found' to everyone else, who learns nothing of it (spec 002 §8, ADR 0021). Reads (the policy)
 * and commands (the guards) both answer with it.
 */
export function goneDealMessage(userId: string, deal: { agentId: string | null; clientId: string | null; status: string | null; deleted: boolean }): string {
  const wasTheirs = deal.agentId === userId || (deal.clientId === userId && deal.status !== 'draft');
  return deal.deleted && wasTheirs ? TRANSACTION_MESSAGES.deleted : TRANSACTION_MESSAGES.notFound;
}

export class TransactionNotFoundError extends NotFoundError {
  constructor(message: string = TRANSACTION_MESSAGES.notFound) {
    super(message);
  }
}

export class LifecycleAgentOnlyError extends ForbiddenError {
  constructor() {
    super(TRANSACTION_MESSAGES.lifecycleAgentOnly);
  }
}

export class TransactionAccessError extends ForbiddenError {
  constructor() {
    super(TRANSACTION_MESSAGES.forbidden);
  }
}

/** Spec 001 §8: closing a closed deal's refusal reads as a 403 in the catalogue. */
export class DeleteClosedTransactionError extends ForbiddenError {
  constructor() {
    super(TRANSACTION_MESSAGES.deleteClosed);
  }
}
