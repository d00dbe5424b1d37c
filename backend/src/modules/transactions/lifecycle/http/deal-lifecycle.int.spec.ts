import { apiTestContext } from '../../../../../../test/support/api-test-context';
import { linkedClient } from '../../../../../../test/support/linked-client';
import { dealDay } from '../../../../../../test/support/deal-today';
import { EventStore } from '../../../../platform/event-store/event-store';
import { ProjectionRegistry } from '../../../../platform/event-store/projection-registry';
import { rebuildProjections } from '../../../../platform/event-store/rebuild-projections';

/**
 * Issue 18 item 5 over HTTP: Archive (the action the delete refusal names), a forced delete that
 * really differs from a soft one, and reopen undoing the close for the client's tasks too.
 */
describe('the deal lifecycle, every edit', () => {
  const context = apiTestContext();
  const { mint } = context;
  type Deal = { id: string; version: number; status: string };
  type Task = { id: string; title: string; completed_at: string | null };

  async function closedDeal(agentToken: string, clientId: string): Promise<Deal> {
    await linkedClient(context.app, agentToken, clientId);
    const created = await context.api.call<Deal>('POST', '/api/transactions', {
      token: agentToken,
      body: {
        transaction_type: 'buyer',
        client_id: clientId,
        property_address: '9 Lamar Blvd',
        property_city: 'Austin',
        property_state: 'TX',
        property_zip: '78704',
        effective_date: dealDay(-20),
        closing_date: dealDay(-1),
      },
    });
    expect(created.status).toBe(201);
    const task = await context.api.call('POST', `/api/transactions/${created.body.id}/tasks`, {
      token: agentToken,
      body: { title: 'Sign the closing papers', is_client_visible: true },
    });
    expect(task.status).toBe(201);
    const closed = await context.api.call<Deal>('POST', `/api/transactions/${created.body.id}/close`, { token: agentToken });
    expect(closed.body.status).toBe('closed');
    return closed.body;
  }

  it('Archive: the agent archives a closed deal, which leaves the client default list; nobody else may', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const other = mint('agent');
    const deal = await closedDeal(agent.token, client.userId);
    const path = `/api/transactions/${deal.id}/archive`;
    expect((await context.api.call('POST', path, { token: null })).status).toBe(401);
    expect((await context.api.call('POST', path, { token: client.token })).body).toEqual({ statusCode: 403, message: 'Only the agent can modify transaction lifecycle' });
    expect((await context.api.call('POST', path, { token: other.token })).status).toBe(403);
    expect((await context.api.call('POST', path, { token: mint('admin').token })).status).toBe(403);
    const archived = await context.api.call<Deal>('POST', path, { token: agent.token });
    expect([archived.status, archived.body.status]).toEqual([200, 'archived']);
    const clientList = await context.api.call<Deal[]>('GET', '/api/transactions', { token: client.token });
    expect(clientList.body.map((d) => d.id)).not.toContain(deal.id);
    const everything = await context.api.call<Deal[]>('GET', '/api/transactions?include_inactive=true', { token: client.token });
    expect(everything.body.map((d) => d.id)).toContain(deal.id);
    const open = await context.api.call<Deal>('POST', '/api/transactions', {
      token: agent.token,
      body: { transaction_type: 'buyer', client_id: client.userId, property_address: '1 A St', property_city: 'Austin', property_state: 'TX', property_zip: '78701' },
    });
    expect((await context.api.call('POST', `/api/transactions/${open.body.id}/archive`, { token: agent.token })).body).toEqual({
      statusCode: 400,
      message: 'Only a closed or cancelled transaction can be archived',
    });
  });

  it("a deleted deal is 'not found or has been deleted' to its own agent and client, plain 'not found' to anyone else, on reads and commands", async () => {
    const agent = mint('agent');
    const client = mint('client');
    const deal = await closedDeal(agent.token, client.userId);
    const reopened = await context.api.call<Deal>('POST', `/api/transactions/${deal.id}/reopen`, { token: agent.token });
    expect(reopened.status).toBe(200);
    expect((await context.api.call('DELETE', `/api/transactions/${deal.id}`, { token: agent.token })).status).toBe(204);
    const answers = async (token: string) => {
      const read = await context.api.call<{ message: string }>('GET', `/api/transactions/${deal.id}`, { token });
      const command = await context.api.call<{ message: string }>('POST', `/api/transactions/${deal.id}/tasks`, { token, body: { title: 'After the end' } });
      return [read.status, read.body.message, command.status, command.body.message];
    };
    const told = 'Transaction not found or has been deleted';
    expect(await answers(agent.token)).toEqual([404, told, 404, told]);
    expect(await answers(client.token)).toEqual([404, told, 404, told]);
    for (const stranger of [mint('agent'), mint('client'), mint('broker')]) {
      expect(await answers(stranger.token)).toEqual([404, 'Transaction not found', 404, 'Transaction not found']);
    }
  });

  it('reopen returns the client-visible task the close completed to open, with the milestones', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const deal = await closedDeal(agent.token, client.userId);
    const tasks = async () => (await context.api.call<Task[]>('GET', `/api/transactions/${deal.id}/tasks`, { token: client.token })).body;
    expect((await tasks()).find((task) => task.title === 'Sign the closing papers')?.completed_at).not.toBeNull();
    expect((await context.api.call('POST', `/api/transactions/${deal.id}/reopen`, { token: agent.token })).status).toBe(200);
    expect((await tasks()).find((task) => task.title === 'Sign the closing papers')?.completed_at).toBeNull();
  });

  it('a forced delete takes the deal and every child row out of the read tables for good; its events stay; a rebuild agrees', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const deal = await closedDeal(agent.token, client.userId);
    const tables = ['transaction_milestones', 'transaction_tasks', 'transaction_contacts', 'transaction_documents', 'transaction_utilities', 'client_check_ins'];
    const rowsOf = async () => {
      const counts: Record<string, number> = {};
      const [{ n }] = await context.db.query('SELECT count(*)::int AS n FROM transactions WHERE id = $1', [deal.id]);
      counts.transactions = n;
      for (const table of tables) {
        const [row] = await context.db.query(`SELECT count(*)::int AS n FROM ${table} WHERE transaction_id = $1`, [deal.id]);
        counts[table] = row.n;
      }
      return counts;
    };
    expect((await rowsOf()).transaction_tasks).toBeGreaterThan(0);
    expect((await context.api.call('DELETE', `/api/transactions/${deal.id}?force=true`, { token: agent.token })).status).toBe(204);
    const gone = Object.fromEntries(['transactions', ...tables].map((table) => [table, 0]));
    expect(await rowsOf()).toEqual(gone);
    const [{ events }] = await context.db.query('SELECT count(*)::int AS events FROM events WHERE stream_id = $1', [`transaction-${deal.id}`]);
    expect(events).toBeGreaterThan(3);
    await rebuildProjections(context.db, context.app.app.get(ProjectionRegistry), context.app.app.get(EventStore), {
      only: ['transactions', 'transaction-milestones', 'transaction-tasks'],
    });
    expect(await rowsOf()).toEqual(gone);
    expect((await context.api.call('GET', `/api/transactions/${deal.id}`, { token: agent.token })).status).toBe(404);
  });

  it("rebuilding the deals' table alone keeps the agent's list summary; rebuilding the milestones alone gives the same rows (issue 18 item 9)", async () => {
    const agent = mint('agent');
    const created = await context.api.call<Deal>('POST', '/api/transactions', {
      token: agent.token,
      body: {
        transaction_type: 'buyer',
        client_id: await linkedClient(context.app, agent.token),
        property_address: '12 Rebuild Rd',
        property_city: 'Austin',
        property_state: 'TX',
        property_zip: '78702',
        effective_date: dealDay(-2),
        closing_date: dealDay(25),
      },
    });
    expect(created.status).toBe(201);
    type Row = { id: string; next_milestone_type: string | null; next_milestone_date: string | null; compliance_status: string | null; integrity_warning: boolean };
    const listed = async () => (await context.api.call<Row[]>('GET', '/api/transactions', { token: agent.token })).body.find((row) => row.id === created.body.id)!;
    const before = await listed();
    expect(before.next_milestone_type).not.toBeNull();
    const registry = context.app.app.get(ProjectionRegistry);
    const store = context.app.app.get(EventStore);
    await rebuildProjections(context.db, registry, store, { only: ['transactions'] });
    expect(await listed()).toEqual(before);
    await rebuildProjections(context.db, registry, store, { only: ['transaction-milestones'] });
    expect(await listed()).toEqual(before);
  });
});
