import { definePolicy } from '../../../platform/access/access-policy';
import { overseerIdsSql } from '../../identity/identity.public';
import { TransactionFacts, transactionReadRoleOf } from './domain/transaction-access';
import { BUYER_CLIENT_HIDDEN_FIELDS, concealedDocumentFields, SELLER_CLIENT_HIDDEN_FIELDS } from './domain/transaction-visibility';
import { goneDealMessage, TRANSACTION_MESSAGES } from './domain/deal-errors';
import { TransactionDto } from './catalogue.dto';
import { consentRefusalFor } from '../../identity/identity.public';

/**
 * Who sees a deal, and what of it (spec 002 §6; docs/adr/0021). The per-deal role is derived as the
 * spec says: agent (agent_id is the caller), buyer_client or seller_client (client_id is the caller,
 * by the deal's type), else none. Clients get the §6 deny lists cut out of every response and push.
 *
 * Beyond the spec (issue 24 item 2, ADR 0055): `overseer`, the team lead or broker over the deal's
 * agent now, reads a live deal as its agent does — read only (no command takes the role) and without
 * what is the client's and their agent's alone (check-ins, messages, client notes on tasks; private
 * tasks the agent never reads either). Every deal read, list, sub-resource, socket room and calendar
 * goes through this one roleOf, so they agree.
 */
export const transactionPolicy = definePolicy<TransactionDto>()({
  resource: 'transaction',
  roles: ['agent', 'buyer_client', 'seller_client', 'overseer'],
  load: async (ids, sql) => {
    const rows = await sql.query<{
      id: string;
      agent_id: string;
      client_id: string | null;
      transaction_type: string;
      status: string;
      deleted: boolean;
      overseer_ids: string[];
    }>(
      `SELECT t.id, t.agent_id, t.client_id, t.transaction_type, t.status, t.deleted_at IS NOT NULL AS deleted, ${overseerIdsSql('t.agent_id')} AS overseer_ids
         FROM transactions t WHERE t.id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(
      rows.map((row): [string, TransactionFacts] => [
        row.id,
        { agentId: row.agent_id, clientId: row.client_id, transactionType: row.transaction_type, status: row.status, deleted: row.deleted, overseerIds: row.overseer_ids },
      ]),
    );
  },
  // A deal row (the detail, a dashboard row) carries its own facts: a list of 2,000 is not loaded twice.
  // They suffice for the deal's own agent and client; anyone else (an overseer) is decided on a load,
  // which reads who oversees the agent now.
  factsOf: (row, actor) =>
    typeof row.agent_id === 'string' && row.deleted_at !== undefined && row.client_id !== undefined && (row.agent_id === actor.userId || row.client_id === actor.userId)
      ? { agentId: row.agent_id, clientId: row.client_id, transactionType: row.transaction_type, status: row.status, deleted: row.deleted_at !== null }
      : undefined,
  roleOf: (actor, facts) => transactionReadRoleOf(actor, facts),
  visibility: {
    agent: 'all',
    // The agent's view of the deal itself: nothing of the deal's fields is the client's alone.
    overseer: 'all',
    buyer_client: { deny: BUYER_CLIENT_HIDDEN_FIELDS },
    seller_client: { deny: SELLER_CLIENT_HIDDEN_FIELDS },
  },
  // A document switch the agent turned off takes its URL fields from the client too (issue 19 item 2).
  conceal: (role, deal) => (role === 'agent' || role === 'overseer' ? [] : concealedDocumentFields(deal as unknown as Record<string, unknown>)),
  // Spec 002 §8: someone else's deal is 403; an unknown or deleted one, or a draft to anyone but its
  // agent (contract: a draft is 404 for its client), is 404 'Transaction not found' (ADR 0021).
  refusal: { kind: 'forbidden', message: TRANSACTION_MESSAGES.forbidden },
  notFound: {
    message: TRANSACTION_MESSAGES.notFound,
    isGone: (actor, facts) => facts.deleted || (facts.status === 'draft' && facts.agentId !== actor.userId),
    // Its own agent, or its client once it was live, is told it may have been deleted; anyone else only 'not found'.
    goneMessage: (actor, facts) => goneDealMessage(actor.userId, facts),
  },
  // Spec 002 §4: a client reads nothing of their deals until they consented (403 reason consent_required,
  // which the portal turns into its dialog). An agent's Preview as Client is the agent reading: not gated (ADR 0051).
  readGate: (actor, sql) => consentRefusalFor(sql, actor),
});


/** What a deal push carries: which deal changed and to which version; the screen refetches its view. */
export interface TransactionChangedPush {
  id: string;
  version: number;
}

/** What the messages module tells a deal list: the unread count of one of its deals may have moved. */
export interface UnreadMessagesChangedPush {
  transaction_id: string;
}

/**
 * A person's list of deals (the agent dashboard, the client's list; contract "Socket.IO"): room
 * `transaction-list:<userId>`, joined only by that user, told when any of their deals changes
 * (`transaction.changed`) and when a deal's unread messages may have changed (`messages.unread_changed`).
 */
export const transactionListPolicy = definePolicy<TransactionChangedPush | UnreadMessagesChangedPush>()({
  resource: 'transaction-list',
  roles: ['owner'],
  load: async (ids) => new Map(ids.map((id) => [id, { userId: id }])),
  roleOf: (actor, facts) => (facts && facts.userId === actor.userId ? 'owner' : 'none'),
  visibility: { owner: 'all' },
  refusal: { kind: 'forbidden', message: 'Forbidden - Invalid role' },
  // The deal's gate (ADR 0051, 0062): a client who has not consented joins no room of their deals.
  readGate: (actor, sql) => consentRefusalFor(sql, actor),
});

/**
 * Whose deal lists a deal's change is pushed to: its agent's, and its client's (with a client just
 * unlinked, so their list drops it) — never a client's while the deal is a draft, which is its
 * agent's alone (ADR 0021, 0036).
 */
export function listOwnersOf(deal: { agent_id: string; client_id: string | null; status: string }, previousClientId: string | null = null): string[] {
  const clients = deal.status === 'draft' ? [] : [deal.client_id, previousClientId];
  return [...new Set([deal.agent_id, ...clients])].filter((userId): userId is string => typeof userId === 'string');
}
