import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { identityClient, validRegistration } from '../../../../test/support/identity-client';
import { startTestApp, TestApp } from '../../../../test/support/test-app';
import { Role, TokenService } from '../../platform/auth/token.service';
import { DATA_SOURCE } from '../../platform/platform.tokens';

/**
 * Issue #3 part 7: platform feedback (spec 000 §2 Feedback tab, §3, §4; spec 001 §2.2, §3, §4, §9;
 * docs/api/identity-contract.md "Feedback").
 */
describe('feedback', () => {
  let app: TestApp;
  let api: ReturnType<typeof identityClient>;
  let admin: string;
  const minted: Record<Role, string> = {} as Record<Role, string>;

  beforeAll(async () => {
    app = await startTestApp();
    api = identityClient(app.url);
    admin = (await api.signIn('admin@threshold.demo')).token;
    const tokens = app.app.get(TokenService);
    for (const role of ['admin', 'agent', 'broker', 'team_lead', 'client'] as Role[])
      minted[role] = tokens.issue(randomUUID(), role).token;
  });

  afterAll(async () => {
    await app.close();
  });

  /** A registered person of the given role, signed in. */
  async function person(role: 'agent' | 'broker' | 'team_lead' = 'agent', overrides: Record<string, string> = {}) {
    const code = await api.createInviteCode(admin, { role });
    const form = validRegistration(code, overrides);
    const registered = await api.register(form);
    expect(registered.status).toBe(201);
    const session = await api.signIn(form.email!, form.password);
    return { token: session.token, userId: registered.body.userId, email: form.email!, fullName: form.fullName! };
  }

  interface Feedback {
    id: string;
    userId: string;
    feedbackType: string;
    category: string;
    priority: string;
    title: string;
    description: string;
    status: string;
    adminNotes: string | null;
    createdAt: string;
    resolvedAt: string | null;
    version: number;
    userName?: string | null;
    userEmail?: string | null;
  }

  const submit = (
    token: string,
    body: Record<string, unknown> = { title: 'Filters reset', description: 'The status filter is lost.' },
  ) => api.call<Feedback>('POST', '/api/feedback', { token, body });
  const review = (id: string, body: Record<string, unknown>, token: string | null = admin, ifMatch?: string) =>
    api.call<Feedback>('PATCH', `/api/admin/feedback/${id}`, { token, body, ifMatch });

  it('answers every endpoint by role: agents, brokers and team leads own theirs, admins review (contract "Feedback")', async () => {
    const tokens: Record<string, string | null> = { ...minted, none: null };
    const expected: Record<string, [string, string, number][]> = {
      admin: [
        ['GET', '/api/feedback', 403],
        ['POST', '/api/feedback', 403],
        ['GET', '/api/admin/feedback', 200],
      ],
      agent: [
        ['GET', '/api/feedback', 200],
        ['POST', '/api/feedback', 201],
        ['GET', '/api/admin/feedback', 403],
      ],
      broker: [
        ['GET', '/api/feedback', 200],
        ['POST', '/api/feedback', 201],
        ['GET', '/api/admin/feedback', 403],
      ],
      team_lead: [
        ['GET', '/api/feedback', 200],
        ['POST', '/api/feedback', 201],
        ['GET', '/api/admin/feedback', 403],
      ],
      client: [
        ['GET', '/api/feedback', 403],
        ['POST', '/api/feedback', 403],
        ['GET', '/api/admin/feedback', 403],
      ],
      none: [
        ['GET', '/api/feedback', 401],
        ['POST', '/api/feedback', 401],
        ['GET', '/api/admin/feedback', 401],
      ],
    };
    for (const [who, calls] of Object.entries(expected)) {
      for (const [method, path, status] of calls) {
        const answer = await api.call(method, path, {
          token: tokens[who],
          body: method === 'POST' ? { title: 't', description: 'd' } : undefined,
        });
        expect({ who, method, path, status: answer.status }).toEqual({ who, method, path, status });
      }
    }
    // Item endpoints: DELETE for the author's roles, PATCH for admins only.
    for (const who of ['agent', 'broker', 'team_lead'] as const) {
      const created = await submit(minted[who]);
      for (const other of ['admin', 'client'] as const) {
        expect((await api.call('DELETE', `/api/feedback/${created.body.id}`, { token: minted[other] })).status).toBe(403);
      }
      expect((await api.call('DELETE', `/api/feedback/${created.body.id}`, { token: null })).status).toBe(401);
      for (const other of ['agent', 'broker', 'team_lead', 'client'] as const) {
        expect((await review(created.body.id, { status: 'planned' }, minted[other])).status).toBe(403);
      }
      expect((await review(created.body.id, { status: 'planned' }, null)).status).toBe(401);
      expect((await api.call('DELETE', `/api/feedback/${created.body.id}`, { token: minted[who] })).status).toBe(204);
      expect((await review(created.body.id, { status: 'planned' }, minted.admin)).status).toBe(404);
    }
  });

  it('stores feedback with the spec defaults and lists it for its author, newest first, and for admins with name and e-mail', async () => {
    const ana = await person('agent', { fullName: 'Ana Feedback' });
    const first = await submit(ana.token, { title: '  First  ', description: 'One' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual(
      expect.objectContaining({
        userId: ana.userId,
        feedbackType: 'general',
        category: 'other',
        priority: 'medium',
        title: 'First',
        description: 'One',
        status: 'new',
        adminNotes: null,
        resolvedAt: null,
      }),
    );
    const second = await submit(ana.token, {
      feedbackType: 'bug',
      category: 'performance',
      priority: 'critical',
      title: 'Second',
      description: 'Two',
    });
    expect(second.body).toEqual(expect.objectContaining({ feedbackType: 'bug', category: 'performance', priority: 'critical' }));

    const mine = await api.call<Feedback[]>('GET', '/api/feedback', { token: ana.token });
    expect(mine.body.map((f) => f.title)).toEqual(['Second', 'First']);
    const other = await person('broker');
    expect((await api.call<Feedback[]>('GET', '/api/feedback', { token: other.token })).body).toEqual([]);

    const all = await api.call<{ items: Feedback[] }>('GET', '/api/admin/feedback?limit=200', { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.items.find((f) => f.id === first.body.id)).toEqual(
      expect.objectContaining({ title: 'First', userName: 'Ana Feedback', userEmail: ana.email }),
    );
  });

  it('refuses a missing title or description and values outside the lists (spec 001 §5, §3)', async () => {
    expect((await submit(minted.agent, { title: ' ', description: 'x' })).body).toEqual({
      statusCode: 400,
      message: 'Title is required',
    });
    expect((await submit(minted.agent, { title: 'x', description: '' })).body).toEqual({
      statusCode: 400,
      message: 'Description is required',
    });
    const badType = await submit(minted.agent, { title: 'x', description: 'y', feedbackType: 'rant' });
    expect(badType.status).toBe(400);
    expect((badType.body as unknown as { message: string }).message).toContain(
      'Type must be one of general, bug, feature_request, improvement, other',
    );
  });

  it('lets the admin set any status and notes; completed or rejected stamps resolved_at, reopening clears it', async () => {
    const created = (await submit(minted.team_lead)).body;
    const completed = await review(created.id, { status: 'completed', adminNotes: 'Shipped in 1.2' });
    expect(completed.status).toBe(200);
    expect(completed.body).toEqual(expect.objectContaining({ status: 'completed', adminNotes: 'Shipped in 1.2' }));
    expect(Date.parse(completed.body.resolvedAt!)).toBeGreaterThan(Date.now() - 60_000);

    const reopened = await review(created.id, { status: 'under_review' });
    expect(reopened.body).toEqual(
      expect.objectContaining({ status: 'under_review', resolvedAt: null, adminNotes: 'Shipped in 1.2' }),
    );
    const rejected = await review(created.id, { status: 'rejected', adminNotes: '' });
    expect(rejected.body).toEqual(expect.objectContaining({ status: 'rejected', adminNotes: null }));
    expect(rejected.body.resolvedAt).not.toBeNull();
    for (const status of ['new', 'planned', 'in_progress'])
      expect((await review(created.id, { status })).body.status).toBe(status);

    expect((await review(created.id, { status: 'shipped' })).status).toBe(400);
    expect((await review(randomUUID(), { status: 'planned' })).body).toEqual({ statusCode: 404, message: 'Feedback not found' });
    expect((await review('not-a-uuid', { status: 'planned' })).status).toBe(404);
  });

  it('lets only the author delete, and only while the status is new (spec 001 §2.2, §4)', async () => {
    const ana = await person('agent');
    const ben = await person('agent');
    const created = (await submit(ana.token)).body;

    const byOther = await api.call('DELETE', `/api/feedback/${created.id}`, { token: ben.token });
    expect(byOther.body).toEqual({ statusCode: 403, message: 'You can only delete your own feedback' });

    await review(created.id, { status: 'under_review' });
    const notNew = await api.call('DELETE', `/api/feedback/${created.id}`, { token: ana.token });
    expect(notNew.body).toEqual({ statusCode: 403, message: 'Feedback can only be deleted while its status is new' });

    await review(created.id, { status: 'new' });
    expect((await api.call('DELETE', `/api/feedback/${created.id}`, { token: ana.token })).status).toBe(204);
    expect((await api.call<Feedback[]>('GET', '/api/feedback', { token: ana.token })).body).toEqual([]);
    expect((await api.call('DELETE', `/api/feedback/${created.id}`, { token: ana.token })).body).toEqual({
      statusCode: 404,
      message: 'Feedback not found',
    });
  });

  it('keeps the text and the notes out of the event log in plaintext (ADR 0004)', async () => {
    const marker = `Marker${randomUUID().slice(0, 8)}`;
    const created = (await submit(minted.agent, { title: `${marker} title`, description: `${marker} description` })).body;
    await review(created.id, { adminNotes: `${marker} note` });
    const dataSource = app.app.get<DataSource>(DATA_SOURCE);
    const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM events WHERE data::text LIKE $1`, [
      `%${marker}%`,
    ]);
    expect(count).toBe(0);
    const [{ sealed }] = await dataSource.query(
      `SELECT count(*)::int AS sealed FROM events WHERE stream_id = $1 AND data->>'title' LIKE 'pii:v1:%'`,
      [`feedback-${created.id}`],
    );
    expect(sealed).toBe(1);
  });

  describe('optimistic concurrency over HTTP (ADR 0016)', () => {
    it('carries the stream version in every row and answers each command with the new version as its ETag', async () => {
      const created = await submit(minted.agent);
      expect(created.body.version).toBe(1);
      expect(created.headers.get('etag')).toBe('"1"');
      const reviewed = await review(created.body.id, { status: 'planned', adminNotes: 'Soon' }, admin, '"1"');
      expect([reviewed.status, reviewed.body.version, reviewed.headers.get('etag')]).toEqual([200, 3, '"3"']);
      const listed = await api.call<{ items: Feedback[] }>('GET', '/api/admin/feedback', { token: admin });
      expect(listed.body.items.find((f) => f.id === created.body.id)?.version).toBe(3);
      const mine = await api.call<Feedback[]>('GET', '/api/feedback', { token: minted.agent });
      expect(mine.body.find((f) => f.id === created.body.id)?.version).toBe(3);
    });

    it('refuses a stale If-Match with 412, the current version in the body and the ETag, and appends nothing', async () => {
      const created = (await submit(minted.agent)).body;
      expect((await review(created.id, { status: 'planned' })).body.version).toBe(2); // someone else's change
      const stale = await review(created.id, { status: 'rejected', adminNotes: 'Lost update?' }, admin, '"1"');
      expect(stale.status).toBe(412);
      expect(stale.body).toEqual({ statusCode: 412, message: 'Precondition failed', currentVersion: 2 });
      expect(stale.headers.get('etag')).toBe('"2"');
      const [row] = (await api.call<{ items: Feedback[] }>('GET', '/api/admin/feedback', { token: admin })).body.items.filter((f) => f.id === created.id);
      expect([row.status, row.adminNotes, row.version]).toEqual(['planned', null, 2]);
      // An If-Match ahead of the stream is just as stale.
      expect((await review(created.id, { status: 'rejected' }, admin, '"7"')).body).toMatchObject({ statusCode: 412, currentVersion: 2 });
      const deleted = await api.call('DELETE', `/api/feedback/${created.id}`, { token: minted.agent, ifMatch: '"1"' });
      expect([deleted.status, deleted.headers.get('etag')]).toEqual([412, '"2"']);
    });

    it('refuses a malformed or weak If-Match with 400; * means "the feedback exists"', async () => {
      const created = (await submit(minted.agent)).body;
      for (const bad of ['W/"1"', '1', '"-1"', '"01"', '"1", "2"', '"x"', '']) {
        expect([bad, (await review(created.id, { status: 'planned' }, admin, bad)).body]).toEqual([
          bad,
          { statusCode: 400, message: 'Invalid If-Match header' },
        ]);
      }
      const anyVersion = await review(created.id, { status: 'planned' }, admin, '*');
      expect([anyVersion.status, anyVersion.headers.get('etag')]).toEqual([200, '"2"']);
      // Admission comes before preconditions: a feedback that does not exist is the policy's 404 (ADR 0017).
      const missing = await review(randomUUID(), { status: 'planned' }, admin, '*');
      expect(missing.body).toEqual({ statusCode: 404, message: 'Feedback not found' });
    });

    it('without If-Match takes the command on the current version; a no-op answers the unchanged version', async () => {
      const created = (await submit(minted.agent)).body;
      await review(created.id, { status: 'planned' });
      const same = await review(created.id, { status: 'planned' });
      expect([same.status, same.body.version, same.headers.get('etag')]).toEqual([200, 2, '"2"']);
    });
  });
});
