import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { randomInt, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { identityClient, validRegistration } from '../../../../test/support/identity-client';
import { eventually, startTestApp, TestApp } from '../../../../test/support/test-app';
import { Role, TokenService } from '../../platform/auth/token.service';
import { EventStore } from '../../platform/event-store/event-store';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { rebuildProjections } from '../../platform/event-store/rebuild-projections';
import { DATA_SOURCE } from '../../platform/platform.tokens';
import { allWorkSettled } from '../../../../test/support/queued-work';

interface DataRequest {
  id: string;
  userId: string;
  requestType: 'access' | 'deletion';
  reason: string | null;
  userEmail: string | null;
  userName: string | null;
  status: string;
  adminNotes: string | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  exportReady: boolean;
  erasedAt: string | null;
}

/**
 * Issue #3 part 8: data privacy requests (spec 000 §2 Data Requests tab, §3, §4; spec 002 data
 * privacy; contract "Data privacy requests") and their real fulfilment: an export for access, an
 * erasure (ADR 0004) for deletion.
 */
describe('data requests', () => {
  let app: TestApp;
  let api: ReturnType<typeof identityClient>;
  let admin: string;
  let dataSource: DataSource;
  let dataDir: string;
  const minted: Record<Role, string> = {} as Record<Role, string>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'threshold-data-requests-'));
    app = await startTestApp({ DATA_DIR: dataDir });
    api = identityClient(app.url);
    admin = (await api.signIn('admin@threshold.demo')).token;
    dataSource = app.app.get<DataSource>(DATA_SOURCE);
    const tokens = app.app.get(TokenService);
    for (const role of ['admin', 'agent', 'broker', 'team_lead', 'client'] as Role[])
      minted[role] = tokens.issue(randomUUID(), role).token;
  });

  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A registered agent with a name, e-mail and phone no one else has, signed in. */
  async function person(role: 'agent' | 'broker' | 'team_lead' = 'agent') {
    const unique = randomUUID().replace(/-/g, '').slice(0, 10);
    const code = await api.createInviteCode(admin, { role });
    const form = validRegistration(code, {
      fullName: `Quinn Zq${unique}`,
      email: `quinn.${unique}@example.test`,
      phone: `512-${randomInt(100, 999)}-${randomInt(1000, 9999)}`,
    });
    const registered = await api.register(form);
    expect(registered.status).toBe(201);
    const session = await api.signIn(form.email!, form.password);
    return {
      token: session.token,
      userId: registered.body.userId,
      email: form.email!,
      fullName: form.fullName!,
      phone: form.phone!,
      password: form.password!,
    };
  }

  const file = (token: string | null, body: Record<string, unknown>) =>
    api.call<DataRequest>('POST', '/api/data-requests', { token, body });
  const review = (id: string, body: Record<string, unknown>, token: string | null = admin) =>
    api.call<DataRequest>('PATCH', `/api/admin/data-requests/${id}`, { token, body });
  const history = (token: string) => api.call<DataRequest[]>('GET', '/api/data-requests', { token });
  const adminRow = async (id: string) =>
    (await api.call<{ items: DataRequest[] }>('GET', '/api/admin/data-requests?limit=200', { token: admin })).body.items.find((r) => r.id === id);

  /** Waits for the async readers (audit trail), then scans every text-like column of every table, the event log included. */
  async function tracesOf(who: { fullName: string; email: string; phone: string }): Promise<string[]> {
    await eventually(
      async () => {
        const [{ behind }] = await dataSource.query(
          'SELECT count(*)::int AS behind FROM events e WHERE NOT EXISTS (SELECT 1 FROM audit_entries a WHERE a.global_position = e.global_position)',
        );
        return behind === 0 ? true : undefined;
      },
      20_000,
      'the audit trail',
    );
    const needles = [who.fullName, who.email, who.phone, who.fullName.split(' ')[1]];
    const columns = await dataSource.query<{ table_name: string; column_name: string }[]>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
          AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'bytea')`,
    );
    expect(columns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual(
      expect.arrayContaining(['events.data', 'audit_entries.after', 'feedback.title']),
    );
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      for (const needle of needles) {
        const [{ hits }] = await dataSource.query(
          `SELECT count(*)::int AS hits FROM "${table}" WHERE position(lower($1) IN lower("${column}"::text)) > 0`,
          [needle],
        );
        if (hits > 0) found.push(`${table}.${column} holds ${needle}`);
      }
    }
    return found;
  }

  it('answers every endpoint by role: anyone signed in files and reads their own, admins handle all (contract)', async () => {
    for (const role of ['admin', 'agent', 'broker', 'team_lead', 'client'] as const) {
      const filed = await file(minted[role], { requestType: 'access' });
      expect({ role, status: filed.status }).toEqual({ role, status: 201 });
      expect((await history(minted[role])).body.map((r) => r.id)).toEqual([filed.body.id]);
      expect((await api.call('GET', `/api/data-requests/${filed.body.id}/export`, { token: minted[role] })).status).toBe(404);
      const adminStatus = role === 'admin' ? 200 : 403;
      expect({ role, status: (await api.call('GET', '/api/admin/data-requests', { token: minted[role] })).status }).toEqual({
        role,
        status: adminStatus,
      });
      expect({ role, status: (await review(filed.body.id, { status: 'in_progress' }, minted[role])).status }).toEqual({
        role,
        status: adminStatus,
      });
      const exportStatus = role === 'admin' ? 404 : 403; // not completed: no export yet
      expect((await api.call('GET', `/api/admin/data-requests/${filed.body.id}/export`, { token: minted[role] })).status).toBe(
        exportStatus,
      );
    }
    expect((await file(null, { requestType: 'access' })).status).toBe(401);
    expect((await api.call('GET', '/api/data-requests', { token: null })).status).toBe(401);
    expect((await api.call('GET', '/api/admin/data-requests', { token: null })).status).toBe(401);
    expect((await review(randomUUID(), { status: 'completed' }, null)).status).toBe(401);
    expect((await api.call('GET', `/api/data-requests/${randomUUID()}/export`, { token: null })).status).toBe(401);
    expect((await api.call('GET', `/api/admin/data-requests/${randomUUID()}/export`, { token: null })).status).toBe(401);
  });

  it('files a request with the requester’s e-mail and name, lists the history newest first, and refuses other types', async () => {
    const quinn = await person();
    const first = await file(quinn.token, { requestType: 'access', reason: '  I want a copy  ' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual(
      expect.objectContaining({
        userId: quinn.userId,
        requestType: 'access',
        reason: 'I want a copy',
        userEmail: quinn.email,
        userName: quinn.fullName,
        status: 'pending',
        adminNotes: null,
        completedAt: null,
        exportReady: false,
        erasedAt: null,
      }),
    );
    const second = await file(quinn.token, { requestType: 'deletion' });
    expect(second.body.reason).toBeNull();
    expect((await history(quinn.token)).body.map((r) => r.id)).toEqual([second.body.id, first.body.id]);
    expect((await file(quinn.token, { requestType: 'rectification' })).body).toEqual({
      statusCode: 400,
      message: 'Request type must be access or deletion',
    });
    expect((await file(quinn.token, { requestType: 'access', reason: 'x'.repeat(2001) })).status).toBe(400);
    // The reason, e-mail and name are sealed in the log (ADR 0004).
    const [{ count }] = await dataSource.query(
      'SELECT count(*)::int AS count FROM events WHERE data::text LIKE $1 OR data::text LIKE $2',
      [`%${quinn.email}%`, '%I want a copy%'],
    );
    expect(count).toBe(0);
  });

  it('lets the admin set any status and the note; completed or rejected stamps completed_at (spec 000 §4)', async () => {
    const filed = (await file(minted.client, { requestType: 'access' })).body;
    expect((await review(filed.id, { status: 'in_progress', adminNotes: 'Looking into it' })).body).toEqual(
      expect.objectContaining({ status: 'in_progress', completedAt: null, adminNotes: 'Looking into it' }),
    );
    const rejected = (await review(filed.id, { status: 'rejected' })).body;
    expect(rejected.status).toBe('rejected');
    expect(Date.parse(rejected.completedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await review(filed.id, { status: 'pending' })).body).toEqual(
      expect.objectContaining({ status: 'pending', completedAt: null }),
    );
    expect((await review(filed.id, { adminNotes: '' })).body.adminNotes).toBeNull();
    expect((await review(filed.id, { status: 'done' })).status).toBe(400);
    expect((await review(randomUUID(), { status: 'completed' })).body).toEqual({
      statusCode: 404,
      message: 'Data request not found',
    });
    expect((await adminRow(filed.id))?.status).toBe('pending');
  });

  it('builds the JSON export when an access request completes, for the owner and admins only', async () => {
    const quinn = await person();
    await api.call('POST', '/api/feedback', {
      token: quinn.token,
      body: { title: 'Export me', description: 'Feedback in the export' },
    });
    const filed = (await file(quinn.token, { requestType: 'access', reason: 'Copy please' })).body;
    const completed = await review(filed.id, { status: 'completed' });
    expect(completed.body.completedAt).not.toBeNull();
    await eventually(async () => ((await adminRow(filed.id))?.exportReady ? true : undefined), 20_000, 'the export');

    const mine = await api.call<Record<string, unknown>>('GET', `/api/data-requests/${filed.id}/export`, { token: quinn.token });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-disposition')).toContain('attachment');
    expect(mine.headers.get('cache-control')).toBe('no-store');
    const content = mine.body as {
      format: string;
      userId: string;
      account: { profile: { email: string; fullName: string; phone: string } };
      feedback: { title: string }[];
      dataRequests: { id: string; reason: string }[];
      auditTrail: { action: string; actorId: string }[];
    };
    expect(content.format).toBe('threshold-personal-data-export');
    expect(content.userId).toBe(quinn.userId);
    expect(content.account.profile).toEqual(
      expect.objectContaining({ email: quinn.email, fullName: quinn.fullName, phone: quinn.phone }),
    );
    expect(content.feedback.map((f) => f.title)).toEqual(['Export me']);
    expect(content.dataRequests).toEqual([expect.objectContaining({ id: filed.id, reason: 'Copy please' })]);
    expect(content.auditTrail.map((e) => e.action)).toEqual(
      expect.arrayContaining(['FeedbackSubmitted', 'DataRequestSubmitted']),
    );
    expect(content.auditTrail.every((e) => e.actorId === quinn.userId)).toBe(true);

    const byAdmin = await api.call('GET', `/api/admin/data-requests/${filed.id}/export`, { token: admin });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toEqual(mine.body);
    const other = await person();
    expect((await api.call('GET', `/api/data-requests/${filed.id}/export`, { token: other.token })).body).toEqual({
      statusCode: 404,
      message: 'Data request not found',
    });
    expect(existsSync(join(dataDir, 'exports', `${filed.id}.json`))).toBe(true);
    // Never served as a static file.
    expect((await fetch(`${app.url}/exports/${filed.id}.json`)).headers.get('content-type') ?? '').not.toContain(
      'application/json',
    );

    // Reopening makes the export unavailable until the request completes again.
    await review(filed.id, { status: 'in_progress' });
    expect((await api.call('GET', `/api/data-requests/${filed.id}/export`, { token: quinn.token })).body).toEqual({
      statusCode: 404,
      message: 'No export is available for this request',
    });
  });

  it('erases the person when a deletion request completes: no readable trace in any table or event', async () => {
    const quinn = await person();
    const bystander = await person();
    await api.call('POST', '/api/feedback', {
      token: quinn.token,
      body: { title: `From ${quinn.fullName}`, description: `Reach me at ${quinn.email} or ${quinn.phone}` },
    });
    const bystanderFeedback = await api.call<{ id: string }>('POST', '/api/feedback', {
      token: bystander.token,
      body: { title: 'Stays', description: 'Mine' },
    });
    const access = (await file(quinn.token, { requestType: 'access', reason: `I am ${quinn.fullName}` })).body;
    await review(access.id, { status: 'completed', adminNotes: `Sent to ${quinn.email}` });
    await eventually(async () => ((await adminRow(access.id))?.exportReady ? true : undefined), 20_000, 'the export');
    const deletion = (await file(quinn.token, { requestType: 'deletion', reason: 'Forget me' })).body;
    // The scan finds the person while they are here (so its silence afterwards means something).
    expect(await tracesOf(quinn)).toEqual(
      expect.arrayContaining([
        `data_requests.user_email holds ${quinn.email}`,
        `feedback.description holds ${quinn.phone}`,
        `profiles.full_name holds ${quinn.fullName}`,
      ]),
    );

    const completed = await review(deletion.id, { status: 'completed' });
    expect(completed.status).toBe(200);
    expect(completed.body.completedAt).not.toBeNull();
    await eventually(async () => ((await adminRow(deletion.id))?.erasedAt ? true : undefined), 20_000, 'the erasure');

    // The requests stay as the record of what was handled, with nothing personal left.
    const rows = (await api.call<{ items: DataRequest[] }>('GET', '/api/admin/data-requests?limit=200', { token: admin })).body.items.filter(
      (r) => r.userId === quinn.userId,
    );
    expect(rows).toHaveLength(2);
    for (const row of rows)
      expect(row).toEqual(
        expect.objectContaining({ reason: null, userEmail: null, userName: null, adminNotes: null, exportReady: false }),
      );
    expect(existsSync(join(dataDir, 'exports', `${access.id}.json`))).toBe(false);
    // Erasure cannot be undone: the request is final, and the person cannot sign in.
    expect((await review(deletion.id, { status: 'in_progress' })).status).toBe(409);
    await expect(api.signIn(quinn.email, quinn.password)).rejects.toThrow('401');
    // Other people's data is untouched.
    const feedback = (await api.call<{ items: { id: string; userId: string }[] }>('GET', '/api/admin/feedback?limit=200', { token: admin })).body.items;
    expect(feedback.some((f) => f.userId === quinn.userId)).toBe(false);
    expect(feedback.some((f) => f.id === bystanderFeedback.body.id)).toBe(true);

    // Whatever the erasure set going (its audit entries, the jobs it queued) has run before the scan.
    await allWorkSettled(app);
    expect(await tracesOf(quinn)).toEqual([]);

    // The fulfilment's last event, and the audit trail's entry for it, come after the erasure is visible.
    await eventually(
      async () => {
        const [{ done }] = await dataSource.query(
          `SELECT count(*)::int AS done FROM events e JOIN audit_entries a ON a.global_position = e.global_position
            WHERE e.event_type = 'PersonalDataErased' AND e.stream_id = $1`,
          [`data-request-${deletion.id}`],
        );
        return done === 1 ? true : undefined;
      },
      20_000,
      'the fulfilment to finish',
    );
    await allWorkSettled(app);
    expect(await tracesOf(quinn)).toEqual([]);
    // A rebuild from the log (where the person's values are sealed and now unreadable) gives the same rows.
    const snapshot = async () => ({
      feedback: await dataSource.query('SELECT * FROM feedback ORDER BY id'),
      dataRequests: await dataSource.query('SELECT * FROM data_requests ORDER BY id'),
      audit: await dataSource.query('SELECT * FROM audit_entries ORDER BY global_position'),
    });
    const live = await snapshot();
    await rebuildProjections(dataSource, app.app.get(ProjectionRegistry), app.app.get(EventStore));
    expect(await snapshot()).toEqual(live);
  });

  it('scrubs the same rows when an admin deletes the account directly (identity’s UserErased)', async () => {
    const quinn = await person();
    await api.call('POST', '/api/feedback', { token: quinn.token, body: { title: 'Bye', description: 'Gone soon' } });
    const access = (await file(quinn.token, { requestType: 'access' })).body;
    await review(access.id, { status: 'completed' });
    await eventually(async () => ((await adminRow(access.id))?.exportReady ? true : undefined), 20_000, 'the export');

    expect((await api.call('DELETE', `/api/admin/users/${quinn.userId}`, { token: admin })).status).toBe(204);
    const row = await adminRow(access.id);
    expect(row).toEqual(expect.objectContaining({ userEmail: null, userName: null, exportReady: false }));
    expect(row?.erasedAt).not.toBeNull();
    const feedback = (await api.call<{ items: { userId: string }[] }>('GET', '/api/admin/feedback?limit=200', { token: admin })).body.items;
    expect(feedback.some((f) => f.userId === quinn.userId)).toBe(false);
    await eventually(
      async () => (existsSync(join(dataDir, 'exports', `${access.id}.json`)) ? undefined : true),
      20_000,
      'the export file to go',
    );
  });
});
