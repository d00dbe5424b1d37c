import { randomUUID } from 'node:crypto';
import { PersonalDataHolders } from '../../backend/src/platform/privacy/personal-data-holders';
import { apiTestContext } from '../support/api-test-context';
import { dealDay } from '../support/deal-today';
import { ApiAnswer } from '../support/identity-client';
import { linkedClient, withLinkedClient } from '../support/linked-client';
import { settledDeal } from '../support/settled-deal';

/**
 * Issue 18 item 8 (ADR 0038): every create command takes an `Idempotency-Key`, scoped to the caller;
 * a repeat within 24 h answers the first success and appends nothing, another request under the key
 * is 422, requests in flight with one key run once, and an error answer frees the key.
 */
describe('idempotent create commands', () => {
  const context = apiTestContext();
  const { mint } = context;
  type Body = Record<string, unknown> & { id: string; message: string };

  const dealBody = (clientId: string, extra: Record<string, unknown> = {}) => ({
    transaction_type: 'buyer',
    client_id: clientId,
    property_address: '2200 Lake Austin Blvd',
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78703',
    closing_date: dealDay(30),
    ...extra,
  });
  const post = (path: string, token: string, body: unknown, key?: string): Promise<ApiAnswer<Body>> =>
    context.api.call<Body>('POST', path, { token, body, headers: key === undefined ? {} : { 'idempotency-key': key } });
  // A deal names only a client linked to its agent (ADR 0039): linked first, the body sent as it is.
  const createDeal = async (token: string, body: object, key?: string) => post('/api/transactions', token, await withLinkedClient(context.app, token, body), key);
  const dealsCreatedBy = async (agentId: string): Promise<number> =>
    (await context.db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM events WHERE event_type = 'TransactionCreated' AND data->>'agentId' = $1`, [agentId]))[0].n;
  const eventsOf = async (dealId: string): Promise<number> =>
    (await context.db.query<{ n: number }[]>('SELECT count(*)::int AS n FROM events WHERE stream_id = $1', [`transaction-${dealId}`]))[0].n;
  const sameAnswer = (repeat: ApiAnswer<Body>, first: ApiAnswer<Body>) => {
    expect(repeat.status).toBe(first.status);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers.get('etag')).toBe(first.headers.get('etag'));
  };

  it('the same key twice creates one deal and answers the first status, body and ETag again', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const key = randomUUID();
    const first = await createDeal(agent.token, dealBody(client.userId), key);
    expect(first.status).toBe(201);
    expect(first.headers.get('etag')).toMatch(/^"\d+"$/);
    expect(first.headers.get('idempotent-replayed')).toBeNull();

    const repeat = await createDeal(agent.token, dealBody(client.userId), key);
    sameAnswer(repeat, first);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(await dealsCreatedBy(agent.userId)).toBe(1);

    // Without a key, nothing changes: each request creates.
    expect((await createDeal(agent.token, dealBody(client.userId))).status).toBe(201);
    expect((await createDeal(agent.token, dealBody(client.userId))).status).toBe(201);
    expect(await dealsCreatedBy(agent.userId)).toBe(3);
  });

  it('every other create (contact, task, utility, custom milestone, check-in) appends once per key', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const created = await createDeal(agent.token, dealBody(client.userId));
    const id = (await settledDeal(context.api, agent.token, created.body)).id;
    const creates: [string, { token: string }, Record<string, unknown>][] = [
      [`/api/transactions/${id}/contacts`, agent, { role: 'lender', name: 'Lee Lender', email: 'lee@bank.test' }],
      [`/api/transactions/${id}/tasks`, agent, { title: 'Call the lender', due_date: dealDay(2) }],
      [`/api/transactions/${id}/utilities`, agent, { utility_type: 'Electric', provider_name: 'Austin Energy' }],
      [`/api/transactions/${id}/milestones`, agent, { milestone_name: 'Movers booked', due_date: dealDay(10) }],
      [`/api/transactions/${id}/check-ins`, client, { feeling: 'anxious', note: 'The appraisal' }],
    ];
    for (const [path, caller, body] of creates) {
      const key = randomUUID();
      const first = await post(path, caller.token, body, key);
      expect([path, first.status]).toEqual([path, 201]);
      const appended = await eventsOf(id);
      const repeat = await post(path, caller.token, body, key);
      sameAnswer(repeat, first);
      expect([path, await eventsOf(id)]).toEqual([path, appended]);
    }
  });

  it('the same key with another body, or on another route, is 422 and appends nothing', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const key = randomUUID();
    const first = await createDeal(agent.token, dealBody(client.userId), key);
    expect(first.status).toBe(201);
    const events = await eventsOf(first.body.id);

    const other = await createDeal(agent.token, dealBody(client.userId, { property_address: '1 Other St' }), key);
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('This Idempotency-Key was already used with a different request');
    const elsewhere = await post(`/api/transactions/${first.body.id}/tasks`, agent.token, { title: 'Call the lender' }, key);
    expect(elsewhere.status).toBe(422);
    expect(await dealsCreatedBy(agent.userId)).toBe(1);
    expect(await eventsOf(first.body.id)).toBe(events);

    // The same members in another order are the same request.
    const reordered = Object.fromEntries(Object.entries(dealBody(client.userId)).reverse());
    sameAnswer(await createDeal(agent.token, reordered, key), first);
  });

  it('five requests in flight with one key create one deal, and all five answer alike', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const key = randomUUID();
    await linkedClient(context.app, agent.token, client.userId);
    // Sent as they are (linked once above), so the five race only for the key.
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('/api/transactions', agent.token, dealBody(client.userId), key)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    for (const answer of answers.slice(1)) sameAnswer(answer, answers[0]);
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(4);
    expect(await dealsCreatedBy(agent.userId)).toBe(1);
  });

  it('a key is the caller’s own: another agent using it creates their own deal', async () => {
    const agent = mint('agent');
    const otherAgent = mint('agent');
    const client = mint('client');
    const key = randomUUID();
    const mine = await createDeal(agent.token, dealBody(client.userId), key);
    const theirs = await createDeal(otherAgent.token, dealBody(client.userId), key);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(await dealsCreatedBy(agent.userId)).toBe(1);
    expect(await dealsCreatedBy(otherAgent.userId)).toBe(1);
  });

  it('an invalid key is a 400 that creates nothing', async () => {
    const agent = mint('agent');
    const client = mint('client');
    for (const key of ['', 'k'.repeat(256), 'clé']) {
      const refused = await createDeal(agent.token, dealBody(client.userId), key);
      expect([key, refused.status, refused.body.message]).toEqual([key, 400, 'Invalid Idempotency-Key header: 1 to 255 printable ASCII characters']);
    }
    expect((await createDeal(agent.token, dealBody(client.userId), `${'k'.repeat(254)}~`)).status).toBe(201);
    expect(await dealsCreatedBy(agent.userId)).toBe(1);
  });

  it('an error answer frees the key: the corrected retry under it runs', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const key = randomUUID();
    const refused = await createDeal(agent.token, dealBody(client.userId, { transaction_type: 'houseboat' }), key);
    expect(refused.status).toBe(400);
    const retried = await createDeal(agent.token, dealBody(client.userId), key);
    expect(retried.status).toBe(201);
    expect(await dealsCreatedBy(agent.userId)).toBe(1);
  });

  it('a key older than 24 h is forgotten: it creates again', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const key = randomUUID();
    const first = await createDeal(agent.token, dealBody(client.userId), key);
    await context.db.query(`UPDATE idempotency_keys SET created_at = now() - interval '24 hours 1 minute' WHERE caller_id = $1`, [agent.userId]);
    const later = await createDeal(agent.token, dealBody(client.userId), key);
    expect(later.status).toBe(201);
    expect(later.body.id).not.toBe(first.body.id);
    expect(await dealsCreatedBy(agent.userId)).toBe(2);
  });

  it('an erasure forgets the keys of the person and every stored answer that names them', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const bystander = mint('client');
    await createDeal(agent.token, dealBody(client.userId), randomUUID());
    await createDeal(agent.token, dealBody(bystander.userId), randomUUID());
    const holder = context.app.app.get(PersonalDataHolders).all().find((h) => h.name === 'idempotency_keys')!;
    expect(await holder.exportOf({ userId: agent.userId, email: null }, context.db)).toHaveLength(2);

    await holder.erase({ userId: client.userId, email: null }, context.db);
    const left = await context.db.query<{ body: string }[]>('SELECT body FROM idempotency_keys WHERE caller_id = $1', [agent.userId]);
    expect(left).toHaveLength(1);
    expect(left[0].body).toContain(bystander.userId);
  });
});
