import { apiTestContext } from '../../../../../test/support/api-test-context';
import { dealDay } from '../../../../../test/support/deal-today';
import { linkedClient } from '../../../../../test/support/linked-client';
import { allWorkSettled } from '../../../../../test/support/queued-work';
import { demoAdminToken } from '../../../../../test/support/registered-agent';
import { startSmtpInbox } from '../../../../../test/support/smtp-inbox';
import { teamMembers } from '../../../../../test/support/team-members';

type Principal = { name: string; userId: string; token: string; email: string };
type Review = { status: string; note: string | null; version: number; reviewer_role: string | null };
type Queue = { window_days: number; items: { id: string; review: Review; required_documents: { kind: string; present: boolean }[]; milestones: unknown[] }[] };

/**
 * Issue 24 item 4 (ADR 0068): the compliance review queue on the raw wire, per principal — the broker
 * and team lead over the deal's agent review it; an agent outside the team, another broker's agent,
 * another broker, the client, the admin and anyone signed out are refused; the agent reads the
 * return's note until they resolve it or a later approval; the agent is e-mailed.
 */
describe('compliance review queue: who reviews a deal, and what its agent sees', () => {
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  const context = apiTestContext(async () => {
    inbox = await startSmtpInbox();
    return { SMTP_URL: inbox.url };
  });
  afterAll(async () => inbox?.close());

  let adminToken: string;
  let agent: Principal, lead: Principal, broker: Principal, outsider: Principal, otherBroker: Principal, otherBrokersAgent: Principal, client: Principal;
  let readyId: string, laterId: string;

  const call = <T = Record<string, unknown>>(method: string, path: string, token: string | null, body?: unknown, ifMatch?: string) =>
    context.api.call<T>(method, path, { token, body, ifMatch });

  const { person, assign } = teamMembers(context);
  const deal = async (closing: string) => {
    const created = await call<{ id: string }>('POST', '/api/transactions', agent.token, {
      transaction_type: 'buyer',
      client_id: client.userId,
      property_address: `${closing} Review Way`,
      property_city: 'Austin',
      property_state: 'TX',
      property_zip: '78701',
      effective_date: dealDay(-20),
      closing_date: closing,
    });
    expect(created.status).toBe(201);
    return created.body.id;
  };

  beforeAll(async () => {
    adminToken = await demoAdminToken(context.api);
    agent = await person('agent', 'agent');
    lead = await person('team lead of the agent', 'team_lead');
    broker = await person('broker of the agent', 'broker');
    outsider = await person('agent outside the team', 'agent');
    otherBroker = await person('another broker', 'broker');
    otherBrokersAgent = await person("another broker's agent", 'agent');
    await assign(agent, 'team-lead', lead);
    await assign(agent, 'broker', broker);
    await assign(lead, 'broker', broker);
    await assign(otherBrokersAgent, 'broker', otherBroker);
    const clientId = await linkedClient(context.app, agent.token);
    client = { name: 'the client', userId: clientId, token: context.mint('client', clientId).token, email: '' };
    readyId = await deal(dealDay(3));
    laterId = await deal(dealDay(30));
  });

  it('queues the deal closing within the default 7 days for the team lead and the broker, with its required documents and milestones', async () => {
    for (const reviewer of [lead, broker]) {
      const queue = await call<Queue>('GET', '/api/oversight/review-queue', reviewer.token);
      expect([reviewer.name, queue.status, queue.body.window_days]).toEqual([reviewer.name, 200, 7]);
      expect(queue.body.items.map((item) => item.id)).toEqual([readyId]);
      expect(queue.body.items[0].review).toMatchObject({ status: 'not_reviewed', version: 0 });
      expect(queue.body.items[0].required_documents).toContainEqual({ kind: 'contract', present: false });
      expect(queue.body.items[0].milestones.length).toBeGreaterThan(0);
    }
    for (const stranger of [otherBroker]) expect((await call<Queue>('GET', '/api/oversight/review-queue', stranger.token)).body.items).toEqual([]);
    for (const refused of [agent, outsider, otherBrokersAgent, client]) expect((await call('GET', '/api/oversight/review-queue', refused.token)).status).toBe(403);
    expect((await call('GET', '/api/oversight/review-queue', adminToken)).status).toBe(403);
    expect((await call('GET', '/api/oversight/review-queue', null)).status).toBe(401);
  });

  it('refuses a decision from anyone but the team lead or broker over the agent, and on a deal not ready', async () => {
    const path = `/api/transactions/${readyId}/review`;
    const body = { decision: 'returned', note: 'Upload the executed contract.' };
    for (const refused of [agent, outsider, otherBrokersAgent, otherBroker]) {
      const answer = await call('POST', path, refused.token, body);
      expect([refused.name, answer.status]).toEqual([refused.name, 403]);
    }
    expect((await call('POST', path, client.token, body)).status).toBe(403);
    expect((await call('POST', path, adminToken, body)).status).toBe(403);
    expect((await call('POST', path, null, body)).status).toBe(401);
    expect(await call('POST', path, lead.token, { decision: 'returned' })).toMatchObject({ status: 400, body: { message: 'A note is required when returning a deal' } });
    expect((await call('POST', path, lead.token, { decision: 'maybe' })).status).toBe(400);
    expect(await call('POST', `/api/transactions/${laterId}/review`, lead.token, { decision: 'approved' })).toMatchObject({
      status: 409,
      body: { message: 'This deal is not ready for review yet' },
    });
    expect((await call<Review>('GET', path, agent.token)).body).toMatchObject({ status: 'not_reviewed', version: 0 });
  });

  it('the team lead returns the deal with a note at its If-Match: the agent reads the note and is e-mailed, until they resolve it', async () => {
    const path = `/api/transactions/${readyId}/review`;
    const returned = await call<Review>('POST', path, lead.token, { decision: 'returned', note: 'Upload the executed contract.' }, '"0"');
    expect(returned.status).toBe(200);
    expect(returned.headers.get('etag')).toBe('"1"');
    expect(returned.body).toMatchObject({ status: 'returned', note: 'Upload the executed contract.', reviewer_role: 'team_lead', version: 1 });
    // A stale If-Match: the broker decided on what they read before the return.
    expect((await call('POST', path, broker.token, { decision: 'approved' }, '"0"')).status).toBe(412);

    expect((await call<Review>('GET', path, agent.token)).body).toMatchObject({ status: 'returned', note: 'Upload the executed contract.' });
    expect((await call<Review>('GET', path, broker.token)).body).toMatchObject({ status: 'returned' });
    for (const refused of [outsider, otherBrokersAgent, otherBroker]) expect([refused.name, (await call('GET', path, refused.token)).status]).toEqual([refused.name, 403]);
    expect((await call('GET', path, client.token)).status).toBe(403);
    expect((await call('GET', path, adminToken)).status).toBe(403);

    await allWorkSettled(context.app);
    const mail = inbox.received.filter((received) => received.to.includes(agent.email));
    expect(mail).toHaveLength(1);
    expect(mail[0].raw).toContain('Upload the executed contract.');

    // Only the agent resolves it.
    expect((await call('POST', `${path}/resolve`, lead.token)).status).toBe(403);
    expect((await call('POST', `${path}/resolve`, client.token)).status).toBe(403);
    const resolved = await call<Review>('POST', `${path}/resolve`, agent.token);
    expect(resolved.body).toMatchObject({ status: 'resolved', note: null, version: 2 });
    expect(await call('POST', `${path}/resolve`, agent.token)).toMatchObject({ status: 409, body: { message: 'This deal has no return to resolve' } });
  });

  it('a later approval clears a return; approved deals sort last in the queue', async () => {
    const path = `/api/transactions/${readyId}/review`;
    expect((await call('POST', path, broker.token, { decision: 'returned', note: 'Sign page 3.' })).status).toBe(200);
    const approved = await call<Review>('POST', path, broker.token, { decision: 'approved' });
    expect(approved.body).toMatchObject({ status: 'approved', note: null, reviewer_role: 'broker' });
    expect((await call<Review>('GET', path, agent.token)).body).toMatchObject({ status: 'approved', note: null });
  });

  it("the broker's window is an event: it widens the queue for the broker and their team lead; only the broker sets it", async () => {
    expect((await call('PUT', '/api/oversight/review-window', lead.token, { days: 40 })).status).toBe(403);
    expect((await call('PUT', '/api/oversight/review-window', broker.token, { days: 0 })).status).toBe(400);
    expect((await call('PUT', '/api/oversight/review-window', agent.token, { days: 40 })).status).toBe(403);
    const set = await call<{ days: number; version: number }>('PUT', '/api/oversight/review-window', broker.token, { days: 40 }, '"0"');
    expect(set.body).toMatchObject({ days: 40, version: 1 });
    expect((await call('PUT', '/api/oversight/review-window', broker.token, { days: 41 }, '"0"')).status).toBe(412);
    expect((await call<{ days: number }>('GET', '/api/oversight/review-window', lead.token)).body.days).toBe(40);
    const queue = await call<Queue>('GET', '/api/oversight/review-queue', lead.token);
    expect(queue.body.items.map((item) => item.id).sort()).toEqual([readyId, laterId].sort());
    expect(queue.body.items.at(-1)!.id).toBe(readyId);
    expect((await call<{ days: number }>('GET', '/api/oversight/review-window', otherBroker.token)).body.days).toBe(7);
  });
});
