import { randomUUID } from 'node:crypto';
import { apiTestContext } from '../../../../../../test/support/api-test-context';
import { dealDay } from '../../../../../../test/support/deal-today';
import { settledDeal } from '../../../../../../test/support/settled-deal';
import { withLinkedClient } from '../../../../../../test/support/linked-client';
import { EventStore } from '../../../../platform/event-store/event-store';
import { ProjectionRegistry } from '../../../../platform/event-store/projection-registry';
import { rebuildProjections } from '../../../../platform/event-store/rebuild-projections';

/**
 * Issue 10 items 1 and 6, spec 002 §3 Utility, §4 utility task sync, §6 client reads (ADR 0033): the
 * deal's agent keeps its utilities, each with a utility_transfer milestone when dated and, when asked,
 * a task kept in step; a client sees the ones shown to them without notes or account details.
 */
describe('transaction utilities', () => {
  const context = apiTestContext();
  const { mint } = context;
  interface Utility {
    id: string;
    utility_type: string;
    action: string;
    provider_name: string | null;
    website_url: string | null;
    due_date: string | null;
    status: string;
    is_client_visible: boolean;
    create_client_task: boolean;
    client_task_id: string | null;
    notes?: string | null;
    account_number?: string | null;
    confirmation_number?: string | null;
  }
  interface Task {
    id: string;
    title: string;
    due_date: string | null;
    completed_at: string | null;
    is_client_visible: boolean;
    linked_entity_type: string | null;
    linked_entity_id: string | null;
    bucket: string;
  }
  const inDays = (days: number) => dealDay(days);

  async function deal(agentToken: string, clientId: string) {
    const created = await context.api.call<{ id: string; status: string }>('POST', '/api/transactions', {
      token: agentToken,
      body: await withLinkedClient(context.app, agentToken, {
        transaction_type: 'buyer',
        client_id: clientId,
        property_address: '2200 Lake Austin Blvd',
        property_city: 'Austin',
        property_state: 'TX',
        property_zip: '78703',
        closing_date: inDays(30),
      }),
    });
    expect(created.status).toBe(201);
    return (await settledDeal(context.api, agentToken, created.body)).id;
  }
  const path = (id: string, utilityId?: string) => `/api/transactions/${id}/utilities${utilityId ? `/${utilityId}` : ''}`;
  const add = (token: string | null, id: string, body: unknown) => context.api.call<Utility & { message: string }>('POST', path(id), { token, body });
  const change = (token: string | null, id: string, utilityId: string, body: unknown) =>
    context.api.call<Utility & { message: string }>('PATCH', path(id, utilityId), { token, body });
  const list = async (token: string, id: string) => (await context.api.call<Utility[]>('GET', path(id), { token })).body;
  const taskOf = async (token: string, id: string, taskId: string) =>
    (await context.api.call<Task[]>('GET', `/api/transactions/${id}/tasks`, { token })).body.find((task) => task.id === taskId);
  const transfers = async (token: string, id: string) =>
    (await context.api.call<{ milestone_type: string; milestone_name: string; due_date: string; completed: boolean }[]>('GET', `/api/transactions/${id}/milestones`, { token })).body.filter(
      (m) => m.milestone_type === 'utility_transfer',
    );

  it('the agent adds utilities with the spec defaults; the client reads the visible ones, newest first, without notes or account details', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const id = await deal(agent.token, client.userId);

    const electric = await add(agent.token, id, {
      utility_type: 'Electric',
      provider_name: '  Austin   Energy ',
      website_url: 'austinenergy.com',
      due_date: inDays(30),
      notes: 'Start service\non closing day',
      account_number: 'AE-5512-0093',
      confirmation_number: 'C-77',
    });
    expect(electric.status).toBe(201);
    expect(electric.body).toMatchObject({
      utility_type: 'Electric',
      action: 'Transfer',
      provider_name: 'Austin Energy',
      website_url: 'https://austinenergy.com/',
      status: 'Not Started',
      is_client_visible: true,
      create_client_task: false,
      client_task_id: null,
      notes: 'Start service\non closing day',
      account_number: 'AE-5512-0093',
    });
    const internet = await add(agent.token, id, { utility_type: 'Internet', action: 'Setup New', is_client_visible: false, due_date: inDays(31) });
    expect(internet.status).toBe(201);

    expect((await list(agent.token, id)).map((u) => u.utility_type)).toEqual(['Internet', 'Electric']);
    const seen = await list(client.token, id);
    expect(seen.map((u) => u.utility_type)).toEqual(['Electric']);
    for (const hidden of ['notes', 'account_number', 'confirmation_number']) expect(seen[0]).not.toHaveProperty(hidden);

    // One utility_transfer milestone per dated utility, named by its action; the hidden one is the agent's only.
    expect((await transfers(agent.token, id)).map((m) => [m.milestone_name, m.due_date])).toEqual([
      ['Electric Transfer', inDays(30)],
      ['Internet Setup', inDays(31)],
    ]);
    expect((await transfers(client.token, id)).map((m) => m.milestone_name)).toEqual(['Electric Transfer']);

    // The account details are the client's personal data: sealed in the event store like the parties'.
    const raw = JSON.stringify(await context.db.query('SELECT data FROM events WHERE stream_id = $1', [`transaction-${id}`]));
    expect(raw).not.toContain('AE-5512-0093');
    expect(raw).toContain('Austin Energy');

    expect((await context.api.call('DELETE', path(id, internet.body.id), { token: agent.token })).status).toBe(204);
    expect((await transfers(agent.token, id)).map((m) => m.milestone_name)).toEqual(['Electric Transfer']);
    const gone = await context.api.call<{ message: string }>('DELETE', path(id, internet.body.id), { token: agent.token });
    expect([gone.status, gone.body.message]).toEqual([404, 'Utility not found']);
  });

  it('keeps its task in step: made with the flag and a date, moved, completed on Confirmed, reopened, let go, and completed on delete', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const id = await deal(agent.token, client.userId);

    const water = await add(agent.token, id, { utility_type: 'Water', provider_name: 'Austin Water', create_client_task: true });
    expect(water.body.client_task_id).toBeNull(); // no date yet: nothing to be due
    const dated = await change(agent.token, id, water.body.id, { due_date: inDays(28) });
    const taskId = dated.body.client_task_id!;
    expect(taskId).toEqual(expect.any(String));
    expect(await taskOf(client.token, id, taskId)).toMatchObject({
      title: 'Transfer the Water service (Austin Water)',
      due_date: inDays(28),
      completed_at: null,
      linked_entity_type: 'utility',
      linked_entity_id: water.body.id,
      bucket: 'system',
    });

    await change(agent.token, id, water.body.id, { due_date: inDays(29), action: 'Setup New' });
    expect(await taskOf(agent.token, id, taskId)).toMatchObject({ due_date: inDays(29), title: 'Set up new Water service (Austin Water)' });

    await change(agent.token, id, water.body.id, { status: 'Confirmed' });
    expect((await taskOf(agent.token, id, taskId))?.completed_at).toEqual(expect.any(String));
    expect((await transfers(agent.token, id))[0]).toMatchObject({ milestone_name: 'Water Setup', completed: true });
    await change(agent.token, id, water.body.id, { status: 'Not Started' });
    expect((await taskOf(agent.token, id, taskId))?.completed_at).toBeNull();

    const hidden = await change(agent.token, id, water.body.id, { is_client_visible: false });
    expect(hidden.body.client_task_id).toBe(taskId);
    expect(await taskOf(client.token, id, taskId)).toBeUndefined();

    const cleared = await change(agent.token, id, water.body.id, { create_client_task: false });
    expect(cleared.body.client_task_id).toBeNull();
    expect((await taskOf(agent.token, id, taskId))?.completed_at).toEqual(expect.any(String));

    const again = await change(agent.token, id, water.body.id, { create_client_task: true });
    const second = again.body.client_task_id!;
    expect(second).not.toBe(taskId);
    expect((await context.api.call('DELETE', path(id, water.body.id), { token: agent.token })).status).toBe(204);
    expect((await taskOf(agent.token, id, second))?.completed_at).toEqual(expect.any(String));
  });

  it('refuses bad input with a clear 400 and records nothing', async () => {
    const agent = mint('agent');
    const id = await deal(agent.token, mint('client').userId);
    const version = async () => (await context.api.call<{ version: number }>('GET', `/api/transactions/${id}`, { token: agent.token })).body.version;
    const before = await version();
    for (const [body, message] of [
      [{}, 'Utility type is required: one of Electric, Gas, Water, Sewer, Internet, Cable/TV, Trash, HOA, Other'],
      [{ utility_type: 'Steam' }, 'Utility type is required: one of Electric, Gas, Water, Sewer, Internet, Cable/TV, Trash, HOA, Other'],
      [{ utility_type: 'Gas', action: 'Move' }, 'Action is required: one of Transfer, Setup New, Cancel'],
      [{ utility_type: 'Gas', status: 'Done' }, 'Status must be one of Not Started, Confirmed, Completed'],
      [{ utility_type: 'Gas', website_url: 'javascript:alert(1)' }, 'Website must be a web address (http or https)'],
      [{ utility_type: 'Gas', website_url: 'https://user:pw@example.com' }, 'Website must be a web address (http or https)'],
      [{ utility_type: 'Gas', website_url: 'not a site' }, 'Website must be a web address (http or https)'],
      [{ utility_type: 'Gas', due_date: '2026-02-30' }, 'due_date: must be a date (YYYY-MM-DD)'],
      [{ utility_type: 'Gas', notes: 'x'.repeat(2001) }, 'Notes must be at most 2000 characters'],
      [{ utility_type: 'Gas', account_number: '9'.repeat(101) }, 'Account number must be at most 100 characters'],
    ] as const) {
      const refused = await add(agent.token, id, body);
      expect([refused.status, refused.body.message]).toEqual([400, message]);
    }
    for (const body of [
      { utility_type: { $ne: 1 } },
      { utility_type: 'Gas', provider_name: ['a'] },
      { utility_type: 'Gas', create_client_task: 'yes' },
      { utility_type: 'Gas', due_date: 20261201 },
      { utility_type: 'Gas\u0000' },
      null,
      [],
    ]) {
      expect((await add(agent.token, id, body)).status).toBe(400);
    }
    expect(await version()).toBe(before);
    expect(await list(agent.token, id)).toEqual([]);
  });

  it('only the deal’s agent writes; its client and everyone else is refused; reads follow the deal’s access', async () => {
    const agent = mint('team_lead');
    const client = mint('client');
    const id = await deal(agent.token, client.userId);
    const utility = (await add(agent.token, id, { utility_type: 'Trash', due_date: inDays(30) })).body;
    const forbidden = [403, 'Forbidden - You do not have access to this transaction'];
    for (const token of [mint('agent').token, mint('broker').token, client.token, mint('client').token]) {
      const created = await add(token, id, { utility_type: 'Gas' });
      expect([created.status, created.body.message]).toEqual(forbidden);
      const changed = await change(token, id, utility.id, { status: 'Completed' });
      expect([changed.status, changed.body.message]).toEqual(forbidden);
      expect((await context.api.call('DELETE', path(id, utility.id), { token })).status).toBe(403);
    }
    const admin = mint('admin').token;
    expect((await add(admin, id, { utility_type: 'Gas' })).status).toBe(403);
    expect((await context.api.call('GET', path(id), { token: admin })).status).toBe(403);
    expect((await context.api.call('GET', path(id), {})).status).toBe(401);
    expect((await add(null, id, { utility_type: 'Gas' })).status).toBe(401);
    expect((await context.api.call('GET', path(id), { token: mint('agent').token })).status).toBe(403);
    expect((await context.api.call('GET', path(id), { token: mint('client').token })).status).toBe(403);
    expect((await context.api.call('GET', path(randomUUID()), { token: agent.token })).status).toBe(404);
    expect((await change(agent.token, id, 'not-an-id', { status: 'Completed' })).status).toBe(404);
    const unknown = await change(agent.token, id, randomUUID(), { status: 'Completed' });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Utility not found']);
    expect((await list(agent.token, id)).map((u) => u.status)).toEqual(['Not Started']);
  });

  it('rebuilds transaction_utilities equal to the live rows', async () => {
    const agent = mint('agent');
    const id = await deal(agent.token, mint('client').userId);
    const gas = (await add(agent.token, id, { utility_type: 'Gas', create_client_task: true, due_date: inDays(20), account_number: 'G-1' })).body;
    await change(agent.token, id, gas.id, { status: 'Completed', notes: 'done' });
    const sewer = (await add(agent.token, id, { utility_type: 'Sewer' })).body;
    await context.api.call('DELETE', path(id, sewer.id), { token: agent.token });
    const snapshot = () => context.db.query(`SELECT * FROM transaction_utilities WHERE transaction_id = $1 ORDER BY id`, [id]);
    const live = await snapshot();
    expect(live).toHaveLength(1);
    await rebuildProjections(context.db, context.app.app.get(ProjectionRegistry), context.app.app.get(EventStore), { only: ['transaction-utilities'] });
    expect(await snapshot()).toEqual(live);
  });
});
