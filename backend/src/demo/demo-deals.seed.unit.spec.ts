import { transaction } from '../modules/transactions/transaction.aggregate';
import { DEMO_DEALS } from './demo-deals';
import { dealsToSeed, demoDealId } from './demo-deals.seed';

const streamOf = (key: string) => transaction.streamId(demoDealId(key));

/** A start that stopped partway leaves some demo deals unseeded: the next start seeds exactly those. */
describe('which demo deals a start seeds', () => {
  it('every deal on an empty log, none when all exist', () => {
    expect(dealsToSeed(new Set())).toEqual(DEMO_DEALS);
    expect(dealsToSeed(new Set(DEMO_DEALS.map((deal) => streamOf(deal.key))))).toEqual([]);
  });

  it('only the missing ones when a seed stopped partway, leaving the existing (maybe edited or deleted) deals alone', () => {
    const done = DEMO_DEALS.slice(0, 3).map((deal) => streamOf(deal.key));
    expect(dealsToSeed(new Set(done)).map((deal) => deal.key)).toEqual(DEMO_DEALS.slice(3).map((deal) => deal.key));
  });

  it('gives each deal a stable version-5 id of its own', () => {
    const ids = DEMO_DEALS.map((deal) => demoDealId(deal.key));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(demoDealId(DEMO_DEALS[0]!.key)).toBe(ids[0]);
  });
});
