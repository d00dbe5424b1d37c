import { CommandBus } from '@nestjs/cqrs';
import { createHash, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../platform/platform.tokens';
import { EraseUser } from './identity.public';
import { identityClient, validRegistration } from '../../../../test/support/identity-client';
import { startTestApp, TestApp } from '../../../../test/support/test-app';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR tiny test image')]);
const png = (bytes = PNG) => ({ bytes, name: 'logo.png', type: 'image/png' });

interface InviteCode {
  code: string;
  currentUses: number;
  maxUses: number;
  usedAt: string | null;
  status: string;
}

/** Issue #3 parts 1–2: invite-only registration in the spec's order, with every §5 message. */
describe('identity: registration', () => {
  let app: TestApp;
  let api: ReturnType<typeof identityClient>;
  let db: DataSource;
  let adminToken: string;

  beforeAll(async () => {
    app = await startTestApp();
    api = identityClient(app.url);
    db = app.app.get<DataSource>(DATA_SOURCE);
    adminToken = (await api.signIn('admin@threshold.demo')).token;
  });

  afterAll(async () => {
    await app.close();
  });

  async function inviteCode(code: string): Promise<InviteCode> {
    const list = await api.call<InviteCode[]>('GET', '/api/admin/invite-codes', { token: adminToken });
    return list.body.find((c) => c.code === code)!;
  }

  it('creates the account with the role of the code, the logo, policy v1.0.0, and marks the code used', async () => {
    const code = await api.createInviteCode(adminToken, { role: 'broker' });
    const fields = validRegistration(code);
    const answer = await api.register(fields, png());
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ userId: expect.any(String), role: 'broker' });

    const session = await api.signIn(fields.email!, fields.password);
    expect(session.profile).toMatchObject({
      id: answer.body.userId,
      email: fields.email,
      fullName: 'Ana Ruiz',
      phone: '512-555-0142',
      company: 'Hill Country Realty',
      licenseNumber: 'TX-0654321',
      role: 'broker',
      policyVersion: 'v1.0.0',
      // Signed for this session, so an <img> loads it (ADR 0045).
      logoUrl: expect.stringMatching(new RegExp(`^/api/users/${answer.body.userId}/logo\\?sub=${answer.body.userId}&.*&sig=`)),
      termsAcceptedAt: expect.any(String),
    });

    const logo = await fetch(`${app.url}/api/users/${answer.body.userId}/logo`, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await logo.arrayBuffer())).toEqual(PNG);
    expect((await fetch(`${app.url}/api/users/${answer.body.userId}/logo`)).status).toBe(401);

    expect(await inviteCode(code)).toMatchObject({ currentUses: 1, maxUses: 1, status: 'used', usedAt: expect.any(String) });
  });

  it("validates in the spec's order with its messages (spec 000 §5)", async () => {
    const code = await api.createInviteCode(adminToken);
    const cases: [Record<string, string | undefined>, string][] = [
      [{ fullName: '' }, 'Full name is required'],
      [{ email: '' }, 'Email is required'],
      [{ acceptTerms: undefined }, 'Please agree to the terms and responsibilities to continue.'],
      [{ acceptResponsibility: 'false' }, 'Please agree to the terms and responsibilities to continue.'],
      [{ confirmPassword: 'different' }, 'Passwords do not match'],
      [{ password: 'abc', confirmPassword: 'abc' }, 'Password must be at least 6 characters'],
      [{ inviteCode: '' }, 'Please enter your invite code'],
      [{ inviteCode: 'ZZZZ-ZZZZ-ZZZZ' }, 'Invalid invite code'],
    ];
    for (const [overrides, message] of cases) {
      const answer = await api.register(validRegistration(code, overrides));
      expect({ overrides, body: answer.body }).toEqual({ overrides, body: { statusCode: 400, message } });
    }
    // The checkboxes come before the passwords: both broken, the checkbox message shows.
    expect((await api.register(validRegistration(code, { acceptTerms: 'false', confirmPassword: 'x' }))).body).toMatchObject({
      message: 'Please agree to the terms and responsibilities to continue.',
    });
    // Phone, company and licence are optional.
    const optional = await api.register(validRegistration(code, { phone: undefined, company: '', licenseNumber: undefined }));
    expect(optional.status).toBe(201);
  });

  it('refuses a logo that is not an image, or larger than 5 MB, before anything is created', async () => {
    const code = await api.createInviteCode(adminToken);
    const notImage = await api.register(validRegistration(code), { bytes: Buffer.from('%PDF-1.7 pretending'), name: 'logo.png', type: 'image/png' });
    expect(notImage.body).toEqual({ statusCode: 400, message: 'Please upload an image file' });
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await api.register(validRegistration(code), png(big));
    expect(tooBig.body).toEqual({ statusCode: 400, message: 'Logo file size must be less than 5MB' });
    const svg = await api.register(validRegistration(code), { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), name: 'l.svg', type: 'image/svg+xml' });
    expect(svg.status).toBe(201);
    const logo = await fetch(`${app.url}/api/users/${svg.body.userId}/logo`, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(logo.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('refuses a used and an expired code', async () => {
    const code = await api.createInviteCode(adminToken);
    expect((await api.register(validRegistration(code))).status).toBe(201);
    expect((await api.register(validRegistration(code))).body).toEqual({ statusCode: 400, message: 'This invite code has already been used' });

    const expiring = await api.createInviteCode(adminToken, { expiresAt: new Date(Date.now() + 1200).toISOString() });
    expect((await inviteCode(expiring)).status).toBe('active');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await inviteCode(expiring)).status).toBe('expired');
    expect((await api.register(validRegistration(expiring))).body).toEqual({ statusCode: 400, message: 'This invite code has expired' });
  });

  it('an admin revokes a code: it reads as Revoked, registration refuses it in words, and its uses stay (issue 11 item 5)', async () => {
    const code = await api.createInviteCode(adminToken, { maxUses: 3 });
    expect((await api.register(validRegistration(code))).status).toBe(201);
    const revoke = (raw: string, token: string | null = adminToken) => api.call<InviteCode & { revokedAt: string | null }>('POST', `/api/admin/invite-codes/${raw}/revoke`, { token });

    const revoked = await revoke(code);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ code, status: 'revoked', currentUses: 1, maxUses: 3, revokedAt: expect.any(String) });
    expect(await inviteCode(code)).toMatchObject({ status: 'revoked', currentUses: 1 });
    expect((await api.register(validRegistration(code))).body).toEqual({
      statusCode: 400,
      message: 'This invite code has been revoked. Ask your administrator for a new one.',
    });
    expect((await inviteCode(code)).currentUses).toBe(1);
    // Revoking again changes nothing; the event is there once.
    expect((await revoke(code.toLowerCase())).body).toMatchObject({ status: 'revoked', revokedAt: revoked.body.revokedAt });
    const events = await db.query<{ event_type: string }[]>('SELECT event_type FROM events WHERE stream_id = $1 ORDER BY stream_version', [`invite-code-${code}`]);
    expect(events.map((e) => e.event_type)).toEqual(['InviteCodeCreated', 'InviteCodeConsumed', 'InviteCodeLinked', 'InviteCodeRevoked']);

    expect((await revoke('ABCD-EFGH-JKLM')).body).toEqual({ statusCode: 404, message: 'Invite code not found' });
    expect((await revoke('not a code')).body).toEqual({ statusCode: 404, message: 'Invite code not found' });
    const agent = await api.signIn('agent@threshold.demo');
    expect((await revoke(code, agent.token)).status).toBe(403);
    expect((await revoke(code, null)).status).toBe(401);
  });

  it('keeps the e-mail as typed, while sign-in and the one-account rule ignore its case (issue 11 item 7)', async () => {
    const typed = `Ana.Ruiz+${Date.now()}@Example.COM`;
    const fields = validRegistration(await api.createInviteCode(adminToken), { email: ` ${typed} ` });
    expect((await api.register(fields)).status).toBe(201);
    const session = await api.signIn(` ${typed.toUpperCase()}`, fields.password);
    expect(session.profile).toMatchObject({ email: typed });
    const users = await api.call<{ items: { email: string }[] }>('GET', `/api/admin/users?q=${encodeURIComponent(typed)}`, { token: adminToken });
    expect(users.body.items.map((u) => u.email)).toContain(typed);
    const again = validRegistration(await api.createInviteCode(adminToken), { email: typed.toUpperCase() });
    expect((await api.register(again)).body).toEqual({
      statusCode: 400,
      message: 'Registration failed. If you used this email, please wait 5 minutes before trying again, or contact support.',
    });
  });

  it('accepts the code in lower case with spaces around it', async () => {
    const code = await api.createInviteCode(adminToken);
    expect((await api.register(validRegistration(` ${code.toLowerCase()} `))).status).toBe(201);
  });

  it('two people racing for the last use of a code: exactly one account is created (spec 000 §4)', async () => {
    const code = await api.createInviteCode(adminToken, { maxUses: 1 });
    const racers = [validRegistration(code), validRegistration(code), validRegistration(code)];
    const answers = await Promise.all(racers.map((fields) => api.register(fields)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400]);
    for (const loser of answers.filter((a) => a.status === 400)) {
      expect(loser.body).toEqual({ statusCode: 400, message: 'This invite code has already been used' });
    }
    const emails = racers.map((r) => r.email);
    const [{ count }] = await db.query('SELECT count(*)::int AS count FROM profiles WHERE email = ANY($1)', [emails]);
    expect(count).toBe(1);
    expect(await inviteCode(code)).toMatchObject({ currentUses: 1, status: 'used' });
  });

  describe('one account per address, held by the log (issue 18 item 10)', () => {
    const FAILED = 'Registration failed. If you used this email, please wait 5 minutes before trying again, or contact support.';

    it('with the read table wrong behind it (a rebuild swapping it), a second registration of the address is still refused', async () => {
      const code = await api.createInviteCode(adminToken, { maxUses: 3 });
      const first = validRegistration(code);
      const created = await api.register(first);
      expect(created.status).toBe(201);
      const address = first.email!.toLowerCase();
      await db.query('DELETE FROM user_emails WHERE email_lower = $1', [address]);
      try {
        const again = await api.register(validRegistration(code, { email: first.email!.toUpperCase() }));
        expect([again.status, (again.body as { message?: string }).message]).toEqual([400, FAILED]);
        const [{ accounts }] = await db.query('SELECT count(*)::int AS accounts FROM profiles WHERE lower(email) = $1', [address]);
        expect(accounts).toBe(1);
      } finally {
        await db.query('INSERT INTO user_emails (email_lower, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [address, created.body.userId]);
      }
    });

    it('racing registrations of one address leave one account; the log names no address, not even as a plain hash', async () => {
      const code = await api.createInviteCode(adminToken, { maxUses: 4 });
      const email = validRegistration(code).email!;
      const answers = await Promise.all([1, 2, 3].map(() => api.register(validRegistration(code, { email }))));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400]);
      const streams = await db.query<{ stream_id: string }[]>(
        `SELECT DISTINCT e.stream_id FROM events e WHERE e.stream_type = 'email-address' AND e.data->>'userId' = $1`,
        [answers.find((a) => a.status === 201)!.body.userId],
      );
      expect(streams).toHaveLength(1);
      const plainHash = createHash('sha256').update(email.toLowerCase()).digest('base64url');
      expect(streams[0].stream_id).not.toContain(email.toLowerCase());
      expect(streams[0].stream_id).not.toContain(plainHash);
    });

    it('erasure releases the address: the same person can register again afterwards', async () => {
      const code = await api.createInviteCode(adminToken, { maxUses: 2 });
      const fields = validRegistration(code);
      const first = await api.register(fields);
      expect(first.status).toBe(201);
      await app.app.get(CommandBus).execute(new EraseUser(first.body.userId, { actorId: null, correlationId: randomUUID(), causationId: null }));
      const again = await api.register(validRegistration(code, { email: fields.email }));
      expect(again.status).toBe(201);
      expect(again.body.userId).not.toBe(first.body.userId);
    });
  });

  it('a code with two uses admits two people at once', async () => {
    const code = await api.createInviteCode(adminToken, { maxUses: 2 });
    const answers = await Promise.all([api.register(validRegistration(code)), api.register(validRegistration(code))]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(await inviteCode(code)).toMatchObject({ currentUses: 2, status: 'used' });
  });

  it('a taken e-mail fails cleanly with the generic message, and no use of the code is spent', async () => {
    const first = await api.createInviteCode(adminToken);
    const fields = validRegistration(first);
    expect((await api.register(fields)).status).toBe(201);
    const second = await api.createInviteCode(adminToken);
    const answer = await api.register(validRegistration(second, { email: fields.email!.toUpperCase() }));
    expect(answer.body).toEqual({
      statusCode: 400,
      message: 'Registration failed. If you used this email, please wait 5 minutes before trying again, or contact support.',
    });
    expect(await inviteCode(second)).toMatchObject({ currentUses: 0, status: 'active' });
  });

  it('two registrations of one new address at once: one account, and the loser gets its code use back', async () => {
    const [a, b] = [await api.createInviteCode(adminToken), await api.createInviteCode(adminToken)];
    const email = validRegistration(a).email;
    const answers = await Promise.all([api.register(validRegistration(a, { email })), api.register(validRegistration(b, { email }))]);
    expect(answers.map((x) => x.status).sort()).toEqual([201, 400]);
    const [{ count }] = await db.query('SELECT count(*)::int AS count FROM user_emails WHERE email_lower = $1', [email]);
    expect(count).toBe(1);
    const uses = [(await inviteCode(a)).currentUses, (await inviteCode(b)).currentUses].sort();
    expect(uses).toEqual([0, 1]);
    const orphans = await db.query(
      `SELECT e.stream_id FROM events e WHERE e.event_type = 'UserRegistered' AND NOT EXISTS (SELECT 1 FROM profiles p WHERE 'user-' || p.id = e.stream_id)`,
    );
    expect(orphans).toEqual([]);
  });

  it('a logo that cannot be stored is logged and the account is created without it (spec 000 §8)', async () => {
    const blocker = join(tmpdir(), `threshold-not-a-dir-${Date.now()}`);
    writeFileSync(blocker, 'a file where the upload folder should be');
    const broken = await startTestApp({ UPLOAD_DIR: join(blocker, 'uploads') });
    try {
      const client = identityClient(broken.url);
      const admin = await client.signIn('admin@threshold.demo');
      const code = await client.createInviteCode(admin.token);
      const fields = validRegistration(code);
      const answer = await client.register(fields, png());
      expect(answer.status).toBe(201);
      const session = await client.signIn(fields.email!, fields.password);
      expect(session.profile).toMatchObject({ logoUrl: null });
    } finally {
      await broken.close();
    }
  });
});
