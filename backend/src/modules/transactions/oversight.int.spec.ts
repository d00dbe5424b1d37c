import { randomUUID } from 'node:crypto';
import { io, Socket as ClientSocket } from 'socket.io-client';
import { apiTestContext } from '../../../../test/support/api-test-context';
import { linkedClient } from '../../../../test/support/linked-client';
import { eventually } from '../../../../test/support/test-app';
import { dealDay } from '../../../../test/support/deal-today';
import { teamMembers } from '../../../../test/support/team-members';

type Principal = { name: string; userId: string; token: string };

/**
 * Issue 24 item 2 (ADR 0055): the team lead and broker over a deal's agent read it through the deal's
 * one access policy — list, detail, every sub-resource, the socket room — without what is the client's
 * and their agent's alone, and change nothing; each read is recorded for the agent. On the raw wire.
 */
describe('oversight: a team lead and a broker read their people’s deals, read only', () => {
  const context = apiTestContext();
  const sockets: ClientSocket[] = [];
  let agent: Principal, lead: Principal, broker: Principal, outsider: Principal, otherBroker: Principal, otherBrokersAgent: Principal, otherLead: Principal;
  let client: Principal;
  let dealId: string;
  let draftId: string;
  const secrets: Record<string, string> = {};

  const secret = (what: string) => (secrets[what] = `ovsr${randomUUID().replace(/-/g, '').slice(0, 16)}`);
  const call = <T = Record<string, unknown>>(method: string, path: string, token: string, body?: unknown) =>
    context.api.call<T>(method, path, { token, body });
  const raw = async (path: string, token: string) => {
    const response = await fetch(`${context.app.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, text: await response.text() };
  };

  const { person, assign } = teamMembers(context);

  beforeAll(async () => {
    agent = await person('agent', 'agent');
    lead = await person('team lead of the agent', 'team_lead');
    broker = await person('broker of the agent', 'broker');
    outsider = await person('agent outside the team', 'agent');
    otherBroker = await person('another broker', 'broker');
    otherBrokersAgent = await person("another broker's agent", 'agent');
    otherLead = await person('a team lead not over the agent', 'team_lead');
    await assign(agent, 'team-lead', lead);
    await assign(agent, 'broker', broker);
    await assign(lead, 'broker', broker);
    await assign(otherBrokersAgent, 'broker', otherBroker);
    await assign(outsider, 'team-lead', otherLead);
    const clientId = await linkedClient(context.app, agent.token);
    client = { name: 'the client', userId: clientId, token: context.mint('client', clientId).token };

    const created = await call<{ id: string }>('POST', '/api/transactions', agent.token, {
      transaction_type: 'buyer',
      client_id: client.userId,
      property_address: '1 Oversight Way',
      property_city: 'Austin',
      property_state: 'TX',
      property_zip: '78701',
      effective_date: dealDay(-3),
      closing_date: dealDay(30),
      inspection_agent_notes: secret('agent notes'),
    });
    expect([created.status, created.body]).toMatchObject([201, {}]);
    dealId = created.body.id;
    const path = `/api/transactions/${dealId}`;
    const shared = await call<{ id: string }>('POST', `${path}/tasks`, agent.token, { title: secret('shared task'), is_client_visible: true });
    expect(shared.status).toBe(201);
    expect((await call('PATCH', `${path}/tasks/${shared.body.id}`, client.token, { client_notes: secret('client note on a shared task') })).status).toBe(200);
    expect((await call('POST', `${path}/tasks`, client.token, { title: secret('private task'), description: secret('private task description') })).status).toBe(201);
    const checkIn = await call<{ id: string }>('POST', `${path}/check-ins`, client.token, { feeling: 'anxious', note: secret('check-in note') });
    expect(checkIn.status).toBe(201);
    expect((await call('PUT', `${path}/check-ins/${checkIn.body.id}/response`, agent.token, { response: secret('agent answer') })).status).toBeLessThan(300);
    expect((await call('POST', `/api/transactions/${dealId}/messages`, client.token, { message_content: secret('client message') })).status).toBe(201);
    const draft = await call<{ id: string }>('POST', '/api/transactions', agent.token, { transaction_type: 'buyer', as_draft: true, property_address: '2 Draft Lane' });
    expect(draft.status).toBe(201);
    draftId = draft.body.id;
  });

  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  const READS = ['', '/tasks', '/milestones', '/contacts', '/utilities', '/vendors', '/documents', '/agent-card', '/milestone-integrity'];

  it('the list: the team lead and the broker list the agent’s live deals (no draft); nobody else does', async () => {
    const listed = async (who: Principal) => ((await call<{ id: string }[]>('GET', '/api/transactions', who.token)).body ?? []).map((deal) => deal.id);
    for (const who of [lead, broker, agent]) expect(await listed(who)).toContain(dealId);
    for (const who of [lead, broker]) expect(await listed(who)).not.toContain(draftId);
    for (const who of [outsider, otherBroker, otherBrokersAgent, otherLead]) expect(await listed(who)).not.toContain(dealId);
    // The broker oversees the team lead too: a deal of the team lead's own is the broker's to read.
    const leadsDeal = await call<{ id: string }>('POST', '/api/transactions', lead.token, {
      transaction_type: 'buyer',
      client_id: await linkedClient(context.app, lead.token),
      property_address: '3 Lead Street',
      property_city: 'Austin',
      property_state: 'TX',
      property_zip: '78701',
      effective_date: dealDay(-3),
      closing_date: dealDay(30),
    });
    expect([leadsDeal.status, leadsDeal.body]).toMatchObject([201, {}]);
    expect(await listed(broker)).toContain(leadsDeal.body.id);
    expect(await listed(agent)).not.toContain(leadsDeal.body.id);
  });

  it('detail and every sub-resource: 200 for the overseers, the agent’s view; 403 to an agent outside the team, another broker’s agent, another broker or lead', async () => {
    for (const suffix of READS) {
      const path = `/api/transactions/${dealId}${suffix}`;
      const agents = await raw(path, agent.token);
      expect([suffix, agents.status]).toEqual([suffix, 200]);
      for (const who of [lead, broker]) expect([suffix, who.name, (await raw(path, who.token)).status]).toEqual([suffix, who.name, 200]);
      for (const who of [outsider, otherBrokersAgent, otherBroker, otherLead])
        expect([suffix, who.name, (await raw(path, who.token)).status]).toEqual([suffix, who.name, 403]);
    }
    // The deal itself is the agent's view: agent-only fields included.
    expect((await raw(`/api/transactions/${dealId}`, lead.token)).text).toContain(secrets['agent notes']);
    // A draft stays the agent's alone.
    expect((await raw(`/api/transactions/${draftId}`, broker.token)).status).toBe(404);
  });

  it('what is the client’s and their agent’s never reaches an overseer: check-ins 403, messages 403, no private task, no client note', async () => {
    for (const who of [lead, broker]) {
      const checkIns = await raw(`/api/transactions/${dealId}/check-ins`, who.token);
      expect([checkIns.status, JSON.parse(checkIns.text).message]).toEqual([403, "Forbidden - This is between the deal's client and its agent"]);
      expect((await raw(`/api/transactions/${dealId}/messages`, who.token)).status).toBe(403);
      const everything = (
        await Promise.all(
          [...READS, '/check-ins', '/messages', '/tasks?scope=client_private', '/tasks?view=client', '?view=client', '/check-ins?view=client'].map((suffix) =>
            raw(`/api/transactions/${dealId}${suffix}`, who.token),
          ),
        )
      )
        .map((answer) => answer.text)
        .join('\n');
      for (const what of ['client note on a shared task', 'private task', 'private task description', 'check-in note', 'agent answer', 'client message'])
        expect([who.name, what, everything.includes(secrets[what])]).toEqual([who.name, what, false]);
      expect(everything).toContain(secrets['shared task']);
    }
    // The agent still reads what is theirs with the client.
    expect((await raw(`/api/transactions/${dealId}/check-ins`, agent.token)).text).toContain(secrets['check-in note']);
    expect((await raw(`/api/transactions/${dealId}/tasks`, agent.token)).text).toContain(secrets['client note on a shared task']);
  });

  it('read only: every command an overseer sends is 403, and the deal is unchanged', async () => {
    const path = `/api/transactions/${dealId}`;
    const before = (await call<{ version: number }>('GET', path, agent.token)).body.version;
    const commands: [string, string, unknown][] = [
      ['PATCH', path, { property_address: 'Changed by an overseer' }],
      ['POST', `${path}/tasks`, { title: 'Overseer task' }],
      ['PATCH', `${path}/client`, { full_name: 'Renamed' }],
      ['POST', `${path}/check-ins`, { feeling: 'happy' }],
      ['POST', `${path}/messages`, { message_content: 'hello' }],
      ['POST', `${path}/close`, {}],
      ['DELETE', path, undefined],
    ];
    for (const who of [lead, broker])
      for (const [method, url, body] of commands) {
        const answer = await call(method, url, who.token, body);
        expect([who.name, method, url, answer.status]).toEqual([who.name, method, url, 403]);
      }
    expect((await call<{ version: number }>('GET', path, agent.token)).body.version).toBe(before);
  });

  it('the client keeps their view; the overseers’ reads are recorded, coalesced, and shown to the agent only', async () => {
    expect((await raw(`/api/transactions/${dealId}`, client.token)).status).toBe(200);
    const reads = await call<{ overseer_id: string; overseer_role: string; read_at: string }[]>('GET', `/api/transactions/${dealId}/oversight-reads`, agent.token);
    expect(reads.status).toBe(200);
    // Many reads above, one entry per overseer (the window coalesces a page load's reads).
    expect(reads.body.map((read) => [read.overseer_id, read.overseer_role]).sort()).toEqual(
      [
        [broker.userId, 'broker'],
        [lead.userId, 'team_lead'],
      ].sort(),
    );
    for (const who of [lead, broker, outsider]) expect((await call('GET', `/api/transactions/${dealId}/oversight-reads`, who.token)).status).toBe(403);
    expect((await call('GET', `/api/transactions/${dealId}/oversight-reads`, client.token)).status).toBe(403);
  });

  it('a membership that ends takes the overseer’s open socket out of the deal’s room at once, and the next request is 403', async () => {
    const socket = io(context.app.url, { transports: ['websocket'], forceNew: true, reconnection: false, auth: { token: lead.token } });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => (socket.once('connect', () => resolve()), socket.once('connect_error', reject)));
    const joined = (await socket.timeout(5_000).emitWithAck('resource.subscribe', { resource: 'transaction', id: dealId })) as { ok: boolean };
    expect(joined.ok).toBe(true);
    const left = new Promise<unknown>((resolve) => socket.once('realtime.left', resolve));
    await assign(agent, 'team-lead', null);
    expect(await eventually(async () => left, 10_000, 'realtime.left')).toEqual({ room: `transaction:${dealId}` });
    expect((await raw(`/api/transactions/${dealId}`, lead.token)).status).toBe(403);
    expect(((await call<{ id: string }[]>('GET', '/api/transactions', lead.token)).body ?? []).map((d) => d.id)).not.toContain(dealId);
    // The broker still oversees the agent.
    expect((await raw(`/api/transactions/${dealId}`, broker.token)).status).toBe(200);
  });
});
