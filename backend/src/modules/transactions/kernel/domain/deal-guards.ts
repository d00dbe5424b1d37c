import { TransactionFacts, transactionRoleOf } from './transaction-access';
import { goneDealMessage, TRANSACTION_MESSAGES, TransactionNotFoundError, TransactionAccessError } from './deal-errors';
import { TransactionStatus, TransactionType } from './transaction-fields';

/** What every capability's decisions know of the deal: whether it exists, whose it is, its kind and status. */
export interface DealCore {
  exists: boolean;
  deleted: boolean;
  agentId: string | null;
  clientId: string | null;
  transactionType: TransactionType | null;
  status: TransactionStatus | null;
}

/** Who sends a command: the user and the role their session has now (not the role they had when a record became theirs). */
export interface CommandActor {
  actorId: string;
  actorRole: string;
}

/**
 * The caller is the deal's agent by the same derivation as every read (`transactionRoleOf`, the
 * access policy's roleOf; ADR 0021, 0036): its agent_id, with an agent role now. An agent an admin
 * made a client is nobody on their former deals.
 */
export function isDealAgent(state: DealCore, { actorId, actorRole }: CommandActor): boolean {
  return transactionRoleOf({ userId: actorId, role: actorRole }, dealFactsOf(state)) === 'agent';
}

/** The access facts of a deal that exists (deletion is each command's own answer: 404, or success for a repeated delete). */
function dealFactsOf(state: DealCore): TransactionFacts {
  return { agentId: state.agentId!, clientId: state.clientId, transactionType: state.transactionType!, status: state.status!, deleted: false };
}

/** A deal that is not there for this caller, in the words reads use (`goneDealMessage`). */
function goneFor(state: DealCore, { actorId }: Pick<CommandActor, 'actorId'>): Error {
  return new TransactionNotFoundError(state.exists ? goneDealMessage(actorId, state) : TRANSACTION_MESSAGES.notFound);
}

/** A live (or draft) deal the caller may change: exists, not deleted, theirs as its agent. */
export function ownedDeal(state: DealCore, actor: CommandActor, forbidden: () => Error = () => new TransactionAccessError()): void {
  if (!state.exists || state.deleted) throw goneFor(state, actor);
  if (!isDealAgent(state, actor)) throw strangerRefusal(state, forbidden);
}

/**
 * What anyone but the deal's agent is told, as reads tell them (the policy's `isGone`, ADR 0021): a
 * deleted deal, or a draft, is 404 'Transaction not found' — a command never confirms what a read
 * hides (issue 19 item 8) — any other deal the command's own 403.
 */
export function strangerRefusal(state: DealCore, forbidden: () => Error): Error {
  return state.deleted || state.status === 'draft' ? new TransactionNotFoundError() : forbidden();
}

export function existing(state: DealCore): void {
  if (!state.exists || state.deleted) throw new TransactionNotFoundError();
}

/** The caller's role on the deal for the commands both sides send (tasks, check-ins): the same derivation as reads (spec 002 §6). */
export function callerRoleOnDeal(state: DealCore, actorId: string, actorRole: string): 'agent' | 'client' {
  if (!state.exists || state.deleted) throw goneFor(state, { actorId });
  const role = transactionRoleOf({ userId: actorId, role: actorRole }, dealFactsOf(state));
  if (role === 'agent') return 'agent';
  if (role !== 'none') return 'client';
  throw strangerRefusal(state, () => new TransactionAccessError());
}
