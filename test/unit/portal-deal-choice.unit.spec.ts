import { autoChosenDeal, liveFirst } from '../../frontend/src/features/transactions/pages/portal-deal-choice';

/** Issue 22 item 5 (spec 002 §2): the portal's auto-choice is among active deals only, and its list puts the live deal first. */
const deal = (id: string, status: string) => ({ id, status }) as { id: string; status: 'pending' };

describe("the client portal's choice of deal", () => {
  it('opens the one live deal by itself, whatever closed or cancelled deals the client also has', () => {
    expect(autoChosenDeal([deal('sold', 'closed'), deal('live', 'option_period'), deal('off', 'cancelled')])?.id).toBe('live');
    expect(autoChosenDeal([deal('live', 'pending')])?.id).toBe('live');
  });

  it('opens nothing by itself when two deals are live, or when several are over', () => {
    expect(autoChosenDeal([deal('a', 'pending'), deal('b', 'closing'), deal('sold', 'closed')])).toBeUndefined();
    expect(autoChosenDeal([deal('sold', 'closed'), deal('older', 'closed')])).toBeUndefined();
    expect(autoChosenDeal([])).toBeUndefined();
  });

  it('lands a client whose only deal is closed on it (and so in the Home Vault)', () => {
    expect(autoChosenDeal([deal('sold', 'closed')])?.id).toBe('sold');
  });

  it('lists the live deals before closed and cancelled ones, each group in the order the server sent', () => {
    const listed = liveFirst([deal('sold', 'closed'), deal('a', 'pending'), deal('off', 'cancelled'), deal('b', 'inspection')]);
    expect(listed.map((d) => d.id)).toEqual(['a', 'b', 'sold', 'off']);
  });
});
