import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { identityClient } from '../../../../../../test/support/identity-client';
import { startTestApp, TestApp } from '../../../../../../test/support/test-app';
import { withLinkedClient } from '../../../../../../test/support/linked-client';
import { TokenService } from '../../../../platform/auth/token.service';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';

/**
 * Issue 10 item 2: a Texas deal's milestones are dated by the TREC 20-18 deadline engine, stored with
 * their explanation, source and citation, recomputed when their anchor changes, and an agent's own
 * date stays through every regeneration as an override (ADR 0026).
 */
describe('Texas deadlines on stored milestones', () => {
  let app: TestApp;
  let api: ReturnType<typeof identityClient>;
  let tokens: TokenService;
  let db: DataSource;

  beforeAll(async () => {
    app = await startTestApp();
    api = identityClient(app.url);
    tokens = app.app.get(TokenService);
    db = app.app.get<DataSource>(DATA_SOURCE);
  });

  afterAll(async () => {
    await app.close();
  });

  const mint = (role: 'agent' | 'client') => {
    const userId = randomUUID();
    return { userId, token: tokens.issue(userId, role).token };
  };
  interface Listed {
    milestone_type: string;
    due_date: string;
    due_datetime: string | null;
    is_client_visible: boolean;
    date_source: string;
    explanation: string | null;
    citation: string | null;
    computed_due_date: string | null;
  }
  const texasDeal = (clientId: string, fields: Record<string, unknown>) => ({
    transaction_type: 'buyer',
    client_id: clientId,
    property_address: '1204 Barton Hills Dr',
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78704',
    ...fields,
  });
  const timeline = async (token: string, id: string) => {
    const answer = await api.call<Listed[]>('GET', `/api/transactions/${id}/milestones`, { token });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const ofType = (rows: Listed[], type: string) => rows.find((m) => m.milestone_type === type);

  it('stores the computed dates with their explanation and citation, for the agent and the client alike', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const created = await api.call<{ id: string }>('POST', '/api/transactions', {
      token: agent.token,
      body: await withLinkedClient(app, agent.token, texasDeal(client.userId, { effective_date: '2026-11-25', option_period_days: 7, option_fee_amount: 200, closing_date: '2027-01-08' })),
    });
    expect(created.status).toBe(201);

    const [row] = await db.query(
      `SELECT date_source, explanation, citation, to_char(computed_due_date, 'YYYY-MM-DD') AS computed_due_date
         FROM transaction_milestones WHERE transaction_id = $1 AND milestone_type = 'earnest_money'`,
      [created.body.id],
    );
    expect(row).toEqual({
      date_source: 'contract',
      citation: 'TREC 20-18 ¶5A',
      computed_due_date: '2026-11-30',
      explanation:
        '3 days after the effective date of Wednesday, November 25; the third day is Saturday, November 28, followed by Sunday, November 29, so it moves to Monday, November 30.',
    });

    const agentView = await timeline(agent.token, created.body.id);
    expect(ofType(agentView, 'option_period_end')).toMatchObject({
      due_date: '2026-12-02',
      due_datetime: '2026-12-02T23:00:00.000Z',
      date_source: 'contract',
      citation: 'TREC 20-18 ¶5B',
      explanation: expect.stringContaining('ends Wednesday, December 2 at 5:00 p.m. Central'),
    });
    expect(ofType(agentView, 'closing')).toMatchObject({ date_source: 'deal', explanation: null, citation: null, computed_due_date: null });

    // The buyer sees the same reasons on the milestones shown to them.
    const clientView = await timeline(client.token, created.body.id);
    expect(ofType(clientView, 'earnest_money')).toMatchObject({ due_date: '2026-11-30', explanation: row.explanation });
  });

  it("recomputes when the effective date changes; the agent's later date shows as an override while the deadline stays the contract's", async () => {
    const agent = mint('agent');
    const created = await api.call<{ id: string }>('POST', '/api/transactions', {
      token: agent.token,
      body: await withLinkedClient(app, agent.token, texasDeal(randomUUID(), {
        effective_date: '2026-11-25',
        option_period_days: 7,
        option_fee_amount: 150,
        option_money_due_date: '2026-12-07', // the agent's date; the contract gives Monday, November 30
      })),
    });
    expect(created.status).toBe(201);
    const id = created.body.id;

    const before = await timeline(agent.token, id);
    expect(ofType(before, 'earnest_money')).toMatchObject({ due_date: '2026-11-30', date_source: 'contract' });
    // Issue 18 item 4: the agent's December 7 is later than ¶5A allows; alerts and compliance keep November 30.
    expect(ofType(before, 'option_fee')).toMatchObject({
      due_date: '2026-11-30',
      date_source: 'override',
      computed_due_date: '2026-11-30',
      explanation: expect.stringMatching(/^Set by the agent to Monday, December 7, later than the contract allows: .* The contract rule gives Monday, November 30: /),
    });

    const moved = await api.call('PATCH', `/api/transactions/${id}`, { token: agent.token, body: { effective_date: '2026-12-01' } });
    expect(moved.status).toBe(200);
    const after = await timeline(agent.token, id);
    expect(ofType(after, 'earnest_money')).toMatchObject({
      due_date: '2026-12-04',
      date_source: 'contract',
      explanation: '3 days after the effective date of Tuesday, December 1: Friday, December 4.',
    });
    expect(ofType(after, 'option_period_end')).toMatchObject({ due_date: '2026-12-08', due_datetime: '2026-12-08T23:00:00.000Z' });
    expect(ofType(after, 'option_fee')).toMatchObject({
      due_date: '2026-12-04',
      date_source: 'override',
      computed_due_date: '2026-12-04',
      explanation: expect.stringContaining('The contract rule gives Friday, December 4'),
    });

    // Setting the field to the computed date makes it the contract's again.
    await api.call('PATCH', `/api/transactions/${id}`, { token: agent.token, body: { option_money_due_date: '2026-12-04' } });
    expect(ofType(await timeline(agent.token, id), 'option_fee')).toMatchObject({ due_date: '2026-12-04', date_source: 'contract' });
  });

  it('an amendment recorded by the deal\'s agent moves the contract deadline on the timeline; nobody else may record one (issue 18 item 4)', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const created = await api.call<{ id: string }>('POST', '/api/transactions', {
      token: agent.token,
      body: await withLinkedClient(app, agent.token, texasDeal(client.userId, { effective_date: '2026-11-25' })),
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const path = (type: string) => `/api/transactions/${id}/milestones/${type}/amendments`;
    const body = { date: '2026-12-04', amended_on: '2026-11-27' };
    expect((await api.call('POST', path('earnest_money'), { token: client.token, body })).status).toBe(403);
    expect((await api.call('POST', path('earnest_money'), { token: mint('agent').token, body })).status).toBe(403);
    expect((await api.call('POST', path('earnest_money'), { token: null, body })).status).toBe(401);
    expect((await api.call('POST', path('inspection'), { token: agent.token, body })).status).toBe(400);
    expect((await api.call('POST', path('earnest_money'), { token: agent.token, body: { ...body, date: '2026-02-30' } })).status).toBe(400);
    expect(ofType(await timeline(agent.token, id), 'earnest_money')).toMatchObject({ due_date: '2026-11-30', date_source: 'contract' });

    const amended = await api.call<Listed[]>('POST', path('earnest_money'), { token: agent.token, body });
    expect(amended.status).toBe(200);
    expect(ofType(amended.body, 'earnest_money')).toMatchObject({
      due_date: '2026-12-04',
      date_source: 'contract',
      explanation: expect.stringMatching(/^Amended on Friday, November 27 to Friday, December 4 \(TREC 39\)/),
    });
    expect(ofType(await timeline(client.token, id), 'earnest_money')).toMatchObject({ due_date: '2026-12-04' });
  });

  it('cites no ¶5A option fee or ¶5B option period when the contract states no option fee (¶5D), and says so', async () => {
    const agent = mint('agent');
    const created = await api.call<{ id: string }>('POST', '/api/transactions', {
      token: agent.token,
      body: await withLinkedClient(app, agent.token, texasDeal(randomUUID(), { effective_date: '2026-11-25', option_period_days: 7, closing_date: '2027-01-08' })),
    });
    expect(created.status).toBe(201);
    const rows = await timeline(agent.token, created.body.id);
    expect(ofType(rows, 'option_period_end')).toMatchObject({
      due_date: '2026-12-02',
      due_datetime: null,
      date_source: 'deal',
      citation: null,
      explanation: expect.stringContaining('No option fee amount is stated, so the buyer has no unrestricted right to terminate (TREC 20-18 ¶5D)'),
    });
    expect(ofType(rows, 'option_fee')).toBeUndefined(); // no fee, no due date typed: nothing to date
    expect(ofType(rows, 'earnest_money')).toMatchObject({ date_source: 'contract', citation: 'TREC 20-18 ¶5A' });
  });

  it('leaves a deal outside Texas dated by its fields alone', async () => {
    const agent = mint('agent');
    const created = await api.call<{ id: string }>('POST', '/api/transactions', {
      token: agent.token,
      body: await withLinkedClient(app, agent.token, { ...texasDeal(randomUUID(), { effective_date: '2026-11-25', option_period_days: 7 }), property_state: 'OK', property_zip: '73102' }),
    });
    expect(created.status).toBe(201);
    const rows = await timeline(agent.token, created.body.id);
    expect(rows.map((m) => m.milestone_type)).not.toContain('earnest_money');
    expect(ofType(rows, 'option_period_end')).toMatchObject({ due_date: '2026-12-02', due_datetime: null, date_source: 'deal', explanation: null });
  });
});
