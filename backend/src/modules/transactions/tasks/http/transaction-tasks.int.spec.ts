import { randomUUID } from 'node:crypto';
import { eventually } from '../../../../../../test/support/test-app';
import { apiTestContext } from '../../../../../../test/support/api-test-context';
import { CommandPipeline } from '../../../../platform/event-store/command-pipeline';
import { EventStore } from '../../../../platform/event-store/event-store';
import { ProjectionRegistry } from '../../../../platform/event-store/projection-registry';
import { rebuildProjections } from '../../../../platform/event-store/rebuild-projections';
import { addDays } from '../../kernel/domain/milestone-dates';
import { dealToday } from '../../../../../../test/support/deal-today';
import { linkedClient, withLinkedClient } from '../../../../../../test/support/linked-client';
import { tasksForDeal } from '../domain/task-templates';
import { generateTasks } from '../jobs/handle-generate-tasks.job';

/**
 * Issue 10 item 6 and the task half of item 7 (spec 002 §4–§8, 001 §2.1 / §7; ADR 0027): every task
 * endpoint per role against the real database, the handle-generate-tasks job and its idempotency, the
 * close completing tasks in its own append, and the projection's rebuild.
 */
describe('transaction tasks', () => {
  const context = apiTestContext();
  const { mint } = context;
  interface Task {
    id: string;
    title: string;
    due_date: string | null;
    priority: string;
    is_client_visible: boolean;
    is_private: boolean;
    source: string;
    bucket: string;
    created_by: string | null;
    completed_at: string | null;
    client_notes: string | null;
    milestone_type: string | null;
  }
  type Deal = { id: string; version: number; status: string };

  const today = () => dealToday();
  const inDays = (days: number) => addDays(today(), days);

  /** A live Texas buyer deal, after its automation tasks were generated (so lists are stable). */
  async function dealOf(agentToken: string, clientId: string, fields: Record<string, unknown> = {}): Promise<Deal> {
    const created = await context.api.call<Deal>('POST', '/api/transactions', {
      token: agentToken,
      body: await withLinkedClient(context.app, agentToken, {
        transaction_type: 'buyer',
        client_id: clientId,
        property_address: '100 Congress Ave',
        property_city: 'Austin',
        property_state: 'TX',
        property_zip: '78701',
        ...fields,
      }),
    });
    expect(created.status).toBe(201);
    const expected = tasksForDeal('buyer', { property_state: 'TX', ...fields }).length;
    await eventually(
      async () => {
        const [{ count }] = await context.db.query(`SELECT count(*)::int AS count FROM transaction_tasks WHERE transaction_id = $1 AND source = 'automation'`, [
          created.body.id,
        ]);
        return count === expected ? true : undefined;
      },
      20_000,
      'the automation tasks',
    );
    return created.body;
  }

  const tasksPath = (dealId: string) => `/api/transactions/${dealId}/tasks`;
  const list = (token: string | null, dealId: string, query = '') => context.api.call<Task[]>('GET', `${tasksPath(dealId)}${query}`, { token });
  const create = (token: string | null, dealId: string, body: Record<string, unknown>, ifMatch?: string) =>
    context.api.call<Task>('POST', tasksPath(dealId), { token, body, ifMatch });
  const patch = (token: string | null, dealId: string, taskId: string, body: Record<string, unknown>) =>
    context.api.call<Task>('PATCH', `${tasksPath(dealId)}/${taskId}`, { token, body });
  const remove = (token: string | null, dealId: string, taskId: string) => context.api.call('DELETE', `${tasksPath(dealId)}/${taskId}`, { token });

  it('generates the Texas set once after creation (the job), and running it again creates nothing twice', async () => {
    const agent = mint('agent');
    const deal = await dealOf(agent.token, randomUUID(), { effective_date: inDays(-1), closing_date: inDays(30) });
    const system = await list(agent.token, deal.id, '?bucket=system');
    expect(system.status).toBe(200);
    const gift = system.body.find((task) => task.title === 'Order the closing gift');
    expect(gift).toMatchObject({ due_date: inDays(23), source: 'automation', bucket: 'system', created_by: null });
    const before = await context.db.query(`SELECT count(*)::int AS count FROM transaction_tasks WHERE transaction_id = $1`, [deal.id]);

    const pipeline = context.app.app.get(CommandPipeline);
    const metadata = { actorId: null, correlationId: randomUUID(), causationId: null };
    expect(await generateTasks(pipeline, deal.id, metadata)).toBe(0);
    await Promise.all([generateTasks(pipeline, deal.id, metadata), generateTasks(pipeline, deal.id, metadata)]);
    expect(await context.db.query(`SELECT count(*)::int AS count FROM transaction_tasks WHERE transaction_id = $1`, [deal.id])).toEqual(before);
  });

  it("a moved closing date moves the automation tasks counted from it, not a date the agent set by hand", async () => {
    const agent = mint('agent');
    const deal = await dealOf(agent.token, randomUUID(), { effective_date: inDays(-1), closing_date: inDays(30) });
    const system = (await list(agent.token, deal.id, '?bucket=system')).body;
    const byTitle = (tasks: Task[], title: string) => tasks.find((task) => task.title === title)!;
    const walkthrough = byTitle(system, 'Schedule the final walkthrough');
    expect((await patch(agent.token, deal.id, walkthrough.id, { due_date: inDays(27) })).status).toBe(200);

    const moved = await context.api.call('PATCH', `/api/transactions/${deal.id}`, { token: agent.token, body: { closing_date: inDays(40) } });
    expect(moved.status).toBe(200);
    const after = (await list(agent.token, deal.id, '?bucket=system')).body;
    expect(byTitle(after, 'Order the closing gift').due_date).toBe(inDays(33));
    expect(byTitle(after, 'Schedule the final walkthrough').due_date).toBe(inDays(27));
    expect(byTitle(after, 'Schedule the home inspection').due_date).toBe(byTitle(system, 'Schedule the home inspection').due_date);
  });

  it('a draft gets no automation tasks until it is submitted', async () => {
    const agent = mint('agent');
    const draft = await context.api.call<Deal>('POST', '/api/transactions', { token: agent.token, body: { transaction_type: 'seller', as_draft: true } });
    expect(draft.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await context.db.query(`SELECT count(*)::int AS count FROM transaction_tasks WHERE transaction_id = $1`, [draft.body.id])).toEqual([{ count: 0 }]);
    const submitted = await context.api.call<Deal>('POST', `/api/transactions/${draft.body.id}/submit`, {
      token: agent.token,
      body: await withLinkedClient(context.app, agent.token, {
        transaction_type: 'seller',
        client_id: randomUUID(),
        property_address: '9 Oak Ln',
        property_city: 'Austin',
        property_state: 'TX',
        property_zip: '78704',
      }),
    });
    expect(submitted.status).toBe(200);
    const expected = tasksForDeal('seller', { property_state: 'TX' }).map(({ template }) => template.title).sort();
    await eventually(async () => {
      const titles = (await list(agent.token, draft.body.id, '?bucket=system')).body.map((task) => task.title).sort();
      return JSON.stringify(titles) === JSON.stringify(expected) ? true : undefined;
    }, 20_000, 'the seller set after the submit');
  });

  it('the agent creates, edits, completes, reopens and deletes; the visibility rule answers its message', async () => {
    const agent = mint('agent');
    const deal = await dealOf(agent.token, randomUUID());
    const created = await create(agent.token, deal.id, { title: '  Call the lender  ', due_date: inDays(2), priority: 'high' });
    expect(created.status).toBe(201);
    expect(created.headers.get('etag')).toMatch(/^"\d+"$/);
    expect(created.body).toMatchObject({ title: 'Call the lender', is_client_visible: false, is_private: false, source: 'manual', bucket: 'agent' });

    const neither = await create(agent.token, deal.id, { title: 'Nobody sees this', show_to_agent: false, is_client_visible: false });
    expect(neither.status).toBe(400);
    expect(neither.body).toMatchObject({ message: 'Please select at least one visibility option (Agent or Client)' });
    expect((await create(agent.token, deal.id, { title: '   ' })).body).toMatchObject({ message: 'Title is required' });

    const edited = await patch(agent.token, deal.id, created.body.id, { title: 'Call the lender today', is_client_visible: true });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Call the lender today', bucket: 'shared' });

    const done = await patch(agent.token, deal.id, created.body.id, { completed_at: '2000-01-01T00:00:00Z' });
    expect(Date.now() - Date.parse(done.body.completed_at!)).toBeLessThan(60_000);
    expect((await patch(agent.token, deal.id, created.body.id, { completed_at: null })).body.completed_at).toBeNull();

    expect((await remove(agent.token, deal.id, created.body.id)).status).toBe(204);
    expect((await list(agent.token, deal.id, '?bucket=agent,shared')).body).toEqual([]);
    expect((await patch(agent.token, deal.id, created.body.id, { title: 'x' })).body).toMatchObject({ message: 'Task not found' });
    expect((await patch(agent.token, deal.id, 'not-a-uuid', { title: 'x' })).status).toBe(404);
  });

  it('a stale If-Match is refused with 412 and the current version', async () => {
    const agent = mint('agent');
    const deal = await dealOf(agent.token, randomUUID());
    const current = await context.api.call<Deal>('GET', `/api/transactions/${deal.id}`, { token: agent.token });
    expect((await create(agent.token, deal.id, { title: 'First' }, `"${current.body.version}"`)).status).toBe(201);
    expect((await create(agent.token, deal.id, { title: 'Second' }, `"${current.body.version}"`)).status).toBe(412);
  });

  it('lists in buckets and in the spec order: pending first, due date ascending with undated last, newest created', async () => {
    const agent = mint('agent');
    const deal = await dealOf(agent.token, randomUUID());
    const undatedOld = (await create(agent.token, deal.id, { title: 'Undated old' })).body;
    const undatedNew = (await create(agent.token, deal.id, { title: 'Undated new' })).body;
    const later = (await create(agent.token, deal.id, { title: 'Later', due_date: inDays(9) })).body;
    const soon = (await create(agent.token, deal.id, { title: 'Soon', due_date: inDays(1), is_client_visible: true })).body;
    const done = (await create(agent.token, deal.id, { title: 'Done', due_date: inDays(-5) })).body;
    await patch(agent.token, deal.id, done.id, { completed_at: new Date().toISOString() });

    const manual = await list(agent.token, deal.id, '?bucket=agent,shared');
    expect(manual.body.map((task) => task.title)).toEqual([soon.title, later.title, undatedNew.title, undatedOld.title, done.title]);
    expect((await list(agent.token, deal.id, '?bucket=shared')).body.map((task) => task.id)).toEqual([soon.id]);
    expect((await list(agent.token, deal.id, '?bucket=agent&status=completed')).body.map((task) => task.id)).toEqual([done.id]);
    expect((await list(agent.token, deal.id, '?bucket=agent&status=pending')).body.map((task) => task.id)).toEqual([later.id, undatedNew.id, undatedOld.id]);
    expect((await list(agent.token, deal.id, '?bucket=nope')).status).toBe(400);
    expect((await list(agent.token, deal.id, '?status=open')).status).toBe(400);
  });

  it('a client creates private tasks only, updates only what the spec allows, deletes only their own private ones', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const deal = await dealOf(agent.token, client.userId);
    const agentOnly = (await create(agent.token, deal.id, { title: 'Agent only' })).body;
    const shared = (await create(agent.token, deal.id, { title: 'Shared', is_client_visible: true })).body;

    const refused = await create(client.token, deal.id, { title: 'Shared by me', is_private: false });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: 'Clients can only create private tasks' });
    const mine = await create(client.token, deal.id, { title: 'Pack the kitchen' });
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({ is_private: true, created_by: client.userId, bucket: 'private' });

    // What the client sees: client-visible and not private, and their own private tasks.
    const seen = (await list(client.token, deal.id)).body.map((task) => task.id);
    expect(seen).toContain(shared.id);
    expect(seen).toContain(mine.body.id);
    expect(seen).not.toContain(agentOnly.id);
    expect((await list(client.token, deal.id, '?scope=client_private')).body.map((task) => task.id)).toEqual([mine.body.id]);
    expect((await list(client.token, deal.id, '?scope=client_shared')).body.map((task) => task.id)).not.toContain(mine.body.id);
    // The agent's list leaves the client's private task out.
    expect((await list(agent.token, deal.id)).body.map((task) => task.id)).not.toContain(mine.body.id);

    const notes = await patch(client.token, deal.id, shared.id, { client_notes: 'Called them', completed_at: new Date().toISOString() });
    expect(notes.status).toBe(200);
    expect(notes.body).toMatchObject({ client_notes: 'Called them' });
    expect(notes.body.completed_at).not.toBeNull();
    const retitle = await patch(client.token, deal.id, shared.id, { title: 'Mine now', priority: 'low' });
    expect(retitle.status).toBe(403);
    expect(retitle.body).toMatchObject({ message: 'Clients cannot update: title, priority' });
    expect((await patch(client.token, deal.id, mine.body.id, { title: 'Pack the kitchen and garage', due_date: inDays(3) })).body).toMatchObject({
      title: 'Pack the kitchen and garage',
      due_date: inDays(3),
    });
    const hidden = await patch(client.token, deal.id, agentOnly.id, { completed_at: new Date().toISOString() });
    expect(hidden.status).toBe(403);
    expect(hidden.body).toMatchObject({ message: 'Forbidden - You do not have access to this task' });

    const sharedDelete = await remove(client.token, deal.id, shared.id);
    expect(sharedDelete.status).toBe(403);
    expect(sharedDelete.body).toMatchObject({ message: 'Clients can only delete their own private tasks' });
    expect((await remove(client.token, deal.id, mine.body.id)).status).toBe(204);
  });

  it("a command's answer never holds what a read hides: the agent cannot change a client's private task, nor learn it from the answer (issue 19 item 6)", async () => {
    const agent = mint('agent');
    const client = mint('client');
    const deal = await dealOf(agent.token, client.userId);
    const mine = (await create(client.token, deal.id, { title: 'Secret-Title-Canary', description: 'Secret-Description-Canary' })).body;
    for (const body of [{}, { completed_at: new Date().toISOString() }, { title: 'Peek' }]) {
      const answer = await context.api.call('PATCH', `${tasksPath(deal.id)}/${mine.id}`, { token: agent.token, body });
      expect([JSON.stringify(body), answer.status, answer.body]).toEqual([
        JSON.stringify(body),
        403,
        { statusCode: 403, message: 'Forbidden - You do not have access to this task' },
      ]);
    }
    // Untouched for its client, and the agent may still delete it (spec 002 §6).
    expect((await list(client.token, deal.id, '?scope=client_private')).body).toMatchObject([{ id: mine.id, title: 'Secret-Title-Canary', completed_at: null }]);
    expect((await remove(agent.token, deal.id, mine.id)).status).toBe(204);
  });

  it("a deal moved to another client: the new client never reads the previous client's notes on shared tasks (issue 19 item 6)", async () => {
    const agent = mint('agent');
    const first = mint('client');
    const second = mint('client');
    const deal = await dealOf(agent.token, first.userId);
    const shared = (await create(agent.token, deal.id, { title: 'Book the movers', is_client_visible: true })).body;
    expect((await patch(first.token, deal.id, shared.id, { client_notes: 'First-Client-Note-Canary' })).body.client_notes).toBe('First-Client-Note-Canary');

    await linkedClient(context.app, agent.token, second.userId);
    const moved = await context.api.call('PATCH', `/api/transactions/${deal.id}`, { token: agent.token, body: { client_id: second.userId } });
    expect(moved.status).toBe(200);
    const noteOf = (tasks: Task[]) => tasks.find((task) => task.id === shared.id)?.client_notes;
    for (const [token, query] of [
      [second.token, ''],
      [agent.token, '?view=client'],
    ] as const) {
      const response = await fetch(`${context.app.url}${tasksPath(deal.id)}${query}`, { headers: { authorization: `Bearer ${token}` } });
      const text = await response.text();
      expect([query, text.includes('First-Client-Note-Canary')]).toEqual([query, false]);
      expect(noteOf(JSON.parse(text) as Task[])).toBeNull();
    }
    const completed = await patch(second.token, deal.id, shared.id, { completed_at: new Date().toISOString() });
    expect([completed.status, completed.body.client_notes]).toEqual([200, null]);
    // The agent keeps what was written on their deal; the new client's own notes are theirs to read.
    expect(noteOf((await list(agent.token, deal.id)).body)).toBe('First-Client-Note-Canary');
    expect((await patch(second.token, deal.id, shared.id, { client_notes: 'Second note' })).body.client_notes).toBe('Second note');
    expect(noteOf((await list(second.token, deal.id)).body)).toBe('Second note');
    // A rebuild gives the same rows.
    await context.api.call('PATCH', `/api/transactions/${deal.id}`, { token: agent.token, body: { client_id: first.userId } });
    const rows = () => context.db.query('SELECT id, client_notes, client_notes_from_previous_client FROM transaction_tasks WHERE transaction_id = $1 ORDER BY id', [deal.id]);
    const before = await rows();
    await rebuildProjections(context.db, context.app.app.get(ProjectionRegistry), context.app.app.get(EventStore), { only: ['transaction-tasks'] });
    expect(await rows()).toEqual(before);
    expect(noteOf((await list(first.token, deal.id)).body)).toBeNull();
  });

  it('refuses other agents, other clients, admins and the unauthenticated on every endpoint', async () => {
    const agent = mint('agent');
    const deal = await dealOf(agent.token, randomUUID());
    const task = (await create(agent.token, deal.id, { title: 'Mine', is_client_visible: true })).body;
    for (const outsider of [mint('agent'), mint('broker'), mint('client')]) {
      for (const answer of [
        await list(outsider.token, deal.id),
        await create(outsider.token, deal.id, { title: 'x' }),
        await patch(outsider.token, deal.id, task.id, { completed_at: new Date().toISOString() }),
        await remove(outsider.token, deal.id, task.id),
      ]) {
        expect(answer.status).toBe(403);
        expect(answer.body).toMatchObject({ message: 'Forbidden - You do not have access to this transaction' });
      }
    }
    const admin = mint('admin');
    expect((await list(admin.token, deal.id)).status).toBe(403);
    expect((await create(admin.token, deal.id, { title: 'x' })).status).toBe(403);
    expect((await list(null, deal.id)).status).toBe(401);
    expect((await create(null, deal.id, { title: 'x' })).status).toBe(401);
    expect((await patch(null, deal.id, task.id, {})).status).toBe(401);
    expect((await remove(null, deal.id, task.id)).status).toBe(401);
    const unknown = await create(agent.token, randomUUID(), { title: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'Transaction not found' });
  });

  it("the dashboard's upcoming tasks: the agent's open tasks across open deals, soonest first, at most 10", async () => {
    const agent = mint('team_lead');
    const other = mint('agent');
    const deal = await dealOf(agent.token, randomUUID(), { closing_date: inDays(40) });
    const closedDeal = await dealOf(agent.token, randomUUID(), { closing_date: inDays(-1) });
    await create(other.token, (await dealOf(other.token, randomUUID())).id, { title: 'Not mine', due_date: inDays(-10) });
    const overdue = (await create(agent.token, deal.id, { title: 'Overdue', due_date: inDays(-2) })).body;
    await create(agent.token, closedDeal.id, { title: 'On a closed deal', due_date: inDays(-3) });
    expect((await context.api.call('POST', `/api/transactions/${closedDeal.id}/close`, { token: agent.token })).status).toBe(200);
    const done = (await create(agent.token, deal.id, { title: 'Done', due_date: inDays(-4) })).body;
    await patch(agent.token, deal.id, done.id, { completed_at: new Date().toISOString() });

    const upcoming = await context.api.call<(Task & { property_address: string })[]>('GET', '/api/transactions/upcoming-tasks', { token: agent.token });
    expect(upcoming.status).toBe(200);
    expect(upcoming.body.length).toBeLessThanOrEqual(10);
    expect(upcoming.body[0]).toMatchObject({ id: overdue.id, property_address: '100 Congress Ave' });
    const titles = upcoming.body.map((task) => task.title);
    expect(titles).not.toContain('Not mine');
    expect(titles).not.toContain('On a closed deal');
    expect(titles).not.toContain('Done');
    const dated = upcoming.body.map((task) => task.due_date).filter((date): date is string => date !== null);
    expect([...dated].sort()).toEqual(dated);

    expect((await context.api.call('GET', '/api/transactions/upcoming-tasks', { token: mint('client').token })).status).toBe(403);
    expect((await context.api.call('GET', '/api/transactions/upcoming-tasks', { token: null })).status).toBe(401);
  });

  it("the dashboard's upcoming tasks interleave the agent's deals by due date, without the client's private tasks", async () => {
    const agent = mint('agent');
    const client = mint('client');
    // Far-off closings: each deal's automation tasks fall due weeks away, after the tasks below.
    const first = await dealOf(agent.token, client.userId, { closing_date: inDays(90), property_address: '1 First St' });
    const second = await dealOf(agent.token, randomUUID(), { closing_date: inDays(90), property_address: '2 Second St' });
    const due = async (deal: Deal, title: string, days: number) =>
      expect((await create(agent.token, deal.id, { title, due_date: inDays(days) })).status).toBe(201);
    await due(first, 'First +1', 1);
    await due(second, 'Second -1', -1);
    await due(first, 'First +3', 3);
    await due(second, 'Second +2', 2);
    expect((await create(client.token, first.id, { title: 'Client private', due_date: inDays(-5) })).status).toBe(201);

    const upcoming = await context.api.call<(Task & { property_address: string })[]>('GET', '/api/transactions/upcoming-tasks', { token: agent.token });
    expect(upcoming.status).toBe(200);
    expect(upcoming.body.slice(0, 4).map((task) => [task.title, task.property_address])).toEqual([
      ['Second -1', '2 Second St'],
      ['First +1', '1 First St'],
      ['Second +2', '2 Second St'],
      ['First +3', '1 First St'],
    ]);
    const titles = upcoming.body.map((task) => task.title);
    expect(titles).not.toContain('Client private');
    const dated = upcoming.body.map((task) => task.due_date).filter((date): date is string => date !== null);
    expect([...dated].sort()).toEqual(dated);
  });

  it('the close completes client-visible, utility-linked and due automation tasks in its own append, and nothing else', async () => {
    const agent = mint('agent');
    const deal = await dealOf(agent.token, randomUUID(), { effective_date: inDays(-20), closing_date: inDays(5) });
    const shared = (await create(agent.token, deal.id, { title: 'Shared', is_client_visible: true, due_date: inDays(60) })).body;
    const own = (await create(agent.token, deal.id, { title: 'Own', due_date: inDays(-1) })).body;
    const before = await context.api.call<Deal>('GET', `/api/transactions/${deal.id}`, { token: agent.token });

    const closed = await context.api.call<Deal>('POST', `/api/transactions/${deal.id}/close`, { token: agent.token });
    expect(closed.status).toBe(200);
    const appended: { event_type: string; tx: string }[] = await context.db.query(
      `SELECT event_type, transaction_id::text AS tx FROM events WHERE stream_id = $1 AND stream_version > $2 ORDER BY stream_version`,
      [`transaction-${deal.id}`, before.body.version],
    );
    const completedNow = await context.db.query<{ id: string; title: string; source: string; due_date: string | null }[]>(
      `SELECT id, title, source, to_char(due_date, 'YYYY-MM-DD') AS due_date FROM transaction_tasks WHERE transaction_id = $1 AND completed_at = $2`,
      [deal.id, (await context.db.query(`SELECT closed_at FROM transactions WHERE id = $1`, [deal.id]))[0].closed_at],
    );
    const ids = completedNow.map((task) => task.id);
    expect(ids).toContain(shared.id);
    expect(ids).not.toContain(own.id);
    for (const task of completedNow.filter((row) => row.source === 'automation')) {
      // client-visible automation tasks close whatever their date; the others only when due by the close
      if (task.due_date && task.due_date > today()) {
        const [row] = await context.db.query(`SELECT is_client_visible FROM transaction_tasks WHERE id = $1`, [task.id]);
        expect(row.is_client_visible).toBe(true);
      }
    }
    const openAgentAutomation = await context.db.query(
      `SELECT to_char(due_date, 'YYYY-MM-DD') AS due_date FROM transaction_tasks
        WHERE transaction_id = $1 AND source = 'automation' AND completed_at IS NULL AND NOT is_client_visible`,
      [deal.id],
    );
    expect(openAgentAutomation.length).toBeGreaterThan(0);
    for (const row of openAgentAutomation) expect(row.due_date > today()).toBe(true);
    // One append: the close first, then its completions, all in the close's database transaction.
    expect(appended.map((event) => event.event_type)).toEqual(['TransactionClosed', ...completedNow.map(() => 'TransactionTaskCompleted')]);
    expect(new Set(appended.map((event) => event.tx)).size).toBe(1);
  });

  it("the deal's facts close its tasks in the edit's append and reopen them when cleared (ADR 0049)", async () => {
    const agent = mint('agent');
    const deal = await dealOf(agent.token, randomUUID(), { effective_date: inDays(-5), closing_date: inDays(30), insurance_status: 'bound', insurance_bind_date: inDays(-1) });
    const titled = async (title: string) => (await list(agent.token, deal.id)).body.find((task) => task.title === title)!;
    const earnestTitle = 'Deliver earnest money to the title company';
    // Created with the insurance bound: its task arrived completed.
    expect((await titled("Bind homeowner's insurance")).completed_at).not.toBeNull();
    expect((await titled(earnestTitle)).completed_at).toBeNull();

    const paid = await context.api.call<Deal>('PATCH', `/api/transactions/${deal.id}`, {
      token: agent.token,
      body: { earnest_money_paid: true, earnest_money_paid_date: inDays(-2) },
      ifMatch: `"${deal.version}"`,
    });
    expect(paid.status).toBe(200);
    expect((await titled(earnestTitle)).completed_at).not.toBeNull();
    const appended: { event_type: string; data: Record<string, unknown> }[] = await context.db.query(
      `SELECT event_type, data FROM events WHERE stream_id = $1 AND stream_version > $2 ORDER BY stream_version`,
      [`transaction-${deal.id}`, deal.version],
    );
    expect(appended.map((event) => event.event_type)).toEqual(['TransactionFieldsChanged', 'TransactionTaskCompleted']);
    expect(appended[1].data).toMatchObject({ by_fact: 'earnest money paid' });

    const cleared = await context.api.call<Deal>('PATCH', `/api/transactions/${deal.id}`, {
      token: agent.token,
      body: { earnest_money_paid: false, earnest_money_paid_date: null },
      ifMatch: `"${paid.body.version}"`,
    });
    expect(cleared.status).toBe(200);
    expect((await titled(earnestTitle)).completed_at).toBeNull();
  });

  it('rebuilds transaction_tasks equal to the live rows', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const deal = await dealOf(agent.token, client.userId, { closing_date: inDays(10) });
    const task = (await create(agent.token, deal.id, { title: 'Rebuild me', is_client_visible: true })).body;
    await patch(client.token, deal.id, task.id, { client_notes: 'noted' });
    await context.api.call('PATCH', `/api/transactions/${deal.id}`, { token: agent.token, body: { closing_date: inDays(12) } });
    const gone = (await create(client.token, deal.id, { title: 'Gone' })).body;
    await remove(client.token, deal.id, gone.id);
    await context.api.call('POST', `/api/transactions/${deal.id}/close`, { token: agent.token });
    const snapshot = () => context.db.query(`SELECT * FROM transaction_tasks WHERE transaction_id = $1 ORDER BY id`, [deal.id]);
    const live = await snapshot();
    await rebuildProjections(context.db, context.app.app.get(ProjectionRegistry), context.app.app.get(EventStore), { only: ['transaction-tasks'] });
    expect(await snapshot()).toEqual(live);
  });
});
