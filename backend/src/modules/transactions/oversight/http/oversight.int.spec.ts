import { apiTestContext } from '../../../../../../test/support/api-test-context';
import { dealDay } from '../../../../../../test/support/deal-today';
import { linkedClient } from '../../../../../../test/support/linked-client';
import { OverseenRole, teamMembers } from '../../../../../../test/support/team-members';

type Agent = { agentId: string; fullName: string; role: string; [metric: string]: unknown };
type Deal = {
  id: string;
  agentId: string;
  status: string;
  closingDate: string | null;
  compliance: string | null;
  milestoneType: string | null;
  milestoneDueDate: string | null;
};
type Dashboard = {
  today: string;
  agents: Agent[];
  deals: Deal[];
  total: number;
  limit: number;
  offset: number;
  atRisk: Deal[];
  unconfirmedDeliveries: { transactionId: string; milestoneType: string; dueDate: string }[];
  closingSoon: Deal[];
};

/**
 * Issue 24 item 3 (ADR 0059) on the raw wire: a broker and a team lead see the pipeline and the deals
 * of exactly the people they oversee (ADR 0046), with the agent dashboard's metrics (spec 001 §4)
 * computed by hand here; everyone else is refused by the route's role list.
 */
describe('the oversight dashboard', () => {
  const context = apiTestContext();
  const { mint } = context;
  const TODAY = '2026-11-28'; // sets the quarter (Q4 2026: 1 Oct to 31 Dec) and the year to date (from 1 Jan 2026)

  const team = teamMembers(context);
  const person = (role: OverseenRole, fullName: string) => team.person(fullName, role, fullName);
  const { assign } = team;
  async function deal(agentToken: string, fields: Record<string, unknown>, close = false): Promise<string> {
    const created = await context.api.call<{ id: string; status: string }>('POST', '/api/transactions', {
      token: agentToken,
      body: {
        transaction_type: 'buyer',
        client_id: await linkedClient(context.app, agentToken),
        property_city: 'Austin',
        property_state: 'TX',
        property_zip: '78704',
        ...fields,
      },
    });
    expect([created.status, created.body]).toEqual([201, expect.objectContaining({ id: expect.any(String) })]);
    if (close) {
      const closed = await context.api.call<{ status: string }>('POST', `/api/transactions/${created.body.id}/close`, { token: agentToken });
      expect([closed.status, closed.body.status]).toEqual([200, 'closed']);
    }
    return created.body.id;
  }
  const dashboard = (token: string | null, query = '') =>
    context.api.call<Dashboard & { message?: string }>('GET', `/api/oversight/dashboard?today=${TODAY}${query}`, { token });
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();

  let broker: Awaited<ReturnType<typeof person>>;
  let lead: Awaited<ReturnType<typeof person>>;
  let otherBroker: Awaited<ReturnType<typeof person>>;
  let ana: Awaited<ReturnType<typeof person>>;
  let ben: Awaited<ReturnType<typeof person>>;
  let cal: Awaited<ReturnType<typeof person>>;
  let dee: Awaited<ReturnType<typeof person>>;
  const d: Record<string, string> = {};

  beforeAll(async () => {
    broker = await person('broker', 'Bea Broker');
    lead = await person('team_lead', 'Lou Lead');
    otherBroker = await person('broker', 'Oz Otherbroker');
    ana = await person('agent', 'Ana Agent'); // the broker's and the lead's
    ben = await person('agent', 'Ben Agent'); // the broker's only
    cal = await person('agent', 'Cal Agent'); // the lead's only
    dee = await person('agent', 'Dee Agent'); // the other broker's
    await assign(ana, 'broker', broker);
    await assign(ben, 'broker', broker);
    await assign(ana, 'team-lead', lead);
    await assign(cal, 'team-lead', lead);
    await assign(dee, 'broker', otherBroker);

    // Ana: an overdue deal closing in 10 days (its ¶5A earnest money passed unconfirmed), a pending one,
    // one closed this quarter and one closed last year.
    d.overdue = await deal(ana.token, { property_address: '1 Overdue Way', purchase_price: 300000, effective_date: dealDay(-10), closing_date: dealDay(10) });
    d.pending = await deal(ana.token, { property_address: '=2+3 Formula St, "Unit" B', purchase_price: 200000 });
    d.closedQuarter = await deal(ana.token, { property_address: '3 Quarter Ct', purchase_price: 500000, effective_date: '2026-10-01', closing_date: '2026-11-20' }, true);
    d.closedLastYear = await deal(ana.token, { property_address: '4 Old Rd', purchase_price: 100000, effective_date: '2025-05-01', closing_date: '2025-06-15' }, true);
    // Ben: closed in March (year to date, not this quarter), one under contract, a draft (never counted).
    d.closedMarch = await deal(ben.token, { property_address: '5 March Ln', purchase_price: 250000, effective_date: '2026-02-01', closing_date: '2026-03-02' }, true);
    d.benLive = await deal(ben.token, { property_address: '6 Live Oak', purchase_price: 400000, effective_date: dealDay(-2), closing_date: dealDay(40) });
    const draft = await context.api.call<{ id: string }>('POST', '/api/transactions', {
      token: ben.token,
      body: { transaction_type: 'buyer', as_draft: true, property_address: '7 Draft Dr', purchase_price: 999999 },
    });
    expect(draft.status).toBe(201);
    d.draft = draft.body.id;
    d.cal = await deal(cal.token, { property_address: '8 Team Row', purchase_price: 150000, effective_date: dealDay(-1), closing_date: dealDay(30) });
    d.dee = await deal(dee.token, { property_address: '9 Elsewhere', purchase_price: 700000, effective_date: dealDay(-1), closing_date: dealDay(5) });
  });

  it("a broker over two agents sees both agents' pipelines, as the agent dashboard counts them, and none of another broker's agent", async () => {
    const answer = await dashboard(broker.token, '&status=all');
    expect(answer.status).toBe(200);
    expect(answer.body.today).toBe(TODAY);
    expect(answer.body.agents).toEqual([
      {
        agentId: ana.userId,
        fullName: 'Ana Agent',
        role: 'agent',
        activeDeals: 2, // overdue + pending
        pendingCount: 2,
        pendingVolume: 500000, // 300,000 + 200,000
        closedCountQuarter: 1,
        closedVolumeQuarter: 500000, // closed 20 Nov 2026
        closedCountYearToDate: 1,
        closedVolumeYearToDate: 500000,
        closedCountAllTime: 2,
        closedVolumeAllTime: 600000, // + 100,000 closed 15 Jun 2025
      },
      {
        agentId: ben.userId,
        fullName: 'Ben Agent',
        role: 'agent',
        activeDeals: 1,
        pendingCount: 1,
        pendingVolume: 400000,
        closedCountQuarter: 0,
        closedVolumeQuarter: 0,
        closedCountYearToDate: 1,
        closedVolumeYearToDate: 250000, // closed 2 Mar 2026
        closedCountAllTime: 1,
        closedVolumeAllTime: 250000,
      },
    ]);
    expect(ids(answer.body.deals)).toEqual([d.overdue, d.pending, d.closedQuarter, d.closedLastYear, d.closedMarch, d.benLive].sort());
    for (const section of [answer.body.deals, answer.body.atRisk, answer.body.closingSoon]) {
      expect(section.map((row) => row.id)).not.toContain(d.dee);
      expect(section.map((row) => row.id)).not.toContain(d.cal);
      expect(section.map((row) => row.id)).not.toContain(d.draft);
    }
    // The default status is Active (spec 001 §2.1), as on the agent dashboard.
    expect(ids((await dashboard(broker.token)).body.deals)).toEqual([d.overdue, d.pending, d.benLive].sort());

    const other = await dashboard(otherBroker.token, '&status=all');
    expect(other.body.agents.map((agent) => agent.agentId)).toEqual([dee.userId]);
    expect(ids(other.body.deals)).toEqual([d.dee]);
  });

  it('deals at risk name the milestone and its deadline; ¶5A deliveries passed and not confirmed; closings in the next 14 days', async () => {
    const { body } = await dashboard(broker.token);
    const overdue = body.atRisk.find((row) => row.id === d.overdue);
    expect(overdue).toMatchObject({ compliance: 'overdue', milestoneType: expect.any(String), milestoneDueDate: expect.any(String) });
    expect(overdue!.milestoneDueDate! < dealDay(0)).toBe(true);
    expect(body.atRisk.every((row) => row.compliance === 'at_risk' || row.compliance === 'overdue')).toBe(true);
    expect(body.atRisk.map((row) => row.id)).not.toContain(d.closedQuarter);
    const deliveries = body.unconfirmedDeliveries.filter((row) => row.transactionId === d.overdue);
    expect(deliveries.map((row) => row.milestoneType)).toContain('earnest_money');
    expect(deliveries.every((row) => row.dueDate < dealDay(0))).toBe(true);
    expect(body.unconfirmedDeliveries.map((row) => row.transactionId)).not.toContain(d.benLive); // its dates are still ahead or today
    expect(ids(body.closingSoon)).toEqual([d.overdue]); // 10 days ahead; Ben's is 40 days ahead
  });

  it('at risk and closings soon are the list’s own rows, field for field, in the panels’ order, whatever the list is filtered by', async () => {
    const eveBroker = await person('broker', 'Eve Broker');
    const eve = await person('agent', 'Eve Agent');
    await assign(eve, 'broker', eveBroker);
    // Two overdue deals (their ¶5A earnest money passed), two at risk (it falls due in two days), one of
    // each closing within 14 days, one far off, and a pending one without dates: every panel holds
    // several rows, in an order of its own.
    const overdueSoon = await deal(eve.token, { property_address: '10 Late Soon', purchase_price: 1, effective_date: dealDay(-10), closing_date: dealDay(12) });
    const overdueLater = await deal(eve.token, { property_address: '11 Late Later', purchase_price: 2, effective_date: dealDay(-12), closing_date: dealDay(50) });
    const riskSoon = await deal(eve.token, { property_address: '12 Risk Soon', purchase_price: 3, effective_date: dealDay(-1), closing_date: dealDay(4) });
    await deal(eve.token, { property_address: '13 Risk Later', purchase_price: 4, effective_date: dealDay(-1), closing_date: dealDay(30) });
    await deal(eve.token, { property_address: '14 Quiet', purchase_price: 5 });

    const all = (await dashboard(eveBroker.token, '&status=all')).body;
    const severity = (row: Deal) => ({ overdue: 0, at_risk: 1 })[row.compliance as 'overdue'] ?? 2;
    const byText = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1);
    const atRisk = all.deals
      .filter((row) => row.compliance === 'overdue' || row.compliance === 'at_risk')
      .sort((a, b) => severity(a) - severity(b) || byText(a.milestoneDueDate, b.milestoneDueDate) || byText(a.id, b.id));
    const closingSoon = all.deals
      .filter((row) => row.compliance !== null && row.closingDate !== null && row.closingDate >= dealDay(0) && row.closingDate <= dealDay(14))
      .sort((a, b) => byText(a.closingDate, b.closingDate));
    expect(atRisk.map((row) => row.compliance)).toEqual(['overdue', 'overdue', 'at_risk', 'at_risk']);
    expect(closingSoon.map((row) => row.id)).toEqual([riskSoon, overdueSoon]);
    expect(all.atRisk).toEqual(atRisk);
    expect(all.closingSoon).toEqual(closingSoon);
    // The list: overdue first, then at risk, then the rest, each by closing date.
    expect(all.deals.slice(0, 2).map((row) => row.id)).toEqual([overdueSoon, overdueLater]);

    // The list's status and compliance filters narrow the list only; the agent filter narrows everything.
    for (const query of ['', '&status=closed', '&status=pending', '&status=all&compliance=ok', '&compliance=overdue', `&agent=${eve.userId}`]) {
      const filtered = (await dashboard(eveBroker.token, query)).body;
      expect([query, filtered.atRisk, filtered.closingSoon]).toEqual([query, all.atRisk, all.closingSoon]);
    }
    expect((await dashboard(eveBroker.token, '&status=pending')).body.deals.map((row) => row.status)).toEqual(['pending']);
  });

  it('a team lead sees only their team: the agents they lead, not their broker’s other agents', async () => {
    const answer = await dashboard(lead.token, '&status=all');
    expect(answer.status).toBe(200);
    expect(answer.body.agents.map((agent) => agent.agentId).sort()).toEqual([ana.userId, cal.userId].sort());
    expect(ids(answer.body.deals)).toEqual([d.overdue, d.pending, d.closedQuarter, d.closedLastYear, d.cal].sort());
    expect(answer.body.agents.find((agent) => agent.agentId === cal.userId)).toMatchObject({ activeDeals: 1, pendingVolume: 150000, closedVolumeAllTime: 0 });
  });

  it('filters by agent, status and compliance from the query; another person’s agent id shows nothing', async () => {
    expect(ids((await dashboard(broker.token, `&agent=${ben.userId}&status=all`)).body.deals)).toEqual([d.closedMarch, d.benLive].sort());
    const onlyBen = (await dashboard(broker.token, `&agent=${ben.userId}`)).body;
    expect(onlyBen.agents).toHaveLength(2); // the pipeline keeps every person
    expect(onlyBen.atRisk.map((row) => row.id)).not.toContain(d.overdue);
    expect(ids((await dashboard(broker.token, '&status=closed')).body.deals)).toEqual([d.closedQuarter, d.closedLastYear, d.closedMarch].sort());
    expect(ids((await dashboard(broker.token, '&status=pending')).body.deals)).toEqual([d.pending]);
    const overdue = (await dashboard(broker.token, '&status=all&compliance=overdue')).body.deals;
    expect(overdue.map((row) => row.id)).toContain(d.overdue);
    expect(overdue.every((row) => row.compliance === 'overdue')).toBe(true);
    const stranger = (await dashboard(broker.token, `&agent=${dee.userId}&status=all`)).body;
    expect([stranger.deals, stranger.atRisk, stranger.closingSoon, stranger.unconfirmedDeliveries]).toEqual([[], [], [], []]);
  });

  it('the CSV export holds the filtered deals, its cells escaped against formulas and quoted per RFC 4180', async () => {
    const answer = await context.api.call<string>('GET', `/api/oversight/dashboard/export?today=${TODAY}&agent=${ana.userId}&status=pending`, { token: broker.token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="threshold-oversight-${TODAY}.csv"`);
    const lines = answer.body.split('\r\n'); // (fetch's text() drops the BOM the file starts with)
    expect(lines[0]).toBe(
      'Agent,Address,City,State,Side,Status,Client,Purchase price,Closing date,Compliance,Milestone at risk,Milestone deadline,Next milestone,Next milestone date,Transaction id',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1].startsWith(`Ana Agent,"'=2+3 Formula St, ""Unit"" B",Austin,TX,buyer,pending,Test Client,200000,`)).toBe(true);
    expect(lines[1].endsWith(`,${d.pending}`)).toBe(true);
    const others = await context.api.call<string>('GET', `/api/oversight/dashboard/export?agent=${dee.userId}&status=all`, { token: broker.token });
    expect(others.body.split('\r\n')).toHaveLength(2); // the header alone
  });

  it('a broker with no members sees an empty dashboard', async () => {
    const lonely = await person('broker', 'Lone Broker');
    const answer = await dashboard(lonely.token);
    expect([answer.status, answer.body]).toEqual([
      200,
      { today: TODAY, agents: [], deals: [], total: 0, limit: 50, offset: 0, atRisk: [], unconfirmedDeliveries: [], closingSoon: [] },
    ]);
  });

  it('the list comes a page at a time (ADR 0087): pages hold the whole list once, in its order, with its total; the panels whatever the page', async () => {
    const whole = (await dashboard(broker.token, '&status=all&limit=200')).body;
    expect([whole.total, whole.limit, whole.offset, whole.deals.length]).toEqual([6, 200, 0, 6]);
    expect(whole.deals[0].id).toBe(d.overdue); // the most pressing first
    const pages: Dashboard[] = [];
    for (const offset of [0, 2, 4]) pages.push((await dashboard(broker.token, `&status=all&limit=2&offset=${offset}`)).body);
    expect(pages.map((page) => [page.total, page.limit, page.offset, page.deals.length])).toEqual([
      [6, 2, 0, 2],
      [6, 2, 2, 2],
      [6, 2, 4, 2],
    ]);
    expect(pages.flatMap((page) => page.deals)).toEqual(whole.deals);
    for (const page of pages) expect([page.agents, page.atRisk, page.closingSoon, page.unconfirmedDeliveries]).toEqual([whole.agents, whole.atRisk, whole.closingSoon, whole.unconfirmedDeliveries]);
    // Past the end: no rows, the total still right; the default page is 50 from the start.
    const past = (await dashboard(broker.token, '&status=all&limit=2&offset=6')).body;
    expect([past.deals, past.total, past.offset]).toEqual([[], 6, 6]);
    expect((await dashboard(broker.token, '&status=all&offset=1000')).body.total).toBe(6);
    const filtered = (await dashboard(broker.token, '&status=closed&limit=1&offset=1')).body;
    expect([filtered.total, filtered.deals.length, filtered.deals[0].status]).toEqual([3, 1, 'closed']);
  });

  it('a page names only the caller’s people: team lead, another broker, an agent filter outside them, past the end', async () => {
    const byLead = (await dashboard(lead.token, '&status=all&limit=2&offset=2')).body;
    expect([byLead.total, byLead.deals.length]).toEqual([5, 2]);
    const leadAll = (await dashboard(lead.token, '&status=all&limit=200')).body.deals.map((row) => row.id);
    expect(leadAll).not.toContain(d.benLive); // the broker's agent outside the lead's team
    expect(leadAll).not.toContain(d.dee);
    for (const offset of [0, 1]) {
      const other = (await dashboard(otherBroker.token, `&status=all&limit=1&offset=${offset}`)).body;
      expect([other.total, other.deals.map((row) => row.id)]).toEqual([1, offset === 0 ? [d.dee] : []]);
    }
    // Another broker's agent named as the filter: nothing, and no count of their deals either.
    for (const offset of [0, 5]) {
      const stranger = (await dashboard(broker.token, `&agent=${dee.userId}&status=all&limit=1&offset=${offset}`)).body;
      expect([stranger.total, stranger.deals]).toEqual([0, []]);
    }
    const outsideTeam = (await dashboard(lead.token, `&agent=${ben.userId}&status=all&offset=3`)).body;
    expect([outsideTeam.total, outsideTeam.deals]).toEqual([0, []]);
  });

  it('agents, clients and admins are refused by the role (403), anonymous callers by the session (401), both routes', async () => {
    for (const path of ['/api/oversight/dashboard', '/api/oversight/dashboard/export', '/api/oversight/dashboard?status=all&limit=200&offset=0']) {
      for (const role of ['agent', 'client', 'admin'] as const) {
        const token = role === 'agent' ? ana.token : mint(role).token;
        const answer = await context.api.call('GET', path, { token });
        expect([answer.status, answer.body]).toEqual([403, { statusCode: 403, message: 'Forbidden - Invalid role' }]);
      }
      expect((await context.api.call('GET', path, { token: null })).status).toBe(401);
    }
  });

  it.each([
    ['status=bogus', 'status must be one of active, closed, all, pending, under_contract, cancelled'],
    ['compliance=late', 'compliance must be one of ok, at_risk, overdue'],
    ['agent=not-an-id', "agent must be an agent's id"],
    ['today=2026-02-31', 'today must be a date (YYYY-MM-DD)'],
    ['today=%00', 'today must not contain a NUL character'],
    ['status[a]=b', 'property status[a] should not exist'],
    ['limit=0', 'limit must be at least 1'],
    ['limit=-5', 'limit must be at least 1'],
    ['limit=201', 'limit must be at most 200'],
    ['limit=99999999999999999999', 'limit must be at most 200'],
    ['limit=1e400', 'limit must be a whole number'],
    ['limit=abc', 'limit must be a whole number'],
    ['limit=2.5', 'limit must be a whole number'],
    ['limit=', 'limit must be at least 1'], // (an empty number is 0, as on every paged list)
    ['limit=1&limit=2', 'limit must be a whole number'],
    ['limit[a]=1', 'property limit[a] should not exist'],
    ['offset=-1', 'offset must be at least 0'],
    ['offset=2147483648', 'offset must be at most 2147483647'],
    ['offset=NaN', 'offset must be a whole number'],
    ['offset=1.5', 'offset must be a whole number'],
    ['offset=1&offset=2', 'offset must be a whole number'],
  ])('hostile query %s is a 400 with a clear message', async (query, message) => {
    const answer = await context.api.call<{ message: unknown }>('GET', `/api/oversight/dashboard?${query}`, { token: broker.token });
    expect([answer.status, JSON.stringify(answer.body.message)]).toEqual([400, expect.stringContaining(message)]);
  });

  it('the CSV export is the whole list: a page is refused there (400), not silently applied', async () => {
    for (const query of ['limit=2', 'offset=1']) {
      const answer = await context.api.call<{ message: unknown }>('GET', `/api/oversight/dashboard/export?${query}`, { token: broker.token });
      expect([answer.status, JSON.stringify(answer.body.message)]).toEqual([400, expect.stringContaining(`property ${query.split('=')[0]} should not exist`)]);
    }
  });
});
