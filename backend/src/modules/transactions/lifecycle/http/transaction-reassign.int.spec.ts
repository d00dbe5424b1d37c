import { randomUUID } from 'node:crypto';
import { io, Socket as ClientSocket } from 'socket.io-client';
import { mailTestContext, plainText } from '../../../../../../test/support/mail-test-context';
import { linkedClient } from '../../../../../../test/support/linked-client';
import { demoAdminToken } from '../../../../../../test/support/registered-agent';
import { dealDay } from '../../../../../../test/support/deal-today';
import { eventually } from '../../../../../../test/support/test-app';
import { allWorkSettled } from '../../../../../../test/support/queued-work';
import { teamMembers } from '../../../../../../test/support/team-members';
import { EventStore } from '../../../../platform/event-store/event-store';
import { ProjectionRegistry } from '../../../../platform/event-store/projection-registry';
import { rebuildProjections } from '../../../../platform/event-store/rebuild-projections';
import { REASSIGN_NEEDS_IF_MATCH } from './transaction-reassign.controller';

type Principal = { name: string; userId: string; token: string };

/**
 * Issue 24 item 5 (ADR 0069): the broker or team lead over both agents, or an admin, reassigns a deal
 * to another agent of that broker or team; the new agent owns it, the old agent loses it. Raw wire.
 */
describe('reassigning a deal to another agent of the same broker or team', () => {
  const context = mailTestContext();
  let adminToken: string;
  let agent: Principal, newAgent: Principal, thirdAgent: Principal, lead: Principal, otherLead: Principal, broker: Principal, otherBrokersAgent: Principal;
  let client: Principal;
  let dealId: string;
  const privateTitle = `private ${randomUUID()}`;

  const call = <T = Record<string, unknown>>(method: string, path: string, token: string | undefined, body?: unknown, headers?: Record<string, string>) =>
    context.api.call<T>(method, path, { token, body, headers });
  const versionNow = async () => (await context.db.query<{ last_version: number }[]>(`SELECT last_version FROM transactions WHERE id = $1`, [dealId]))[0].last_version;
  const reassign = async (who: Principal | undefined, to: Principal, ifMatch: string | null = 'now') => {
    const headers = ifMatch === null ? undefined : { 'if-match': ifMatch === 'now' ? `"${await versionNow()}"` : ifMatch };
    return call<{ agent_id?: string; message?: string }>('POST', `/api/transactions/${dealId}/reassign`, who?.token, { agent_id: to.userId }, headers);
  };
  const ownerNow = async () => (await context.db.query<{ agent_id: string }[]>(`SELECT agent_id FROM transactions WHERE id = $1`, [dealId]))[0].agent_id;

  const { person, assign } = teamMembers(context);
  const sockets: ClientSocket[] = [];
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  beforeAll(async () => {
    adminToken = await demoAdminToken(context.api);
    agent = await person('old agent', 'agent');
    newAgent = await person('new agent, same team', 'agent');
    thirdAgent = await person('agent of the same broker, another team', 'agent');
    lead = await person('team lead over both', 'team_lead');
    otherLead = await person('team lead over only the third agent', 'team_lead');
    broker = await person('broker', 'broker');
    otherBrokersAgent = await person("another broker's agent", 'agent');
    const otherBroker = await person('another broker', 'broker');
    for (const member of [agent, newAgent]) await assign(member, 'team-lead', lead);
    await assign(thirdAgent, 'team-lead', otherLead);
    for (const member of [agent, newAgent, thirdAgent, lead, otherLead]) await assign(member, 'broker', broker);
    await assign(otherBrokersAgent, 'broker', otherBroker);
    const clientId = await linkedClient(context.app, agent.token);
    client = { name: 'client', userId: clientId, token: context.mint('client', clientId).token };
    const created = await call<{ id: string }>('POST', '/api/transactions', agent.token, {
      transaction_type: 'buyer',
      client_id: client.userId,
      property_address: '1 Reassign Road',
      property_city: 'Austin',
      property_state: 'TX',
      property_zip: '78701',
      effective_date: dealDay(-3),
      closing_date: dealDay(30),
    });
    expect([created.status, created.body]).toMatchObject([201, {}]);
    dealId = created.body.id;
    expect((await call('POST', `/api/transactions/${dealId}/tasks`, client.token, { title: privateTitle })).status).toBe(201);
  });

  it('refuses everyone but the overseer of both agents or an admin, and a target outside the broker or team', async () => {
    expect((await reassign(undefined, newAgent)).status).toBe(401);
    for (const who of [agent, newAgent, client, otherBrokersAgent, otherLead]) {
      const answer = await reassign(who, newAgent);
      expect([who.name, answer.status, answer.body.message]).toEqual([who.name, 403, 'Forbidden - You do not have access to this transaction']);
    }
    // The team lead is over the old agent only, not over the third agent (another team): refused.
    for (const [who, to] of [[lead, thirdAgent], [lead, otherBrokersAgent], [broker, otherBrokersAgent], [{ name: 'admin', userId: '', token: adminToken }, otherBrokersAgent], [lead, client]] as const) {
      const answer = await reassign(who, to);
      expect([who.name, to.name, answer.status, answer.body.message]).toEqual([who.name, to.name, 400, 'agent_id: must be an agent of the same broker or team']);
    }
    expect((await reassign(lead, newAgent, null)).body).toMatchObject({ message: REASSIGN_NEEDS_IF_MATCH });
    expect((await reassign(lead, newAgent, '"1"')).status).toBe(412);
    expect((await call('POST', `/api/transactions/${randomUUID()}/reassign`, lead.token, { agent_id: newAgent.userId }, { 'if-match': '"1"' })).status).toBe(404);
    expect(await ownerNow()).toBe(agent.userId);
  });

  it('lists, to whoever may reassign, exactly the agents the reassignment would accept; refuses the rest', async () => {
    const targets = (who: { token: string }, id = dealId) => call<{ id: string; full_name: string }[]>('GET', `/api/transactions/${id}/reassign/agents`, who.token);
    const ids = async (who: { token: string }) => (await targets(who)).body.map((target) => target.id).sort();
    expect(await ids(lead)).toEqual([newAgent.userId]);
    const brokerage = [newAgent, thirdAgent, lead, otherLead].map((member) => member.userId).sort();
    expect(await ids(broker)).toEqual(brokerage);
    expect(await ids({ token: adminToken })).toEqual(brokerage);
    expect((await targets(lead)).body[0]).toEqual({ id: newAgent.userId, full_name: expect.any(String) });
    for (const who of [agent, newAgent, client, otherBrokersAgent, otherLead]) {
      const answer = await targets(who);
      expect([who.name, answer.status]).toEqual([who.name, 403]);
    }
    expect((await targets(lead, randomUUID())).status).toBe(404);
  });

  it('the team lead over both reassigns: the new agent reads and edits, the old agent is refused, the client stays', async () => {
    const card = async () => (await call<{ full_name: string | null; reassigned_at: string | null }>('GET', `/api/transactions/${dealId}/agent-card`, client.token)).body;
    const nameOf = async (who: Principal) => (await context.db.query<{ full_name: string }[]>(`SELECT full_name FROM profiles WHERE id = $1`, [who.userId]))[0].full_name;
    expect(await card()).toMatchObject({ full_name: await nameOf(agent), reassigned_at: null });
    const answer = await reassign(lead, newAgent);
    expect([answer.status, answer.body.agent_id]).toEqual([200, newAgent.userId]);
    const path = `/api/transactions/${dealId}`;
    expect((await call('GET', path, agent.token)).status).toBe(403);
    expect((await call('PATCH', path, agent.token, { property_city: 'Dallas' })).status).toBe(403);
    expect((await call('GET', `${path}/tasks`, agent.token)).status).toBe(403);
    expect((await call('GET', path, newAgent.token)).status).toBe(200);
    expect((await call('PATCH', path, newAgent.token, { property_city: 'Dallas' })).status).toBe(200);
    const listed = async (who: Principal) => (await call<{ id: string }[]>('GET', '/api/transactions', who.token)).body.map((deal) => deal.id);
    expect(await listed(newAgent)).toContain(dealId);
    expect(await listed(agent)).not.toContain(dealId);
    // The client's private task stays the client's: theirs to read, never the new agent's.
    const tasksOf = async (who: Principal) => JSON.stringify((await call('GET', `${path}/tasks`, who.token)).body);
    expect(await tasksOf(client)).toContain(privateTitle);
    expect(await tasksOf(newAgent)).not.toContain(privateTitle);
    expect((await call('GET', path, client.token)).status).toBe(200);
    // The client is told who their agent now is: the portal's agent card names the new agent, with when it changed.
    const told = await card();
    expect(told).toMatchObject({ full_name: await nameOf(newAgent), reassigned_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(Date.now() - Date.parse(told.reassigned_at!)).toBeLessThan(5 * 60_000);
    // And by e-mail, once: the new agent's name and how to reach them.
    await allWorkSettled(context.app);
    const mails = context.clientMails(client.userId);
    expect(mails).toHaveLength(1);
    expect(plainText(mails[0]!.raw)).toContain(`Subject: Your agent for 1 Reassign Road is now ${await nameOf(newAgent)}`);
    expect(plainText(mails[0]!.raw)).toContain(`/dashboard/client/${dealId}`);
    // The client counts as linked to the new agent.
    const [link] = await context.db.query<{ status: string }[]>(`SELECT status FROM client_links WHERE agent_id = $1 AND client_id = $2`, [newAgent.userId, client.userId]);
    expect(link?.status).toBe('accepted');
    // The activity log shows it.
    const [event] = await context.db.query<{ data: Record<string, string> }[]>(`SELECT data FROM events WHERE stream_id = $1 AND event_type = 'TransactionReassigned'`, [`transaction-${dealId}`]);
    expect(event.data).toMatchObject({ agentId: newAgent.userId, previousAgentId: agent.userId, reassignedBy: lead.userId });
  });

  it('the broker across teams and the admin within the brokerage reassign too; a rebuild gives the same owner', async () => {
    expect((await reassign(broker, thirdAgent)).status).toBe(200);
    expect((await call('GET', `/api/transactions/${dealId}`, newAgent.token)).status).toBe(403);
    expect((await call('GET', `/api/transactions/${dealId}`, thirdAgent.token)).status).toBe(200);
    expect((await reassign({ name: 'admin', userId: '', token: adminToken }, agent)).status).toBe(200);
    expect((await call('GET', `/api/transactions/${dealId}`, agent.token)).status).toBe(200);
    expect((await call('GET', `/api/transactions/${dealId}`, thirdAgent.token)).status).toBe(403);
    await allWorkSettled(context.app);
    const snapshot = () => context.db.query(`SELECT agent_id, client_id, last_version FROM transactions WHERE id = $1`, [dealId]);
    const links = () => context.db.query(`SELECT agent_id, status FROM client_links WHERE client_id = $1 ORDER BY agent_id`, [client.userId]);
    const live = [await snapshot(), await links()];
    expect(live[0]).toEqual([expect.objectContaining({ agent_id: agent.userId })]);
    await rebuildProjections(context.db, context.app.app.get(ProjectionRegistry), context.app.app.get(EventStore), { only: ['transactions', 'identity-client-links'] });
    expect([await snapshot(), await links()]).toEqual(live);
  });

  it("the admin console: the admin reassigns at the version its list read, a stale one is refused, the audit trail names the admin; nobody else reads that list", async () => {
    type Listed = { id: string; version: number; agentName: string | null };
    const listed = async (token: string | undefined) => call<Listed[]>('GET', '/api/admin/transactions', token);
    const row = async () => (await listed(adminToken)).body.find((t) => t.id === dealId)!;
    const admin = { name: 'admin', userId: '', token: adminToken };
    const before = await row();
    expect(before.version).toBe(await versionNow());
    expect((await reassign(admin, newAgent, `"${before.version - 1}"`)).status).toBe(412);
    expect((await reassign(admin, newAgent, `"${before.version}"`)).status).toBe(200);
    const after = await row();
    expect(after.version).toBeGreaterThan(before.version);
    expect(await ownerNow()).toBe(newAgent.userId);
    // The list's name follows the owner; the same version a second time is stale.
    expect(after.agentName).toBe((await context.db.query<{ full_name: string }[]>(`SELECT full_name FROM profiles WHERE id = $1`, [newAgent.userId]))[0].full_name);
    expect((await reassign(admin, agent, `"${before.version}"`)).status).toBe(412);
    await allWorkSettled(context.app);
    const [adminId] = await context.db.query<{ id: string }[]>(`SELECT id FROM profiles WHERE email = 'admin@threshold.demo'`);
    const trail = await call<{ entries: { action: string; actionLabel: string; actorId: string | null }[] }>('GET', `/api/admin/audit?entityId=${dealId}`, adminToken);
    expect(trail.body.entries.find((entry) => entry.actorId === adminId.id && entry.actionLabel === 'Transaction reassigned to another agent')).toBeDefined();
    // The list (and so its versions) is the admin's alone.
    for (const who of [agent, newAgent, lead, broker, client]) expect([who.name, (await listed(who.token)).status]).toEqual([who.name, 403]);
    expect((await listed(undefined)).status).toBe(401);
  });

  it("the old agent's open socket leaves the deal's room at the reassignment and hears nothing of the deal after; the new agent's joins and hears it", async () => {
    const connected = async (who: Principal) => {
      const socket = io(context.app.url, { transports: ['websocket'], forceNew: true, reconnection: false, auth: { token: who.token } });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => (socket.once('connect', () => resolve()), socket.once('connect_error', reject)));
      return socket;
    };
    const subscribed = async (socket: ClientSocket) => ((await socket.timeout(5_000).emitWithAck('resource.subscribe', { resource: 'transaction', id: dealId })) as { ok: boolean }).ok;
    /** Every push this socket receives that names the deal, from now on. */
    const heard = (socket: ClientSocket) => {
      const pushes: { event: string; payload: unknown }[] = [];
      socket.onAny((event: string, payload: unknown) => JSON.stringify(payload ?? null).includes(dealId) && pushes.push({ event, payload }));
      return pushes;
    };
    // The new agent holds the deal (the tests before leave it so); the broker hands it across teams to the third agent.
    if ((await ownerNow()) !== newAgent.userId) expect((await reassign(broker, newAgent)).status).toBe(200);
    // Nothing earlier still on its way: a late membership event re-admits its people's sockets too, and would hide a miss here.
    await allWorkSettled(context.app);
    const old = await connected(newAgent);
    const heir = await connected(thirdAgent);
    expect(await subscribed(old)).toBe(true);
    expect(await subscribed(heir)).toBe(false);
    const left = new Promise<unknown>((resolve) => old.once('realtime.left', resolve));
    expect((await reassign(broker, thirdAgent)).status).toBe(200);
    const timedOut = new Promise((resolve) => setTimeout(() => resolve('no realtime.left within 10 s'), 10_000));
    expect(await Promise.race([left, timedOut])).toEqual({ room: `transaction:${dealId}` });
    const oldHeard = heard(old);
    expect(await subscribed(heir)).toBe(true);
    const heirHeard = heard(heir);
    // A change of the deal after the reassignment reaches the new agent's socket, never the old one's.
    expect((await call('PATCH', `/api/transactions/${dealId}`, thirdAgent.token, { property_city: 'Houston' })).status).toBe(200);
    const edited = await versionNow();
    await eventually(async () => heirHeard.find((push) => push.event === 'transaction.changed' && (push.payload as { version: number }).version === edited), 10_000, "the new agent's push");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(oldHeard).toEqual([]);
    // Nor can the old agent's socket join the room again.
    expect(await subscribed(old)).toBe(false);
  });
});
