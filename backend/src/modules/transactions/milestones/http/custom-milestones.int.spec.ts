import { randomUUID } from 'node:crypto';
import { apiTestContext } from '../../../../../../test/support/api-test-context';
import { EventStore } from '../../../../platform/event-store/event-store';
import { ProjectionRegistry } from '../../../../platform/event-store/projection-registry';
import { rebuildProjections } from '../../../../platform/event-store/rebuild-projections';
import { dealDay } from '../../../../../../test/support/deal-today';
import { withLinkedClient } from '../../../../../../test/support/linked-client';

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
    due_date: string;
    is_client_visible: boolean;
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

  it('refuses bad input with a clear 400, and everyone but the deal’s agent; nothing is stored', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const id = await deal(agent.token, client.userId);
    const post = (token: string, body: unknown) => context.api.call<{ message: string }>('POST', `/api/transactions/${id}/milestones`, { token, body });
    for (const [body, message] of [
      [{ milestone_name: ' ', due_date: inDays(3) }, 'Milestone name is required'],
      [{ due_date: inDays(3) }, 'Milestone name is required'],
      [{ milestone_name: 'Keys', due_date: '' }, 'Due date is required'],
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
