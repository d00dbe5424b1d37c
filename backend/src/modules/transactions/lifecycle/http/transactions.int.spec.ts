import { randomUUID } from 'node:crypto';
import { io, Socket as ClientSocket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { identityClient } from '../../../../../../test/support/identity-client';
import { dealDay } from '../../../../../../test/support/deal-today';
import { demoAdminToken, registeredAgent } from '../../../../../../test/support/registered-agent';
import { settledDeal } from '../../../../../../test/support/settled-deal';
import { heldSubscriber, queuedWorkDone, subscriberPassed } from '../../../../../../test/support/queued-work';
import { socketProbe } from '../../../../../../test/support/socket-probe';
import { eventually, startTestApp, TestApp } from '../../../../../../test/support/test-app';
import { consentedClient, linkedClient, withLinkedClient } from '../../../../../../test/support/linked-client';
import { Role, TokenService } from '../../../../platform/auth/token.service';
import { CommandPipeline } from '../../../../platform/event-store/command-pipeline';
import { EventStore } from '../../../../platform/event-store/event-store';
import { ProjectionRegistry } from '../../../../platform/event-store/projection-registry';
import { rebuildProjections } from '../../../../platform/event-store/rebuild-projections';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { BUYER_CLIENT_HIDDEN_FIELDS, SELLER_CLIENT_HIDDEN_FIELDS } from '../../kernel/domain/transaction-visibility';
import { FIELD_KEYS } from '../../kernel/domain/transaction-fields';
import { DeadlineAlertsJob } from '../../milestones/jobs/deadline-alerts.job';
import { dealZoneOf } from '../../kernel/domain/deadlines/property-time';
import { transaction } from '../../transaction.aggregate';
import { transactionStream } from '../../kernel/domain/deal-stream';

/**
 * Issue 9 items 1 and 8: the deal's API on real PostgreSQL, Redis and Socket.IO (the contract; spec 001
 * §4, §5, §8; 002 §6, §8; ADR 0020, 0021). Per role: the owning agent, another agent, the deal's buyer
 * or seller client, another client, an admin and nobody.
 */
describe('transactions', () => {
  let app: TestApp;
  let api: ReturnType<typeof identityClient>;
  let tokens: TokenService;
  let dataSource: DataSource;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    api = identityClient(app.url);
    tokens = app.app.get(TokenService);
    dataSource = app.app.get<DataSource>(DATA_SOURCE);
  }, 60_000);

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  afterAll(async () => {
    await app.close();
  });

  const mint = (role: Role, userId: string = randomUUID()) => ({ userId, token: tokens.issue(userId, role).token });

  type Deal = Record<string, unknown> & { id: string; version: number; status: string };

  const basics = (clientId: string | null, transactionType = 'buyer') => ({
    transaction_type: transactionType,
    client_id: clientId,
    property_address: '100 Congress Ave',
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78701',
  });

  /** A value for every catalogue field a client may not see, so a leak has something to show. */
  const SECRET = 'SECRET-VALUE-';

  async function newDeal(agentToken: string, body: Record<string, unknown>): Promise<Deal> {
    const created = await api.call<Deal>('POST', '/api/transactions', { token: agentToken, body: await withLinkedClient(app, agentToken, body) });
    expect([created.status, created.status === 201 ? '' : (created.body as unknown as { message: string }).message]).toEqual([201, '']);
    return settledDeal(api, agentToken, created.body);
  }

  /** A deal whose every client-hidden field is set through SQL-free means: the API, where the domain allows it. */
  async function dealWithSecrets(agent: { token: string }, clientId: string, transactionType: 'buyer' | 'seller') {
    const deal = await newDeal(agent.token, {
      ...basics(clientId, transactionType),
      // Seller deals refuse the loan fields altogether (spec 001 §5).
      ...(transactionType === 'buyer' ? { loan_internal_notes: `${SECRET}loan_internal_notes` } : { possession_notes: `${SECRET}possession_notes` }),
      closing_gift_ideas: `${SECRET}closing_gift_ideas`,
      insurance_policy_number: `${SECRET}insurance_policy_number`,
      other_agent_name: `${SECRET}other_agent_name`,
      buyer_2_name: `${SECRET}buyer_2_name`,
      seller_2_email: 'second.seller@example.test',
      title_objection_notes: `${SECRET}title_objection_notes`,
      repair_notes: `${SECRET}repair_notes`,
      appraisal_value: 431000,
      earnest_money_amount: 5000,
      ...(transactionType === 'seller'
        ? { lender_name: `${SECRET}lender_name`, insurance_provider: `${SECRET}insurance_provider`, earnest_money_due_date: '2026-11-03', option_fee_amount: 350 }
        : {}),
      buyer_name: 'Ada Visible',
    });
    return deal;
  }

  describe('who may do what (contract endpoints × roles)', () => {
    it('answers every deal route by role', async () => {
      const owner = mint('agent');
      const otherAgent = mint('broker');
      const client = mint('client');
      // A client of another agent's, consented (ADR 0051): their own list answers, someone else's deal does not.
      const otherClient = mint('client', await linkedClient(app, mint('agent').token));
      const admin = mint('admin');
      const deal = await newDeal(owner.token, basics(client.userId));
      const id = deal.id;
      const who: Record<string, string | null> = {
        owner: owner.token,
        otherAgent: otherAgent.token,
        client: client.token,
        otherClient: otherClient.token,
        admin: admin.token,
        anonymous: null,
      };
      const expected: [string, string, Record<string, number>][] = [
        ['GET', '/api/transactions', { owner: 200, otherAgent: 200, client: 200, otherClient: 200, admin: 403, anonymous: 401 }],
        ['GET', `/api/transactions/${id}`, { owner: 200, otherAgent: 403, client: 200, otherClient: 403, admin: 403, anonymous: 401 }],
        ['GET', `/api/transactions/${id}/contacts`, { owner: 200, otherAgent: 403, client: 200, otherClient: 403, admin: 403, anonymous: 401 }],
        ['PATCH', `/api/transactions/${id}`, { owner: 200, otherAgent: 403, client: 403, otherClient: 403, admin: 403, anonymous: 401 }],
        ['PUT', `/api/transactions/${id}/draft`, { owner: 400, otherAgent: 403, client: 403, otherClient: 403, admin: 403, anonymous: 401 }],
        ['POST', `/api/transactions/${id}/submit`, { owner: 400, otherAgent: 403, client: 403, otherClient: 403, admin: 403, anonymous: 401 }],
        ['POST', `/api/transactions/${id}/reopen`, { owner: 200, otherAgent: 403, client: 403, otherClient: 403, admin: 403, anonymous: 401 }],
      ];
      for (const [method, path, statuses] of expected) {
        for (const [name, token] of Object.entries(who)) {
          const body = method === 'PATCH' ? { lot_size: '0.25 acres' } : method === 'GET' ? undefined : basics(client.userId);
          const answer = await api.call(method, path, { token, body });
          expect([method, path, name, answer.status]).toEqual([method, path, name, statuses[name]]);
        }
      }
      for (const role of ['agent', 'broker', 'team_lead'] as Role[]) {
        expect((await api.call('POST', '/api/transactions', { token: mint(role).token, body: basics(null) })).status).toBe(400);
        const token = mint(role).token;
        expect((await api.call('POST', '/api/transactions', { token, body: await withLinkedClient(app, token, basics(client.userId)) })).status).toBe(201);
      }
      for (const [name, token, status] of [
        ['client', client.token, 403],
        ['admin', admin.token, 403],
        ['anonymous', null, 401],
      ] as const) {
        expect([name, (await api.call('POST', '/api/transactions', { token, body: basics(client.userId) })).status]).toEqual([name, status]);
      }
    });

    it("tells an unknown deal (404 'Transaction not found') from someone else's (403)", async () => {
      const owner = mint('agent');
      const deal = await newDeal(owner.token, basics(randomUUID()));
      const stranger = mint('agent');
      for (const path of [`/api/transactions/${randomUUID()}`, '/api/transactions/not-a-uuid', `/api/transactions/${randomUUID()}/contacts`]) {
        const answer = await api.call('GET', path, { token: owner.token });
        expect([path, answer.status, answer.body]).toEqual([path, 404, { statusCode: 404, message: 'Transaction not found' }]);
      }
      const theirs = await api.call('GET', `/api/transactions/${deal.id}`, { token: stranger.token });
      expect(theirs.body).toEqual({ statusCode: 403, message: 'Forbidden - You do not have access to this transaction' });
      const patch = await api.call('PATCH', `/api/transactions/${deal.id}`, { token: stranger.token, body: { lot_size: 'x' } });
      expect(patch.body).toEqual({ statusCode: 403, message: 'Forbidden - You do not have access to this transaction' });
      const unknownPatch = await api.call('PATCH', `/api/transactions/${randomUUID()}`, { token: owner.token, body: { lot_size: 'x' } });
      expect(unknownPatch.body).toEqual({ statusCode: 404, message: 'Transaction not found' });
    });

    it('lifecycle by anyone but the agent is refused with the spec message (001 §8)', async () => {
      const owner = mint('agent');
      const client = mint('client');
      const deal = await newDeal(owner.token, { ...basics(client.userId), closing_date: '2026-12-18' });
      for (const token of [client.token, mint('agent').token, mint('client').token]) {
        for (const [method, path] of [
          ['POST', `/api/transactions/${deal.id}/close`],
          ['POST', `/api/transactions/${deal.id}/reopen`],
          ['DELETE', `/api/transactions/${deal.id}`],
          ['PUT', `/api/transactions/${deal.id}/status`],
        ]) {
          const answer = await api.call(method, path, { token, body: method === 'PUT' ? { status: 'cancelled' } : undefined });
          expect([method, path, answer.body]).toEqual([method, path, { statusCode: 403, message: 'Only the agent can modify transaction lifecycle' }]);
        }
      }
      const admin = await api.call('POST', `/api/transactions/${deal.id}/close`, { token: mint('admin').token });
      expect(admin.body).toEqual({ statusCode: 403, message: 'Forbidden - Invalid role' });
    });
  });

  it('an agent an admin made a client changes nothing of their former deals: every command asks the same policy as reads (issue 19 item 6, ADR 0036)', async () => {
    const agent = await registeredAgent(api);
    const client = mint('client');
    const deal = await newDeal(agent.token, { ...basics(client.userId), closing_date: '2026-12-18' });
    const path = `/api/transactions/${deal.id}`;
    const utility = await api.call<{ id: string }>('POST', `${path}/utilities`, { token: agent.token, body: { utility_type: 'Electric', action: 'Transfer' } });
    const milestone = await api.call<{ id: string }>('POST', `${path}/milestones`, { token: agent.token, body: { milestone_name: 'Keys', due_date: '2026-12-19' } });
    const checkIn = await api.call<{ id: string }>('POST', `${path}/check-ins`, { token: client.token, body: { feeling: 'happy' } });
    expect([utility.status, milestone.status, checkIn.status]).toEqual([201, 201, 201]);
    // Closed while they were its agent: the refusals come before any rule of a closed deal.
    expect((await api.call('POST', `${path}/close`, { token: agent.token })).status).toBe(200);

    const changed = await api.call('PATCH', `/api/admin/users/${agent.userId}/role`, { token: await demoAdminToken(api), body: { role: 'client' } });
    expect(changed.status).toBe(200);
    const demoted = (await api.signIn(agent.email, 'secret-pass')).token;
    const versionOf = async () => (await dataSource.query<{ last_version: number }[]>('SELECT last_version FROM transactions WHERE id = $1', [deal.id]))[0].last_version;
    const before = await versionOf();

    expect((await api.call('GET', path, { token: demoted })).status).toBe(403);
    const lifecycle = { statusCode: 403, message: 'Only the agent can modify transaction lifecycle' };
    const forbidden = { statusCode: 403, message: 'Forbidden - You do not have access to this transaction' };
    const commands: [string, string, unknown, unknown][] = [
      ['POST', `${path}/close`, undefined, lifecycle],
      ['POST', `${path}/reopen`, undefined, lifecycle],
      ['PUT', `${path}/status`, { status: 'cancelled' }, lifecycle],
      ['DELETE', path, undefined, lifecycle],
      ['POST', `${path}/milestones`, { milestone_name: 'Mine', due_date: '2026-12-20' }, forbidden],
      ['PATCH', `${path}/milestones/${milestone.body.id}`, { milestone_name: 'Renamed' }, forbidden],
      ['DELETE', `${path}/milestones/${milestone.body.id}`, undefined, forbidden],
      ['PUT', `${path}/milestone-education/closing`, { custom_education_text: 'Bring your ID' }, forbidden],
      ['DELETE', `${path}/milestone-education/closing`, undefined, forbidden],
      ['POST', `${path}/utilities`, { utility_type: 'Gas', action: 'Transfer' }, forbidden],
      ['PATCH', `${path}/utilities/${utility.body.id}`, { status: 'Confirmed' }, forbidden],
      ['DELETE', `${path}/utilities/${utility.body.id}`, undefined, forbidden],
      ['POST', `${path}/check-ins/${checkIn.body.id}/viewed`, undefined, forbidden],
      ['PUT', `${path}/check-ins/${checkIn.body.id}/response`, { response: 'Noted' }, forbidden],
    ];
    for (const [method, route, body, refusal] of commands) {
      const answer = await api.call(method, route, { token: demoted, body });
      expect([method, route, answer.body]).toEqual([method, route, refusal]);
    }
    expect(await versionOf()).toBe(before);
  });

  it('the agent moves a live deal through the contract statuses; a reopen comes back to the one it was closed from', async () => {
    const owner = mint('agent');
    const deal = await newDeal(owner.token, { ...basics(mint('client').userId), contract_date: '2026-11-02', closing_date: '2026-12-18' });
    const bad = await api.call('PUT', `/api/transactions/${deal.id}/status`, { token: owner.token, body: { status: 'closed' } });
    expect(bad.status).toBe(400);
    const moved = await api.call<Deal>('PUT', `/api/transactions/${deal.id}/status`, { token: owner.token, body: { status: 'option_period' } });
    expect([moved.status, moved.body.status, moved.body.version]).toEqual([200, 'option_period', deal.version + 1]);
    const listed = await api.call<Deal[]>('GET', '/api/transactions', { token: owner.token });
    expect(listed.body.find((row) => row.id === deal.id)?.status).toBe('option_period');
    await api.call('POST', `/api/transactions/${deal.id}/close`, { token: owner.token });
    const closedMove = await api.call('PUT', `/api/transactions/${deal.id}/status`, { token: owner.token, body: { status: 'inspection' } });
    expect(closedMove.body).toEqual({ statusCode: 400, message: 'Reopen the transaction before changing its status' });
    const reopened = await api.call<Deal>('POST', `/api/transactions/${deal.id}/reopen`, { token: owner.token });
    expect(reopened.body.status).toBe('option_period');
  });

  describe('what a client sees (spec 002 §6)', () => {
    it.each([
      ['buyer', BUYER_CLIENT_HIDDEN_FIELDS],
      ['seller', SELLER_CLIENT_HIDDEN_FIELDS],
    ] as const)('a %s client never receives a hidden field, on the detail or the list', async (transactionType, hidden) => {
      const agent = mint('agent');
      const client = mint('client');
      const deal = await dealWithSecrets(agent, client.userId, transactionType);
      const agentView = await api.call<Deal>('GET', `/api/transactions/${deal.id}`, { token: agent.token });
      expect(agentView.body.closing_gift_ideas).toContain(SECRET);
      for (const path of [`/api/transactions/${deal.id}`, '/api/transactions']) {
        const response = await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${client.token}` } });
        const text = await response.text();
        expect([path, response.status]).toEqual([path, 200]);
        expect(text).toContain(deal.id);
        expect(text).not.toContain(SECRET);
        expect(text).not.toContain('second.seller@example.test');
        if (path.endsWith(deal.id)) {
          const body = JSON.parse(text) as Record<string, unknown>;
          for (const key of hidden) expect([key, key in body]).toEqual([key, false]);
          expect(body.buyer_name).toBe('Ada Visible');
          // Everything else of the catalogue is there (null when unset).
          for (const key of FIELD_KEYS.filter((k) => !(hidden as readonly string[]).includes(k))) expect([key, key in body]).toEqual([key, true]);
        }
      }
    });

    it('a draft is the agent’s alone: 404 and unlisted for its client, listed for the agent', async () => {
      const agent = mint('agent');
      const client = mint('client');
      const draft = await newDeal(agent.token, { ...basics(client.userId), as_draft: true });
      expect(draft.status).toBe('draft');
      expect((await api.call('GET', `/api/transactions/${draft.id}`, { token: client.token })).body).toEqual({ statusCode: 404, message: 'Transaction not found' });
      expect((await api.call<Deal[]>('GET', '/api/transactions', { token: client.token })).body).toEqual([]);
      expect((await api.call<Deal[]>('GET', '/api/transactions', { token: agent.token })).body.map((row) => row.id)).toEqual([draft.id]);
    });

    it("a client's list leaves out cancelled deals unless asked; the agent's keeps them", async () => {
      const agent = mint('agent');
      const client = mint('client');
      const live = await newDeal(agent.token, basics(client.userId));
      const cancelled = await newDeal(agent.token, basics(client.userId));
      const moved = await api.call('PUT', `/api/transactions/${cancelled.id}/status`, { token: agent.token, body: { status: 'cancelled' } });
      expect(moved.status).toBe(200);
      const ids = async (token: string, query = '') => (await api.call<Deal[]>('GET', `/api/transactions${query}`, { token })).body.map((row) => row.id).sort();
      expect(await ids(client.token)).toEqual([live.id]);
      expect(await ids(client.token, '?include_inactive=true')).toEqual([live.id, cancelled.id].sort());
      expect(await ids(agent.token)).toEqual([live.id, cancelled.id].sort());
      expect((await api.call('GET', '/api/transactions?include_inactive=yes', { token: client.token })).status).toBe(400);
    });

    it("a client does not get agent-only contacts nor any agent's, and the other party by name only (ADR 0036)", async () => {
      const agent = mint('agent');
      const client = mint('client');
      const deal = await newDeal(agent.token, {
        ...basics(client.userId),
        contacts: [
          { role: 'lender', name: 'Lee Lender', email: 'lee@bank.test' },
          { role: 'listing_agent', name: 'Lisa Listing' },
          { role: 'other_agent', name: 'Otto Other', email: 'otto@realty.test', phone: '512-555-0199' },
          { role: 'buyer_agent', name: 'Cora Counter' },
          { role: 'title_company', name: 'Tia Title', is_agent_only: true },
          { role: 'seller', name: 'Sam Seller', email: 'sam@seller.test', phone: '512-555-0142' },
          { role: 'co_buyer', name: 'Cody Cobuyer', email: 'cody@buyer.test' },
        ],
      });
      const forAgent = await api.call<{ name: string }[]>('GET', `/api/transactions/${deal.id}/contacts`, { token: agent.token });
      expect(forAgent.body.map((c) => c.name)).toEqual(['Cora Counter', 'Cody Cobuyer', 'Lee Lender', 'Lisa Listing', 'Otto Other', 'Sam Seller', 'Tia Title']);
      for (const [reader, query] of [
        [client.token, ''],
        [agent.token, '?view=client'],
      ] as const) {
        const response = await fetch(`${app.url}/api/transactions/${deal.id}/contacts${query}`, { headers: { authorization: `Bearer ${reader}` } });
        const text = await response.text();
        for (const leak of ['Otto', 'otto@realty.test', '512-555-0199', 'sam@seller.test', '512-555-0142', 'Lisa', 'Cora', 'Tia']) expect([query, leak, text.includes(leak)]).toEqual([query, leak, false]);
        const seen = (JSON.parse(text) as { name: string; email: string | null; phone: string | null }[]).map(({ name, email, phone }) => ({ name, email, phone }));
        expect(seen).toEqual([
          { name: 'Cody Cobuyer', email: 'cody@buyer.test', phone: null },
          { name: 'Lee Lender', email: 'lee@bank.test', phone: null },
          { name: 'Sam Seller', email: null, phone: null },
        ]);
      }
    });

    it.each([
      ['buyer', { seller_name: 'Sam Seller', seller_email: 'sam@seller.test', seller_phone: '512-555-0142' }, { buyer_name: 'Ada Own', buyer_email: 'ada@own.test', buyer_phone: '512-555-0111' }],
      ['seller', { buyer_name: 'Bea Buyer', buyer_email: 'bea@buyer.test', buyer_phone: '512-555-0143' }, { seller_name: 'Ada Own', seller_email: 'ada@own.test', seller_phone: '512-555-0111' }],
    ] as const)(
      "a %s client sees the other party's name, never their e-mail or phone, nor the other agent's details: detail, list and preview (ADR 0036)",
      async (transactionType, otherParty, own) => {
        const agent = mint('agent');
        const client = mint('client');
        const otherAgent = { other_agent_name: 'Otto Other', other_agent_email: 'otto@realty.test', other_agent_phone: '512-555-0199', other_agent_company: 'Otto Realty' };
        const deal = await newDeal(agent.token, { ...basics(client.userId, transactionType), ...otherParty, ...own, ...otherAgent });
        const [nameKey, emailKey, phoneKey] = Object.keys(otherParty);
        const reads: [string, string][] = [
          [client.token, `/api/transactions/${deal.id}`],
          [client.token, '/api/transactions'],
          [agent.token, `/api/transactions/${deal.id}?view=client`],
        ];
        for (const [token, path] of reads) {
          const response = await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
          const text = await response.text();
          expect([path, response.status]).toEqual([path, 200]);
          for (const leak of [otherParty[emailKey as keyof typeof otherParty], otherParty[phoneKey as keyof typeof otherParty], ...Object.values(otherAgent)]) {
            expect([path, leak, text.includes(leak)]).toEqual([path, leak, false]);
          }
          const body = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
          const row = Array.isArray(body) ? body.find((item) => item.id === deal.id)! : body;
          if (!Array.isArray(body)) {
            // The other party's name stays (it is on the contract the client signed); the client's own details stay whole.
            expect(row[nameKey]).toBe(otherParty[nameKey as keyof typeof otherParty]);
            expect(Object.fromEntries(Object.keys(own).map((key) => [key, row[key]]))).toEqual(own);
          }
          for (const key of [emailKey, phoneKey, ...Object.keys(otherAgent)]) expect([path, key, key in row]).toEqual([path, key, false]);
        }
        const agentView = await api.call<Deal>('GET', `/api/transactions/${deal.id}`, { token: agent.token });
        expect(agentView.body).toMatchObject({ ...otherParty, ...otherAgent });
      },
    );

    it('the agent adds a key contact; nobody else may (spec 002 §5, §6)', async () => {
      const agent = mint('agent');
      const client = mint('client');
      const deal = await newDeal(agent.token, basics(client.userId, 'seller'));
      const path = `/api/transactions/${deal.id}/contacts`;
      const added = await api.call<{ id: string; name: string; role: string }>('POST', path, { token: agent.token, body: { role: 'inspector', name: 'Ian Inspector', phone: '512-555-0100' } });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ role: 'inspector', name: 'Ian Inspector', phone: '512-555-0100', is_agent_only: false, transaction_id: deal.id });
      for (const [token, status] of [
        [client.token, 403],
        [mint('agent').token, 403],
        [mint('admin').token, 403],
        [null, 401],
      ] as const) {
        expect((await api.call('POST', path, { token, body: { role: 'inspector', name: 'X' } })).status).toBe(status);
      }
      const other = await api.call('POST', path, { token: agent.token, body: { role: 'other', name: 'Pat' } });
      expect(other.body).toEqual({ statusCode: 400, message: 'Custom role is required when role is other' });
      const wrongSide = await api.call('POST', path, { token: agent.token, body: { role: 'other_buyer', name: 'Bo' } });
      expect(wrongSide.body).toEqual({ statusCode: 400, message: 'Contact role other_buyer does not apply to a seller transaction' });
      const unknown = await api.call('POST', `/api/transactions/${randomUUID()}/contacts`, { token: agent.token, body: { role: 'inspector', name: 'X' } });
      expect(unknown.body).toEqual({ statusCode: 404, message: 'Transaction not found' });
    });
  });

  describe('writes', () => {
    it('creates a live deal and reads it back with every catalogue field, typed as the contract says', async () => {
      const agent = mint('agent');
      const client = mint('client');
      const created = await newDeal(agent.token, {
        ...basics(client.userId),
        contract_date: '2026-11-01',
        purchase_price: 425000,
        earnest_money_amount: 8500.5,
        bathrooms: 2.5,
        square_footage: 1850,
        buyer_name: 'Ada Buyer',
        inspection_datetime: '2026-11-10',
        option_period_end_date: '2026-11-08',
      });
      expect(created).toMatchObject({
        status: 'under_contract',
        buyer_name: 'Ada Buyer',
        purchase_price: 425000,
        earnest_money_amount: 8500.5,
        bathrooms: 2.5,
        square_footage: 1850,
        inspection_datetime: '2026-11-10T00:00:00.000Z',
        option_period_end: '2026-11-08',
        possession_mode: 'on_funding',
        closing_status: 'unscheduled',
        seller_name: null,
        agent_id: agent.userId,
        client_id: client.userId,
      });
      for (const key of FIELD_KEYS) expect([key, key in created]).toEqual([key, true]);
      const read = await api.call<Deal>('GET', `/api/transactions/${created.id}`, { token: agent.token });
      expect(read.headers.get('etag')).toBe(`W/"${read.body.version}"`);
      const listed = await api.call<Deal[]>('GET', '/api/transactions', { token: agent.token });
      expect(listed.body[0]).toMatchObject({ id: created.id, purchase_price: 425000, contract_date: '2026-11-01', property_city: 'Austin', status: 'under_contract' });
      const [row] = await dataSource.query('SELECT purchase_price, contract_date::text AS contract_date, property_address FROM transactions WHERE id = $1', [created.id]);
      expect(row).toEqual({ purchase_price: '425000.00', contract_date: '2026-11-01', property_address: '100 Congress Ave' });
    });

    it("the agent's first edit after a create or a submit is never stale: the automation tasks come in the same append (issue 18 item 7)", async () => {
      const agent = mint('agent');
      const client = mint('client');
      const created = await api.call<Deal>('POST', '/api/transactions', { token: agent.token, body: await withLinkedClient(app, agent.token, { ...basics(client.userId), effective_date: '2026-11-02', closing_date: '2026-12-18' }) });
      expect(created.status).toBe(201);
      const tasks = await api.call<unknown[]>('GET', `/api/transactions/${created.body.id}/tasks?bucket=system`, { token: agent.token });
      expect(tasks.body.length).toBeGreaterThan(0);
      // Whatever the create queued has run: only someone's real change may move the version now.
      await queuedWorkDone(app);
      const edited = await api.call<Deal>('PATCH', `/api/transactions/${created.body.id}`, {
        token: agent.token,
        body: { purchase_price: 410000 },
        ifMatch: `"${created.body.version}"`,
      });
      expect([edited.status, edited.body.purchase_price]).toEqual([200, 410000]);

      const draft = await api.call<Deal>('POST', '/api/transactions', { token: agent.token, body: await withLinkedClient(app, agent.token, { ...basics(client.userId), as_draft: true }) });
      const submitted = await api.call<Deal>('POST', `/api/transactions/${draft.body.id}/submit`, { token: agent.token, body: basics(client.userId), ifMatch: `"${draft.body.version}"` });
      expect(submitted.status).toBe(200);
      await queuedWorkDone(app);
      const afterSubmit = await api.call<Deal>('PATCH', `/api/transactions/${draft.body.id}`, {
        token: agent.token,
        body: { purchase_price: 300000 },
        ifMatch: `"${submitted.body.version}"`,
      });
      expect(afterSubmit.status).toBe(200);
    });

    it("seals the parties' personal data in the event store (ADR 0020)", async () => {
      const agent = mint('agent');
      const deal = await newDeal(agent.token, { ...basics(null), as_draft: true, buyer_name: 'Ada Sealed', buyer_email: 'ada.sealed@example.test' });
      const rows: { data: Record<string, unknown> }[] = await dataSource.query('SELECT data FROM events WHERE stream_id = $1', [`transaction-${deal.id}`]);
      const raw = JSON.stringify(rows);
      expect(raw).not.toContain('Ada Sealed');
      expect(raw).not.toContain('ada.sealed@example.test');
      expect(raw).toContain('100 Congress Ave');
      expect(deal.buyer_name).toBe('Ada Sealed');
    });

    it('refuses bad input with a 400 and stores nothing', async () => {
      const agent = mint('agent');
      const deal = await newDeal(agent.token, basics(randomUUID(), 'seller'));
      for (const [body, message] of [
        [{ purchase_price: 'lots' }, 'purchase_price must be a number'],
        [{ purchase_price: 10.005 }, 'purchase_price: must have at most 2 decimal places'],
        [{ closing_date: '2026-02-30' }, 'closing_date: must be a date (YYYY-MM-DD)'],
        [{ square_footage: 1.5 }, 'square_footage must be a whole number'],
        [{ property_type: 'castle' }, 'property_type must be one of single_family, condo, townhouse, multi_family, land, commercial'],
        [{ loan_amount: 300000 }, 'Seller transactions do not have loan fields: loan_amount'],
        [{ insurance_status: 'bound' }, 'Insurance bind date is required when status is bound'],
      ] as const) {
        const answer = await api.call('PATCH', `/api/transactions/${deal.id}`, { token: agent.token, body });
        expect([body, answer.status, (answer.body as { message: string }).message]).toEqual([body, 400, message]);
      }
      const unknown = await api.call('PATCH', `/api/transactions/${deal.id}`, { token: agent.token, body: { favourite_colour: 'blue' } });
      expect(unknown.status).toBe(400);
      // The create, then only the automation tasks (ADR 0027): none of the refused edits.
      const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM events WHERE stream_id = $1 AND event_type NOT LIKE 'TransactionTask%'`, [
        `transaction-${deal.id}`,
      ]);
      expect(count).toBe(1);
    });

    it('stores nothing when nothing changed, and only the changed fields otherwise', async () => {
      const agent = mint('agent');
      const deal = await newDeal(agent.token, { ...basics(randomUUID()), purchase_price: 425000 });
      const same = await api.call<Deal>('PATCH', `/api/transactions/${deal.id}`, { token: agent.token, body: { purchase_price: 425000, lot_size: null } });
      expect(same.status).toBe(200);
      expect(same.body.version).toBe(deal.version);
      const changed = await api.call<Deal>('PATCH', `/api/transactions/${deal.id}`, {
        token: agent.token,
        body: { purchase_price: 430000, financing_contingency_end_date: '2026-12-01', financing_contingency_waived: true },
      });
      expect(changed.body).toMatchObject({ purchase_price: 430000, financing_contingency_end_date: null, financing_contingency_waived: true });
      const [event] = await dataSource.query(`SELECT data FROM events WHERE stream_id = $1 AND event_type = 'TransactionFieldsChanged'`, [`transaction-${deal.id}`]);
      expect(event.data).toEqual({ transactionId: deal.id, purchase_price: 430000, financing_contingency_waived: true });
    });

    it('a stale If-Match is 412 with the current version; concurrent edits without it never lose an update (applied, or 409)', async () => {
      const agent = mint('agent');
      const deal = await newDeal(agent.token, basics(randomUUID()));
      const first = await api.call<Deal>('PATCH', `/api/transactions/${deal.id}`, { token: agent.token, body: { lot_size: 'a' }, ifMatch: `"${deal.version}"` });
      expect(first.status).toBe(200);
      expect(first.headers.get('etag')).toBe(`"${first.body.version}"`);
      const stale = await api.call('PATCH', `/api/transactions/${deal.id}`, { token: agent.token, body: { lot_size: 'b' }, ifMatch: `"${deal.version}"` });
      expect(stale.status).toBe(412);
      expect(stale.body).toMatchObject({ currentVersion: first.body.version });
      const edits = ['mls_number', 'lot_size', 'property_county', 'hoa_name', 'lender_name', 'closing_location'];
      const answers = await Promise.all(edits.map((key) => api.call('PATCH', `/api/transactions/${deal.id}`, { token: agent.token, body: { [key]: `value of ${key}` } })));
      // Each edit is either applied or refused 409 'Concurrent modification' (the UI offers to reload):
      // none is silently overwritten by another.
      for (const answer of answers) expect([200, 409]).toContain(answer.status);
      for (const answer of answers.filter((a) => a.status === 409)) expect(answer.body).toMatchObject({ message: 'Concurrent modification' });
      const applied = edits.filter((_, index) => answers[index].status === 200);
      expect(applied.length).toBeGreaterThan(0);
      const final = await api.call<Deal>('GET', `/api/transactions/${deal.id}`, { token: agent.token });
      for (const key of applied) expect([key, final.body[key]]).toEqual([key, `value of ${key}`]);
      expect(final.body.version).toBe(first.body.version + applied.length);
    });

    it('refuses a live create without the basics and keeps a draft with nothing but its type', async () => {
      const agent = mint('agent');
      const missing = await api.call('POST', '/api/transactions', { token: agent.token, body: { transaction_type: 'buyer', client_id: randomUUID() } });
      expect(missing.body).toEqual({ statusCode: 400, message: 'property_address: Required' });
      const draft = await newDeal(agent.token, { transaction_type: 'seller', as_draft: true, wizard_step: 2, completed_steps: [1, 0] });
      // A draft with no state yet reads its times in the brokerage's home zone (ADR 0079); its state's zone once it has one.
      expect(draft).toMatchObject({ status: 'draft', wizard_step: 2, transaction_type: 'seller', completed_steps: [0, 1], time_zone: 'America/Chicago' });
      // Spec 001 §3 transaction_wizard_state.completed_steps (ADR 0076): the steps passed, each once, in order.
      const saved = await api.call<Deal>('PUT', `/api/transactions/${draft.id}/draft`, {
        token: agent.token,
        body: { transaction_type: 'seller', wizard_step: 2, completed_steps: [0, 1, 2, 4, 3, 4], property_address: '9 Oak Ln', property_state: 'CA' },
        ifMatch: `"${draft.version}"`,
      });
      expect(saved.body).toMatchObject({ status: 'draft', wizard_step: 2, completed_steps: [0, 1, 2, 3, 4], property_address: '9 Oak Ln', time_zone: 'America/Los_Angeles' });
      const read = await api.call<Deal>('GET', `/api/transactions/${draft.id}`, { token: agent.token });
      expect(read.body).toMatchObject({ wizard_step: 2, completed_steps: [0, 1, 2, 3, 4] });
      const message = 'completed_steps must be a list of at most 8 step numbers from 0 to 7';
      for (const completed_steps of [[8], [-1], [1.5], ['1'], '0,1', [0, 1, 2, 3, 4, 5, 6, 7, 7]]) {
        const refused = await api.call('PUT', `/api/transactions/${draft.id}/draft`, { token: agent.token, body: { transaction_type: 'seller', completed_steps } });
        expect({ completed_steps, body: refused.body }).toEqual({ completed_steps, body: { statusCode: 400, message } });
      }
      const resaved = await api.call<Deal>('PUT', `/api/transactions/${draft.id}/draft`, { token: agent.token, body: { transaction_type: 'seller', wizard_step: 5, property_address: '9 Oak Ln' } });
      expect(resaved.body).toMatchObject({ status: 'draft', wizard_step: 5, completed_steps: [] });
      const listed = await api.call<Deal>('GET', `/api/transactions/${draft.id}`, { token: agent.token });
      expect(listed.body.property_address).toBe('9 Oak Ln');
      const notYet = await api.call('POST', `/api/transactions/${draft.id}/submit`, { token: agent.token, body: { transaction_type: 'seller', property_address: '9 Oak Ln' } });
      expect(notYet.body).toEqual({ statusCode: 400, message: 'property_city: Required' });
      const submitted = await api.call<Deal>('POST', `/api/transactions/${draft.id}/submit`, {
        token: agent.token,
        body: await withLinkedClient(app, agent.token, { ...basics(randomUUID(), 'seller'), effective_date: '2026-11-02' }),
      });
      expect(submitted.body).toMatchObject({ status: 'under_contract', effective_date: '2026-11-02' });
      const patchDraft = await api.call('PUT', `/api/transactions/${draft.id}/draft`, { token: agent.token, body: { transaction_type: 'seller' } });
      expect(patchDraft.body).toEqual({ statusCode: 400, message: 'Only a draft can be saved as a draft or submitted' });
    });

    it('closes, reopens and deletes with the spec messages (001 §4, §8)', async () => {
      const agent = mint('agent');
      const client = mint('client');
      const deal = await newDeal(agent.token, basics(client.userId));
      expect(deal.status).toBe('pending');
      const noDate = await api.call('POST', `/api/transactions/${deal.id}/close`, { token: agent.token });
      expect(noDate.body).toEqual({ statusCode: 400, message: 'Cannot close transaction: Closing date or appointment datetime is required' });
      await api.call('PATCH', `/api/transactions/${deal.id}`, { token: agent.token, body: { closing_appointment_datetime: '2026-12-18T15:00:00Z' } });
      const closed = await api.call<Deal>('POST', `/api/transactions/${deal.id}/close`, { token: agent.token });
      expect(closed.body).toMatchObject({ status: 'closed', previous_status: 'pending' });
      expect(closed.body.closed_at).toEqual(expect.any(String));
      const again = await api.call<Deal>('POST', `/api/transactions/${deal.id}/close`, { token: agent.token });
      expect(again.body).toMatchObject({ status: 'closed', version: closed.body.version, closed_at: closed.body.closed_at });
      const refused = await api.call('DELETE', `/api/transactions/${deal.id}`, { token: agent.token });
      expect(refused.body).toEqual({ statusCode: 403, message: 'Cannot delete closed transaction: Use Archive instead, or provide force=true for permanent deletion' });
      const reopened = await api.call<Deal>('POST', `/api/transactions/${deal.id}/reopen`, { token: agent.token });
      expect(reopened.body).toMatchObject({ status: 'pending', closed_at: null });
      const notClosed = await api.call<Deal>('POST', `/api/transactions/${deal.id}/reopen`, { token: agent.token });
      expect(notClosed.body.version).toBe(reopened.body.version);
      await api.call('POST', `/api/transactions/${deal.id}/close`, { token: agent.token });
      expect((await api.call('DELETE', `/api/transactions/${deal.id}?force=true`, { token: agent.token })).status).toBe(204);
      expect((await api.call('DELETE', `/api/transactions/${deal.id}`, { token: agent.token })).status).toBe(204);
      for (const token of [agent.token, client.token]) {
        expect((await api.call('GET', `/api/transactions/${deal.id}`, { token })).body).toEqual({ statusCode: 404, message: 'Transaction not found' });
        expect((await api.call<Deal[]>('GET', '/api/transactions', { token })).body).toEqual([]);
      }
    });
  });

  it("the storage helper's commands: a photo sets a versioned property_image_url, a wizard document its URL field and a row", async () => {
    const agent = mint('agent');
    const deal = await newDeal(agent.token, basics(randomUUID()));
    const pipeline = app.app.get(CommandPipeline);
    const metadata = { actorId: agent.userId, correlationId: randomUUID(), causationId: null };
    const photo = await pipeline.handle(
      transaction,
      deal.id,
      { type: 'AttachPropertyPhoto', transactionId: deal.id, storagePath: `property-images/${deal.id}.jpg`, contentType: 'image/jpeg', size: 1234 },
      { metadata },
    );
    const documentId = randomUUID();
    await pipeline.handle(
      transaction,
      deal.id,
      {
        type: 'AttachTransactionDocument',
        transactionId: deal.id,
        documentId,
        kind: 'survey',
        title: 'Survey',
        category: 'inspection',
        fileType: 'application/pdf',
        fileSize: 2048,
        storagePath: `transactions/${deal.id}/survey/a.pdf`,
        visibility: 'agent_and_client',
        uploadedBy: agent.userId,
      },
      { metadata },
    );
    const read = await api.call<Deal>('GET', `/api/transactions/${deal.id}`, { token: agent.token });
    // The photo's URL comes signed for the caller (ADR 0045): an <img> sends no bearer header.
    const photoUrl = expect.stringMatching(new RegExp(`^/api/transactions/${deal.id}/photo\\?v=${photo.version}&sub=${agent.userId}&`));
    expect(read.body).toMatchObject({
      property_image_url: photoUrl,
      survey_document_url: `/api/transactions/${deal.id}/documents/${documentId}/file`,
    });
    const [listed] = (await api.call<Deal[]>('GET', '/api/transactions', { token: agent.token })).body;
    expect(listed.property_image_url).toEqual(photoUrl);
    const documents = await dataSource.query('SELECT title, category, kind, file_size::int AS file_size, visibility, uploaded_by FROM transaction_documents WHERE transaction_id = $1', [deal.id]);
    expect(documents).toEqual([{ title: 'Survey', category: 'inspection', kind: 'survey', file_size: 2048, visibility: 'agent_and_client', uploaded_by: agent.userId }]);
  });

  describe('progress, compliance and the next milestone (spec 002 §4), from the milestones table', () => {
    const day = (offset: number) => dealDay(offset);
    /** Rows as the milestones helper's projection writes them. */
    async function milestones(transactionId: string, rows: [string, number, boolean][]) {
      for (const [index, [type, offset, completed]] of rows.entries()) {
        await dataSource.query(
          `INSERT INTO transaction_milestones (id, transaction_id, milestone_type, milestone_name, due_date, completed, position)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [randomUUID(), transactionId, type, `The ${type}`, day(offset), completed, index],
        );
      }
    }

    it('reads them on the detail and the list', async () => {
      const agent = mint('agent');
      const deal = await newDeal(agent.token, basics(randomUUID()));
      const empty = await api.call<Deal>('GET', `/api/transactions/${deal.id}`, { token: agent.token });
      expect(empty.body).toMatchObject({ compliance_status: 'ok', percent_complete: 0, progress_percentage: 0, next_milestone_type: null });
      await milestones(deal.id, [
        ['contract_signed', -10, true],
        ['option_period_end', -1, false],
        ['inspection', 2, false],
        ['closing', 30, false],
      ]);
      const read = await api.call<Deal>('GET', `/api/transactions/${deal.id}`, { token: agent.token });
      expect(read.body).toMatchObject({
        compliance_status: 'overdue',
        percent_complete: 50,
        progress_percentage: 50,
        next_milestone_type: 'inspection',
        next_milestone_name: 'The inspection',
        next_milestone_date: day(2),
      });
      // The agent's list reads the row's stored summary (ADR 0030): as of the deal's last event, until the
      // deadline sweep brings it to now; these rows came in behind the projection's back.
      const listed = async () => (await api.call<Deal[]>('GET', '/api/transactions', { token: agent.token })).body[0];
      expect(await listed()).toMatchObject({ compliance_status: 'ok', progress_percentage: 0, next_milestone_type: null });
      await app.app.get(DeadlineAlertsJob).process();
      expect(await listed()).toMatchObject({
        compliance_status: 'overdue',
        progress_percentage: 50,
        next_milestone_type: 'inspection',
        next_milestone_name: 'The inspection',
        next_milestone_date: day(2),
      });
      // Back as its events say (no milestones), for the rebuild test below to compare like with like.
      await dataSource.query('DELETE FROM transaction_milestones WHERE transaction_id = $1', [deal.id]);
      await app.app.get(DeadlineAlertsJob).process();
      expect(await listed()).toMatchObject({ compliance_status: 'ok', progress_percentage: 0, next_milestone_type: null });
    });

    it("counts today in the deal's zone: due today there is at risk, due the day before is overdue, whatever UTC's date is", async () => {
      const agent = mint('agent');
      // UTC−12 and UTC+14: at any moment one of them is on another calendar day than UTC.
      for (const zone of ['Etc/GMT+12', 'Etc/GMT-14']) {
        const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
        const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
        for (const [due, compliance] of [[today, 'at_risk'], [yesterday, 'overdue']] as const) {
          const deal = await newDeal(agent.token, basics(randomUUID()));
          await dataSource.query('UPDATE transactions SET property_time_zone = $2 WHERE id = $1', [deal.id, zone]);
          await dataSource.query(
            `INSERT INTO transaction_milestones (id, transaction_id, milestone_type, milestone_name, due_date, completed, position)
             VALUES ($1, $2, 'inspection', 'The inspection', $3, false, 0)`,
            [randomUUID(), deal.id, due],
          );
          const read = await api.call<Deal>('GET', `/api/transactions/${deal.id}`, { token: agent.token });
          expect([zone, due, read.body.compliance_status]).toEqual([zone, due, compliance]);
          const timeline = await api.call<{ milestone_type: string; passed: boolean }[]>('GET', `/api/transactions/${deal.id}/milestones`, { token: agent.token });
          expect([zone, due, timeline.body.find((m) => m.milestone_type === 'inspection')?.passed]).toEqual([zone, due, compliance === 'overdue']);
          // Back as its events say, for the rebuild test below to compare like with like.
          await dataSource.query(`UPDATE transactions SET property_time_zone = 'America/Chicago' WHERE id = $1`, [deal.id]);
        }
      }
    });

    it("keeps the deal's zone from its property: state, and county where the state is split (the same rule in SQL as in code)", async () => {
      const agent = mint('agent');
      const cases = [
        ['TX', 'Travis', 'America/Chicago'],
        ['TX', 'El Paso County', 'America/Denver'],
        ['CA', 'San Diego', 'America/Los_Angeles'],
        ['FL', 'Escambia', 'America/Chicago'],
        ['FL', 'Miami-Dade', 'America/New_York'],
        ['NY', 'Kings', 'America/New_York'],
      ] as const;
      for (const [state, county, zone] of cases) {
        const deal = await newDeal(agent.token, { ...basics(randomUUID()), property_state: state, property_county: county });
        const [row] = await dataSource.query<{ property_time_zone: string }[]>('SELECT property_time_zone FROM transactions WHERE id = $1', [deal.id]);
        expect([state, county, row.property_time_zone]).toEqual([state, county, zone]);
        expect(dealZoneOf(state, county).id).toBe(zone);
      }
    });

    it('at risk within 3 days; the closing milestone when nothing else remains; 100 when closed', async () => {
      const agent = mint('agent');
      const deal = await newDeal(agent.token, { ...basics(randomUUID()), closing_date: day(-1) });
      await milestones(deal.id, [
        ['inspection', 3, false],
        ['closing', -1, false],
      ]);
      expect((await api.call<Deal>('GET', `/api/transactions/${deal.id}`, { token: agent.token })).body).toMatchObject({
        compliance_status: 'overdue',
        next_milestone_type: 'inspection',
      });
      const other = await newDeal(agent.token, basics(randomUUID()));
      await milestones(other.id, [
        ['inspection', 3, false],
        ['appraisal_target', -5, true],
      ]);
      expect((await api.call<Deal>('GET', `/api/transactions/${other.id}`, { token: agent.token })).body).toMatchObject({ compliance_status: 'at_risk' });
      await dataSource.query(`UPDATE transaction_milestones SET completed = true WHERE transaction_id = $1 AND milestone_type = 'inspection'`, [deal.id]);
      expect((await api.call<Deal>('GET', `/api/transactions/${deal.id}`, { token: agent.token })).body).toMatchObject({ next_milestone_type: 'closing' });
      const closed = await api.call<Deal>('POST', `/api/transactions/${deal.id}/close`, { token: agent.token });
      expect(closed.body.progress_percentage).toBe(100);
    });
  });

  describe('Socket.IO pushes (contract "Socket.IO")', () => {
    function liveSocket(token: string) {
      const socket = io(app.url, { transports: ['websocket'], forceNew: true, auth: { token } });
      sockets.push(socket);
      const frames: string[] = [];
      socket.io.on('open', () => socket.io.engine.on('packet', (packet) => typeof packet.data === 'string' && frames.push(packet.data)));
      return { socket, frames };
    }
    const connected = (socket: ClientSocket) =>
      new Promise<void>((resolve, reject) => {
        if (socket.connected) return resolve();
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
    const subscribe = (socket: ClientSocket, resource: string, id: string) =>
      socket.timeout(5_000).emitWithAck('resource.subscribe', { resource, id }) as Promise<{ ok: boolean }>;
    /** Every `transaction.changed` the socket receives; pushes of earlier commits may still arrive (the subscriber is async). */
    const pushes = (socket: ClientSocket) => {
      const seen: unknown[] = [];
      socket.on('transaction.changed', (payload: unknown) => seen.push(payload));
      return async (expected: { id: string; version: number }) => {
        await subscriberPassed(app, 'transaction-pushes', transactionStream(expected.id), expected.version);
        return eventually(async () => (seen.some((payload) => JSON.stringify(payload) === JSON.stringify(expected)) ? true : undefined), 5_000, JSON.stringify(expected));
      };
    };

    it("tells the deal's room and its agent's and client's list rooms, and a client's frame carries nothing hidden", async () => {
      const agent = mint('agent');
      const client = mint('client');
      const deal = await dealWithSecrets(agent, client.userId, 'buyer');
      const clientSocket = liveSocket(client.token);
      const agentSocket = liveSocket(agent.token);
      const strangerSocket = liveSocket(mint('agent').token);
      await Promise.all([clientSocket, agentSocket, strangerSocket].map(({ socket }) => connected(socket)));
      expect(await subscribe(clientSocket.socket, 'transaction', deal.id)).toEqual({ ok: true });
      expect(await subscribe(agentSocket.socket, 'transaction-list', agent.userId)).toEqual({ ok: true });
      expect(await subscribe(strangerSocket.socket, 'transaction', deal.id)).toEqual({ ok: false });
      expect(await subscribe(strangerSocket.socket, 'transaction-list', agent.userId)).toEqual({ ok: false });

      const clientSaw = pushes(clientSocket.socket);
      const agentListSaw = pushes(agentSocket.socket);
      const patched = await api.call<Deal>('PATCH', `/api/transactions/${deal.id}`, { token: agent.token, body: { closing_gift_ideas: `${SECRET}gift-2` } });
      await clientSaw({ id: deal.id, version: patched.body.version });
      await agentListSaw({ id: deal.id, version: patched.body.version });
      await eventually(async () => (clientSocket.frames.some((frame) => frame.includes('transaction.changed')) ? true : undefined), 5_000, 'the frame');
      for (const frame of clientSocket.frames) expect(frame).not.toContain(SECRET);
      expect(strangerSocket.frames.some((frame) => frame.includes('transaction.changed'))).toBe(false);
    });

    it("tells a client's list when the deal is linked to them and when it is unlinked", async () => {
      const agent = mint('agent');
      // A consented client account (ADR 0051, 0062: a client joins no room of their deals before consenting).
      const client = mint('client', await linkedClient(app, agent.token));
      const deal = await newDeal(agent.token, basics(randomUUID()));
      const listSocket = liveSocket(client.token);
      await connected(listSocket.socket);
      expect(await subscribe(listSocket.socket, 'transaction-list', client.userId)).toEqual({ ok: true });
      const saw = pushes(listSocket.socket);
      const link = await api.call<Deal>('PATCH', `/api/transactions/${deal.id}`, { token: agent.token, body: await withLinkedClient(app, agent.token, { client_id: client.userId }) });
      await saw({ id: deal.id, version: link.body.version });
      const unlink = await api.call<Deal>('PATCH', `/api/transactions/${deal.id}`, { token: agent.token, body: { client_id: null } });
      expect(unlink.body.client_id).toBeNull();
      await saw({ id: deal.id, version: unlink.body.version });
    });

    describe('rooms follow access at once (issue 19 item 7, ADR 0036)', () => {
      const probe = socketProbe(() => app.url);
      afterEach(() => probe.closeAll());

      /** A probe socket signed in, with what it is told: pushes, rooms left, and the raw frames. */
      async function probeSocket(token: string) {
        const socket = probe.connect({ token });
        const frames: string[] = [];
        socket.io.on('open', () => socket.io.engine.on('packet', (packet) => typeof packet.data === 'string' && frames.push(packet.data)));
        const left: unknown[] = [];
        socket.on('realtime.left', (payload: unknown) => left.push(payload));
        expect(await probe.outcome(socket)).toBe('connected');
        return { socket, frames, left };
      }
      const changedFrames = (frames: string[], id: string) =>
        frames.filter((frame) => frame.includes('transaction.changed') && frame.includes(id)).map((frame) => JSON.parse(frame.slice(frame.indexOf('['))) as [string, Deal]);

      it("unlinking a client takes their sockets out of the deal's rooms there and then; deleting the deal takes everyone out", async () => {
        const agent = mint('agent');
        const client = mint('client');
        const deal = await newDeal(agent.token, basics(client.userId));
        const room = `transaction:${deal.id}`;
        const clientSide = await probeSocket(client.token);
        const agentSide = await probeSocket(agent.token);
        expect(await subscribe(clientSide.socket, 'transaction', deal.id)).toEqual({ ok: true });
        expect(await subscribe(agentSide.socket, 'transaction', deal.id)).toEqual({ ok: true });
        const agentSaw = pushes(agentSide.socket);

        const unlink = await api.call<Deal>('PATCH', `/api/transactions/${deal.id}`, { token: agent.token, body: { client_id: null } });
        expect(unlink.status).toBe(200);
        await eventually(async () => (clientSide.left.length > 0 ? true : undefined), 5_000, 'realtime.left');
        expect(clientSide.left).toEqual([{ room }]);
        const later = await api.call<Deal>('PATCH', `/api/transactions/${deal.id}`, { token: agent.token, body: { lot_size: '0.3 acres' } });
        await agentSaw({ id: deal.id, version: later.body.version });
        // Neither the unlink nor anything after it reached the socket of the client who was unlinked.
        expect(changedFrames(clientSide.frames, deal.id).filter(([, push]) => push.version >= unlink.body.version)).toEqual([]);
        expect(await subscribe(clientSide.socket, 'transaction', deal.id)).toEqual({ ok: false });

        expect((await api.call('DELETE', `/api/transactions/${deal.id}`, { token: agent.token })).status).toBe(204);
        await eventually(async () => (agentSide.left.length > 0 ? true : undefined), 5_000, 'realtime.left for the agent');
        expect(agentSide.left).toEqual([{ room }]);
      });

      it("a draft's changes never reach its client's list; its submit does", async () => {
        const agent = mint('agent');
        const client = mint('client', await linkedClient(app, agent.token));
        const listSide = await probeSocket(client.token);
        expect(await subscribe(listSide.socket, 'transaction-list', client.userId)).toEqual({ ok: true });
        const saw = pushes(listSide.socket);
        // Behind the commits, as on a busy machine: it handles the draft's events after the submit.
        const behind = await heldSubscriber(app, 'transaction-pushes');
        const draft = await newDeal(agent.token, { ...basics(client.userId), as_draft: true });
        const saved = await api.call<Deal>('PUT', `/api/transactions/${draft.id}/draft`, { token: agent.token, body: { ...basics(client.userId), lot_size: '1 acre' } });
        expect(saved.status).toBe(200);
        const patched = await api.call<Deal>('PATCH', `/api/transactions/${draft.id}`, { token: agent.token, body: { lot_size: '2 acres' } });
        expect(patched.status).toBe(200);
        const submitted = await api.call<Deal>('POST', `/api/transactions/${draft.id}/submit`, { token: agent.token, body: basics(client.userId) });
        expect(submitted.body.status).toBe('pending');
        await behind.release();
        // Pushes go out in the events' order: once the submit's append (the submit and its automation
        // tasks) has arrived, every draft-time one would have.
        await saw({ id: draft.id, version: submitted.body.version });
        const versions = changedFrames(listSide.frames, draft.id).map(([, push]) => push.version);
        expect(versions.filter((version) => version <= patched.body.version)).toEqual([]);
        expect(versions).toContain(patched.body.version + 1);
      });

      it("a change of the client's name or phone tells their list of their live deals, never of a draft", async () => {
        const agent = await registeredAgent(api);
        const created = await api.call<{ id: string }>('POST', '/api/clients', {
          token: agent.token,
          body: { full_name: 'Dana Draft', email: `dana.draft.${randomUUID()}@example.test` },
        });
        expect(created.status).toBe(201);
        const client = mint('client', created.body.id);
        await consentedClient(app, client.userId);
        // In the list room before the deals exist, so every push about them is counted.
        const clientList = await probeSocket(client.token);
        expect(await subscribe(clientList.socket, 'transaction-list', client.userId)).toEqual({ ok: true });
        const draft = await newDeal(agent.token, { ...basics(client.userId), as_draft: true });
        const live = await newDeal(agent.token, basics(client.userId));
        const edited = await api.call<Deal>('PATCH', `/api/transactions/${live.id}/client`, { token: agent.token, body: { phone: '512-555-0177' } });
        expect(edited.status).toBe(200);
        // The live deal's version is pushed twice: by its last event and by the profile change, whose
        // handler pushes about all the client's deals at once.
        const liveAt = (version: number) => changedFrames(clientList.frames, live.id).filter(([, push]) => push.version === version).length;
        await eventually(async () => (liveAt(edited.body.version) >= 2 ? true : undefined), 5_000, 'the profile push');
        expect(changedFrames(clientList.frames, draft.id)).toEqual([]);
      });
    });
  });

  it('rebuilding the read tables from events gives the same rows (DESIGN.md point 4)', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const deal = await newDeal(agent.token, { ...basics(client.userId), closing_date: '2026-12-18', contacts: [{ role: 'lender', name: 'Lee' }] });
    await api.call('PATCH', `/api/transactions/${deal.id}`, { token: agent.token, body: { purchase_price: 390000, hoa_exists: true, hoa_name: 'Oaks' } });
    await api.call('PATCH', `/api/transactions/${deal.id}`, { token: agent.token, body: { hoa_exists: false } });
    // The removed milestones on the deal's row (ADR 0079): one removed, one removed and restored.
    expect((await api.call('PUT', `/api/transactions/${deal.id}/milestones/inspection/removal`, { token: agent.token })).status).toBe(200);
    expect((await api.call('PUT', `/api/transactions/${deal.id}/milestones/appraisal_target/removal`, { token: agent.token })).status).toBe(200);
    expect((await api.call('DELETE', `/api/transactions/${deal.id}/milestones/appraisal_target/removal`, { token: agent.token })).status).toBe(200);
    await api.call('POST', `/api/transactions/${deal.id}/close`, { token: agent.token });
    const draft = await newDeal(agent.token, { transaction_type: 'buyer', as_draft: true, contacts: [{ role: 'seller', name: 'Sam' }] });
    await api.call('PUT', `/api/transactions/${draft.id}/draft`, { token: agent.token, body: { transaction_type: 'buyer', contacts: [{ role: 'seller', name: 'Sally' }] } });
    const tables = ['transactions', 'transaction_contacts', 'transaction_documents'];
    const snapshot = async () => {
      const result: Record<string, unknown[]> = {};
      for (const table of tables) result[table] = await dataSource.query(`SELECT * FROM "${table}" ORDER BY 1`);
      return result;
    };
    const live = await snapshot();
    expect(live.transaction_contacts.map((row) => (row as { name: string }).name)).toEqual(expect.arrayContaining(['Lee', 'Sally']));
    expect(live.transaction_contacts.map((row) => (row as { name: string }).name)).not.toContain('Sam');
    expect(Object.keys((live.transactions.find((row) => (row as { id: string }).id === deal.id) as { removed_milestones: object }).removed_milestones)).toEqual(['inspection']);
    await dataSource.query(`UPDATE transactions SET fields = '{}'::jsonb, status = 'tampered', removed_milestones = '{"closing": "x"}'::jsonb`);
    const registry = app.app.get(ProjectionRegistry);
    await rebuildProjections(dataSource, registry, app.app.get(EventStore));
    expect(await snapshot()).toEqual(live);
  });
});
