import { randomInt, randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CreateUserAccount } from './commands/create-user-account/create-user-account.command';
import { rebuildProjections } from '../../platform/event-store/rebuild-projections';
import { EventStore } from '../../platform/event-store/event-store';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { DATA_SOURCE } from '../../platform/platform.tokens';
import { PersonalDataVault } from '../../platform/privacy/personal-data-vault';
import { identityClient, validRegistration } from '../../../../test/support/identity-client';
import { startSmtpInbox } from '../../../../test/support/smtp-inbox';
import { eventually, startTestApp, TestApp } from '../../../../test/support/test-app';
import { withLinkedClient } from '../../../../test/support/linked-client';

interface AdminUser {
  id: string;
  email: string;
  fullName: string;
  role: string;
  createdAt: string;
  transactionCount: number;
}

/** Issue #3 part 5 and the identity side of 6 and 9: the admin console's users, codes, analytics, erasure. */
describe('identity: admin console and erasure', () => {
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let app: TestApp;
  let api: ReturnType<typeof identityClient>;
  let db: DataSource;
  let admin: { token: string; profile: { id: string } };

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await startTestApp({ SMTP_URL: inbox.url });
    api = identityClient(app.url);
    db = app.app.get<DataSource>(DATA_SOURCE);
    admin = await api.signIn('admin@threshold.demo');
  });

  afterAll(async () => {
    await app.close();
    await inbox.close();
  });

  async function newUser(overrides: Record<string, string> = {}, role: 'agent' | 'broker' | 'team_lead' = 'agent') {
    const code = await api.createInviteCode(admin.token, { role });
    const fields = validRegistration(code, overrides);
    const answer = await api.register(fields);
    expect(answer.status).toBe(201);
    return { email: fields.email!, password: fields.password!, userId: answer.body.userId };
  }

  it('lists every user newest first with their transaction counts from the deal read model, and counts them', async () => {
    const user = await newUser();
    const users = await api.call<{ items: AdminUser[]; total: number }>('GET', '/api/admin/users?limit=200', { token: admin.token });
    expect(users.status).toBe(200);
    expect(users.body.items[0]).toMatchObject({ id: user.userId, email: user.email, role: 'agent', transactionCount: 0 });
    const created = users.body.items.map((u) => u.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    // The demo accounts are the oldest: on a shared database they may be past this page, so each is searched for.
    for (const login of ['admin', 'agent', 'broker', 'lead', 'buyer', 'seller']) {
      const found = await api.call<{ items: AdminUser[] }>('GET', `/api/admin/users?q=${login}@threshold.demo`, { token: admin.token });
      expect(found.body.items.some((u) => u.email === `${login}@threshold.demo`)).toBe(true);
    }

    const stats = await api.call('GET', '/api/admin/stats', { token: admin.token });
    const [expected] = await db.query(
      `SELECT count(*)::int AS "totalUsers", count(*) FILTER (WHERE role = 'agent')::int AS agents,
              count(*) FILTER (WHERE role = 'client')::int AS clients FROM profiles WHERE erased_at IS NULL`,
    );
    const [deals] = await db.query<{ n: number }[]>('SELECT count(*)::int AS n FROM transactions');
    expect(stats.body).toEqual({ ...expected, totalTransactions: deals.n });
    // The list's total is the statistics' count; the page holds them all while they fit.
    expect(users.body.total).toBe(expected.totalUsers);
    expect(users.body.items).toHaveLength(Math.min(expected.totalUsers, 200));
  });

  /** A client account through the same command the client invitation sends. */
  async function newClientAccount(): Promise<string> {
    const id = randomUUID();
    await app.app.get(CommandBus).execute(
      new CreateUserAccount(
        id,
        { email: `client-${id}@example.com`, fullName: 'Client Of Admin', role: 'client', password: 'Correct-horse-9', company: null },
        { actorId: null, correlationId: randomUUID(), causationId: null },
      ),
    );
    return id;
  }

  it("counts a user's deals as agent and as client, soft-deleted ones included, and lists them with Deleted (spec 000 §2, §7)", async () => {
    const agent = await api.signIn('agent@threshold.demo');
    const client = await newClientAccount();
    const countsOf = async () => {
      // Each person searched for by e-mail: the demo agent, the oldest, may be past any one page of a shared database.
      const countOf = async (email: string, id: string) => {
        const found = await api.call<{ items: AdminUser[] }>('GET', `/api/admin/users?q=${encodeURIComponent(email)}`, { token: admin.token });
        return found.body.items.find((u) => u.id === id)!.transactionCount;
      };
      const stats = await api.call<{ totalTransactions: number }>('GET', '/api/admin/stats', { token: admin.token });
      return { agent: await countOf('agent@threshold.demo', agent.profile.id), client: await countOf(`client-${client}@example.com`, client), total: stats.body.totalTransactions };
    };
    const before = await countsOf();
    const body = { transaction_type: 'seller', client_id: client, property_address: '77 Admin Way', property_city: 'Austin', property_state: 'TX', property_zip: '78701' };
    const kept = await api.call<{ id: string }>('POST', '/api/transactions', { token: agent.token, body: await withLinkedClient(app, agent.token, body) });
    const gone = await api.call<{ id: string }>('POST', '/api/transactions', { token: agent.token, body: await withLinkedClient(app, agent.token, { ...body, property_address: '78 Admin Way' }) });
    expect([kept.status, gone.status]).toEqual([201, 201]);
    expect((await api.call('DELETE', `/api/transactions/${gone.body.id}`, { token: agent.token })).status).toBe(204);

    expect(await countsOf()).toEqual({ agent: before.agent + 2, client: before.client + 2, total: before.total + 2 });
    const list = await api.call<{ id: string; propertyAddress: string; agentName: string | null; clientName: string | null; status: string; deleted: boolean }[]>(
      'GET',
      '/api/admin/transactions',
      { token: admin.token },
    );
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(before.total + 2);
    expect(list.body.find((t) => t.id === kept.body.id)).toMatchObject({ propertyAddress: '77 Admin Way', agentName: 'Jordan Agent', clientName: 'Client Of Admin', status: 'pending', deleted: false });
    expect(list.body.find((t) => t.id === gone.body.id)).toMatchObject({ propertyAddress: '78 Admin Way', deleted: true });
    // Not for anyone else.
    expect((await api.call('GET', '/api/admin/transactions', { token: agent.token })).status).toBe(403);
    expect((await api.call('GET', '/api/admin/transactions')).status).toBe(401);
  });

  describe('If-Match on the admin commands (ADR 0016)', () => {
    const eventsOf = async (streamId: string): Promise<number> =>
      (await db.query<{ n: number }[]>('SELECT count(*)::int AS n FROM events WHERE stream_id = $1', [streamId]))[0].n;
    const listedUser = async (id: string) =>
      (await api.call<{ items: (AdminUser & { version: number })[] }>('GET', '/api/admin/users?limit=200', { token: admin.token })).body.items.find(
        (u) => u.id === id,
      )!;

    it('a stale If-Match on a role change answers 412 with the current version and appends nothing', async () => {
      const { userId } = await newUser();
      const before = await listedUser(userId);
      expect(before.version).toBe(await eventsOf(`user-${userId}`)); // the row carries the stream's version
      const changed = await api.call('PATCH', `/api/admin/users/${userId}/role`, { token: admin.token, body: { role: 'broker' }, ifMatch: `"${before.version}"` });
      expect([changed.status, changed.headers.get('etag')]).toEqual([200, `"${before.version + 1}"`]);
      expect((await listedUser(userId)).version).toBe(before.version + 1);

      const stale = await api.call('PATCH', `/api/admin/users/${userId}/role`, { token: admin.token, body: { role: 'team_lead' }, ifMatch: `"${before.version}"` });
      expect(stale.status).toBe(412);
      expect(stale.body).toEqual({ statusCode: 412, message: 'Precondition failed', currentVersion: before.version + 1 });
      expect(stale.headers.get('etag')).toBe(`"${before.version + 1}"`);
      expect(await eventsOf(`user-${userId}`)).toBe(before.version + 1);
      expect((await listedUser(userId)).role).toBe('broker');
    });

    it('a stale If-Match on revoking a code or deleting a user answers 412 and changes nothing', async () => {
      const code = await api.createInviteCode(admin.token, {});
      const [listed] = (await api.call<{ code: string; version: number }[]>('GET', '/api/admin/invite-codes', { token: admin.token })).body.filter(
        (c) => c.code === code,
      );
      expect(listed.version).toBe(1);
      const stale = await api.call('POST', `/api/admin/invite-codes/${code}/revoke`, { token: admin.token, ifMatch: '"2"' });
      expect([stale.status, stale.headers.get('etag')]).toEqual([412, '"1"']);
      const revoked = await api.call<{ status: string; version: number }>('POST', `/api/admin/invite-codes/${code}/revoke`, { token: admin.token, ifMatch: '"1"' });
      expect([revoked.status, revoked.body.status, revoked.body.version, revoked.headers.get('etag')]).toEqual([200, 'revoked', 2, '"2"']);

      const person = await newUser();
      const signedIn = await api.signIn(person.email, person.password);
      const version = (await listedUser(person.userId)).version;
      const deleted = await api.call('DELETE', `/api/admin/users/${person.userId}`, { token: admin.token, ifMatch: `"${version - 1}"` });
      expect(deleted.status).toBe(412);
      expect(deleted.body).toMatchObject({ currentVersion: version });
      expect(await eventsOf(`user-${person.userId}`)).toBe(version);
      expect((await api.call('GET', '/api/auth/me', { token: signedIn.token })).status).toBe(200); // no session ended
    });
  });

  describe('invite codes', () => {
    it('creates a code of 12 letters and digits in groups of 4, role agent and one use by default', async () => {
      const created = await api.call('POST', '/api/admin/invite-codes', { token: admin.token, body: {} });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.any(String),
        code: expect.stringMatching(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/),
        role: 'agent',
        currentUses: 0,
        maxUses: 1,
        expiresAt: null,
        notes: null,
        createdBy: admin.profile.id,
        createdAt: expect.any(String),
        usedAt: null,
        revokedAt: null,
        status: 'active',
        version: 1,
      });
      expect(created.headers.get('etag')).toBe('"1"');
    });

    it('takes role, max uses, notes and expiry; lists newest first', async () => {
      const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
      const created = await api.call<{ code: string }>('POST', '/api/admin/invite-codes', {
        token: admin.token,
        body: { role: 'team_lead', maxUses: 3, notes: 'For the Round Rock team', expiresAt },
      });
      expect(created.body).toMatchObject({ role: 'team_lead', maxUses: 3, notes: 'For the Round Rock team', expiresAt, status: 'active' });
      const list = await api.call<{ code: string; createdAt: string }[]>('GET', '/api/admin/invite-codes', { token: admin.token });
      expect(list.body[0].code).toBe(created.body.code);
      const times = list.body.map((c) => c.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
    });

    it('refuses max uses below 1, a role outside agent/broker/team_lead, and a past expiry', async () => {
      const post = (body: unknown) => api.call('POST', '/api/admin/invite-codes', { token: admin.token, body });
      expect((await post({ maxUses: 0 })).body).toEqual({ statusCode: 400, message: 'Max uses must be at least 1' });
      expect((await post({ role: 'admin' })).body).toEqual({ statusCode: 400, message: 'Role must be one of agent, broker, team_lead' });
      expect((await post({ expiresAt: '2020-01-01T00:00:00Z' })).body).toEqual({ statusCode: 400, message: 'Expiry must be in the future' });
    });
  });

  describe('analytics (spec 000 §3)', () => {
    it('computes the last 30 days from sessions and activity', async () => {
      const user = await newUser();
      const day = (daysAgo: number, hour = 12) => {
        const d = new Date();
        d.setUTCDate(d.getUTCDate() - daysAgo);
        d.setUTCHours(hour, 0, 0, 0);
        return d;
      };
      const sessions: [Date, number | null][] = [
        [day(40), 6000], // outside the window
        [day(3), 300],
        [day(2), 1500],
        [day(1), null], // still open
      ];
      for (const [start, duration] of sessions) {
        await db.query('INSERT INTO user_sessions (id, user_id, session_start, duration_seconds) VALUES ($1, $2, $3, $4)', [
          randomUUID(),
          user.userId,
          start,
          duration,
        ]);
      }
      const activity: [string, string | null, Date][] = [
        ['page_view', '/old', day(40)],
        ['page_view', '/dashboard/agent', day(3)],
        ['page_view', '/dashboard/agent/vendors', day(3)],
        ['feature_usage', 'create_transaction', day(2)],
        ['feature_usage', 'create_transaction', day(2)],
        ['feature_usage', 'upload_document', day(2)],
        ['feature_usage', 'a', day(1)],
        ['feature_usage', 'b', day(1)],
        ['feature_usage', 'c', day(1)],
        ['feature_usage', 'd', day(1)],
        ['login', null, day(1)],
      ];
      for (const [type, details, at] of activity) {
        await db.query('INSERT INTO user_activity_logs (user_id, action_type, action_details, created_at) VALUES ($1, $2, $3, $4)', [
          user.userId,
          type,
          details,
          at,
        ]);
      }
      const answer = await api.call('GET', `/api/admin/users/${user.userId}/analytics`, { token: admin.token });
      expect(answer.status).toBe(200);
      const date = (daysAgo: number) => day(daysAgo).toISOString().slice(0, 10);
      expect(answer.body).toEqual({
        totalLogins: 3,
        avgSessionDurationMinutes: 15, // (5 + 25) / 2
        lastLogin: day(1).toISOString(),
        totalPageViews: 2,
        mostUsedFeatures: [
          { feature: 'create_transaction', count: 2 },
          { feature: 'a', count: 1 },
          { feature: 'b', count: 1 },
          { feature: 'c', count: 1 },
          { feature: 'd', count: 1 },
        ],
        activityByDay: [
          { date: date(3), count: 2 },
          { date: date(2), count: 3 },
          { date: date(1), count: 5 },
        ],
      });
    });

    it('answers zeros, empty lists and a null last login for a user without activity', async () => {
      const answer = await api.call('GET', `/api/admin/users/${randomUUID()}/analytics`, { token: admin.token });
      expect(answer.body).toEqual({ totalLogins: 0, avgSessionDurationMinutes: 0, lastLogin: null, totalPageViews: 0, mostUsedFeatures: [], activityByDay: [] });
    });
  });

  describe('deleting a user erases the person (ADR 0004, 0006)', () => {
    it('leaves no readable name, e-mail or phone in any table or event, and no session, activity or token', async () => {
      const tag = randomUUID().slice(0, 8);
      const fullName = `Zephyrine Quillfeather ${tag}`;
      const phone = `512-555-${randomInt(1000, 9999)}`;
      const licenseNumber = `TX-LIC-${tag}`;
      const user = await newUser({ fullName, phone, licenseNumber, company: `Quill Realty ${tag}` });
      const email = user.email;

      // Leave traces everywhere identity writes: sessions, activity, refresh tokens, a reset request (event + outbox + e-mail).
      const session = await api.signIn(email, user.password);
      await api.call('POST', '/api/activity', { token: session.token, body: { events: [{ type: 'page_view', details: '/dashboard/agent' }] } });
      await api.call('POST', '/api/auth/forgot-password', { body: { email } });
      await eventually(async () => inbox.received.find((m) => m.to.includes(email)), 15_000, 'the reset e-mail');

      const needles = [fullName, email, phone, licenseNumber];
      expect(await tablesHolding(needles)).toContain('profiles'); // the scan sees plaintext where it is

      const deleted = await api.call('DELETE', `/api/admin/users/${user.userId}`, { token: admin.token });
      expect(deleted.status).toBe(204);

      expect(await tablesHolding(needles)).toEqual([]);
      for (const table of ['user_sessions', 'user_activity_logs', 'refresh_tokens', 'user_emails', 'user_credentials', 'password_reset_tokens']) {
        const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM ${table} WHERE user_id::text = $1`, [user.userId]);
        expect({ table, count }).toEqual({ table, count: 0 });
      }
      // The key row stays as a tombstone (ADR 0012) with no key material left.
      const [key] = await db.query('SELECT key, wrapped_key, erased_at FROM personal_data_keys WHERE subject_id = $1', [user.userId]);
      expect(key).toMatchObject({ key: null, wrapped_key: null });
      expect(key.erased_at).not.toBeNull();
      // The sealed copies in the log no longer open.
      const [registered] = await db.query(`SELECT data FROM events WHERE stream_id = $1 AND event_type = 'UserRegistered'`, [`user-${user.userId}`]);
      expect(await app.app.get(PersonalDataVault).open(registered.data.fullName)).toBeNull();

      // The person is gone from the console and cannot sign in; their session is over.
      const users = await api.call<{ items: AdminUser[] }>('GET', '/api/admin/users?limit=200', { token: admin.token });
      expect(users.body.items.some((u) => u.id === user.userId)).toBe(false);
      expect((await api.call('POST', '/api/auth/sign-in', { body: { email, password: user.password } })).status).toBe(401);
      expect((await api.call('GET', '/api/auth/me', { token: session.token })).status).toBe(401);
      const [profile] = await db.query('SELECT full_name, email, phone FROM profiles WHERE id = $1', [user.userId]);
      expect(profile).toEqual({ full_name: 'Deleted user', email: null, phone: null });

      // Deleting again is harmless; an unknown user is a 404.
      expect((await api.call('DELETE', `/api/admin/users/${user.userId}`, { token: admin.token })).status).toBe(204);
      expect((await api.call('DELETE', `/api/admin/users/${randomUUID()}`, { token: admin.token })).body).toEqual({ statusCode: 404, message: 'User not found' });

      // A rebuild of the read tables from the log brings nothing back.
      await rebuildProjections(db, app.app.get(ProjectionRegistry), app.app.get(EventStore));
      expect(await tablesHolding(needles)).toEqual([]);
      const [rebuilt] = await db.query('SELECT full_name, email FROM profiles WHERE id = $1', [user.userId]);
      expect(rebuilt).toEqual({ full_name: 'Deleted user', email: null });
    });
  });

  /** Every table of the schema whose text (any column, cast to text) contains one of the needles. */
  async function tablesHolding(needles: string[]): Promise<string[]> {
    const tables = await db.query<{ table_name: string }[]>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const found: string[] = [];
    for (const { table_name: table } of tables) {
      const [hit] = await db.query(
        `SELECT 1 FROM "${table}" t WHERE ${needles.map((_, i) => `position(lower($${i + 1}) in lower(t::text)) > 0`).join(' OR ')} LIMIT 1`,
        needles,
      );
      if (hit) found.push(table);
    }
    return found;
  }
});
