import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../platform/platform.tokens';
import { identityClient, validRegistration } from '../../../../test/support/identity-client';
import { subscriberPassed } from '../../../../test/support/queued-work';
import { eventually, startTestApp, TestApp } from '../../../../test/support/test-app';
import { MembershipMessages } from './domain/membership';
import { oversightOf, overseenAgentIds } from './identity.public';

interface Listed {
  id: string;
  role: string;
  version: number;
  teamLead: { id: string; fullName: string } | null;
  broker: { id: string; fullName: string } | null;
}

/** Issue 24 item 1 (ADR 0046): teams and brokerage, set by an admin, as events on the member's stream. */
describe('identity: teams and brokerage membership', () => {
  let app: TestApp;
  let api: ReturnType<typeof identityClient>;
  let db: DataSource;
  let admin: { token: string; profile: { id: string } };
  const sql = () => ({ query: <T,>(text: string, parameters?: unknown[]) => db.query<T[]>(text, parameters) });

  beforeAll(async () => {
    app = await startTestApp();
    api = identityClient(app.url);
    db = app.app.get<DataSource>(DATA_SOURCE);
    admin = await api.signIn('admin@threshold.demo');
  });

  afterAll(async () => {
    await app.close();
  });

  async function newUser(role: 'agent' | 'broker' | 'team_lead') {
    const code = await api.createInviteCode(admin.token, { role });
    const fields = validRegistration(code, { fullName: `Person ${role} ${code.slice(0, 4)}` });
    const answer = await api.register(fields);
    expect(answer.status).toBe(201);
    return { id: answer.body.userId, email: fields.email!, password: fields.password!, fullName: fields.fullName! };
  }
  const listed = async (id: string) =>
    (await api.call<{ items: Listed[] }>('GET', '/api/admin/users?limit=200', { token: admin.token })).body.items.find((u) => u.id === id)!;
  const put = (memberId: string, what: 'team-lead' | 'broker', body: unknown, token: string | null = admin.token, ifMatch?: string) =>
    api.call<Listed & { message?: string }>('PUT', `/api/admin/users/${memberId}/${what}`, { token, body, ifMatch });
  const eventsOf = async (id: string) =>
    (await db.query<{ event_type: string }[]>('SELECT event_type FROM events WHERE stream_id = $1 ORDER BY stream_version', [`user-${id}`])).map((e) => e.event_type);

  /** The membership effects subscriber has handled the last event of this person's stream. */
  const effectsPassed = async (id: string) =>
    subscriberPassed(app, 'identity-membership-effects', `user-${id}`, (await eventsOf(id)).length);

  it('the admin gives an agent a team lead and a broker, a team lead a broker; the list, the reads and the audit trail show it', async () => {
    const [agent, lead, broker] = [await newUser('agent'), await newUser('team_lead'), await newUser('broker')];
    const before = await listed(agent.id);
    expect([before.teamLead, before.broker]).toEqual([null, null]);

    const assigned = await put(agent.id, 'team-lead', { teamLeadId: lead.id }, admin.token, `"${before.version}"`);
    expect([assigned.status, assigned.headers.get('etag')]).toEqual([200, `"${before.version + 1}"`]);
    expect(assigned.body).toMatchObject({ id: agent.id, version: before.version + 1, teamLead: { id: lead.id, fullName: lead.fullName }, broker: null });
    expect((await put(agent.id, 'broker', { brokerId: broker.id })).status).toBe(200);
    expect((await put(lead.id, 'broker', { brokerId: broker.id })).status).toBe(200);

    expect(await listed(agent.id)).toMatchObject({ teamLead: { id: lead.id, fullName: lead.fullName }, broker: { id: broker.id, fullName: broker.fullName } });
    expect(await oversightOf(sql(), agent.id)).toEqual({ teamLeadId: lead.id, brokerId: broker.id });
    expect(await oversightOf(sql(), lead.id)).toEqual({ teamLeadId: null, brokerId: broker.id });
    expect(await overseenAgentIds(sql(), lead.id)).toEqual([agent.id]);
    expect(await overseenAgentIds(sql(), broker.id)).toEqual([agent.id, lead.id].sort());
    expect(await overseenAgentIds(sql(), agent.id)).toEqual([]);

    // Assigning the same again records nothing; null clears.
    const again = await put(agent.id, 'team-lead', { teamLeadId: lead.id });
    expect(again.status).toBe(200);
    const cleared = await put(agent.id, 'team-lead', { teamLeadId: null });
    expect([cleared.status, cleared.body.teamLead]).toEqual([200, null]);
    expect((await eventsOf(agent.id)).slice(-3)).toEqual(['TeamLeadAssigned', 'BrokerAssigned', 'TeamLeadCleared']);
    expect(await overseenAgentIds(sql(), lead.id)).toEqual([]);

    // The audit trail is an async projection: wait until it has recorded this person's last event.
    await eventually(
      async () =>
        (await db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM audit_entries WHERE action = 'TeamLeadCleared' AND entity_id = $1`, [agent.id]))[0].n ||
        undefined,
      20_000,
      'the audit trail',
    );
    const trail = await api.call<{ entries: { action: string; summary: string; actorId: string | null }[] }>('GET', `/api/admin/audit?entityId=${agent.id}`, {
      token: admin.token,
    });
    expect(trail.status).toBe(200);
    const ours = trail.body.entries.filter((e) => ['TeamLeadAssigned', 'BrokerAssigned', 'TeamLeadCleared'].includes(e.action));
    expect(ours.map((e) => [e.action, e.summary, e.actorId])).toEqual([
      ['TeamLeadCleared', 'Team lead cleared', admin.profile.id],
      ['BrokerAssigned', 'Broker assigned', admin.profile.id],
      ['TeamLeadAssigned', 'Team lead assigned', admin.profile.id],
    ]);
  });

  it('a stale If-Match answers 412 with the current version and appends nothing', async () => {
    const [agent, lead] = [await newUser('agent'), await newUser('team_lead')];
    const { version } = await listed(agent.id);
    const stale = await put(agent.id, 'team-lead', { teamLeadId: lead.id }, admin.token, `"${version - 1}"`);
    expect([stale.status, stale.body]).toEqual([412, { statusCode: 412, message: 'Precondition failed', currentVersion: version }]);
    expect((await listed(agent.id)).teamLead).toBeNull();
  });

  it('only an admin: agent, team lead, broker and client are refused with 403, anonymous with 401, and nothing is recorded', async () => {
    const [agent, lead] = [await newUser('agent'), await newUser('team_lead')];
    const others = ['agent', 'lead', 'broker', 'buyer'].map((login) => api.signIn(`${login}@threshold.demo`));
    const tokens = (await Promise.all(others)).map((session) => session.token);
    for (const token of tokens) {
      expect((await put(agent.id, 'team-lead', { teamLeadId: lead.id }, token)).status).toBe(403);
      expect((await put(agent.id, 'broker', { brokerId: null }, token)).status).toBe(403);
    }
    expect((await put(agent.id, 'team-lead', { teamLeadId: lead.id }, null)).status).toBe(401);
    expect((await put(agent.id, 'broker', { brokerId: null }, null)).status).toBe(401);
    expect(await eventsOf(agent.id)).not.toContain('TeamLeadAssigned');
  });

  it('refuses wrong roles, unknown and own ids, deleted overseers, and malformed bodies with 400 (404 for an unknown member), never 500', async () => {
    const [agent, lead, broker, other] = [await newUser('agent'), await newUser('team_lead'), await newUser('broker'), await newUser('agent')];
    const cases: [string, 'team-lead' | 'broker', unknown, number, string][] = [
      [agent.id, 'team-lead', { teamLeadId: other.id }, 400, MembershipMessages.teamLeadNotEligible],
      [agent.id, 'team-lead', { teamLeadId: broker.id }, 400, MembershipMessages.teamLeadNotEligible],
      [agent.id, 'team-lead', { teamLeadId: '0b9ad2b6-8f3e-4d55-9a55-3c9a1f1e2d11' }, 400, MembershipMessages.teamLeadNotEligible],
      [agent.id, 'team-lead', { teamLeadId: agent.id }, 400, MembershipMessages.notOwnOverseer],
      [lead.id, 'team-lead', { teamLeadId: lead.id }, 400, MembershipMessages.onlyAgentsHaveTeamLead],
      [broker.id, 'team-lead', { teamLeadId: lead.id }, 400, MembershipMessages.onlyAgentsHaveTeamLead],
      [broker.id, 'broker', { brokerId: broker.id }, 400, MembershipMessages.onlyAgentsOrLeadsHaveBroker],
      [admin.profile.id, 'broker', { brokerId: broker.id }, 400, MembershipMessages.onlyAgentsOrLeadsHaveBroker],
      [agent.id, 'broker', { brokerId: lead.id }, 400, MembershipMessages.brokerNotEligible],
      [agent.id, 'team-lead', {}, 400, MembershipMessages.teamLeadIdInvalid],
      [agent.id, 'team-lead', { teamLeadId: { id: lead.id } }, 400, MembershipMessages.teamLeadIdInvalid],
      [agent.id, 'team-lead', { teamLeadId: 42 }, 400, MembershipMessages.teamLeadIdInvalid],
      [agent.id, 'team-lead', { teamLeadId: [lead.id] }, 400, MembershipMessages.teamLeadIdInvalid],
      [agent.id, 'team-lead', { teamLeadId: `${lead.id}\u0000` }, 400, ''],
      [agent.id, 'team-lead', { teamLeadId: 'x'.repeat(100_000) }, 400, MembershipMessages.teamLeadIdInvalid],
      [agent.id, 'broker', { brokerId: 'not-an-id' }, 400, MembershipMessages.brokerIdInvalid],
      ['0b9ad2b6-8f3e-4d55-9a55-3c9a1f1e2d11', 'broker', { brokerId: broker.id }, 404, 'User not found'],
    ];
    for (const [member, what, body, status, message] of cases) {
      const answer = await put(member, what, body);
      expect([JSON.stringify(body).slice(0, 80), answer.status]).toEqual([JSON.stringify(body).slice(0, 80), status]);
      if (message) expect(JSON.stringify(answer.body)).toContain(JSON.stringify(message).slice(1, -1));
    }
    expect((await put('not-a-uuid', 'broker', { brokerId: broker.id })).status).toBe(400);
    // A deleted team lead cannot be assigned.
    expect((await api.call('DELETE', `/api/admin/users/${lead.id}`, { token: admin.token })).status).toBe(204);
    const deleted = await put(agent.id, 'team-lead', { teamLeadId: lead.id });
    expect([deleted.status, deleted.body.message]).toEqual([400, MembershipMessages.teamLeadNotEligible]);
    expect(await eventsOf(agent.id)).not.toContain('TeamLeadAssigned');
  });

  it("a role change ends what no longer holds: the member's in the same append, the overseer's by the server after it", async () => {
    const [agent, lead, broker] = [await newUser('agent'), await newUser('team_lead'), await newUser('broker')];
    await put(agent.id, 'team-lead', { teamLeadId: lead.id });
    await put(agent.id, 'broker', { brokerId: broker.id });
    await put(lead.id, 'broker', { brokerId: broker.id });

    // The team lead becomes an agent: their agent has no team lead at once (reads), and then on record.
    expect((await api.call('PATCH', `/api/admin/users/${lead.id}/role`, { token: admin.token, body: { role: 'agent' } })).status).toBe(200);
    expect(await overseenAgentIds(sql(), lead.id)).toEqual([]);
    expect((await oversightOf(sql(), agent.id)).teamLeadId).toBeNull();
    await effectsPassed(lead.id);
    expect((await listed(agent.id)).teamLead).toBeNull();
    expect(await eventsOf(agent.id)).toContain('TeamLeadCleared');
    // The former lead, an agent now, keeps the broker (agents may have one).
    expect((await listed(lead.id)).broker).toEqual({ id: broker.id, fullName: broker.fullName });

    // The agent made a broker loses their broker in the same append as the role change.
    expect((await api.call('PATCH', `/api/admin/users/${agent.id}/role`, { token: admin.token, body: { role: 'broker' } })).status).toBe(200);
    expect((await listed(agent.id)).broker).toBeNull();
    expect((await eventsOf(agent.id)).slice(-2)).toEqual(['RoleChanged', 'BrokerCleared']);

    // The broker is deleted: nobody has them as broker afterwards.
    expect((await api.call('DELETE', `/api/admin/users/${broker.id}`, { token: admin.token })).status).toBe(204);
    expect(await oversightOf(sql(), lead.id)).toEqual({ teamLeadId: null, brokerId: null });
    await effectsPassed(broker.id);
    expect((await listed(lead.id)).broker).toBeNull();
  });

  it('the demo team: the demo team lead leads the demo agent, the demo broker is the broker of both; seeding again changes nothing', async () => {
    const ids = new Map(
      (await db.query<{ email_lower: string; user_id: string }[]>(`SELECT email_lower, user_id FROM user_emails WHERE email_lower LIKE '%@threshold.demo'`)).map(
        (r) => [r.email_lower, r.user_id],
      ),
    );
    const [agent, lead, broker] = ['agent', 'lead', 'broker'].map((login) => ids.get(`${login}@threshold.demo`)!);
    expect(await oversightOf(sql(), agent)).toEqual({ teamLeadId: lead, brokerId: broker });
    expect(await oversightOf(sql(), lead)).toEqual({ teamLeadId: null, brokerId: broker });
    const count = async () => (await db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM events WHERE event_type IN ('TeamLeadAssigned','BrokerAssigned')`))[0].n;
    const before = await count();
    const { DemoSeedService } = await import('./demo-seed');
    await app.app.get(DemoSeedService).seedTeams();
    expect(await count()).toBe(before);
  });
});
