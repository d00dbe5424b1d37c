import type { TransactionListItemDto } from '../../../shared/api/generated';

type Deal = Pick<TransactionListItemDto, 'id' | 'status'>;

/** A deal still under way: neither closed nor cancelled (spec 002 §2's auto-choice picks only among these). */
export const isLive = (deal: Pick<Deal, 'status'>) => deal.status !== 'closed' && deal.status !== 'cancelled';

/** The live deals first, then the rest, each group in the server's order. */
export const liveFirst = <T extends Pick<Deal, 'status'>>(deals: T[]): T[] => [...deals.filter(isLive), ...deals.filter((deal) => !isLive(deal))];

/**
 * The deal the portal opens by itself (spec 002 §2): the one live deal when exactly one is live; a client
 * whose only deal is closed still lands on it, and from there in the Home Vault (issue 22 item 4);
 * otherwise none, and the portal lists them.
 */
export function autoChosenDeal<T extends Deal>(deals: T[]): T | undefined {
  const live = deals.filter(isLive);
  if (live.length === 1) return live[0];
  return live.length === 0 && deals.length === 1 ? deals[0] : undefined;
}
