import { randomInt, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CommandPipeline } from '../../../../platform/event-store/command-pipeline';
import { EventStore } from '../../../../platform/event-store/event-store';
import { ProjectionRegistry } from '../../../../platform/event-store/projection-registry';
import { rebuildProjections } from '../../../../platform/event-store/rebuild-projections';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { identityClient } from '../../../../../../test/support/identity-client';
import { startSmtpInbox } from '../../../../../../test/support/smtp-inbox';
import { eventually, startTestApp, TestApp } from '../../../../../../test/support/test-app';
import { ClientLinkBackfill } from '../../../identity/commands/record-client-link/client-link-backfill';
import { transaction } from '../../transaction.aggregate';

const NOT_YOURS = 'client_id: not one of your clients';
const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}${randomInt(0, 1e9).toString(36)}@example.com`;
const fromQuotedPrintable = (value: string) => value.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

interface Session {
  token: string;
  profile: { id: string };
}
interface Deal {
  id: string;
  version: number;
  client_id: string | null;
  client_email: string | null;
  message?: string;
}

const BASICS = { property_address: '100 Congress Ave', property_city: 'Austin', property_state: 'TX', property_zip: '78701' };

/**
 * Issue 18 item 5, "Clients, linked honestly" (ADR 0039): a deal's client_id names only a client
 * account the acting agent created or whose invitation the client accepted.
 */
describe('transactions: client_id names a client linked to the agent', () => {
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let app: TestApp;
  let api: ReturnType<typeof identityClient>;
  let db: DataSource;
  let agent: Session;
  let broker: Session;
  let lead: Session;
  let admin: Session;
  /** Created by the agent, signs in. */
  let own: { id: string; email: string; session: Session };
  /** Created by the broker: another agent's client. */
  let brokers: { id: string; email: string; session: Session };

  const call = <T = Deal>(method: string, path: string, token: string, body?: unknown) => api.call<T & { message?: string }>(method, path, { token, body });
  const createDeal = (token: string, clientId: string | null, extra: Record<string, unknown> = {}) =>
    call('POST', '/api/transactions', token, { transaction_type: 'buyer', client_id: clientId, ...BASICS, ...extra });
  const makeClient = async (session: Session, name: string) => {
    const email = uniqueEmail(name.split(' ')[0]!);
    const password = 'client-pass-1234';
    const made = await call<{ id: string }>('POST', '/api/clients', session.token, { full_name: name, email, password });
    expect(made.status).toBe(201);
    const client = (await api.signIn(email, password)) as Session;
    // The client has consented (spec 002 §4): this suite is about links, not the consent gate (ADR 0051).
    expect((await call('POST', '/api/auth/consent', client.token)).status).toBe(200);
    return { id: made.body.id, email, session: client };
  };
  const dealEvents = async () => (await db.query<{ n: number }[]>("SELECT count(*)::int AS n FROM events WHERE stream_type = 'transaction'"))[0]!.n;
  const myClients = async (token: string) => (await call<{ id: string }[]>('GET', '/api/clients', token)).body.map((c) => c.id);

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await startTestApp({ SMTP_URL: inbox.url });
    api = identityClient(app.url);
    db = app.app.get<DataSource>(DATA_SOURCE);
    [agent, broker, lead, admin] = (await Promise.all(['agent', 'broker', 'lead', 'admin'].map((login) => api.signIn(`${login}@threshold.demo`)))) as Session[];
    own = await makeClient(agent, 'Olive Own');
    brokers = await makeClient(broker, 'Bruno Brokers');
  }, 150_000);

  afterAll(async () => {
    await app.close();
    await inbox.close();
  });

  const strangers = () =>
    [
      ['a random UUID', randomUUID()],
      ["another agent's client", brokers.id],
      ['another agent', broker.profile.id],
      ['the admin', admin.profile.id],
      ['the agent themself', agent.profile.id],
    ] as const;

  it('create refuses every client_id that is not a client linked to the agent, live or draft, appending nothing', async () => {
    for (const [label, clientId] of strangers()) {
      for (const extra of [{}, { as_draft: true }]) {
        const before = await dealEvents();
        const answer = await createDeal(agent.token, clientId, extra);
        expect([label, answer.status, answer.body.message]).toEqual([label, 400, NOT_YOURS]);
        expect(await dealEvents()).toBe(before);
      }
    }
    const mine = await createDeal(agent.token, own.id);
    expect([mine.status, mine.body.client_id, mine.body.client_email]).toEqual([201, own.id, own.email]);
  });

  it('PATCH, draft save and submit refuse them too; the same client or none passes', async () => {
    const deal = (await createDeal(agent.token, own.id)).body;
    const draft = (await createDeal(agent.token, null, { as_draft: true })).body;
    for (const [label, clientId] of strangers()) {
      const patched = await call('PATCH', `/api/transactions/${deal.id}`, agent.token, { client_id: clientId });
      expect([label, patched.status, patched.body.message]).toEqual([label, 400, NOT_YOURS]);
      const saved = await call('PUT', `/api/transactions/${draft.id}/draft`, agent.token, { transaction_type: 'buyer', client_id: clientId, ...BASICS });
      expect([label, saved.status, saved.body.message]).toEqual([label, 400, NOT_YOURS]);
      const submitted = await call('POST', `/api/transactions/${draft.id}/submit`, agent.token, { transaction_type: 'buyer', client_id: clientId, ...BASICS });
      expect([label, submitted.status, submitted.body.message]).toEqual([label, 400, NOT_YOURS]);
    }
    const read = await call('GET', `/api/transactions/${deal.id}`, agent.token);
    expect([read.body.client_id, read.body.client_email]).toEqual([own.id, own.email]);
    expect((await call('PATCH', `/api/transactions/${deal.id}`, agent.token, { client_id: own.id, property_city: 'Round Rock' })).status).toBe(200);
    expect((await call('PATCH', `/api/transactions/${deal.id}`, agent.token, { client_id: null })).status).toBe(200);
    expect((await call('PATCH', `/api/transactions/${deal.id}`, agent.token, { client_id: own.id })).status).toBe(200);
    expect((await call('POST', `/api/transactions/${draft.id}/submit`, agent.token, { transaction_type: 'buyer', client_id: own.id, ...BASICS })).status).toBe(200);
  });

  it('GET /api/clients lists only client accounts linked to the caller', async () => {
    for (const session of [agent, broker, lead]) {
      const ids = await myClients(session.token);
      if (ids.length === 0) continue;
      const roles = await db.query<{ role: string }[]>('SELECT DISTINCT role FROM profiles WHERE id = ANY($1)', [ids]);
      expect(roles).toEqual([{ role: 'client' }]);
    }
    expect(await myClients(agent.token)).toContain(own.id);
    expect(await myClients(agent.token)).not.toContain(brokers.id);
  });

  it('invitation: only a client account; the client sees it pending, accepts, and then the agent may name them and the client sees the deal', async () => {
    const invite = (token: string, email: string) => call<{ client_id: string; email: string; status: string }>('POST', '/api/clients/invitations', token, { email });
    for (const [email, status, message] of [
      ['admin@threshold.demo', 400, 'Only a client account can be invited. This e-mail belongs to another kind of account.'],
      ['broker@threshold.demo', 400, 'Only a client account can be invited. This e-mail belongs to another kind of account.'],
      [uniqueEmail('nobody'), 404, 'No client account uses this email. Create the client instead.'],
      [own.email, 409, 'This client is already one of your clients'],
      ['not an address', 400, 'Please enter a valid email address'],
    ] as const) {
      const answer = await invite(agent.token, email);
      expect([email, answer.status, answer.body.message]).toEqual([email, status, message]);
    }
    // Clients and admins do not invite.
    expect((await invite(brokers.session.token, own.email)).status).toBe(403);

    const sent = await invite(agent.token, ` ${brokers.email.toUpperCase()} `);
    expect([sent.status, sent.body]).toEqual([201, { client_id: brokers.id, email: brokers.email.toUpperCase(), status: 'pending' }]);
    // Asking twice sends one e-mail.
    expect((await invite(agent.token, brokers.email)).status).toBe(201);
    const message = await eventually(async () => inbox.received.find((m) => m.to.includes(brokers.email) && m.raw.includes('invited you')), 15_000, 'the invitation e-mail');
    const text = fromQuotedPrintable(message.raw);
    expect(text).toContain(`/dashboard/client?invitation=${agent.profile.id}`);
    expect(text).toContain('invited you');

    // The agent sees the address waiting, nothing more; no one else sees it.
    const waiting = await call<{ client_id: string; email: string; requested_at: string }[]>('GET', '/api/clients/invitations', agent.token);
    expect(waiting.body).toEqual([{ client_id: brokers.id, email: brokers.email, requested_at: expect.any(String) }]);
    expect((await call<unknown[]>('GET', '/api/clients/invitations', lead.token)).body).toEqual([]);
    // Pending: not yet a client of the agent; the deal is refused and nothing shows.
    expect((await createDeal(agent.token, brokers.id)).body.message).toBe(NOT_YOURS);
    expect(await myClients(agent.token)).not.toContain(brokers.id);
    const pending = await call<{ agent_id: string; agent_name: string }[]>('GET', '/api/client-invitations', brokers.session.token);
    expect(pending.status).toBe(200);
    expect(pending.body.map((i) => [i.agent_id, i.agent_name])).toEqual([[agent.profile.id, expect.any(String)]]);
    expect((await call('GET', '/api/client-invitations', agent.token)).status).toBe(403);

    // Another agent cannot answer, or ride on, the link.
    expect((await call('POST', `/api/client-invitations/${agent.profile.id}/accept`, lead.token)).status).toBe(403);
    const accepted = await call('POST', `/api/client-invitations/${agent.profile.id}/accept`, brokers.session.token);
    expect([accepted.status, accepted.body]).toEqual([200, { status: 'accepted' }]);
    expect((await call<unknown[]>('GET', '/api/client-invitations', brokers.session.token)).body).toEqual([]);
    expect((await call<unknown[]>('GET', '/api/clients/invitations', agent.token)).body).toEqual([]);
    expect((await createDeal(lead.token, brokers.id)).body.message).toBe(NOT_YOURS);

    const deal = await createDeal(agent.token, brokers.id);
    expect([deal.status, deal.body.client_id]).toEqual([201, brokers.id]);
    expect(await myClients(agent.token)).toContain(brokers.id);
    expect(await myClients(lead.token)).not.toContain(brokers.id);
    const seen = await call<{ id: string }[]>('GET', '/api/transactions', brokers.session.token);
    expect(seen.body.map((d) => d.id)).toContain(deal.body.id);
    expect((await call('GET', `/api/transactions/${deal.body.id}`, brokers.session.token)).status).toBe(200);
    // Already linked: a new invitation is refused.
    expect((await invite(agent.token, brokers.email)).status).toBe(409);
  });

  it('a declined invitation links nothing and cannot be accepted afterwards', async () => {
    expect((await call('POST', '/api/clients/invitations', lead.token, { email: own.email })).status).toBe(201);
    expect((await call('POST', `/api/client-invitations/${lead.profile.id}/decline`, own.session.token)).body).toEqual({ status: 'declined' });
    expect((await createDeal(lead.token, own.id)).body.message).toBe(NOT_YOURS);
    const late = await call('POST', `/api/client-invitations/${lead.profile.id}/accept`, own.session.token);
    expect([late.status, late.body.message]).toEqual([404, 'Invitation not found']);
    expect((await call('POST', `/api/client-invitations/${randomUUID()}/accept`, own.session.token)).status).toBe(404);
    expect(await myClients(lead.token)).not.toContain(own.id);
  });

  /** The log as a deal made before the check left it (the controller asked nothing then). */
  const oldDeal = async (agentId: string, clientId: string) => {
    const id = randomUUID();
    await app.app.get(CommandPipeline).handle(
      transaction,
      id,
      { type: 'CreateTransaction', transactionId: id, agentId, asDraft: false, taskIds: {}, transactionType: 'buyer', clientId, clientLinked: true, fields: BASICS },
      { metadata: { actorId: agentId, correlationId: randomUUID(), causationId: null } },
    );
    return id;
  };

  it('a deal made before the check keeps its client account as a link, recorded once at start', async () => {
    const earlier = await makeClient(lead, 'Ezra Earlier');
    const id = await oldDeal(agent.profile.id, earlier.id);
    expect(await myClients(agent.token)).not.toContain(earlier.id);
    const backfill = app.app.get(ClientLinkBackfill);
    expect(await backfill.onApplicationBootstrap()).toBe(1);
    expect(await backfill.onApplicationBootstrap()).toBe(0);
    expect(await myClients(agent.token)).toContain(earlier.id);
    expect((await call('GET', `/api/transactions/${id}`, earlier.session.token)).status).toBe(200);
    // A pair waiting for (or refused by) the client's answer is left to it.
    const asked = await makeClient(lead, 'Ada Asked');
    expect((await call('POST', '/api/clients/invitations', agent.token, { email: asked.email })).status).toBe(201);
    await oldDeal(agent.profile.id, asked.id);
    expect(await backfill.onApplicationBootstrap()).toBe(0);
    expect(await myClients(agent.token)).not.toContain(asked.id);
  });

  it('a deal written before the check with a non-client as client shows no client, and a rebuild agrees', async () => {
    // The agent named the admin (no check then).
    const id = await oldDeal(agent.profile.id, admin.profile.id);
    const read = async () => (await call('GET', `/api/transactions/${id}`, agent.token)).body;
    expect([(await read()).client_id, (await read()).client_email]).toEqual([null, null]);
    await rebuildProjections(db, app.app.get(ProjectionRegistry), app.app.get(EventStore), { only: ['transactions'] });
    expect([(await read()).client_id, (await read()).client_email]).toEqual([null, null]);
    expect((await call('PATCH', `/api/transactions/${id}/client`, agent.token, { full_name: 'Renamed Admin' })).status).toBe(409);
  });
});
