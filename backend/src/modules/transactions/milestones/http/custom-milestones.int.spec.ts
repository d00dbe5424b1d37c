import { randomUUID } from 'node:crypto';
import { apiTestContext } from '../../../../../../test/support/api-test-context';
import { EventStore } from '../../../../platform/event-store/event-store';
import { ProjectionRegistry } from '../../../../platform/event-store/projection-registry';
import { rebuildProjections } from '../../../../platform/event-store/rebuild-projections';
import { dealDay } from '../../../../../../test/support/deal-today';
import { withLinkedClient } from '../../../../../../test/support/linked-client';
import { DeadlineAlertsJob } from '../jobs/deadline-alerts.job';

/**
 * Issue 10 item 1: the agent's own milestones (spec 002 §7 "Create milestone: milestone_name,
 * due_date, is_client_visible; update by id; delete by id"), kept through every regeneration, on the
 * client's timeline only when visible, the deal's agent's alone.
 */
describe('custom milestones', () => {
  const context = apiTestContext();
  const { mint } = context;
  interface Milestone {
    id: string;
    milestone_type: string;
    milestone_name: string;
    due_date: string | null;
    is_client_visible: boolean;
    passed: boolean;
  }
  const inDays = (days: number) => dealDay(days);
  async function deal(agentToken: string, clientId: string, extra: Record<string, unknown> = {}) {
    const created = await context.api.call<{ id: string }>('POST', '/api/transactions', {
      token: agentToken,
      body: await withLinkedClient(context.app, agentToken, {
        transaction_type: 'seller',
        client_id: clientId,
        property_address: '4410 Avenue F',
        property_city: 'Austin',
        property_state: 'TX',
        property_zip: '78751',
        closing_date: inDays(30),
        ...extra,
      }),
    });
    expect(created.status).toBe(201);
    return created.body.id;
  }
  const timeline = async (token: string, id: string) => (await context.api.call<Milestone[]>('GET', `/api/transactions/${id}/milestones`, { token })).body;
  const customs = async (token: string, id: string) => (await timeline(token, id)).filter((m) => m.milestone_type === 'custom');

  it('adds, changes and removes the agent’s own milestone; it survives regeneration and a rebuild; the client sees it only when visible', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const id = await deal(agent.token, client.userId);

    const added = await context.api.call<Milestone>('POST', `/api/transactions/${id}/milestones`, {
      token: agent.token,
      body: { milestone_name: '  Movers   booked ', due_date: inDays(10) },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ milestone_type: 'custom', milestone_name: 'Movers booked', due_date: inDays(10), is_client_visible: true });
    expect(await customs(client.token, id)).toHaveLength(1);

    // A field change regenerates every milestone: the agent's own stays, under the same id.
    expect((await context.api.call('PATCH', `/api/transactions/${id}`, { token: agent.token, body: { closing_date: inDays(35) } })).status).toBe(200);
    expect((await customs(agent.token, id)).map((m) => m.id)).toEqual([added.body.id]);

    const hidden = await context.api.call<Milestone>('PATCH', `/api/transactions/${id}/milestones/${added.body.id}`, {
      token: agent.token,
      body: { is_client_visible: false, due_date: inDays(12) },
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ milestone_name: 'Movers booked', due_date: inDays(12), is_client_visible: false });
    expect(await customs(client.token, id)).toHaveLength(0);

    const live = await context.db.query('SELECT id, milestone_name, due_date, is_client_visible FROM transaction_milestones WHERE transaction_id = $1 ORDER BY id', [id]);
    await rebuildProjections(context.db, context.app.app.get(ProjectionRegistry), context.app.app.get(EventStore), { only: ['transaction-milestones'] });
    expect(await context.db.query('SELECT id, milestone_name, due_date, is_client_visible FROM transaction_milestones WHERE transaction_id = $1 ORDER BY id', [id])).toEqual(live);

    expect((await context.api.call('DELETE', `/api/transactions/${id}/milestones/${added.body.id}`, { token: agent.token })).status).toBe(204);
    expect(await customs(agent.token, id)).toHaveLength(0);
    const again = await context.api.call<{ message: string }>('DELETE', `/api/transactions/${id}/milestones/${added.body.id}`, { token: agent.token });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Milestone not found');
  });

  it('takes a milestone without a date (spec 002 §5): listed last, never next, at risk, overdue, upcoming or alerted; the date can be set and taken off', async () => {
    const agent = mint('agent');
    const client = mint('client');
    // Every generated milestone of this deal is weeks away, so the deal is ok unless an undated one counted.
    const id = await deal(agent.token, client.userId, { closing_date: inDays(30) });
    const path = `/api/transactions/${id}/milestones`;
    const undated = [
      await context.api.call<Milestone>('POST', path, { token: agent.token, body: { milestone_name: 'Pick a mover' } }),
      await context.api.call<Milestone>('POST', path, {
        token: agent.token,
        body: { milestone_name: 'Book the piano tuner', due_date: null },
      }),
      await context.api.call<Milestone>('POST', path, {
        token: agent.token,
        body: { milestone_name: 'Forward the mail', due_date: '' },
      }),
    ];
    for (const added of undated) {
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ milestone_type: 'custom', due_date: null, passed: false });
    }
    const listed = await timeline(agent.token, id);
    expect(listed.slice(-3).map((m) => [m.milestone_name, m.due_date])).toEqual(
      expect.arrayContaining([
        ['Pick a mover', null],
        ['Book the piano tuner', null],
        ['Forward the mail', null],
      ]),
    );
    expect(listed.slice(0, -3).every((m) => m.due_date !== null)).toBe(true);
    expect((await timeline(client.token, id)).filter((m) => m.due_date === null)).toHaveLength(3);

    const detail = async () =>
      (
        await context.api.call<{ compliance_status: string; next_milestone_name: string | null }>(
          'GET',
          `/api/transactions/${id}`,
          { token: agent.token },
        )
      ).body;
    expect(await detail()).toMatchObject({ compliance_status: 'ok' });
    expect((await detail()).next_milestone_name).not.toMatch(/mover|piano|mail/);
    const upcoming = await context.api.call<{ transaction_id: string }[]>('GET', '/api/transactions/upcoming-milestones', {
      token: agent.token,
    });
    expect(upcoming.body.filter((m) => m.transaction_id === id).every((m) => 'due_date' in m && m.due_date !== null)).toBe(true);
    await context.app.app.get(DeadlineAlertsJob).process();
    expect(await context.db.query('SELECT a.state FROM milestone_alerts a WHERE a.transaction_id = $1', [id])).toEqual([]);

    // Dated tomorrow it is at risk; with its date taken off (null or empty) the deal is ok again.
    const first = `${path}/${undated[0].body.id}`;
    const dated = await context.api.call<Milestone>('PATCH', first, { token: agent.token, body: { due_date: inDays(1) } });
    expect(dated.body).toMatchObject({ due_date: inDays(1) });
    expect(await detail()).toMatchObject({ compliance_status: 'at_risk' });
    for (const cleared of [null, '']) {
      expect((await context.api.call('PATCH', first, { token: agent.token, body: { due_date: inDays(2) } })).status).toBe(200);
      const off = await context.api.call<Milestone>('PATCH', first, { token: agent.token, body: { due_date: cleared } });
      expect([off.status, off.body.due_date, off.body.milestone_name]).toEqual([200, null, 'Pick a mover']);
      expect(await detail()).toMatchObject({ compliance_status: 'ok' });
    }
    // Leaving the date out of a change keeps it.
    await context.api.call('PATCH', first, { token: agent.token, body: { due_date: inDays(5) } });
    expect(
      (await context.api.call<Milestone>('PATCH', first, { token: agent.token, body: { milestone_name: 'Pick the mover' } })).body
        .due_date,
    ).toBe(inDays(5));
  });

  it('an undated milestone is the deal’s agent’s alone to add or change, like a dated one', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const id = await deal(agent.token, client.userId);
    const path = `/api/transactions/${id}/milestones`;
    const mine = await context.api.call<Milestone>('POST', path, { token: agent.token, body: { milestone_name: 'Keys' } });
    expect(mine.status).toBe(201);
    const others = {
      'other agent': mint('agent'),
      broker: mint('broker'),
      'team lead': mint('team_lead'),
      'deal’s client': client,
      'other client': mint('client'),
      admin: mint('admin'),
    };
    for (const [who, caller] of Object.entries(others)) {
      const added = await context.api.call('POST', path, { token: caller.token, body: { milestone_name: 'Mine' } });
      const changed = await context.api.call('PATCH', `${path}/${mine.body.id}`, {
        token: caller.token,
        body: { due_date: null },
      });
      expect([who, added.status, changed.status]).toEqual([who, 403, 403]);
    }
    expect((await context.api.call('POST', path, { body: { milestone_name: 'Mine' } })).status).toBe(401);
    expect((await context.api.call('PATCH', `${path}/${mine.body.id}`, { body: { due_date: null } })).status).toBe(401);
    expect((await customs(agent.token, id)).map((m) => [m.milestone_name, m.due_date])).toEqual([['Keys', null]]);
  });

  it('refuses bad input with a clear 400, and everyone but the deal’s agent; nothing is stored', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const id = await deal(agent.token, client.userId);
    const post = (token: string, body: unknown) => context.api.call<{ message: string }>('POST', `/api/transactions/${id}/milestones`, { token, body });
    for (const [body, message] of [
      [{ milestone_name: ' ', due_date: inDays(3) }, 'Milestone name is required'],
      [{ due_date: inDays(3) }, 'Milestone name is required'],
      [{ milestone_name: 'Keys', due_date: '2026-02-30' }, 'Due date must be a date (YYYY-MM-DD)'],
      [{ milestone_name: 'Keys', due_date: 'tomorrow' }, 'Due date must be a date (YYYY-MM-DD)'],
      [{ milestone_name: 'x'.repeat(201), due_date: inDays(3) }, 'Milestone name must be at most 200 characters'],
    ] as const) {
      const refused = await post(agent.token, body);
      expect([refused.status, refused.body.message]).toEqual([400, message]);
    }
    for (const body of [{ milestone_name: { $ne: 1 }, due_date: inDays(3) }, { milestone_name: 'Keys', due_date: inDays(3), is_client_visible: 'yes' }, null, []]) {
      expect((await post(agent.token, body)).status).toBe(400);
    }
    for (const token of [mint('agent').token, mint('team_lead').token, client.token, mint('client').token]) {
      const refused = await post(token, { milestone_name: 'Mine', due_date: inDays(3) });
      expect([refused.status, refused.body.message]).toEqual([403, 'Forbidden - You do not have access to this transaction']);
    }
    expect((await post(mint('admin').token, { milestone_name: 'Mine', due_date: inDays(3) })).status).toBe(403);
    expect((await context.api.call('POST', `/api/transactions/${id}/milestones`, { body: { milestone_name: 'x', due_date: inDays(3) } })).status).toBe(401);
    expect((await context.api.call('PATCH', `/api/transactions/${id}/milestones/not-an-id`, { token: agent.token, body: {} })).status).toBe(404);
    expect((await context.api.call('PATCH', `/api/transactions/${id}/milestones/${randomUUID()}`, { token: agent.token, body: { milestone_name: 'x' } })).status).toBe(404);
    expect(await customs(agent.token, id)).toHaveLength(0);
  });

  it('another agent cannot change or remove it; a closed deal’s timeline is its record', async () => {
    const agent = mint('broker');
    const id = await deal(agent.token, mint('client').userId);
    const added = await context.api.call<Milestone>('POST', `/api/transactions/${id}/milestones`, { token: agent.token, body: { milestone_name: 'Keys', due_date: inDays(2) } });
    const path = `/api/transactions/${id}/milestones/${added.body.id}`;
    const stranger = mint('agent').token;
    expect((await context.api.call('PATCH', path, { token: stranger, body: { milestone_name: 'Mine' } })).status).toBe(403);
    expect((await context.api.call('DELETE', path, { token: stranger })).status).toBe(403);

    expect((await context.api.call('POST', `/api/transactions/${id}/close`, { token: agent.token })).status).toBe(200);
    const refused = await context.api.call<{ message: string }>('PATCH', path, { token: agent.token, body: { milestone_name: 'Later' } });
    expect([refused.status, refused.body.message]).toEqual([400, 'Reopen the transaction before changing its milestones']);
  });
});
