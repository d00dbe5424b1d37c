import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../backend/src/platform/platform.tokens';
import { identityClient, validRegistration } from '../support/identity-client';
import { eventually, startTestApp, TestApp } from '../support/test-app';

interface Page<T> {
  items: T[];
  total: number;
}
interface Row {
  id: string;
}

/**
 * Issue 11 item 4: the admin lists (users, feedback, data requests) are searched, filtered and
 * paged by the server, and the total they answer is the number of matches, whatever the page.
 * Item 6: the audit trail reads in words, on the screen's API and in the CSV alike.
 */
describe('admin lists that scale, and an audit trail people can read', () => {
  let app: TestApp;
  let api: ReturnType<typeof identityClient>;
  let admin: string;
  let dataSource: DataSource;
  /** A word no other row holds, so counts in a shared database are exact. */
  const tag = `Zx${randomUUID().replace(/-/g, '').slice(0, 8)}`;
  const people: { userId: string; token: string; fullName: string }[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    api = identityClient(app.url);
    admin = (await api.signIn('admin@threshold.demo')).token;
    dataSource = app.app.get<DataSource>(DATA_SOURCE);
    // Three agents and a broker, each with the tag in their name.
    for (const [index, role] of (['agent', 'agent', 'agent', 'broker'] as const).entries()) {
      const code = await api.createInviteCode(admin, { role });
      const form = validRegistration(code, { fullName: `Person${index} ${tag}` });
      const registered = await api.register(form);
      expect(registered.status).toBe(201);
      const session = await api.signIn(form.email!, form.password);
      people.push({ userId: registered.body.userId, token: session.token, fullName: form.fullName! });
    }
  });

  afterAll(async () => {
    await app.close();
  });

  const get = async <T>(path: string, query: Record<string, string | number>) => {
    const answer = await api.call<T>('GET', `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, {
      token: admin,
    });
    expect(answer.status).toBe(200);
    return answer.body;
  };

  /** Pages through a filtered list two at a time: every match once, in order, and the same total on each page. */
  async function pageThrough(path: string, query: Record<string, string>): Promise<{ ids: string[]; totals: number[] }> {
    const ids: string[] = [];
    const totals: number[] = [];
    for (let offset = 0; offset < 20; offset += 2) {
      const page = await get<Page<Row>>(path, { ...query, limit: 2, offset });
      totals.push(page.total);
      ids.push(...page.items.map((item) => item.id));
      if (page.items.length < 2) break;
    }
    return { ids, totals };
  }

  it('users: search by name, filter by role, page by the server with the matching total', async () => {
    const all = await get<Page<Row & { fullName: string; role: string }>>('/api/admin/users', { q: tag });
    expect(all.total).toBe(4);
    expect(all.items.map((u) => u.fullName)).toEqual([3, 2, 1, 0].map((i) => `Person${i} ${tag}`));

    const agents = await get<Page<Row & { role: string }>>('/api/admin/users', { q: tag, role: 'agent' });
    expect(agents.total).toBe(3);
    expect(agents.items.every((u) => u.role === 'agent')).toBe(true);

    // Every word must match: the tag and one person's number.
    expect((await get<Page<Row>>('/api/admin/users', { q: `person2 ${tag.toLowerCase()}` })).total).toBe(1);

    const paged = await pageThrough('/api/admin/users', { q: tag });
    expect(paged.ids).toEqual(all.items.map((u) => u.id));
    expect(new Set(paged.totals)).toEqual(new Set([4]));
  });

  it('feedback: search, filter by status and type, page with the matching total', async () => {
    const [ana, ben] = people;
    const submit = async (token: string, body: Record<string, string>) => {
      const answer = await api.call<Row>('POST', '/api/feedback', { token, body });
      expect(answer.status).toBe(201);
      return answer.body.id;
    };
    const bug = await submit(ana.token, { title: `Export breaks ${tag}`, description: 'The CSV is empty', feedbackType: 'bug' });
    await submit(ana.token, { title: `Dark mode ${tag}`, description: 'Please', feedbackType: 'feature_request' });
    await submit(ben.token, { title: 'Faster search', description: `Mentioned ${tag} in the text`, feedbackType: 'bug' });
    expect((await api.call('PATCH', `/api/admin/feedback/${bug}`, { token: admin, body: { status: 'planned' } })).status).toBe(200);

    expect((await get<Page<Row>>('/api/admin/feedback', { q: tag })).total).toBe(3);
    // The author's name is searched too.
    expect((await get<Page<Row>>('/api/admin/feedback', { q: `${people[0].fullName}` })).total).toBe(2);
    const bugs = await get<Page<Row & { feedbackType: string }>>('/api/admin/feedback', { q: tag, type: 'bug' });
    expect(bugs.total).toBe(2);
    const planned = await get<Page<Row>>('/api/admin/feedback', { q: tag, status: 'planned' });
    expect(planned).toEqual({ total: 1, items: [expect.objectContaining({ id: bug, status: 'planned', userName: ana.fullName })] });
    expect((await get<Page<Row>>('/api/admin/feedback', { q: tag, status: 'new', type: 'bug' })).total).toBe(1);

    const paged = await pageThrough('/api/admin/feedback', { q: tag });
    expect(paged.ids).toHaveLength(3);
    expect(new Set(paged.ids).size).toBe(3);
    expect(new Set(paged.totals)).toEqual(new Set([3]));
  });

  it('data requests: search by requester, filter by status and type, page with the matching total', async () => {
    const [, , carla, dev] = people;
    const file = async (token: string, requestType: string) => {
      const answer = await api.call<Row>('POST', '/api/data-requests', { token, body: { requestType, reason: 'Moving on' } });
      expect(answer.status).toBe(201);
      return answer.body.id;
    };
    const access = await file(carla.token, 'access');
    await file(dev.token, 'deletion');
    await file(dev.token, 'access');
    expect((await api.call('PATCH', `/api/admin/data-requests/${access}`, { token: admin, body: { status: 'in_progress' } })).status).toBe(200);

    expect((await get<Page<Row>>('/api/admin/data-requests', { q: tag })).total).toBe(3);
    expect((await get<Page<Row>>('/api/admin/data-requests', { q: dev.fullName })).total).toBe(2);
    expect((await get<Page<Row>>('/api/admin/data-requests', { q: tag, type: 'deletion' })).total).toBe(1);
    const inProgress = await get<Page<Row>>('/api/admin/data-requests', { q: tag, status: 'in_progress' });
    expect(inProgress).toEqual({ total: 1, items: [expect.objectContaining({ id: access, userName: carla.fullName })] });

    const paged = await pageThrough('/api/admin/data-requests', { q: tag });
    expect(new Set(paged.ids).size).toBe(3);
    expect(new Set(paged.totals)).toEqual(new Set([3]));
  });

  it('refuses bad list parameters with a 400, never a 500', async () => {
    for (const [path, query] of [
      ['/api/admin/users', 'role=owner'],
      ['/api/admin/users', 'limit=0'],
      ['/api/admin/users', 'limit=201'],
      ['/api/admin/feedback', 'status=done'],
      ['/api/admin/feedback', 'type=rant'],
      ['/api/admin/feedback', 'offset=-1'],
      ['/api/admin/data-requests', 'type=copy'],
      ['/api/admin/data-requests', `q=${'x'.repeat(201)}`],
    ] as const) {
      expect({ path, query, status: (await api.call('GET', `${path}?${query}`, { token: admin })).status }).toEqual({ path, query, status: 400 });
    }
    // A search for LIKE's wildcards means the characters.
    expect((await get<Page<Row>>('/api/admin/users', { q: '%' })).total).toBe(0);
  });

  it('audit: each entry in words, the actor by name, the changes as before/after, the event types listed, the CSV alike', async () => {
    const [, , , broker] = people;
    expect((await api.call('PATCH', `/api/admin/users/${broker.userId}/role`, { token: admin, body: { role: 'team_lead' } })).status).toBe(
      200,
    );
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

    const { entries } = await get<{ entries: Record<string, unknown>[] }>('/api/admin/audit', { entityId: broker.userId, action: 'RoleChanged' });
    expect(entries).toEqual([
      expect.objectContaining({
        actorLabel: 'Avery Admin',
        actionLabel: 'Role changed',
        summary: 'Role changed from Broker to Team lead',
        changes: [{ field: 'Role', before: 'Broker', after: 'Team lead' }],
      }),
    ]);

    const registered = await get<{ entries: { summary: string; changes: { field: string; after: string | null }[] }[] }>(
      '/api/admin/audit',
      { entityId: broker.userId, action: 'UserRegistered' },
    );
    expect(registered.entries[0].summary).toMatch(/^Account created as Broker with invite code [A-Z0-9-]+$/);
    // Sealed personal values read as hidden, ids are left out.
    expect(registered.entries[0].changes).toEqual(
      expect.arrayContaining([{ field: 'Full name', before: null, after: 'Hidden (personal data)' }]),
    );
    expect(registered.entries[0].changes.map((c) => c.field)).not.toContain('User id');

    const feedbackStatus = await get<{ entries: { summary: string; changes: unknown[] }[] }>('/api/admin/audit', {
      action: 'FeedbackStatusChanged',
      q: 'Avery',
    });
    expect(feedbackStatus.entries[0].summary).toBe('Feedback status changed from New to Planned');
    expect(feedbackStatus.entries[0].changes).toEqual(expect.arrayContaining([{ field: 'Status', before: 'New', after: 'Planned' }]));

    const actions = await get<{ action: string; label: string }[]>('/api/admin/audit/actions', {});
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'RoleChanged', label: 'Role changed' },
        { action: 'FeedbackStatusChanged', label: 'Feedback status changed' },
        { action: 'DataRequestSubmitted', label: 'Data request filed' },
      ]),
    );
    expect(actions.map((a) => a.label)).toEqual([...actions.map((a) => a.label)].sort((a, b) => a.localeCompare(b, 'en')));

    const csv = await (
      await fetch(`${app.url}/api/admin/audit/export.csv?entityId=${broker.userId}&action=RoleChanged`, {
        headers: { authorization: `Bearer ${admin}` },
      })
    ).text();
    const lines = csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('At,Actor,Event,What happened,Changes,Entity type,Entity id,Actor id,Event type,Correlation id,Entry id');
    expect(lines[1]).toContain(',Avery Admin,Role changed,Role changed from Broker to Team lead,Role: Broker → Team lead,user,');
  });
});
