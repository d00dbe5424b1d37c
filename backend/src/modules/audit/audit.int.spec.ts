import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { linkedClient } from '../../../../test/support/linked-client';
import { identityClient, validRegistration } from '../../../../test/support/identity-client';
import { eventually, startTestApp, TestApp } from '../../../../test/support/test-app';
import { Role, TokenService } from '../../platform/auth/token.service';
import { EventStore } from '../../platform/event-store/event-store';
import { DATA_SOURCE } from '../../platform/platform.tokens';
import { PersonalDataVault } from '../../platform/privacy/personal-data-vault';

interface AuditEntry {
  id: string;
  at: string;
  actorId: string | null;
  actorName: string | null;
  entityType: string;
  entityId: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  correlationId: string | null;
}
interface AuditPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}

/** Issue #3 part 9: the audit trail, one entry per event, for admins (contract "Audit"). */
describe('audit trail', () => {
  let app: TestApp;
  let api: ReturnType<typeof identityClient>;
  let admin: string;
  let dataSource: DataSource;
  const minted: Record<Role, string> = {} as Record<Role, string>;

  beforeAll(async () => {
    app = await startTestApp();
    api = identityClient(app.url);
    admin = (await api.signIn('admin@threshold.demo')).token;
    dataSource = app.app.get<DataSource>(DATA_SOURCE);
    const tokens = app.app.get(TokenService);
    for (const role of ['admin', 'agent', 'broker', 'team_lead', 'client'] as Role[])
      minted[role] = tokens.issue(randomUUID(), role).token;
  });

  afterAll(async () => {
    await app.close();
  });

  const page = (query: Record<string, string | number>, token = admin) =>
    api.call<AuditPage>('GET', `/api/admin/audit?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, {
      token,
    });

  /** Waits until the async audit projection has caught up with everything appended so far. */
  async function caughtUp(): Promise<void> {
    await eventually(
      async () => {
        const [{ behind }] = await dataSource.query(
          `SELECT count(*)::int AS behind FROM events e WHERE NOT EXISTS (SELECT 1 FROM audit_entries a WHERE a.global_position = e.global_position)`,
        );
        return behind === 0 ? true : undefined;
      },
      20_000,
      'the audit trail to catch up',
    );
  }

  it('answers only admins (contract "Audit")', async () => {
    for (const path of ['/api/admin/audit', '/api/admin/audit/export.csv']) {
      expect((await api.call('GET', path, { token: minted.admin })).status).toBe(200);
      for (const role of ['agent', 'broker', 'team_lead', 'client'] as const) {
        expect((await api.call('GET', path, { token: minted[role] })).status).toBe(403);
      }
      expect((await api.call('GET', path, { token: null })).status).toBe(401);
    }
  });

  it('records a command with its actor, their name, the correlation id, previous values, and no personal data', async () => {
    const code = await api.createInviteCode(admin, { role: 'agent' });
    const form = validRegistration(code, { fullName: 'Dana Audited' });
    const { body: registered } = await api.register(form);
    const agent = await api.signIn(form.email!, form.password);
    const correlationId = `audit-${randomUUID()}`;
    const response = await fetch(`${app.url}/api/feedback`, {
      method: 'POST',
      headers: { authorization: `Bearer ${agent.token}`, 'content-type': 'application/json', 'x-request-id': correlationId },
      body: JSON.stringify({ title: 'Dana wants dark mode', description: 'Call me on 512-555-0199' }),
    });
    const feedback = (await response.json()) as { id: string };
    await api.call('PATCH', `/api/admin/feedback/${feedback.id}`, { token: admin, body: { status: 'planned' } });
    await caughtUp();

    const { body } = await page({ entityId: feedback.id });
    expect(body.entries.map((e) => e.action)).toEqual(['FeedbackStatusChanged', 'FeedbackSubmitted']);
    const [changed, submitted] = body.entries;
    expect(submitted).toEqual(
      expect.objectContaining({
        actorId: registered.userId,
        actorName: 'Dana Audited',
        entityType: 'feedback',
        entityId: feedback.id,
        correlationId,
        before: null,
      }),
    );
    expect(submitted.after).toEqual(
      expect.objectContaining({ title: '[personal data]', description: '[personal data]', status: 'new' }),
    );
    expect(JSON.stringify(submitted)).not.toContain('555-0199');
    expect(changed).toEqual(
      expect.objectContaining({
        actorName: 'Avery Admin',
        before: { status: 'new' },
        after: expect.objectContaining({ status: 'planned' }),
      }),
    );
    // Identity's events are audited too, without the person's name or e-mail.
    const registration = await page({ actorId: registered.userId, action: 'UserRegistered' });
    expect(registration.body.entries).toHaveLength(1);
    expect(JSON.stringify(registration.body.entries)).not.toContain(form.email!);
  });

  it("pairs each value with the same record's previous one: a utility's status with that utility's, a client's task title with that task's (issue 19 item 5)", async () => {
    const tokens = app.app.get(TokenService);
    const agentId = randomUUID();
    const clientId = randomUUID();
    const agent = tokens.issue(agentId, 'agent').token;
    const client = tokens.issue(clientId, 'client').token;
    await linkedClient(app, agent, clientId);
    const deal = await api.call<{ id: string }>('POST', '/api/transactions', {
      token: agent,
      body: { transaction_type: 'buyer', client_id: clientId, property_address: '5 Audit Way', property_city: 'Austin', property_state: 'TX', property_zip: '78701' },
    });
    expect(deal.status).toBe(201);
    const id = deal.body.id;
    const utility = await api.call<{ id: string }>('POST', `/api/transactions/${id}/utilities`, { token: agent, body: { utility_type: 'Electric', action: 'Transfer' } });
    expect(utility.status).toBe(201);
    // The deal's own status changes between the utility's two events.
    expect((await api.call('PUT', `/api/transactions/${id}/status`, { token: agent, body: { status: 'inspection' } })).status).toBe(200);
    expect((await api.call('PATCH', `/api/transactions/${id}/utilities/${utility.body.id}`, { token: agent, body: { status: 'Confirmed' } })).status).toBe(200);
    const own = await api.call<{ id: string }>('POST', `/api/transactions/${id}/tasks`, { token: client, body: { title: 'Pack the kitchen', is_private: true, priority: 'low' } });
    expect(own.status).toBe(201);
    // The agent's hidden task comes between the client's task's two events.
    const hidden = await api.call('POST', `/api/transactions/${id}/tasks`, { token: agent, body: { title: 'AGENT-ONLY negotiation note', priority: 'high' } });
    expect(hidden.status).toBe(201);
    expect((await api.call('PATCH', `/api/transactions/${id}/tasks/${own.body.id}`, { token: client, body: { title: 'Pack the garage', priority: 'normal' } })).status).toBe(200);
    await caughtUp();

    const { body } = await page({ entityId: id, limit: 100 });
    const utilityChange = body.entries.find((e) => e.action === 'TransactionUtilityChanged');
    expect(utilityChange?.before).toEqual({ status: 'Not Started' });
    const retitled = body.entries.find((e) => e.action === 'TransactionTaskUpdated' && (e.after as { taskId?: string }).taskId === own.body.id);
    // The private title itself is hidden on both sides (ADR 0040), so only the priority shows a change.
    expect(retitled?.before).toEqual({ priority: 'low' });
    expect(retitled?.after).toMatchObject({ title: '[private]', priority: 'normal' });
    expect(JSON.stringify(retitled)).not.toContain('AGENT-ONLY');
    expect(JSON.stringify(retitled)).not.toContain('Pack the');
  });

  it('filters and pages 2,000 entries quickly, newest first, without gaps or repeats', async () => {
    const store = app.app.get(EventStore);
    const actors = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const tag = randomUUID().slice(0, 8);
    const streams: string[] = [];
    for (let s = 0; s < 40; s += 1) {
      const id = randomUUID();
      streams.push(id);
      const events = Array.from({ length: 50 }, (_, i) => ({
        type: i % 2 === 0 ? `LoadEven${tag}` : `LoadOdd${tag}`,
        data: { id, i },
      }));
      await store.append(`load-${id}`, 'load', 'no_stream', events, {
        actorId: actors[s % 4],
        correlationId: `load-${s}`,
        causationId: null,
      });
    }
    await caughtUp();

    const started = Date.now();
    const seen: AuditEntry[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer: { status: number; body: AuditPage } = await page({
        actorId: actors[1],
        limit: 200,
        ...(cursor ? { cursor } : {}),
      });
      expect(answer.status).toBe(200);
      seen.push(...answer.body.entries);
      cursor = answer.body.nextCursor;
      pages += 1;
    } while (cursor);
    const elapsed = Date.now() - started;
    expect(seen).toHaveLength(500);
    expect(pages).toBe(3);
    expect(new Set(seen.map((e) => e.id)).size).toBe(500);
    expect(seen.every((e, i) => i === 0 || Date.parse(seen[i - 1].at) >= Date.parse(e.at))).toBe(true);
    expect(elapsed).toBeLessThan(3_000);

    // Paging everything with the default page size gives each of the 2,000 exactly once.
    const all = new Set<string>();
    cursor = null;
    do {
      const answer: { body: AuditPage } = await page({ action: `LoadEven${tag}`, limit: 137, ...(cursor ? { cursor } : {}) });
      for (const e of answer.body.entries) all.add(e.id);
      cursor = answer.body.nextCursor;
    } while (cursor);
    expect(all.size).toBe(1000);

    const oneEntity = await page({ entityId: streams[7], limit: 200 });
    expect(oneEntity.body.entries).toHaveLength(50);
    expect(oneEntity.body.entries.every((e) => e.entityType === 'load' && e.actorId === actors[3])).toBe(true);
    // Each event of a stream shows the previous value of the field it changed.
    expect(oneEntity.body.entries[0].before).toEqual({ i: 48 });

    const [{ newest }] = await dataSource.query(`SELECT max(at) AS newest FROM audit_entries WHERE entity_type = 'load'`);
    const future = new Date(new Date(newest).getTime() + 86_400_000).toISOString();
    expect((await page({ from: future })).body.entries).toEqual([]);
    expect((await page({ actorId: actors[0], to: '2000-01-01' })).body.entries).toEqual([]);
    expect(
      (await page({ actorId: actors[0], from: new Date(newest).toISOString().slice(0, 10), limit: 200 })).body.entries,
    ).toHaveLength(200);

    expect((await page({ cursor: 'garbage' })).body).toEqual({ statusCode: 400, message: 'Invalid cursor' });
    expect((await page({ limit: 201 })).status).toBe(400);
    expect((await page({ from: 'yesterday' })).status).toBe(400);

    // Each filtered page is an index scan, not a sort of the whole table.
    const plan = await dataSource.query(
      `EXPLAIN SELECT * FROM audit_entries WHERE actor_id = $1 ORDER BY at DESC, global_position DESC LIMIT 51`,
      [actors[2]],
    );
    expect(JSON.stringify(plan)).toContain('audit_entries_actor_idx');
  });

  it('exports the filtered set as CSV, streamed, with spreadsheet formulas neutralised', async () => {
    const store = app.app.get(EventStore);
    const vault = app.app.get(PersonalDataVault);
    const actor = randomUUID();
    const tag = randomUUID().slice(0, 8);
    await store.append(
      `csv-${tag}`,
      'csv',
      'no_stream',
      [{ type: `CsvProbe${tag}`, data: { formula: '=HYPERLINK("http://evil")', name: await vault.seal(actor, 'Secret Name') } }],
      {
        actorId: actor,
        correlationId: `csv-${tag}`,
        causationId: null,
      },
    );
    await store.append(`=cmd|${tag}`, 'csv', 'no_stream', [{ type: `CsvProbe${tag}`, data: { note: 'plain' } }], {
      actorId: actor,
      correlationId: '+SUM(1,2)',
      causationId: null,
    });
    await caughtUp();

    const response = await fetch(`${app.url}/api/admin/audit/export.csv?action=CsvProbe${tag}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="threshold-audit-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = await response.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('At,Actor,Event,What happened,Changes,Entity type,Entity id,Actor id,Event type,Correlation id,Entry id');
    expect(lines).toHaveLength(3);
    expect(text).toContain(`'=cmd|${tag}`);
    expect(text).toContain("'+SUM(1,2)");
    expect(text).not.toMatch(/(^|,)[=+@-]/m);
    expect(text).toContain('Name: Hidden (personal data)');
    expect(text).not.toContain('Secret Name');

    // The whole trail (thousands of rows) streams in one answer.
    const everything = await fetch(`${app.url}/api/admin/audit/export.csv`, { headers: { authorization: `Bearer ${admin}` } });
    const rows = (await everything.text()).trimEnd().split('\r\n').length - 1;
    const [{ count }] = await dataSource.query('SELECT count(*)::int AS count FROM audit_entries');
    expect(rows).toBe(count);
    expect(count).toBeGreaterThan(2_000);
  });
});
