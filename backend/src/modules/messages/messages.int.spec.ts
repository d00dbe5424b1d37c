import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { io, Socket as ClientSocket } from 'socket.io-client';
import { apiTestContext } from '../../../../test/support/api-test-context';
import { withLinkedClient } from '../../../../test/support/linked-client';
import { subscriberPassed } from '../../../../test/support/queued-work';
import { registeredAgent } from '../../../../test/support/registered-agent';
import { settledDeal } from '../../../../test/support/settled-deal';
import { eventually } from '../../../../test/support/test-app';
import { EventStore } from '../../platform/event-store/event-store';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { rebuildProjections } from '../../platform/event-store/rebuild-projections';
import { EraseUser } from '../identity/identity.public';
import { dealMessagesStream } from './domain/messages.events';
import { MessagePersonalDataHolder } from './message-personal-data.holder';

/**
 * Issue 22 item 1; spec 002 §3 Message, §5 Messages, §7, §8 (ADR 0044): a deal's thread between its
 * agent and its client, in a stream of its own; nobody else reads, writes or listens to it.
 */
describe('deal messages', () => {
  const context = apiTestContext();
  const { mint } = context;
  interface Message {
    id: string;
    sender_id: string;
    sender_name: string;
    sender_email: string | null;
    message_content: string;
    created_at: string;
    read_at: string | null;
    seq: number;
  }
  type Refusal = { message: string };
  const sockets: ClientSocket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  async function deal(agentToken: string, clientId: string, asDraft = false) {
    const created = await context.api.call<{ id: string; status: string }>('POST', '/api/transactions', {
      token: agentToken,
      body: await withLinkedClient(context.app, agentToken, {
        transaction_type: 'buyer',
        client_id: clientId,
        property_address: '9 Lake Rd',
        property_city: 'Austin',
        property_state: 'TX',
        property_zip: '78702',
        ...(asDraft ? { as_draft: true } : {}),
      }),
    });
    expect(created.status).toBe(201);
    if (asDraft) return created.body.id;
    return (await settledDeal(context.api, agentToken, created.body)).id;
  }
  const path = (id: string, rest = '') => `/api/transactions/${id}/messages${rest}`;
  const send = (token: string | null, id: string, body: unknown, headers?: Record<string, string>) =>
    context.api.call<Message & Refusal>('POST', path(id), { token, body, headers });
  const list = (token: string | null, id: string, query = '') => context.api.call<Message[] & Refusal>('GET', path(id, query), { token });
  const unread = (token: string | null, id: string) => context.api.call<{ count: number } & Refusal>('GET', path(id, '/unread-count'), { token });
  const markRead = (token: string | null, id: string) => context.api.call<{ count: number } & Refusal>('POST', path(id, '/read'), { token });

  it('agent and client exchange messages oldest first, with unread counts and read receipts; the deal’s version does not move', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const id = await deal(agent.token, client.userId);
    expect((await list(client.token, id)).body).toEqual([]);
    const dealVersion = async () => (await context.api.call<{ version: number }>('GET', `/api/transactions/${id}`, { token: agent.token })).body.version;
    const before = await dealVersion();

    const first = await send(agent.token, id, { message_content: '  The appraisal is on Tuesday.\r\n ' });
    expect(first.status).toBe(201);
    // Minted tokens have no profile: the spec's fallback name.
    expect(first.body).toMatchObject({ sender_id: agent.userId, sender_name: 'Unknown', sender_email: null, message_content: 'The appraisal is on Tuesday.', read_at: null, seq: 1 });
    const second = await send(client.token, id, { message_content: 'Thanks!' });
    const third = await send(agent.token, id, { message_content: 'Also the survey.' });
    expect((await list(client.token, id)).body.map((message) => message.message_content)).toEqual(['The appraisal is on Tuesday.', 'Thanks!', 'Also the survey.']);
    // A page that was away asks for what came after the last message it saw.
    expect((await list(client.token, id, `?after=${first.body.seq}`)).body.map((message) => message.id)).toEqual([second.body.id, third.body.id]);

    expect((await unread(client.token, id)).body).toEqual({ count: 2 });
    expect((await unread(agent.token, id)).body).toEqual({ count: 1 });
    expect((await context.api.call<{ transaction_id: string; count: number }[]>('GET', '/api/messages/unread', { token: client.token })).body).toEqual([{ transaction_id: id, count: 2 }]);

    const read = await markRead(client.token, id);
    expect([read.status, read.body]).toEqual([200, { count: 0 }]);
    const after = (await list(agent.token, id)).body;
    expect(after.map((message) => message.read_at !== null)).toEqual([true, false, true]);
    // Marking again changes nothing; the agent still has the client's message unread.
    expect((await markRead(client.token, id)).body).toEqual({ count: 0 });
    expect((await list(agent.token, id)).body).toEqual(after);
    expect((await unread(agent.token, id)).body).toEqual({ count: 1 });
    expect(await dealVersion()).toBe(before);

    // Sealed under the sender in the store; the read table is what a rebuild gives.
    const raw = JSON.stringify(await context.db.query('SELECT data FROM events WHERE stream_id = $1', [dealMessagesStream(id)]));
    expect(raw).not.toContain('appraisal');
    expect(raw).not.toContain('Thanks');
    const live = await context.db.query('SELECT * FROM deal_messages WHERE transaction_id = $1 ORDER BY seq', [id]);
    await rebuildProjections(context.db, context.app.app.get(ProjectionRegistry), context.app.app.get(EventStore), { only: ['deal-messages'] });
    expect(await context.db.query('SELECT * FROM deal_messages WHERE transaction_id = $1 ORDER BY seq', [id])).toEqual(live);
  });

  it('refuses empty and malformed messages with the spec words, records nothing; one Idempotency-Key sends once', async () => {
    const agent = mint('agent');
    const client = mint('client');
    const id = await deal(agent.token, client.userId);
    for (const body of [{ message_content: '' }, { message_content: '   \n ' }]) {
      const refused = await send(client.token, id, body);
      expect([refused.status, refused.body.message]).toEqual([400, 'Message cannot be empty']);
    }
    for (const body of [{}, { message_content: null }, { message_content: { $gt: '' } }, { message_content: ['hi'] }, { message_content: 42 }, { message_content: 'a\u0000b' }]) {
      expect((await send(client.token, id, body)).status).toBe(400);
    }
    const long = await send(client.token, id, { message_content: 'x'.repeat(5001) });
    expect([long.status, long.body.message]).toEqual([400, 'Message must be at most 5000 characters']);
    for (const query of ['?after=-1', '?after=abc', '?after=99999999999', '?after=1.5']) expect((await list(agent.token, id, query)).status).toBe(400);
    expect((await list(agent.token, id)).body).toEqual([]);

    const key = { 'Idempotency-Key': randomUUID() };
    const [a, b] = await Promise.all([send(client.token, id, { message_content: 'Once' }, key), send(client.token, id, { message_content: 'Once' }, key)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect((await list(agent.token, id)).body.map((message) => message.message_content)).toEqual(['Once']);
  });

  it('per role: only the deal’s agent and client; other agents, other clients and admins 403; no session 401; unknown and draft deals 404', async () => {
    const agent = mint('team_lead');
    const client = mint('client');
    const id = await deal(agent.token, client.userId);
    await send(client.token, id, { message_content: 'Private to us' });
    const forbidden = [403, 'Forbidden - You do not have access to this transaction'];
    for (const token of [mint('agent').token, mint('client').token]) {
      for (const call of [list(token, id), send(token, id, { message_content: 'Hi' }), unread(token, id), markRead(token, id)]) {
        const refused = await call;
        expect([refused.status, refused.body.message]).toEqual(forbidden);
      }
      expect((await context.api.call('GET', '/api/messages/unread', { token })).body).toEqual([]);
    }
    for (const call of [list(mint('admin').token, id), send(mint('admin').token, id, { message_content: 'Hi' }), markRead(mint('admin').token, id)]) {
      const refused = await call;
      expect(refused.status).toBe(403);
    }
    for (const call of [list(null, id), send(null, id, { message_content: 'Hi' }), unread(null, id), markRead(null, id)]) expect((await call).status).toBe(401);
    for (const target of [randomUUID(), 'not-an-id']) {
      const refused = await list(agent.token, target);
      expect([refused.status, refused.body.message]).toEqual([404, 'Transaction not found']);
    }
    // A draft is its agent's alone: its client does not know it exists.
    const draft = await deal(agent.token, client.userId, true);
    expect((await send(client.token, draft, { message_content: 'Hi' })).status).toBe(404);
    expect((await list(agent.token, id)).body.map((message) => message.message_content)).toEqual(['Private to us']);
  });

  describe('live delivery (Socket.IO)', () => {
    function liveSocket(token: string, options: { reconnection?: boolean } = {}) {
      const socket = io(context.app.url, { transports: ['websocket'], forceNew: true, auth: { token }, ...options });
      sockets.push(socket);
      const frames: string[] = [];
      socket.io.on('open', () => socket.io.engine.on('packet', (packet) => typeof packet.data === 'string' && frames.push(packet.data)));
      const seen: Message[] = [];
      socket.on('message.sent', (message: Message) => seen.push(message));
      return { socket, frames, seen };
    }
    const connected = (socket: ClientSocket) =>
      new Promise<void>((resolve, reject) => {
        if (socket.connected) return resolve();
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
    const join = (socket: ClientSocket, id: string) => socket.timeout(5_000).emitWithAck('resource.subscribe', { resource: 'deal-messages', id }) as Promise<{ ok: boolean }>;

    it("delivers a message to the other party's room and read receipts back; outsiders cannot join", async () => {
      const agent = mint('agent');
      const client = mint('client');
      const id = await deal(agent.token, client.userId);
      const agentPage = liveSocket(agent.token);
      const clientPage = liveSocket(client.token);
      const outsiders = [liveSocket(mint('agent').token), liveSocket(mint('client').token), liveSocket(mint('admin').token)];
      await Promise.all([agentPage, clientPage, ...outsiders].map(({ socket }) => connected(socket)));
      expect(await join(agentPage.socket, id)).toEqual({ ok: true });
      expect(await join(clientPage.socket, id)).toEqual({ ok: true });
      for (const outsider of outsiders) expect(await join(outsider.socket, id)).toEqual({ ok: false });

      const receipts: unknown[] = [];
      agentPage.socket.on('messages.read', (payload: unknown) => receipts.push(payload));
      const sent = await send(agent.token, id, { message_content: 'Live hello' });
      await subscriberPassed(context.app, 'deal-messages-pushes', dealMessagesStream(id), 1);
      const delivered = await eventually(async () => clientPage.seen.find((message) => message.id === sent.body.id), 5_000, 'the message');
      expect(delivered).toEqual(sent.body);

      await markRead(client.token, id);
      await subscriberPassed(context.app, 'deal-messages-pushes', dealMessagesStream(id), 2);
      const receipt = await eventually(async () => receipts[0], 5_000, 'the receipt');
      expect(receipt).toMatchObject({ transaction_id: id, reader_id: client.userId, message_ids: [sent.body.id], read_at: expect.any(String) });
      for (const outsider of outsiders) expect(outsider.frames.join()).not.toContain('Live hello');
    });

    it("tells both parties' deal lists that a deal's unread count moved, and nobody else's", async () => {
      const agent = mint('agent');
      const client = mint('client');
      const other = mint('agent');
      const id = await deal(agent.token, client.userId);
      const pages = [liveSocket(agent.token), liveSocket(client.token), liveSocket(other.token)];
      await Promise.all(pages.map(({ socket }) => connected(socket)));
      const told = pages.map(({ socket }) => {
        const pushes: unknown[] = [];
        socket.on('messages.unread_changed', (payload: unknown) => pushes.push(payload));
        return pushes;
      });
      for (const [page, owner] of [[pages[0]!, agent], [pages[1]!, client], [pages[2]!, other]] as const) {
        expect(await page.socket.timeout(5_000).emitWithAck('resource.subscribe', { resource: 'transaction-list', id: owner.userId })).toEqual({ ok: true });
      }

      await send(client.token, id, { message_content: 'Are we still on for Friday?' });
      await subscriberPassed(context.app, 'deal-messages-pushes', dealMessagesStream(id), 1);
      await eventually(async () => (told[0]!.length > 0 && told[1]!.length > 0 ? true : undefined), 5_000, 'the list pushes');
      expect(told[0]).toEqual([{ transaction_id: id }]);
      await markRead(agent.token, id);
      await subscriberPassed(context.app, 'deal-messages-pushes', dealMessagesStream(id), 2);
      await eventually(async () => (told[0]!.length === 2 ? true : undefined), 5_000, 'the read push');
      expect(told[2]).toEqual([]);
      expect(pages[2]!.frames.join()).not.toContain(id);
    });

    it('a page that was offline gets what was sent meanwhile, in order, once, by asking after its last position', async () => {
      const agent = mint('agent');
      const client = mint('client');
      const id = await deal(agent.token, client.userId);
      const clientPage = liveSocket(client.token, { reconnection: false });
      await connected(clientPage.socket);
      expect(await join(clientPage.socket, id)).toEqual({ ok: true });
      const first = await send(agent.token, id, { message_content: 'One' });
      await subscriberPassed(context.app, 'deal-messages-pushes', dealMessagesStream(id), 1);
      await eventually(async () => (clientPage.seen.length === 1 ? true : undefined), 5_000, 'the first message');

      clientPage.socket.disconnect();
      for (const text of ['Two', 'Three', 'Four']) await send(agent.token, id, { message_content: text });
      // What the page does on reconnect: join again, then list after the last position it saw.
      const back = liveSocket(client.token);
      await connected(back.socket);
      expect(await join(back.socket, id)).toEqual({ ok: true });
      const missed = (await list(client.token, id, `?after=${clientPage.seen.at(-1)!.seq}`)).body;
      expect(missed.map((message) => message.message_content)).toEqual(['Two', 'Three', 'Four']);
      expect(new Set([first.body.id, ...missed.map((message) => message.id)]).size).toBe(4);
    });
  });

  it("a message is its sender's: in their access export and erased with them, rebuilds included", async () => {
    const registered = await registeredAgent(context.api);
    const client = mint('client');
    const id = await deal(registered.token, client.userId);
    const marker = `canary-${randomUUID()}`;
    const mine = await send(registered.token, id, { message_content: `${marker} from the agent` });
    expect(mine.body.sender_name).not.toBe('Unknown');
    expect(mine.body.sender_email).toBe(registered.email);
    await send(client.token, id, { message_content: 'From the client' });

    const holder = context.app.app.get(MessagePersonalDataHolder);
    expect(await holder.exportOf({ userId: registered.userId, email: registered.email }, context.db)).toEqual([
      expect.objectContaining({ id: mine.body.id, transaction_id: id, message_content: `${marker} from the agent` }),
    ]);
    expect(await holder.exportOf({ userId: client.userId, email: null }, context.db)).toEqual([expect.objectContaining({ message_content: 'From the client' })]);

    await context.app.app.get(CommandBus).execute(new EraseUser(registered.userId, { actorId: null, correlationId: randomUUID(), causationId: null }));
    const texts = async () => (await context.db.query<{ message_content: string }[]>('SELECT message_content FROM deal_messages WHERE transaction_id = $1 ORDER BY seq', [id])).map((row) => row.message_content);
    expect(await texts()).toEqual(['From the client']);
    await rebuildProjections(context.db, context.app.app.get(ProjectionRegistry), context.app.app.get(EventStore), { only: ['deal-messages'] });
    expect(await texts()).toEqual(['From the client']);
    const raw = JSON.stringify(await context.db.query('SELECT data FROM events WHERE stream_id = $1', [dealMessagesStream(id)]));
    expect(raw).not.toContain(marker);
  });
});
