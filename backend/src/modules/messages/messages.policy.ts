import { definePolicy } from '../../platform/access/access-policy';
import { transactionPolicy } from '../transactions/transactions.public';
import { loadDealParties, threadRoleOf } from './deal-parties.adapter';
import { DealMessageDto, MessagesReadPushDto } from './messages.dto';

/** What the thread's room carries: a new message, or read receipts. */
export type DealMessagesPush = DealMessageDto | MessagesReadPushDto;

/**
 * Who may join a deal's thread room `deal-messages:<transactionId>` (ADR 0044): its agent and its
 * client, as for the deal itself (spec 002 §6). Both see every message: the thread is theirs alone.
 */
export const dealMessagesPolicy = definePolicy<DealMessagesPush>()({
  resource: 'deal-messages',
  roles: ['agent', 'client'],
  load: loadDealParties,
  roleOf: threadRoleOf,
  visibility: { agent: 'all', client: 'all' },
  // The deal's refusal, word for word (spec 002 §8).
  refusal: transactionPolicy.refusal,
  // An unknown or deleted deal, or a draft to its client, is 404 as for the deal (ADR 0021).
  notFound: {
    message: transactionPolicy.notFoundMessage ?? 'Transaction not found',
    isGone: (actor, deal) => deal.deleted || (deal.status === 'draft' && deal.agentId !== actor.userId),
  },
  // The deal's consent gate (spec 002 §4, ADR 0051): the thread is part of what a client reads of the deal.
  readGate: transactionPolicy.readGate,
});
