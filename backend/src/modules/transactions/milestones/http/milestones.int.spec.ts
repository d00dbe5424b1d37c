import { randomUUID } from 'node:crypto';
import { apiTestContext } from '../../../../../../test/support/api-test-context';
import { EventStore } from '../../../../platform/event-store/event-store';
import { ProjectionRegistry } from '../../../../platform/event-store/projection-registry';
import { rebuildProjections } from '../../../../platform/event-store/rebuild-projections';
import { addDays } from '../../kernel/domain/milestone-dates';
import { dealToday } from '../../../../../../test/support/deal-today';
import { withLinkedClient } from '../../../../../../test/support/linked-client';

/**
 * Issue 10 item 1 (core) and issue 9's needs: milestones regenerated with every deal event, the
 * dashboard's next milestone / compliance / progress from them at read time, the wizard's preview
 * and the sidebar's Upcoming Milestones (spec 001 §2.1, §4; 002 §4; ADR 0024).
 */
describe('milestones', () => {
  const context = apiTestContext();
  const { mint } = context;
  type Deal = Record<string, unknown> & { id: string; version: number; status: string };
  interface Milestone {
    milestone_type: string;
    milestone_name: string;
    due_date: string;
    due_datetime: string | null;
    is_client_visible: boolean;
    completed: boolean;
  }
  interface Upcoming extends Omit<Milestone, 'completed'> {
    id: string;
    transaction_id: string;
    property_address: string | null;
  }

  const today = () => dealToday();
  const inDays = (days: number) => addDays(today(), days);
  const basics = (clientId: string, address = '100 Congress Ave') => ({
    transaction_type: 'buyer',
    client_id: clientId,
    property_address: address,
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78701',
  });
  const create = async (token: string, body: Record<string, unknown>) => {
    const created = await context.api.call<Deal>('POST', '/api/transactions', {
      token,
      body: await withLinkedClient(context.app, token, body),
    });
    expect(created.status).toBe(201);
    return created.body;
  };
  const stored = (transactionId: string) =>
    context.db.query<
      Array<{
        milestone_type: string;
        due_date: string;
        completed: boolean;
        completed_at: Date | null;
        is_client_visible: boolean;
      }>
    >(
      `SELECT milestone_type, to_char(due_date, 'YYYY-MM-DD') AS due_date, completed, completed_at, is_client_visible
         FROM transaction_milestones WHERE transaction_id = $1 ORDER BY position`,
      [transactionId],
    );
  const preview = (token: string | null, body: Record<string, unknown>) =>
    context.api.call<Milestone[]>('POST', '/api/transactions/milestone-preview', { token, body });
  const upcoming = (token: string | null) =>
    context.api.call<Upcoming[]>('GET', '/api/transactions/upcoming-milestones', { token });

  it('answers both endpoints by role: agents, brokers and team leads only', async () => {
    const body = { transaction_type: 'buyer', closing_date: inDays(30) };
    for (const role of ['agent', 'broker', 'team_lead'] as const) {
      const { token } = mint(role);
      expect((await preview(token, body)).status).toBe(200);
      expect((await upcoming(token)).status).toBe(200);
    }
    for (const role of ['client', 'admin'] as const) {
      const { token } = mint(role);
      expect((await preview(token, body)).status).toBe(403);
      expect((await upcoming(token)).status).toBe(403);
    }
    expect((await preview(null, body)).status).toBe(401);
    expect((await upcoming(null)).status).toBe(401);
  });

  it("previews the milestones of the wizard's fields with the create's own rules, storing nothing", async () => {
    const agent = mint('agent');
    const answer = await preview(agent.token, {
      ...basics(randomUUID()),
      effective_date: '2026-12-01',
      option_period_days: 7,
      option_fee_amount: 200,
      earnest_money_due_date: '2026-12-04',
      inspection_datetime: '2026-12-03', // a date-only value for a date-time: UTC midnight (spec 002 §3)
      appraisal_due_date: '2026-12-15',
      closing_date: '2027-01-08',
      contacts: [{ role: 'lender', name: 'Lee Lender' }],
    });
    expect(answer.status).toBe(200);
    const fromDeal = { date_source: 'deal', explanation: null, citation: null, computed_due_date: null };
    const fourthOfDecember = {
      date_source: 'contract',
      citation: 'TREC 20-18 ¶5A',
      computed_due_date: '2026-12-04',
      explanation: '3 days after the effective date of Tuesday, December 1: Friday, December 4.',
    };
    const on = (milestone_type: string, milestone_name: string, due_date: string, extra: object, completed = false) => ({
      milestone_type,
      milestone_name,
      due_date,
      due_datetime: null,
      is_client_visible: true,
      completed,
      time_zone: 'America/Chicago', // an Austin deal's (ADR 0032)
      ...extra,
    });
    // A Texas deal: the deadline engine dates the option fee and the option period (ADR 0026); the
    // earnest money date the agent entered equals the computed one, so it is the contract's.
    expect(answer.body).toEqual([
      on('contract_signed', 'Contract Signed', '2026-12-01', fromDeal, true),
      on('inspection', 'Home Inspection', '2026-12-03', fromDeal), // no time given: a date, due all that day
      on('earnest_money', 'Earnest Money Due', '2026-12-04', fourthOfDecember),
      on('option_fee', 'Option Fee Due', '2026-12-04', fourthOfDecember),
      {
        ...on('option_period_end', 'Option Period Ends', '2026-12-08', {
          date_source: 'contract',
          citation: 'TREC 20-18 ¶5B',
          computed_due_date: '2026-12-08',
          explanation:
            '7 days after the effective date of Tuesday, December 1: the 7-day option period ends Tuesday, December 8 at 5:00 p.m. Central; weekends and holidays never extend it.',
        }),
        due_datetime: '2026-12-08T23:00:00.000Z',
      },
      { ...on('appraisal_target', 'Appraisal Target Date', '2026-12-15', fromDeal), is_client_visible: false },
      on('closing', 'Closing', '2027-01-08', fromDeal),
      on('possession', 'Possession', '2027-01-08', fromDeal),
    ]);
    const [{ count }] = await context.db.query(`SELECT count(*)::int AS count FROM transactions WHERE agent_id = $1`, [
      agent.userId,
    ]);
    expect(count).toBe(0);
  });

  it('previews an incomplete wizard (no address yet) and refuses bad values with a 400, never a 500', async () => {
    const agent = mint('agent');
    const partial = await preview(agent.token, { transaction_type: 'seller', inspection_waived: true });
    expect(partial.status).toBe(200);
    expect(partial.body).toEqual([expect.objectContaining({ milestone_type: 'inspection_waived', due_date: today() })]);

    const badType = await preview(agent.token, { transaction_type: 'rental' });
    expect(badType.status).toBe(400);
    expect(badType.body).toMatchObject({ message: expect.stringContaining('transaction_type') });
    const badDate = await preview(agent.token, { transaction_type: 'buyer', closing_date: 'next friday' });
    expect(badDate.status).toBe(400);
    expect(badDate.body).toMatchObject({ message: expect.stringContaining('closing_date') });
  });

  it('stores the generated milestones with the deal and regenerates them after every change (spec 002 §4)', async () => {
    const agent = mint('agent');
    const deal = await create(agent.token, {
      ...basics(randomUUID()),
      contract_date: inDays(-10),
      inspection_datetime: `${inDays(5)}T15:00:00.000Z`,
      earnest_money_due_date: inDays(10),
      closing_date: inDays(40),
    });
    expect((await stored(deal.id)).map((m) => [m.milestone_type, m.due_date])).toEqual([
      ['contract_signed', inDays(-10)],
      ['inspection', inDays(5)],
      ['earnest_money', inDays(10)],
      ['closing', inDays(40)],
      ['possession', inDays(40)],
    ]);

    const waived = await context.api.call<Deal>('PATCH', `/api/transactions/${deal.id}`, {
      token: agent.token,
      body: { inspection_waived: true, closing_date: inDays(45) },
    });
    expect(waived.status).toBe(200);
    expect((await stored(deal.id)).map((m) => [m.milestone_type, m.due_date])).toEqual([
      ['contract_signed', inDays(-10)],
      ['inspection_waived', today()],
      ['earnest_money', inDays(10)],
      ['closing', inDays(45)],
      ['possession', inDays(45)],
    ]);
  });

  it('gives a draft no milestones until it is submitted', async () => {
    const agent = mint('agent');
    const draft = await create(agent.token, { transaction_type: 'buyer', as_draft: true, closing_date: inDays(20) });
    expect(await stored(draft.id)).toEqual([]);
    const submitted = await context.api.call<Deal>('POST', `/api/transactions/${draft.id}/submit`, {
      token: agent.token,
      body: await withLinkedClient(context.app, agent.token, { ...basics(randomUUID()), closing_date: inDays(20) }),
    });
    expect(submitted.status).toBe(200);
    expect((await stored(draft.id)).map((m) => m.milestone_type)).toEqual(['closing', 'possession']);
  });

  it('shows the next milestone, compliance and progress on the list and the detail (spec 002 §4, §9)', async () => {
    const agent = mint('agent');
    const ok = await create(agent.token, {
      ...basics(randomUUID(), '1 Ok St'),
      contract_date: inDays(-4),
      closing_date: inDays(30),
    });
    const atRisk = await create(agent.token, {
      ...basics(randomUUID(), '2 Risk St'),
      earnest_money_due_date: inDays(3),
      closing_date: inDays(30),
    });
    const overdue = await create(agent.token, {
      ...basics(randomUUID(), '3 Late St'),
      earnest_money_due_date: inDays(-1),
      closing_date: inDays(30),
    });

    const fourDaysOut = await create(agent.token, {
      ...basics(randomUUID(), '4 Later St'),
      earnest_money_due_date: inDays(4),
      closing_date: inDays(30),
    });

    const list = await context.api.call<Deal[]>('GET', '/api/transactions', { token: agent.token });
    const row = (id: string) => list.body.find((r) => r.id === id);
    // The at-risk window is 3 days (spec 002 §9): due in 3 days is at risk, in 4 it is not yet.
    expect(row(fourDaysOut.id)).toMatchObject({ compliance_status: 'ok', next_milestone_type: 'earnest_money' });
    expect(row(ok.id)).toMatchObject({
      compliance_status: 'ok',
      next_milestone_type: 'closing',
      next_milestone_name: 'Closing',
      next_milestone_date: inDays(30),
      progress_percentage: 33, // contract signed passed, closing and possession ahead
    });
    expect(row(atRisk.id)).toMatchObject({
      compliance_status: 'at_risk',
      next_milestone_type: 'earnest_money',
      next_milestone_date: inDays(3),
    });
    expect(row(overdue.id)).toMatchObject({ compliance_status: 'overdue', next_milestone_type: 'closing' });

    const detail = await context.api.call<Deal>('GET', `/api/transactions/${overdue.id}`, { token: agent.token });
    expect(detail.body).toMatchObject({
      compliance_status: 'overdue',
      percent_complete: 33,
      progress_percentage: 33,
      next_milestone_type: 'closing',
    });
  });

  it("the agent confirms a milestone whose date passed: done from then on, compliance follows; withdrawing reopens it (ADR 0049)", async () => {
    const agent = mint('agent');
    const deal = await create(agent.token, { ...basics(randomUUID(), '5 Passed St'), earnest_money_due_date: inDays(-1), closing_date: inDays(30) });
    const confirmation = `/api/transactions/${deal.id}/milestones/earnest_money/confirmation`;
    const earnest = async () => (await stored(deal.id)).find((m) => m.milestone_type === 'earnest_money')!;
    const compliance = async () => (await context.api.call<Deal>('GET', `/api/transactions/${deal.id}`, { token: agent.token })).body.compliance_status;
    expect(await earnest()).toMatchObject({ completed: false });
    expect(await compliance()).toBe('overdue');

    const confirmed = await context.api.call<Milestone[]>('PUT', confirmation, { token: agent.token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.find((m) => m.milestone_type === 'earnest_money')).toMatchObject({ completed: true });
    expect(await earnest()).toMatchObject({ completed: true });
    expect(await compliance()).toBe('ok');
    // Confirming again changes nothing (no second event).
    const [{ n: before }] = await context.db.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1`, [`transaction-${deal.id}`]);
    expect((await context.api.call('PUT', confirmation, { token: agent.token })).status).toBe(200);
    const [{ n: after }] = await context.db.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1`, [`transaction-${deal.id}`]);
    expect(after).toBe(before);

    // Another agent, the deal's client and a custom or unknown type are refused; nothing changes.
    const stranger = mint('agent');
    expect((await context.api.call('DELETE', confirmation, { token: stranger.token })).status).toBe(403);
    const custom = await context.api.call<{ message: string }>('PUT', `/api/transactions/${deal.id}/milestones/custom/confirmation`, { token: agent.token });
    expect(custom.status).toBe(400);
    expect((await context.api.call('PUT', `/api/transactions/${deal.id}/milestones/toString/confirmation`, { token: agent.token })).status).toBe(400);

    const withdrawn = await context.api.call<Milestone[]>('DELETE', confirmation, { token: agent.token });
    expect(withdrawn.status).toBe(200);
    expect(await earnest()).toMatchObject({ completed: false });
    expect(await compliance()).toBe('overdue');
  });

  it('never shows a client an agent-only milestone as their next one (appraisal_target, spec 002 §4)', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const deal = await create(agent.token, { ...basics(client.userId), appraisal_due_date: inDays(2), closing_date: inDays(30) });
    const agentView = await context.api.call<Deal>('GET', `/api/transactions/${deal.id}`, { token: agent.token });
    expect(agentView.body).toMatchObject({ next_milestone_type: 'appraisal_target', compliance_status: 'at_risk' });
    const clientView = await context.api.call<Deal>('GET', `/api/transactions/${deal.id}`, { token: client.token });
    expect(clientView.status).toBe(200);
    expect(clientView.body).toMatchObject({
      next_milestone_type: 'closing',
      next_milestone_date: inDays(30),
      compliance_status: 'ok',
    });
    const clientList = await context.api.call<Deal[]>('GET', '/api/transactions', { token: client.token });
    expect(clientList.body.find((row) => row.id === deal.id)).toMatchObject({ next_milestone_type: 'closing' });
  });

  it("lists a deal's timeline in date order: all of it for the agent, the client-visible part for the client, nothing for anyone else", async () => {
    const agent = mint('agent');
    const client = mint('client');
    const deal = await create(agent.token, {
      ...basics(client.userId),
      contract_date: inDays(-3),
      appraisal_due_date: inDays(2),
      closing_date: inDays(30),
    });
    const path = `/api/transactions/${deal.id}/milestones`;
    const agentView = await context.api.call<Array<Milestone & { passed: boolean }>>('GET', path, { token: agent.token });
    expect(agentView.status).toBe(200);
    const types = agentView.body.map((m) => m.milestone_type);
    expect(types).toEqual(expect.arrayContaining(['contract_signed', 'appraisal_target', 'closing']));
    expect(types.indexOf('contract_signed')).toBeLessThan(types.indexOf('closing'));
    expect(agentView.body.find((m) => m.milestone_type === 'contract_signed')).toMatchObject({ passed: true });
    expect(agentView.body.find((m) => m.milestone_type === 'closing')).toMatchObject({ due_date: inDays(30), passed: false });
    const clientView = await context.api.call<Milestone[]>('GET', path, { token: client.token });
    expect(clientView.status).toBe(200);
    expect(clientView.body.map((m) => m.milestone_type)).not.toContain('appraisal_target');
    expect(clientView.body.every((m) => m.is_client_visible)).toBe(true);
    expect((await context.api.call('GET', path, { token: mint('agent').token })).status).toBe(403);
    expect((await context.api.call('GET', path, { token: mint('client').token })).status).toBe(403);
    expect((await context.api.call('GET', `/api/transactions/${randomUUID()}/milestones`, { token: agent.token })).status).toBe(
      404,
    );
    expect((await context.api.call('GET', path, {})).status).toBe(401);
  });

  it("keeps a seller deal's earnest money from its client (spec 002 §4: client-visible only on buyer deals)", async () => {
    const agent = mint('agent');
    const client = mint('client');
    const deal = await create(agent.token, {
      ...basics(client.userId),
      transaction_type: 'seller',
      earnest_money_due_date: inDays(2),
      closing_date: inDays(30),
    });
    expect((await stored(deal.id)).map((m) => [m.milestone_type, m.is_client_visible])).toEqual([
      ['earnest_money', false],
      ['closing', true],
      ['possession', true],
    ]);
    const clientView = await context.api.call<Deal>('GET', `/api/transactions/${deal.id}`, { token: client.token });
    expect(clientView.body).toMatchObject({ next_milestone_type: 'closing' });
    const agentView = await context.api.call<Deal>('GET', `/api/transactions/${deal.id}`, { token: agent.token });
    expect(agentView.body).toMatchObject({ next_milestone_type: 'earnest_money' });
  });

  it("keeps from a seller client the milestones that tell the buyer's side: option fee, inspection waived, contingency end and cleared, appraisal (ADR 0036 addendum)", async () => {
    const agent = mint('agent');
    const client = mint('client');
    const hidden = [
      'option_fee',
      'inspection_waived',
      'inspection_contingency_cleared',
      'inspection_contingency_end',
      'appraisal_scheduled',
    ];
    const sellerDeal = (facts: Record<string, unknown>) =>
      create(agent.token, { ...basics(client.userId), transaction_type: 'seller', closing_date: inDays(30), ...facts });
    const cleared = await sellerDeal({
      option_money_due_date: inDays(1),
      appraisal_scheduled_at: `${inDays(2)}T15:00:00.000Z`,
      inspection_contingency_end_date: inDays(3),
      inspection_contingency_cleared_date: inDays(-1),
    });
    const waived = await sellerDeal({ inspection_waived: true, option_money_due_date: inDays(1) });
    const made = [...(await stored(cleared.id)), ...(await stored(waived.id))].map((m) => m.milestone_type);
    expect(made).toEqual(expect.arrayContaining(hidden));
    for (const deal of [cleared, waived]) {
      const reads = {
        milestones: await context.api.call<Milestone[]>('GET', `/api/transactions/${deal.id}/milestones`, {
          token: client.token,
        }),
        preview: await context.api.call<Milestone[]>('GET', `/api/transactions/${deal.id}/milestones?view=client`, {
          token: agent.token,
        }),
        detail: await context.api.call<Deal>('GET', `/api/transactions/${deal.id}`, { token: client.token }),
        detailPreview: await context.api.call<Deal>('GET', `/api/transactions/${deal.id}?view=client`, { token: agent.token }),
        list: await context.api.call<Deal[]>('GET', '/api/transactions', { token: client.token }),
      };
      expect(Object.values(reads).map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
      // Every read channel at once, so a failure names each one that leaks.
      const leaks = Object.entries(reads).flatMap(([read, response]) =>
        hidden.filter((type) => JSON.stringify(response.body).includes(`"${type}"`)).map((type) => `${read}: ${type}`),
      );
      expect(leaks).toEqual([]);
      expect(reads.milestones.body.map((m) => m.milestone_type)).toEqual(['closing', 'possession']);
      expect(reads.detail.body).toMatchObject({ next_milestone_type: 'closing', next_milestone_date: inDays(30) });
      // The agent keeps them all.
      const agentList = await context.api.call<Milestone[]>('GET', `/api/transactions/${deal.id}/milestones`, {
        token: agent.token,
      });
      expect(agentList.body.map((m) => m.milestone_type)).toEqual(expect.arrayContaining(['closing', 'option_fee']));
    }
  });

  it('turns a deal at_risk as time passes, without any event on it', async () => {
    const agent = mint('agent');
    const deal = await create(agent.token, { ...basics(randomUUID()), closing_date: inDays(20) });
    const before = await context.api.call<Deal>('GET', `/api/transactions/${deal.id}`, { token: agent.token });
    expect(before.body.compliance_status).toBe('ok');
    // Seventeen days later the same stored closing milestone is three days away: the same as moving it.
    await context.db.query(
      `UPDATE transaction_milestones SET due_date = $2 WHERE transaction_id = $1 AND milestone_type = 'closing'`,
      [deal.id, inDays(3)],
    );
    const after = await context.api.call<Deal>('GET', `/api/transactions/${deal.id}`, { token: agent.token });
    expect(after.body).toMatchObject({ compliance_status: 'at_risk', version: before.body.version });
  });

  it('completes on close the milestones due by then, lists only those, and shows 100; reopen regenerates (spec 002 §4)', async () => {
    const agent = mint('agent');
    const deal = await create(agent.token, {
      ...basics(randomUUID()),
      contract_date: inDays(-20),
      earnest_money_due_date: inDays(-17),
      closing_date: today(),
      final_walkthrough_datetime: `${inDays(2)}T15:00:00.000Z`,
    });
    const closed = await context.api.call<Deal>('POST', `/api/transactions/${deal.id}/close`, { token: agent.token });
    expect(closed.status).toBe(200);
    const closedAt = new Date(closed.body.closed_at as string).getTime();
    const rows = await stored(deal.id);
    expect(rows.map((m) => [m.milestone_type, m.completed])).toEqual([
      ['contract_signed', true],
      ['earnest_money', true],
      ['closing', true],
      ['possession', true],
      ['final_walkthrough', false],
    ]);
    // Contract signed was done from the start (ADR 0024); the close completes the rest due by then.
    expect(rows.map((m) => m.completed_at?.toISOString())).toEqual([
      `${inDays(-20)}T00:00:00.000Z`,
      new Date(closedAt).toISOString(),
      new Date(closedAt).toISOString(),
      new Date(closedAt).toISOString(),
      undefined,
    ]);
    expect(closed.body).toMatchObject({ compliance_status: 'ok', progress_percentage: 100 });

    const reopened = await context.api.call<Deal>('POST', `/api/transactions/${deal.id}/reopen`, { token: agent.token });
    expect(reopened.status).toBe(200);
    expect((await stored(deal.id)).map((m) => m.completed)).toEqual([true, false, false, false, false]);
    expect(reopened.body.progress_percentage).not.toBe(100);
  });

  it("lists the agent's incomplete milestones of open deals due today or later, soonest first, at most 10", async () => {
    const agent = mint('agent');
    const other = mint('agent');
    const first = await create(agent.token, {
      ...basics(randomUUID(), '10 First St'),
      contract_date: inDays(-3),
      earnest_money_due_date: today(),
      option_money_due_date: inDays(2),
      closing_date: inDays(30),
    });
    const second = await create(agent.token, {
      ...basics(randomUUID(), '20 Second St'),
      inspection_datetime: `${inDays(1)}T14:00:00.000Z`,
      appraisal_due_date: inDays(8),
      closing_date: inDays(25),
    });
    const closedDeal = await create(agent.token, {
      ...basics(randomUUID(), '30 Closed St'),
      closing_date: today(),
      funding_datetime: `${inDays(1)}T18:00:00.000Z`,
    });
    await context.api.call('POST', `/api/transactions/${closedDeal.id}/close`, { token: agent.token });
    const deletedDeal = await create(agent.token, { ...basics(randomUUID(), '40 Gone St'), closing_date: inDays(1) });
    expect((await context.api.call('DELETE', `/api/transactions/${deletedDeal.id}`, { token: agent.token })).status).toBe(204);
    await create(agent.token, { transaction_type: 'buyer', as_draft: true, closing_date: inDays(1) });
    await create(other.token, { ...basics(randomUUID(), '50 Someone Else St'), closing_date: inDays(1) });

    const answer = await upcoming(agent.token);
    expect(answer.status).toBe(200);
    expect(answer.body.map((m) => [m.property_address, m.milestone_type, m.due_date])).toEqual([
      ['10 First St', 'earnest_money', today()],
      ['20 Second St', 'inspection', inDays(1)],
      ['10 First St', 'option_fee', inDays(2)],
      ['20 Second St', 'appraisal_target', inDays(8)],
      ['20 Second St', 'closing', inDays(25)],
      ['20 Second St', 'possession', inDays(25)],
      ['10 First St', 'closing', inDays(30)],
      ['10 First St', 'possession', inDays(30)],
    ]);
    expect(answer.body[0]).toMatchObject({ transaction_id: first.id, milestone_name: 'Earnest Money Due', due_datetime: null });
    expect(answer.body[1]).toMatchObject({ transaction_id: second.id, due_datetime: `${inDays(1)}T14:00:00.000Z` });

    for (let i = 0; i < 3; i += 1)
      await create(agent.token, { ...basics(randomUUID(), `6${i} More St`), closing_date: inDays(60 + i) });
    expect((await upcoming(agent.token)).body).toHaveLength(10);
  });

  it('rebuilds transaction_milestones equal to the live rows (ADR 0024: the deal as of each event, "today" the event date)', async () => {
    const agent = mint('agent');
    // Texas dates too: the deadline engine's rows (ADR 0026) rebuild with their explanations and overrides.
    const deal = await create(agent.token, {
      ...basics(randomUUID()),
      effective_date: inDays(-3),
      option_period_days: 10,
      option_fee_amount: 200,
      option_money_due_date: inDays(6), // after any move of the computed day (at most 4 days past today): an override
      closing_date: inDays(30),
    });
    await context.api.call('PATCH', `/api/transactions/${deal.id}`, {
      token: agent.token,
      body: { inspection_waived: true, survey_provided_by_seller: true },
    });
    await context.api.call('POST', `/api/transactions/${deal.id}/close`, { token: agent.token });
    const snapshot = () =>
      context.db.query(`SELECT * FROM transaction_milestones WHERE transaction_id = $1 ORDER BY id`, [deal.id]);
    const live = await snapshot();
    expect(live.map((m: { date_source: string }) => m.date_source)).toEqual(
      expect.arrayContaining(['contract', 'override', 'deal']),
    );
    await rebuildProjections(context.db, context.app.app.get(ProjectionRegistry), context.app.app.get(EventStore), {
      only: ['transaction-milestones'],
    });
    expect(await snapshot()).toEqual(live);
  });
});
