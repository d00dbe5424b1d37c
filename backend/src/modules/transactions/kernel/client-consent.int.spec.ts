import { io, Socket as ClientSocket } from 'socket.io-client';
import { apiTestContext } from '../../../../../test/support/api-test-context';
import { dealDay } from '../../../../../test/support/deal-today';
import { linkedClient } from '../../../../../test/support/linked-client';
import { settledDeal } from '../../../../../test/support/settled-deal';

/**
 * Spec 002 §4 "Client consent" (issue 22 item 2, ADR 0051): until a client has consented to the
 * current policy version, the server refuses every read of their deals with 403 and
 * `reason: 'consent_required'` (the portal's dialog), the agent's Preview as Client exempt (the agent reads); POST /api/auth/consent records the consent as an event and the same reads answer.
 */
describe('client consent gates the deal reads', () => {
  const context = apiTestContext();
  const { mint } = context;

  async function buyerDeal(agentToken: string, clientId: string): Promise<string> {
    const created = await context.api.call<{ id: string }>('POST', '/api/transactions', {
      token: agentToken,
      body: { transaction_type: 'buyer', client_id: clientId, property_address: '12 Consent Way', property_city: 'Austin', property_state: 'TX', property_zip: '78701' },
    });
    expect(created.status).toBe(201);
    return (await settledDeal(context.api, agentToken, created.body)).id;
  }

  const READS = (id: string) => [
    '/api/transactions',
    `/api/transactions/${id}`,
    `/api/transactions/${id}/milestones`,
    `/api/transactions/${id}/tasks`,
    `/api/transactions/${id}/contacts`,
    `/api/transactions/${id}/documents`,
    `/api/transactions/${id}/utilities`,
    `/api/transactions/${id}/check-ins`,
    `/api/transactions/${id}/messages`,
    `/api/transactions/${id}/messages/unread-count`,
    `/api/transactions/${id}/vendors`,
    `/api/transactions/${id}/agent-card`,
  ];

  it('a client without consent is refused every read of their deal; after consenting every read answers', async () => {
    const agent = mint('agent');
    const clientId = await linkedClient(context.app, agent.token, undefined, { consent: false });
    const client = mint('client', clientId);
    const id = await buyerDeal(agent.token, clientId);

    for (const path of READS(id)) {
      const answer = await context.api.call<{ statusCode: number; message: string; reason: string }>('GET', path, { token: client.token });
      expect([path, answer.status, answer.body]).toEqual([
        path,
        403,
        { statusCode: 403, message: 'Please acknowledge the terms to continue', reason: 'consent_required' },
      ]);
      // The agent's Preview as Client is the agent reading: never gated.
      // (The thread takes no view: the agent reads the one thread they share.)
      const preview = await context.api.call('GET', path.includes('/messages') ? path : `${path}?view=client`, { token: agent.token });
      if (path !== '/api/transactions') expect([path, preview.status]).toEqual([path, 200]);
    }
    const me = await context.api.call<{ clientConsentAt: string | null; policyVersion: string }>('GET', '/api/auth/me', { token: client.token });
    expect(me.body.clientConsentAt).toBeNull();

    const consent = await context.api.call<{ clientConsentAt: string; policyVersion: string }>('POST', '/api/auth/consent', { token: client.token });
    expect(consent.status).toBe(200);
    expect(consent.body).toMatchObject({ clientConsentAt: expect.any(String), policyVersion: 'v1.0.0' });
    for (const path of READS(id)) expect([path, (await context.api.call('GET', path, { token: client.token })).status]).toEqual([path, 200]);

    // Consent again: nothing new is recorded (one event for the version).
    expect((await context.api.call('POST', '/api/auth/consent', { token: client.token })).status).toBe(200);
    const events = await context.db.query<{ n: string }[]>(
      `SELECT count(*) AS n FROM events WHERE stream_id = $1 AND event_type = 'ClientConsentRecorded'`,
      [`user-${clientId}`],
    );
    expect(Number(events[0]!.n)).toBe(1);
  });

  it('someone with no role on the deal hears the usual refusal, not the consent one', async () => {
    const agent = mint('agent');
    const id = await buyerDeal(agent.token, await linkedClient(context.app, agent.token));
    const stranger = mint('client', await linkedClient(context.app, mint('agent').token, undefined, { consent: false }));
    const answer = await context.api.call<{ message: string; reason?: string }>('GET', `/api/transactions/${id}`, { token: stranger.token });
    expect(answer.status).toBe(403);
    expect(answer.body.reason).toBeUndefined();
  });

  it('POST /api/auth/consent per role: a client records it; agents, brokers, team leads and admins are refused by role; no session is 401', async () => {
    const client = mint('client', await linkedClient(context.app, mint('agent').token, undefined, { consent: false }));
    expect((await context.api.call('POST', '/api/auth/consent', { token: client.token })).status).toBe(200);
    for (const role of ['agent', 'broker', 'team_lead', 'admin'] as const) {
      const answer = await context.api.call<{ message: string }>('POST', '/api/auth/consent', { token: mint(role).token });
      expect([role, answer.status, answer.body.message]).toEqual([role, 403, 'Forbidden - Invalid role']);
    }
    expect((await context.api.call('POST', '/api/auth/consent', { token: null })).status).toBe(401);
    // A client token with no account behind it: no such user.
    expect((await context.api.call('POST', '/api/auth/consent', { token: mint('client').token })).status).toBe(404);
  });

  describe('socket rooms and the Home Vault pass the same gate (ADR 0062)', () => {
    const sockets: ClientSocket[] = [];
    afterEach(() => {
      for (const socket of sockets.splice(0)) socket.disconnect();
    });

    async function joins(token: string, rooms: Array<{ resource: string; id: string }>) {
      const socket = io(context.app.url, { transports: ['websocket'], forceNew: true, reconnection: false, auth: { token } });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => (socket.once('connect', () => resolve()), socket.once('connect_error', reject)));
      const answers: unknown[] = [];
      for (const room of rooms) answers.push(await socket.timeout(5_000).emitWithAck('resource.subscribe', room));
      return answers as Array<{ ok: boolean; error?: { statusCode: number; message: string; reason?: string } }>;
    }

    const CONSENT_REFUSAL = { ok: false, error: { statusCode: 403, message: 'Please acknowledge the terms to continue', reason: 'consent_required' } };

    it('a client who has not consented joins none of their deal rooms; the agent, an outsider and the consented client as before', async () => {
      const agent = mint('agent');
      const clientId = await linkedClient(context.app, agent.token, undefined, { consent: false });
      const client = mint('client', clientId);
      const id = await buyerDeal(agent.token, clientId);
      const rooms = (userId: string) => [
        { resource: 'transaction', id },
        { resource: 'deal-messages', id },
        { resource: 'transaction-list', id: userId },
      ];

      expect(await joins(client.token, rooms(client.userId))).toEqual([CONSENT_REFUSAL, CONSENT_REFUSAL, CONSENT_REFUSAL]);
      expect((await joins(agent.token, rooms(agent.userId))).map((a) => a.ok)).toEqual([true, true, true]);
      // Someone with no role hears the usual refusal, never the consent one.
      const outsider = mint('client', await linkedClient(context.app, mint('agent').token, undefined, { consent: false }));
      expect((await joins(outsider.token, rooms(client.userId))).map((a) => a.error?.reason)).toEqual([undefined, undefined, undefined]);
      expect((await joins(mint('agent').token, rooms(client.userId))).map((a) => a.ok)).toEqual([false, false, false]);
      expect((await joins(mint('admin').token, rooms(client.userId))).map((a) => a.error?.reason)).toEqual([undefined, undefined, undefined]);

      expect((await context.api.call('POST', '/api/auth/consent', { token: client.token })).status).toBe(200);
      expect((await joins(client.token, rooms(client.userId))).map((a) => a.ok)).toEqual([true, true, true]);
    });

    it("a client who has not consented is refused their closed deal's Home Vault and its downloads; the agent's preview is not gated", async () => {
      const agent = mint('agent');
      const clientId = await linkedClient(context.app, agent.token, undefined, { consent: false });
      const client = mint('client', clientId);
      const id = await buyerDeal(agent.token, clientId);
      const form = new FormData();
      form.append('kind', 'other');
      form.append('title', 'Closing Disclosure');
      form.append('visibility', 'agent_and_client');
      form.append('file', new Blob([new Uint8Array(Buffer.from('%PDF-1.7\n%%EOF\n', 'latin1'))], { type: 'application/pdf' }), 'cd.pdf');
      const uploaded = await context.api.call<{ id: string }>('POST', `/api/transactions/${id}/documents`, { token: agent.token, form });
      expect(uploaded.status).toBe(201);
      // Closing asks for a closing date (as the Home Vault suite's deal has).
      expect((await context.api.call('PATCH', `/api/transactions/${id}`, { token: agent.token, body: { closing_date: dealDay(10) } })).status).toBe(200);
      expect((await context.api.call('POST', `/api/transactions/${id}/close`, { token: agent.token })).status).toBe(200);

      const vault = `/api/transactions/${id}/home-vault`;
      const file = `/api/transactions/${id}/documents/${uploaded.body.id}/file`;
      const refused = { statusCode: 403, message: 'Please acknowledge the terms to continue', reason: 'consent_required' };
      for (const path of [vault, file]) {
        const answer = await context.api.call('GET', path, { token: client.token });
        expect([path, answer.status, answer.body]).toEqual([path, 403, refused]);
      }
      // The agent's preview, and the agent's download: the agent reading.
      const preview = await context.api.call<{ preview: boolean }>('GET', vault, { token: agent.token });
      expect([preview.status, preview.body.preview]).toEqual([200, true]);
      expect((await context.api.call('GET', file, { token: agent.token })).status).toBe(200);
      // Others as before: no consent reason for someone with no role.
      for (const role of ['agent', 'client', 'broker'] as const) {
        const stranger = await context.api.call<{ reason?: string }>('GET', vault, { token: mint(role).token });
        expect([role, stranger.status, stranger.body.reason]).toEqual([role, 403, undefined]);
      }
      expect((await context.api.call('GET', vault, { token: mint('admin').token })).status).toBe(403);

      expect((await context.api.call('POST', '/api/auth/consent', { token: client.token })).status).toBe(200);
      const opened = await context.api.call<{ preview: boolean; documents: { file_url: string }[] }>('GET', vault, { token: client.token });
      expect([opened.status, opened.body.preview]).toEqual([200, false]);
      expect((await context.api.call('GET', opened.body.documents[0]!.file_url, { token: client.token })).status).toBe(200);
    });
  });
});
