import { randomInt } from 'node:crypto';
import { io, Socket as ClientSocket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../platform/platform.tokens';
import { identityClient, validRegistration } from '../../../../test/support/identity-client';
import { startSmtpInbox } from '../../../../test/support/smtp-inbox';
import { eventually, startTestApp, TestApp } from '../../../../test/support/test-app';

interface ClientDto {
  id: string;
  full_name: string;
  email: string;
  phone: string | null;
  created_at: string;
}

const fromQuotedPrintable = (value: string) => value.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}${randomInt(0, 1e9).toString(36)}@example.com`;

/** Spec 001 §5 "Create client", §2.5 Registered Clients (issue 9 item 2): POST and GET /api/clients. */
describe('identity: clients created by agents', () => {
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let app: TestApp;
  let api: ReturnType<typeof identityClient>;
  let db: DataSource;
  let agent: { token: string; profile: { id: string } };
  let broker: { token: string; profile: { id: string } };
  let lead: { token: string; profile: { id: string } };
  let admin: { token: string };
  let buyer: { token: string };
  let seller: { token: string };

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await startTestApp({ SMTP_URL: inbox.url });
    api = identityClient(app.url);
    db = app.app.get<DataSource>(DATA_SOURCE);
    [agent, broker, lead, admin, buyer, seller] = await Promise.all(
      ['agent', 'broker', 'lead', 'admin', 'buyer', 'seller'].map((login) => api.signIn(`${login}@threshold.demo`)),
    );
    // Room for one wait on the shared demo accounts' sign-in limit (identity-client.ts).
  }, 150_000);

  afterAll(async () => {
    await app.close();
    await inbox.close();
  });

  const create = (token: string | null, body: Record<string, unknown>) => api.call<ClientDto & { message?: string }>('POST', '/api/clients', { token, body });
  const list = (token: string | null) => api.call<ClientDto[]>('GET', '/api/clients', { token });
  const userEvents = async () => (await db.query<{ n: number }[]>("SELECT count(*)::int AS n FROM events WHERE stream_type = 'user'"))[0]!.n;
  const emailTo = (email: string) => eventually(async () => inbox.received.find((m) => m.to.includes(email)), 15_000, `the e-mail to ${email}`);

  it('an agent creates a client without a password: 201, no usable password, and a welcome e-mail whose link sets one', async () => {
    const email = uniqueEmail('Dana.Client');
    const answer = await create(agent.token, { full_name: '  Dana Client ', email: ` ${email} `, phone: '512-555-0101' });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: expect.any(String), full_name: 'Dana Client', email, phone: '512-555-0101', created_at: expect.any(String) });

    const [profile] = await db.query('SELECT role, created_by, email, full_name FROM profiles WHERE id = $1', [answer.body.id]);
    expect(profile).toEqual({ role: 'client', created_by: agent.profile.id, email, full_name: 'Dana Client' });
    // No password was given: nothing signs in yet.
    for (const password of ['Threshold!2026', email, 'Dana Client'])
      expect((await api.call('POST', '/api/auth/sign-in', { body: { email, password } })).status).toBe(401);

    const message = await emailTo(email);
    const text = fromQuotedPrintable(message.raw);
    expect(text).toContain('Subject: Your Threshold account is ready');
    const token = decodeURIComponent(text.match(/\/reset-password\?token=([\w%-]+)/)![1]!);
    // The raw token rests nowhere: not in the events, not in the outbox.
    const [leaks] = await db.query(
      `SELECT (SELECT count(*)::int FROM events WHERE data::text LIKE $1) + (SELECT count(*)::int FROM outbox WHERE payload::text LIKE $1) AS n`,
      [`%${token}%`],
    );
    expect(leaks.n).toBe(0);

    expect((await api.call('POST', '/api/auth/reset-password/check', { body: { token } })).status).toBe(200);
    const set = await api.call('POST', '/api/auth/reset-password', { body: { token, password: 'my-own-pass', confirmPassword: 'my-own-pass' } });
    expect(set.status).toBe(200);
    const session = await api.signIn(email, 'my-own-pass');
    expect(session.profile.role).toBe('client');
    // The link works once.
    expect((await api.call('POST', '/api/auth/reset-password', { body: { token, password: 'other-pass', confirmPassword: 'other-pass' } })).status).toBe(400);
  });

  it("the wizard's password (at least 12 characters) is hashed by the server and signs the client in", async () => {
    const email = uniqueEmail('wizard');
    const password = 'Aa1!bcdefghijklm';
    const answer = await create(broker.token, { full_name: 'Wren Wizard', email, phone: null, password });
    expect(answer.status).toBe(201);
    expect(answer.body.phone).toBeNull();
    const session = await api.signIn(email, password);
    expect(session.profile.role).toBe('client');
    const [stored] = await db.query("SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND data::text LIKE $2", [`user-${answer.body.id}`, `%${password}%`]);
    expect(stored.n).toBe(0);
    // The welcome e-mail goes out with a password too: the client may choose their own.
    expect(fromQuotedPrintable((await emailTo(email)).raw)).toMatch(/\/reset-password\?token=/);
  });

  it('refuses bad input with the spec messages, appending nothing', async () => {
    const before = await userEvents();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ email: uniqueEmail('x') }, 400, 'Name and email are required'],
      [{ full_name: '   ', email: uniqueEmail('x') }, 400, 'Name and email are required'],
      [{ full_name: 'No Email' }, 400, 'Name and email are required'],
      [{ full_name: 'Blank Email', email: '  ' }, 400, 'Name and email are required'],
      [{ full_name: 'Bad Email', email: 'not-an-address' }, 400, 'Please enter a valid email address'],
      [{ full_name: 'Short', email: uniqueEmail('x'), password: 'Aa1!short12' }, 400, 'Password must be at least 12 characters'],
      [{ full_name: 'Taken', email: 'BUYER@threshold.demo' }, 409, 'A user with this email already exists'],
      [{ full_name: 'Taken Agent', email: 'agent@threshold.demo', password: 'long-enough-pass' }, 409, 'A user with this email already exists'],
      [{ full_name: 42, email: uniqueEmail('x') }, 400, 'full_name must be text'],
      [{ full_name: 'Phone', email: uniqueEmail('x'), phone: 12 }, 400, 'phone must be text'],
      [{ full_name: 'L'.repeat(201), email: uniqueEmail('x') }, 400, 'Full name must be at most 200 characters'],
      [{ full_name: 'Long Phone', email: uniqueEmail('x'), phone: '5'.repeat(201) }, 400, 'Phone must be at most 200 characters'],
      [{ full_name: 'Long Email', email: `${'e'.repeat(250)}@example.com` }, 400, 'Please enter a valid email address'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await create(agent.token, body);
      expect({ body, status: answer.status, message: answer.body.message }).toEqual({ body, status, message });
    }
    const numeric = await create(agent.token, { full_name: 'Number Password', email: uniqueEmail('x'), password: 123456789012 });
    expect(numeric.status).toBe(400);
    expect(numeric.body.message).toContain('password must be text');
    expect(await userEvents()).toBe(before);
  });

  it('two agents racing for one address leave exactly one account', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all([agent, broker, lead, agent].map((who, i) => create(who.token, { full_name: `Racer ${i}`, email })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    const [accounts] = await db.query('SELECT count(*)::int AS n FROM profiles WHERE lower(email) = lower($1)', [email]);
    expect(accounts.n).toBe(1);
  });

  it('lists the clients this agent created, each once, sorted by name, with phone and date added; no one else sees them', async () => {
    const code = await api.createInviteCode(admin.token, { role: 'agent' });
    const fields = validRegistration(code, { password: 'fresh-agent', confirmPassword: 'fresh-agent' });
    expect((await api.register(fields)).status).toBe(201);
    const fresh = await api.signIn(fields.email!, 'fresh-agent');
    expect((await list(fresh.token)).body).toEqual([]);

    const made: ClientDto[] = [];
    for (const name of ['zoe Last', 'Adam First', 'mia Middle'])
      made.push((await create(fresh.token, { full_name: name, email: uniqueEmail(name.split(' ')[0]!), phone: name === 'Adam First' ? '555-0100' : '' })).body);
    const answer = await list(fresh.token);
    expect(answer.status).toBe(200);
    expect(answer.body.map((c) => c.full_name)).toEqual(['Adam First', 'mia Middle', 'zoe Last']);
    expect(answer.body[0]).toEqual(made[1]);
    expect(answer.body[1]!.phone).toBeNull();
    expect(new Date(answer.body[0]!.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    // Another agent's list does not hold them.
    const others = (await list(agent.token)).body.map((c) => c.id);
    for (const client of made) expect(others).not.toContain(client.id);
  });

  it('an erased client leaves the list', async () => {
    const client = (await create(lead.token, { full_name: 'Erin Erased', email: uniqueEmail('erin') })).body;
    expect((await list(lead.token)).body.map((c) => c.id)).toContain(client.id);
    const [profile] = await db.query('SELECT last_version FROM profiles WHERE id = $1', [client.id]);
    const erase = await api.call('DELETE', `/api/admin/users/${client.id}`, { token: admin.token, ifMatch: `"${profile.last_version}"` });
    expect(erase.status).toBe(204);
    expect((await list(lead.token)).body.map((c) => c.id)).not.toContain(client.id);
  });

  describe('roles (spec 001 §6: agent, broker and team lead create clients)', () => {
    it.each([
      ['agent', () => agent.token],
      ['broker', () => broker.token],
      ['team lead', () => lead.token],
    ])('%s may create and list', async (_, token) => {
      expect((await create(token(), { full_name: 'Role Check', email: uniqueEmail('role') })).status).toBe(201);
      expect((await list(token())).status).toBe(200);
    });

    it.each([
      ['admin', () => admin.token],
      ['buyer client', () => buyer.token],
      ['seller client', () => seller.token],
    ])('%s is refused with 403 and nothing is created', async (_, token) => {
      const email = uniqueEmail('refused');
      const answer = await create(token(), { full_name: 'Nobody', email });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('Forbidden - Invalid role');
      expect((await list(token())).status).toBe(403);
      expect((await db.query('SELECT 1 FROM user_emails WHERE email_lower = $1', [email.toLowerCase()])).length).toBe(0);
    });

    it('anonymous is refused with 401', async () => {
      const answer = await create(null, { full_name: 'Nobody', email: uniqueEmail('anon') });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('Unauthorized - No active session');
      expect((await list(null)).status).toBe(401);
    });
  });

  describe('deals name linked clients only (issue 18 item 5, ADR 0039)', () => {
    const dealFor = async (token: string, clientId: string | null, transactionType = 'buyer') => {
      const answer = await api.call<{ id: string; client_name: string | null; client_phone: string | null; client_email: string | null; version: number; message?: string }>(
        'POST',
        '/api/transactions',
        {
          token,
          body: {
            transaction_type: transactionType,
            client_id: clientId,
            property_address: '100 Congress Ave',
            property_city: 'Austin',
            property_state: 'TX',
            property_zip: '78701',
          },
        },
      );
      expect([answer.status, answer.body.message]).toEqual([201, undefined]);
      // The deal as it is once its automation tasks are in (ADR 0027: the job appends them just after
      // the create, moving the version and pushing): a test that counts pushes starts after them.
      await eventually(
        async () => {
          const tasks = await api.call<unknown[]>('GET', `/api/transactions/${answer.body.id}/tasks?bucket=system`, { token });
          return tasks.status === 200 && tasks.body.length > 0 ? true : undefined;
        },
        15_000,
        'the automation tasks of the new deal',
      );
      const settled = await api.call<typeof answer.body>('GET', `/api/transactions/${answer.body.id}`, { token });
      expect(settled.status).toBe(200);
      return settled.body;
    };

    it("a client another agent created is neither listed nor put on a deal; the creator's deals do not list them twice (ADR 0039)", async () => {
      const client = (await create(lead.token, { full_name: 'Linked Lee', email: uniqueEmail('linked') })).body;
      expect((await list(broker.token)).body.map((c) => c.id)).not.toContain(client.id);
      const refused = await api.call<{ message?: string }>('POST', '/api/transactions', {
        token: broker.token,
        body: { transaction_type: 'buyer', client_id: client.id, property_address: '1 Main St', property_city: 'Austin', property_state: 'TX', property_zip: '78701' },
      });
      expect([refused.status, refused.body.message]).toEqual([400, 'client_id: not one of your clients']);
      expect((await list(broker.token)).body.map((c) => c.id)).not.toContain(client.id);

      const deal = await dealFor(lead.token, client.id);
      await dealFor(lead.token, client.id, 'seller');
      expect((await list(lead.token)).body.filter((c) => c.id === client.id)).toEqual([client]);
      // Deleting a deal does not undo the link: the lead created them.
      expect((await api.call('DELETE', `/api/transactions/${deal.id}`, { token: lead.token })).status).toBe(204);
      expect((await list(lead.token)).body.map((c) => c.id)).toContain(client.id);
    });

    describe('PATCH /transactions/:id/client (spec 002 §2: name and phone editable, e-mail read-only)', () => {
      const patch = (token: string | null, id: string, body: Record<string, unknown>) =>
        api.call<{ client_name: string | null; client_phone: string | null; client_email: string | null; version: number; message?: string }>(
          'PATCH',
          `/api/transactions/${id}/client`,
          { token, body },
        );
      const profileEvents = async (userId: string) =>
        (await db.query<{ n: number }[]>("SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND event_type = 'ClientProfileUpdated'", [`user-${userId}`]))[0]!.n;

      let client: ClientDto;
      let clientSession: { token: string };
      let deal: { id: string; version: number };

      beforeAll(async () => {
        const password = 'client-pass-1234';
        client = (await create(agent.token, { full_name: 'Pat Patched', email: uniqueEmail('pat'), phone: '512-555-0100', password })).body;
        clientSession = await api.signIn(client.email, password);
        deal = await dealFor(agent.token, client.id);
      });

      it('the owning agent changes the name and phone; every deal of the client shows them; the e-mail stays', async () => {
        const other = await dealFor(agent.token, client.id, 'seller');
        const answer = await patch(agent.token, deal.id, { full_name: '  Pat Renamed ', phone: '512-555-0199' });
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ client_name: 'Pat Renamed', client_phone: '512-555-0199', client_email: client.email, version: deal.version });
        const read = await api.call<{ client_name: string }>('GET', `/api/transactions/${other.id}`, { token: agent.token });
        expect(read.body.client_name).toBe('Pat Renamed');
        const [profile] = await db.query('SELECT full_name, phone, email FROM profiles WHERE id = $1', [client.id]);
        expect(profile).toEqual({ full_name: 'Pat Renamed', phone: '512-555-0199', email: client.email });
        // The personal fields are sealed in the log, like every other user event's.
        const [plain] = await db.query("SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND data::text LIKE '%Pat Renamed%'", [`user-${client.id}`]);
        expect(plain.n).toBe(0);
      });

      it('stores only what changed: the same values record nothing; null clears the phone; only the name leaves the phone', async () => {
        await patch(agent.token, deal.id, { full_name: 'Pat Same', phone: '512-555-0111' });
        const before = await profileEvents(client.id);
        expect((await patch(agent.token, deal.id, { full_name: 'Pat Same', phone: '512-555-0111' })).status).toBe(200);
        expect((await patch(agent.token, deal.id, {})).status).toBe(200);
        expect(await profileEvents(client.id)).toBe(before);

        const cleared = await patch(agent.token, deal.id, { phone: null });
        expect(cleared.body).toMatchObject({ client_name: 'Pat Same', client_phone: null });
        const renamed = await patch(agent.token, deal.id, { full_name: 'Pat Only Name' });
        expect(renamed.body).toMatchObject({ client_name: 'Pat Only Name', client_phone: null });
        expect(await profileEvents(client.id)).toBe(before + 2);
      });

      it('refuses bad input with a 400 and changes nothing', async () => {
        const before = await profileEvents(client.id);
        const cases: [Record<string, unknown>, string][] = [
          [{ full_name: '  ' }, 'Full name is required'],
          [{ full_name: 'N'.repeat(201) }, 'Full name must be at most 200 characters'],
          [{ phone: '5'.repeat(201) }, 'Phone must be at most 200 characters'],
          [{ full_name: 7 }, 'full_name must be text'],
          [{ email: 'new@example.com' }, 'property email should not exist'],
        ];
        for (const [body, message] of cases) {
          const answer = await patch(agent.token, deal.id, body);
          expect({ body, status: answer.status, message: answer.body.message }).toEqual({ body, status: 400, message });
        }
        expect(await profileEvents(client.id)).toBe(before);
      });

      it('refuses everyone but the owning agent (spec 002 §8), changing nothing', async () => {
        const before = await profileEvents(client.id);
        const cases: [string, string | null, number, string][] = [
          ['another agent', broker.token, 403, 'Forbidden - You do not have access to this transaction'],
          ['the deal\'s own client', clientSession.token, 403, 'Clients cannot update: full_name'],
          ['another client', seller.token, 403, 'Forbidden - You do not have access to this transaction'],
          ['an admin', admin.token, 403, 'Forbidden - Invalid role'],
          ['nobody', null, 401, 'Unauthorized - No active session'],
        ];
        for (const [who, token, status, message] of cases) {
          const answer = await patch(token, deal.id, { full_name: 'Hijacked' });
          expect({ who, status: answer.status, message: answer.body.message }).toEqual({ who, status, message });
        }
        expect(await profileEvents(client.id)).toBe(before);
      });

      it("tells the open screens of the client's deals to refetch (the deal's version unchanged)", async () => {
        const socket: ClientSocket = io(app.url, { transports: ['websocket'], forceNew: true, auth: { token: agent.token } });
        try {
          await new Promise<void>((resolve, reject) => (socket.once('connect', () => resolve()), socket.once('connect_error', reject)));
          const subscribe = (resource: string, id: string) => socket.timeout(5_000).emitWithAck('resource.subscribe', { resource, id });
          expect(await subscribe('transaction', deal.id)).toEqual({ ok: true });
          expect(await subscribe('transaction-list', agent.profile.id)).toEqual({ ok: true });
          let seen: unknown[] = [];
          socket.on('transaction.changed', (payload: unknown) => seen.push(payload));
          const twice = (expected: { id: string; version: number }) =>
            eventually(async () => (seen.filter((p) => JSON.stringify(p) === JSON.stringify(expected)).length >= 2 ? true : undefined), 5_000, JSON.stringify(expected));
          // A deal event first, whose two pushes (deal room, list room) settle before the client edit.
          const touched = await api.call<{ version: number }>('PATCH', `/api/transactions/${deal.id}`, { token: agent.token, body: { mls_number: `MLS-${Date.now()}` } });
          expect(touched.status).toBe(200);
          await twice({ id: deal.id, version: touched.body.version });
          seen = [];
          expect((await patch(agent.token, deal.id, { full_name: `Pat Pushed ${Date.now()}` })).status).toBe(200);
          await twice({ id: deal.id, version: touched.body.version });
        } finally {
          socket.disconnect();
        }
      });

      it('answers 404 for an unknown, malformed or deleted deal, and 409 for a deal without a client', async () => {
        expect((await patch(agent.token, '00000000-0000-4000-8000-000000000000', { full_name: 'X' })).status).toBe(404);
        expect((await patch(agent.token, 'not-a-uuid', { full_name: 'X' })).status).toBe(404);
        const gone = await dealFor(agent.token, client.id);
        expect((await api.call('DELETE', `/api/transactions/${gone.id}`, { token: agent.token })).status).toBe(204);
        const deleted = await patch(agent.token, gone.id, { full_name: 'X' });
        expect([deleted.status, deleted.body.message]).toEqual([404, 'Transaction not found or has been deleted']);

        const draft = await api.call<{ id: string }>('POST', '/api/transactions', { token: agent.token, body: { transaction_type: 'buyer', as_draft: true } });
        expect(draft.status).toBe(201);
        const orphan = await patch(agent.token, draft.body.id, { full_name: 'X' });
        expect([orphan.status, orphan.body.message]).toEqual([409, 'No client is linked to this transaction']);
      });
    });
  });
});
