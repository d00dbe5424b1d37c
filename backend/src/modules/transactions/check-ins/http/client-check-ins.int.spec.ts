import { randomUUID } from 'node:crypto';
import { apiTestContext } from '../../../../../../test/support/api-test-context';
import { settledDeal } from '../../../../../../test/support/settled-deal';
import { withLinkedClient } from '../../../../../../test/support/linked-client';
import { EventStore } from '../../../../platform/event-store/event-store';
import { ProjectionRegistry } from '../../../../platform/event-store/projection-registry';
import { rebuildProjections } from '../../../../platform/event-store/rebuild-projections';

/**
 * Issue 10 item 8 (the check-in prompt) and spec 002 §3 Emotional check-in, §4 Check-ins, §5, §7
 * (ADR 0035): the deal's client checks in; its agent reads them newest first, new until viewed,
 * responds; nobody else reads or writes them; no session is 'Not authenticated'.
 */
describe('client check-ins', () => {
  const context = apiTestContext();
  const { mint } = context;
  interface CheckIn {
    id: string;
    client_id: string;
    feeling: string;
    note: string | null;
    agent_response: string | null;
    viewed_by_agent_at: string | null;
    created_at: string;
  }

  async function deal(agentToken: string, clientId: string) {
    const created = await context.api.call<{ id: string; status: string }>('POST', '/api/transactions', {
      token: agentToken,
      body: await withLinkedClient(context.app, agentToken, { transaction_type: 'seller', client_id: clientId, property_address: '7 Elm Row', property_city: 'Austin', property_state: 'TX', property_zip: '78702' }),
    });
    expect(created.status).toBe(201);
    return (await settledDeal(context.api, agentToken, created.body)).id;
  }
  const path = (id: string, rest = '') => `/api/transactions/${id}/check-ins${rest}`;
  const submit = (token: string | null, id: string, body: unknown) => context.api.call<CheckIn & { message: string }>('POST', path(id), { token, body });
  const list = (token: string | null, id: string, query = '') => context.api.call<CheckIn[] & { message: string }>('GET', path(id, query), { token });

  it('the client checks in; the agent reads it new, opens it (viewed) and responds; the client reads the answer', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const id = await deal(agent.token, client.userId);
    expect((await list(client.token, id)).body).toEqual([]);

    const first = await submit(client.token, id, { feeling: 'anxious', note: '  Worried about\r\nthe appraisal ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ feeling: 'anxious', note: 'Worried about\nthe appraisal', client_id: client.userId, viewed_by_agent_at: null, agent_response: null });
    const second = await submit(client.token, id, { feeling: 'excited' });
    expect(second.body.note).toBeNull();

    const forAgent = (await list(agent.token, id)).body;
    expect(forAgent.map((checkIn) => checkIn.feeling)).toEqual(['excited', 'anxious']);
    expect(forAgent.every((checkIn) => checkIn.viewed_by_agent_at === null)).toBe(true);

    const viewed = await context.api.call<CheckIn>('POST', path(id, `/${first.body.id}/viewed`), { token: agent.token });
    expect(viewed.status).toBe(200);
    expect(viewed.body.viewed_by_agent_at).toEqual(expect.any(String));
    // Opening it again changes nothing.
    const again = await context.api.call<CheckIn>('POST', path(id, `/${first.body.id}/viewed`), { token: agent.token });
    expect(again.body.viewed_by_agent_at).toBe(viewed.body.viewed_by_agent_at);

    const answered = await context.api.call<CheckIn>('PUT', path(id, `/${second.body.id}/response`), { token: agent.token, body: { response: ' Great news! ' } });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ agent_response: 'Great news!', viewed_by_agent_at: expect.any(String) });
    expect((await list(client.token, id)).body[0]).toMatchObject({ id: second.body.id, agent_response: 'Great news!' });
    // The agent's preview reads the client's own list.
    expect((await list(agent.token, id, '?view=client')).body.map((checkIn) => checkIn.id)).toEqual([second.body.id, first.body.id]);

    // How the client feels is theirs: sealed in the event store.
    const raw = JSON.stringify(await context.db.query('SELECT data FROM events WHERE stream_id = $1', [`transaction-${id}`]));
    expect(raw).not.toContain('Worried about');
    expect(raw).not.toContain('Great news');

    const live = await context.db.query('SELECT * FROM client_check_ins WHERE transaction_id = $1 ORDER BY id', [id]);
    await rebuildProjections(context.db, context.app.app.get(ProjectionRegistry), context.app.app.get(EventStore), { only: ['client-check-ins'] });
    expect(await context.db.query('SELECT * FROM client_check_ins WHERE transaction_id = $1 ORDER BY id', [id])).toEqual(live);
  });

  it('refuses bad input with the spec messages and records nothing', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const id = await deal(agent.token, client.userId);
    const feelingRequired = 'Please choose how you are feeling: one of excited, happy, confident, neutral, anxious, stressed, overwhelmed, confused, frustrated';
    for (const body of [{}, { feeling: 'meh' }, { feeling: null }, { feeling: ['happy'] }, { feeling: 'happy\u0000' }]) {
      const refused = await submit(client.token, id, body);
      expect(refused.status).toBe(400);
      if (!JSON.stringify(body).includes('\\u0000')) expect(refused.body.message).toBe(feelingRequired);
    }
    expect((await submit(client.token, id, { feeling: 'happy', note: 'x'.repeat(2001) })).body.message).toBe('Note must be at most 2000 characters');
    expect((await submit(client.token, id, { feeling: 'happy', note: { $gt: '' } })).status).toBe(400);
    const checkIn = (await submit(client.token, id, { feeling: 'confused' })).body;
    for (const body of [{}, { response: '   ' }, { response: 42 }]) {
      const refused = await context.api.call<{ message: string }>('PUT', path(id, `/${checkIn.id}/response`), { token: agent.token, body });
      expect([refused.status, refused.body.message]).toEqual([400, 'Agent response cannot be empty']);
    }
    expect((await list(agent.token, id)).body.map((row) => row.agent_response)).toEqual([null]);
  });

  it('only the deal’s client checks in and only its agent opens and answers; others are refused; no session is Not authenticated', async () => {
    const agent = mint('broker');
    const client = mint('client');
    const id = await deal(agent.token, client.userId);
    const checkIn = (await submit(client.token, id, { feeling: 'stressed' })).body;
    const forbidden = [403, 'Forbidden - You do not have access to this transaction'];

    for (const token of [agent.token, mint('agent').token, mint('client').token]) {
      const refused = await submit(token, id, { feeling: 'happy' });
      expect([refused.status, refused.body.message]).toEqual(forbidden);
    }
    for (const token of [client.token, mint('agent').token, mint('client').token]) {
      const viewed = await context.api.call<{ message: string }>('POST', path(id, `/${checkIn.id}/viewed`), { token });
      expect([viewed.status, viewed.body.message]).toEqual(forbidden);
      const answered = await context.api.call<{ message: string }>('PUT', path(id, `/${checkIn.id}/response`), { token, body: { response: 'Hi' } });
      expect([answered.status, answered.body.message]).toEqual(forbidden);
    }
    for (const token of [mint('agent').token, mint('client').token]) expect((await list(token, id)).status).toBe(403);
    expect((await list(mint('admin').token, id)).status).toBe(403);
    expect((await submit(mint('admin').token, id, { feeling: 'happy' })).status).toBe(403);

    for (const call of [list(null, id), submit(null, id, { feeling: 'happy' }), context.api.call<{ message: string }>('PUT', path(id, `/${checkIn.id}/response`), { body: { response: 'x' } })]) {
      const refused = await call;
      expect([refused.status, refused.body.message]).toEqual([401, 'Not authenticated']);
    }
    expect((await list(agent.token, randomUUID())).status).toBe(404);
    const unknown = await context.api.call<{ message: string }>('POST', path(id, `/${randomUUID()}/viewed`), { token: agent.token });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Check-in not found']);
    expect((await context.api.call('POST', path(id, '/not-an-id/viewed'), { token: agent.token })).status).toBe(404);
    expect((await list(agent.token, id)).body.map((row) => row.viewed_by_agent_at)).toEqual([null]);
  });
});
