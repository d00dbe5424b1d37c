import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../platform/platform.tokens';
import { identityClient } from '../../../test/support/identity-client';
import { startTestApp, TestApp } from '../../../test/support/test-app';
import { DEMO_DEALS } from './demo-deals';
import { DemoDealsSeed, demoDealId } from './demo-deals.seed';

type ListItem = { id: string; status: string; transaction_type: string; property_state: string | null; closed_at: string | null; client_id: string | null };

/** Issue 9 item 9: the demo brokerage's deals, seeded once through the deal commands. */
describe('demo deal seed', () => {
  let app: TestApp;
  let api: ReturnType<typeof identityClient>;
  let db: DataSource;

  beforeAll(async () => {
    app = await startTestApp();
    api = identityClient(app.url);
    db = app.app.get<DataSource>(DATA_SOURCE);
  }, 60_000);

  afterAll(async () => {
    await app.close();
  });

  const eventCount = async () =>
    (await db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM events WHERE stream_type = 'transaction' AND stream_id = ANY($1)`, [
      DEMO_DEALS.map((deal) => `transaction-${demoDealId(deal.key)}`),
    ]))[0].n;

  it('gives the demo agent live, draft and closed deals of every type, in and out of Texas, through events', async () => {
    const agent = await api.signIn('agent@threshold.demo');
    const list = await api.call<ListItem[]>('GET', '/api/transactions', { token: agent.token });
    expect(list.status).toBe(200);
    const mine = DEMO_DEALS.filter((deal) => deal.owner === 'agent' && deal.outcome.kind !== 'deleted').map((deal) => demoDealId(deal.key));
    expect(list.body.map((deal) => deal.id).sort()).toEqual(expect.arrayContaining(mine.sort()));
    const seeded = list.body.filter((deal) => mine.includes(deal.id));
    expect(new Set(seeded.map((deal) => deal.status))).toEqual(new Set(['draft', 'pending', 'under_contract', 'appraisal', 'final_walkthrough', 'closed']));
    expect(new Set(seeded.map((deal) => deal.transaction_type))).toEqual(new Set(['buyer', 'seller', 'new_construction']));
    // Closed on the day the data says, not on the day the seed ran (the metrics count by closed_at).
    const closed = seeded.find((deal) => deal.id === demoDealId('agent-buyer-closed-hyde-park'))!;
    expect(Math.round((Date.now() - Date.parse(closed.closed_at!)) / 86_400_000)).toBe(12);
    // The soft-deleted one is not listed, but its stream and row are there.
    expect(list.body.some((deal) => deal.id === demoDealId('agent-buyer-deleted-manor'))).toBe(false);
    const [deleted] = await db.query<{ deleted_at: Date | null }[]>('SELECT deleted_at FROM transactions WHERE id = $1', [demoDealId('agent-buyer-deleted-manor')]);
    expect(deleted.deleted_at).not.toBeNull();

    const broker = await api.signIn('broker@threshold.demo');
    const brokers = await api.call<ListItem[]>('GET', '/api/transactions', { token: broker.token });
    expect(brokers.body.some((deal) => deal.property_state !== 'TX')).toBe(true);
    const lead = await api.signIn('lead@threshold.demo');
    const leads = await api.call<ListItem[]>('GET', '/api/transactions', { token: lead.token });
    expect(leads.body.length).toBeGreaterThanOrEqual(4);
    // Issue 9 item 10: between them, the three demo agents have a deal in every status.
    const statuses = new Set([...list.body, ...brokers.body, ...leads.body].map((deal) => deal.status));
    expect([...statuses].sort()).toEqual(
      ['appraisal', 'cancelled', 'closed', 'closing', 'draft', 'final_walkthrough', 'inspection', 'option_period', 'pending', 'under_contract'].sort(),
    );
  });

  it('links the demo buyer to a buyer deal and the demo seller to a seller deal', async () => {
    const buyer = await api.signIn('buyer@threshold.demo');
    const buyers = await api.call<ListItem[]>('GET', '/api/transactions', { token: buyer.token });
    expect(buyers.body.some((deal) => deal.id === demoDealId('agent-buyer-mueller') && deal.transaction_type === 'buyer')).toBe(true);
    // The buyer's deal comes with utilities: the client reads them without the account details.
    const utilities = await api.call<Record<string, unknown>[]>('GET', `/api/transactions/${demoDealId('agent-buyer-mueller')}/utilities`, { token: buyer.token });
    expect(utilities.body.map((utility) => utility.utility_type).sort()).toEqual(['Electric', 'Internet', 'Water']);
    expect(utilities.body.every((utility) => !('account_number' in utility))).toBe(true);
    const seller = await api.signIn('seller@threshold.demo');
    const sellers = await api.call<ListItem[]>('GET', '/api/transactions', { token: seller.token });
    expect(sellers.body.map((deal) => [deal.id, deal.transaction_type])).toContainEqual([demoDealId('agent-seller-round-rock'), 'seller']);
  });

  it("lists each deal with the same values its detail answers (the list reads the narrow columns, the detail the catalogue)", async () => {
    const agent = await api.signIn('agent@threshold.demo');
    const list = await api.call<Record<string, unknown>[]>('GET', '/api/transactions', { token: agent.token });
    expect(list.body.length).toBeGreaterThan(0);
    for (const item of list.body) {
      const detail = await api.call<Record<string, unknown>>('GET', `/api/transactions/${String(item.id)}`, { token: agent.token });
      const expected = Object.fromEntries(Object.keys(item).map((key) => [key, detail.body[key]]));
      expect(item).toEqual(expected);
    }
  });

  it('seeds once: a second run (another start) adds no deal and no event', async () => {
    const before = await eventCount();
    expect(before).toBeGreaterThan(DEMO_DEALS.length);
    expect(await app.app.get(DemoDealsSeed).seed()).toBe(0);
    expect(await eventCount()).toBe(before);
  });
});
