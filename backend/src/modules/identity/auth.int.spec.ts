import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../platform/platform.tokens';
import { DEMO_PASSWORD, identityClient, newIp, validRegistration } from '../../../../test/support/identity-client';
import { startSmtpInbox } from '../../../../test/support/smtp-inbox';
import { eventually, startTestApp, TestApp } from '../../../../test/support/test-app';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';

/**
 * Issue #3 parts 2–4 against real PostgreSQL, Redis and SMTP: sign-in and its failures, the
 * rotating refresh cookie with reuse detection, sign-out ending the session on the server, the
 * reset e-mail through the outbox, password change, role change, rate limits and session telemetry.
 */
describe('identity: sign-in, sessions and passwords', () => {
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let app: TestApp;
  let api: ReturnType<typeof identityClient>;
  let db: DataSource;
  let adminToken: string;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    // Reuse detection is tested strictly; the grace window for lost answers has a test of its own below.
    app = await startTestApp({ SMTP_URL: inbox.url, REFRESH_REUSE_GRACE_SECONDS: '0' });
    api = identityClient(app.url);
    db = app.app.get<DataSource>(DATA_SOURCE);
    adminToken = (await api.signIn('admin@threshold.demo')).token;
  });

  afterAll(async () => {
    await app.close();
    await inbox.close();
  });

  /** A fresh agent through the public registration; returns its e-mail and id. */
  async function newAgent(password = 'first-pass') {
    const code = await api.createInviteCode(adminToken);
    const fields = validRegistration(code, { password, confirmPassword: password });
    const answer = await api.register(fields);
    expect(answer.status).toBe(201);
    return { email: fields.email!, userId: answer.body.userId, password };
  }

  describe('sign-in (contract: POST /auth/sign-in)', () => {
    it('answers a session with the profile and sets the httpOnly, SameSite=Strict refresh cookie on /api/auth', async () => {
      const answer = await api.call<{ accessToken: string; expiresAt: number; profile: { email: string; role: string } }>(
        'POST',
        '/api/auth/sign-in',
        { body: { email: 'AGENT@threshold.demo ', password: DEMO_PASSWORD } },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.profile).toMatchObject({ email: 'agent@threshold.demo', role: 'agent' });
      expect(answer.body.expiresAt).toBeGreaterThan(Date.now() / 1000);
      const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('refresh_token='))!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(cookie).toMatch(/Path=\/api\/auth/);
      expect(cookie).not.toMatch(/Secure/); // only in production
      const me = await api.call('GET', '/api/auth/me', { token: answer.body.accessToken });
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ email: 'agent@threshold.demo', role: 'agent', policyVersion: 'v1.0.0' });
    });

    it("refuses a wrong password or an unknown address with the same 401 'Invalid email or password'", async () => {
      const wrong = await api.call('POST', '/api/auth/sign-in', { body: { email: 'agent@threshold.demo', password: 'nope-nope' } });
      const unknown = await api.call('POST', '/api/auth/sign-in', { body: { email: `nobody-${randomUUID()}@example.test`, password: 'nope-nope' } });
      for (const answer of [wrong, unknown]) {
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ statusCode: 401, message: 'Invalid email or password' });
      }
    });

    it('requires email and password (spec 000 §5)', async () => {
      expect((await api.call('POST', '/api/auth/sign-in', { body: { password: 'x' } })).body).toMatchObject({ statusCode: 400, message: 'Email is required' });
      expect((await api.call('POST', '/api/auth/sign-in', { body: { email: 'a@b.co' } })).body).toMatchObject({
        statusCode: 400,
        message: 'Password is required',
      });
    });

    it('starts a session with the user agent and records a login (spec 000 §4)', async () => {
      const { userId, email, password } = await newAgent();
      await fetch(`${app.url}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'IntegrationBrowser/1.0', 'x-forwarded-for': newIp() },
        body: JSON.stringify({ email, password }),
      });
      const sessions = await db.query('SELECT user_agent, session_end FROM user_sessions WHERE user_id = $1', [userId]);
      expect(sessions).toEqual([{ user_agent: 'IntegrationBrowser/1.0', session_end: null }]);
      const activity = await db.query('SELECT action_type FROM user_activity_logs WHERE user_id = $1', [userId]);
      expect(activity).toEqual([{ action_type: 'login' }]);
    });
  });

  describe('refresh and sign-out (ADR 0005)', () => {
    it('rotates the refresh token on every use; the new access token works', async () => {
      const session = await api.signIn('broker@threshold.demo');
      const first = await api.call<{ accessToken: string; profile: { role: string } }>('POST', '/api/auth/refresh', { cookie: session.cookie });
      expect(first.status).toBe(200);
      expect(first.body.profile.role).toBe('broker');
      const rotated = api.refreshCookie(first.headers)!;
      expect(rotated).toBeDefined();
      expect(rotated).not.toBe(session.cookie);
      expect((await api.call('GET', '/api/auth/me', { token: first.body.accessToken })).status).toBe(200);
      const second = await api.call('POST', '/api/auth/refresh', { cookie: rotated });
      expect(second.status).toBe(200);
    });

    it('a used refresh token presented again ends the whole family: every token of that sign-in stops working', async () => {
      const { email, password, userId } = await newAgent();
      const session = await api.signIn(email, password);
      const first = await api.call<{ accessToken: string }>('POST', '/api/auth/refresh', { cookie: session.cookie });
      const current = api.refreshCookie(first.headers)!;

      const replay = await api.call('POST', '/api/auth/refresh', { cookie: session.cookie }); // the stolen copy
      expect(replay.status).toBe(401);
      expect(replay.body).toEqual({ statusCode: 401, message: 'Unauthorized - No active session' });

      expect((await api.call('POST', '/api/auth/refresh', { cookie: current })).status).toBe(401);
      expect((await api.call('GET', '/api/auth/me', { token: first.body.accessToken })).status).toBe(401);
      expect((await api.call('GET', '/api/auth/me', { token: session.token })).status).toBe(401);
      const [row] = await db.query('SELECT session_end, duration_seconds FROM user_sessions WHERE user_id = $1', [userId]);
      expect(row.session_end).not.toBeNull();
      expect(row.duration_seconds).toBeGreaterThanOrEqual(0);
    });

    it('a refresh whose answer was lost (a reload mid-request) may be replayed within the grace window, and only then', async () => {
      const config = app.app.get<AppConfig>(APP_CONFIG);
      config.refreshReuseGraceSeconds = 10;
      try {
        const { email, password } = await newAgent();
        const session = await api.signIn(email, password);
        const lost = await api.call('POST', '/api/auth/refresh', { cookie: session.cookie }); // the browser never saw this answer
        const neverReceived = api.refreshCookie(lost.headers)!;

        const replay = await api.call<{ accessToken: string }>('POST', '/api/auth/refresh', { cookie: session.cookie });
        expect(replay.status).toBe(200);
        const current = api.refreshCookie(replay.headers)!;
        expect((await api.call('GET', '/api/auth/me', { token: replay.body.accessToken })).status).toBe(200);
        // The session goes on with the new token; the one the browser never received is retired.
        expect((await api.call('POST', '/api/auth/refresh', { cookie: current })).status).toBe(200);
        config.refreshReuseGraceSeconds = 0;
        expect((await api.call('POST', '/api/auth/refresh', { cookie: neverReceived })).status).toBe(401);
      } finally {
        config.refreshReuseGraceSeconds = 0;
      }
    });

    it('refuses a refresh without a cookie or with an unknown one', async () => {
      expect((await api.call('POST', '/api/auth/refresh')).status).toBe(401);
      expect((await api.call('POST', '/api/auth/refresh', { cookie: 'refresh_token=made-up' })).status).toBe(401);
    });

    it('sign-out ends the session on the server: the access token is refused (401) and the cookie no longer refreshes', async () => {
      const { email, password, userId } = await newAgent();
      const session = await api.signIn(email, password);
      expect((await api.call('GET', '/api/auth/me', { token: session.token })).status).toBe(200);
      const out = await api.call('POST', '/api/auth/sign-out', { token: session.token, cookie: session.cookie });
      expect(out.status).toBe(204);
      expect(out.headers.getSetCookie().join()).toMatch(/refresh_token=;/);
      const after = await api.call('GET', '/api/auth/me', { token: session.token });
      expect(after.status).toBe(401);
      expect(after.body).toEqual({ statusCode: 401, message: 'Unauthorized - No active session' });
      expect((await api.call('POST', '/api/auth/refresh', { cookie: session.cookie })).status).toBe(401);
      const activity = await db.query('SELECT action_type FROM user_activity_logs WHERE user_id = $1 ORDER BY id', [userId]);
      expect(activity.map((a: { action_type: string }) => a.action_type)).toEqual(['login', 'logout']);
    });

    it('sign-out with only the cookie also ends the session', async () => {
      const session = await api.signIn('lead@threshold.demo');
      expect((await api.call('POST', '/api/auth/sign-out', { cookie: session.cookie })).status).toBe(204);
      expect((await api.call('GET', '/api/auth/me', { token: session.token })).status).toBe(401);
    });
  });

  describe('passwords', () => {
    const fromQuotedPrintable = (value: string) => value.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

    it('forgot → e-mail with a link to /reset-password → reset → sign in with the new password; the link works once', async () => {
      const { email, password } = await newAgent();
      const oldSession = await api.signIn(email, password);
      const forgot = await api.call('POST', '/api/auth/forgot-password', { body: { email } });
      expect(forgot.status).toBe(202);
      expect(forgot.body).toEqual({ message: 'Reset link sent!' });

      const message = await eventually(async () => inbox.received.find((m) => m.to.includes(email)), 15_000, 'the reset e-mail');
      const text = fromQuotedPrintable(message.raw);
      const token = text.match(/\/reset-password\?token=([\w%-]+)/)?.[1];
      expect(token).toBeDefined();
      expect(text).toContain('http://localhost:3000/reset-password?token=');

      // The raw token rests nowhere: not in the events, not in the outbox.
      const leaks = await db.query(
        `SELECT (SELECT count(*)::int FROM events WHERE data::text LIKE $1) + (SELECT count(*)::int FROM outbox WHERE payload::text LIKE $1) AS n`,
        [`%${decodeURIComponent(token!)}%`],
      );
      expect(leaks[0].n).toBe(0);

      const mismatch = await api.call('POST', '/api/auth/reset-password', { body: { token, password: 'new-pass-1', confirmPassword: 'new-pass-2' } });
      expect(mismatch.body).toEqual({ statusCode: 400, message: 'Passwords do not match' });
      const short = await api.call('POST', '/api/auth/reset-password', { body: { token, password: 'abc', confirmPassword: 'abc' } });
      expect(short.body).toEqual({ statusCode: 400, message: 'Password must be at least 6 characters' });

      // The page asks whether the link works when it opens; asking does not use it up.
      for (let i = 0; i < 2; i += 1) {
        const check = await api.call('POST', '/api/auth/reset-password/check', { body: { token: decodeURIComponent(token!) } });
        expect(check.status).toBe(200);
      }

      const reset = await api.call('POST', '/api/auth/reset-password', { body: { token: decodeURIComponent(token!), password: 'new-pass-1', confirmPassword: 'new-pass-1' } });
      expect(reset.status).toBe(200);
      expect(reset.body).toEqual({ message: 'Password reset successful!' });

      await api.signIn(email, 'new-pass-1');
      expect((await api.call('POST', '/api/auth/sign-in', { body: { email, password } })).status).toBe(401);
      // Whoever was signed in with the old password is signed out.
      expect((await api.call('GET', '/api/auth/me', { token: oldSession.token })).status).toBe(401);

      const again = await api.call('POST', '/api/auth/reset-password', { body: { token: decodeURIComponent(token!), password: 'third-pass', confirmPassword: 'third-pass' } });
      expect(again.body).toEqual({ statusCode: 400, message: 'This reset link is invalid or has expired' });
      const spent = await api.call('POST', '/api/auth/reset-password/check', { body: { token: decodeURIComponent(token!) } });
      expect(spent.body).toEqual({ statusCode: 400, message: 'This reset link is invalid or has expired' });
    });

    it('answers an unknown address the same way and sends nothing', async () => {
      const email = `nobody-${randomUUID()}@example.test`;
      const answer = await api.call('POST', '/api/auth/forgot-password', { body: { email } });
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ message: 'Reset link sent!' });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(inbox.received.some((m) => m.to.includes(email))).toBe(false);
    });

    it('refuses a made-up reset token, also when only checking it', async () => {
      const answer = await api.call('POST', '/api/auth/reset-password', { body: { token: 'made-up', password: 'abcdef', confirmPassword: 'abcdef' } });
      expect(answer.body).toEqual({ statusCode: 400, message: 'This reset link is invalid or has expired' });
      for (const body of [{ token: 'made-up' }, { token: '' }, {}]) {
        const check = await api.call('POST', '/api/auth/reset-password/check', { body });
        expect(check.body).toEqual({ statusCode: 400, message: 'This reset link is invalid or has expired' });
      }
    });

    it('an expired link is refused', async () => {
      const { email } = await newAgent();
      await api.call('POST', '/api/auth/forgot-password', { body: { email } });
      const message = await eventually(async () => inbox.received.find((m) => m.to.includes(email)), 15_000, 'the reset e-mail');
      const token = decodeURIComponent(fromQuotedPrintable(message.raw).match(/\/reset-password\?token=([\w%-]+)/)![1]);
      // An hour passes (the read row and the stream both know the expiry; move the read row's clock).
      const ofUser = `user_id = (SELECT user_id FROM user_emails WHERE email_lower = $1)`;
      const [{ expires_at: expiresAt }] = await db.query(`SELECT expires_at FROM password_reset_tokens WHERE ${ofUser}`, [email]);
      await db.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE ${ofUser}`, [email]);
      try {
        const answer = await api.call('POST', '/api/auth/reset-password', { body: { token, password: 'abcdef', confirmPassword: 'abcdef' } });
        expect(answer.body).toEqual({ statusCode: 400, message: 'This reset link is invalid or has expired' });
        const check = await api.call('POST', '/api/auth/reset-password/check', { body: { token } });
        expect(check.body).toEqual({ statusCode: 400, message: 'This reset link is invalid or has expired' });
      } finally {
        // The read row goes back to what the events say, so a later rebuild test of this run compares equal.
        await db.query(`UPDATE password_reset_tokens SET expires_at = $2 WHERE ${ofUser}`, [email, expiresAt]);
      }
    });

    it('changes the password of the signed-in user, with the contract messages', async () => {
      const { email, password } = await newAgent();
      const { token } = await api.signIn(email, password);
      const change = (body: Record<string, string>) => api.call('POST', '/api/auth/change-password', { token, body });
      expect((await change({ currentPassword: password, newPassword: 'abc', confirmPassword: 'abc' })).body).toEqual({
        statusCode: 400,
        message: 'Password must be at least 6 characters',
      });
      expect((await change({ currentPassword: password, newPassword: 'abcdef', confirmPassword: 'abcdeg' })).body).toEqual({
        statusCode: 400,
        message: 'New passwords do not match',
      });
      expect((await change({ currentPassword: 'wrong-one', newPassword: 'abcdef', confirmPassword: 'abcdef' })).body).toEqual({
        statusCode: 400,
        message: 'Current password is incorrect',
      });
      const ok = await change({ currentPassword: password, newPassword: 'changed-1', confirmPassword: 'changed-1' });
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ message: 'Password changed successfully!' });
      await api.signIn(email, 'changed-1');
      expect((await api.call('POST', '/api/auth/change-password', { body: {} })).status).toBe(401);
    });
  });

  describe('role change (spec 000 §6)', () => {
    it("changes the role and ends the user's sessions, so the next sign-in carries the new role", async () => {
      const { email, password, userId } = await newAgent();
      const session = await api.signIn(email, password);
      const changed = await api.call<{ role: string }>('PATCH', `/api/admin/users/${userId}/role`, { token: adminToken, body: { role: 'broker' } });
      expect(changed.status).toBe(200);
      expect(changed.body.role).toBe('broker');
      expect((await api.call('GET', '/api/auth/me', { token: session.token })).status).toBe(401);
      // The refused refresh says why, so the sign-in page can tell the user (issue 11 item 7).
      const refused = await api.call('POST', '/api/auth/refresh', { cookie: session.cookie });
      expect(refused.body).toEqual({ statusCode: 401, message: 'Unauthorized - No active session', reason: 'role_changed' });
      const again = await api.signIn(email, password);
      expect(again.profile.role).toBe('broker');
    });

    it('the refusal keeps its cookie, so a page reloaded before it read the answer is told why again; sign-out then clears it', async () => {
      const { email, password, userId } = await newAgent();
      const session = await api.signIn(email, password);
      await api.call('PATCH', `/api/admin/users/${userId}/role`, { token: adminToken, body: { role: 'broker' } });
      const reason = { statusCode: 401, message: 'Unauthorized - No active session', reason: 'role_changed' };
      const unread = await api.call('POST', '/api/auth/refresh', { cookie: session.cookie });
      expect(unread.body).toEqual(reason);
      expect(unread.headers.getSetCookie().join()).not.toMatch(/refresh_token=/);
      expect((await api.call('POST', '/api/auth/refresh', { cookie: session.cookie })).body).toEqual(reason);
      const out = await api.call('POST', '/api/auth/sign-out', { cookie: session.cookie });
      expect(out.headers.getSetCookie().join()).toMatch(/refresh_token=;/);
    });

    it('a token issued by a refresh that raced the role change is refused with the reason too', async () => {
      const { email, password, userId } = await newAgent();
      const session = await api.signIn(email, password);
      const raced = api.refreshCookie((await api.call('POST', '/api/auth/refresh', { cookie: session.cookie })).headers)!;
      await api.call('PATCH', `/api/admin/users/${userId}/role`, { token: adminToken, body: { role: 'broker' } });
      // As if that refresh had written its new token just after the role change revoked the family's tokens.
      await db.query('UPDATE refresh_tokens SET revoked_at = NULL, revoke_reason = NULL WHERE user_id = $1 AND used_at IS NULL', [userId]);
      const refused = await api.call('POST', '/api/auth/refresh', { cookie: raced });
      expect(refused.body).toEqual({ statusCode: 401, message: 'Unauthorized - No active session', reason: 'role_changed' });
    });

    it('a session ended any other way (sign-out) is refused without a reason', async () => {
      const { email, password } = await newAgent();
      const session = await api.signIn(email, password);
      await api.call('POST', '/api/auth/sign-out', { token: session.token, cookie: session.cookie });
      expect((await api.call('POST', '/api/auth/refresh', { cookie: session.cookie })).body).toEqual({
        statusCode: 401,
        message: 'Unauthorized - No active session',
      });
    });

    it('needs a role chosen, one of the five, for a user that exists', async () => {
      const { userId } = await newAgent();
      const patch = (body: unknown, id = userId) => api.call('PATCH', `/api/admin/users/${id}/role`, { token: adminToken, body });
      expect((await patch({})).body).toEqual({ statusCode: 400, message: 'Please select a role' });
      expect((await patch({ role: 'owner' })).body).toEqual({ statusCode: 400, message: 'Role must be one of admin, agent, broker, team_lead, client' });
      expect((await patch({ role: 'client' }, randomUUID())).body).toEqual({ statusCode: 404, message: 'User not found' });
    });
  });

  describe('rate limits (Redis)', () => {
    it("refuses the 11th sign-in a minute for one account, from any address, with 429 and Retry-After", async () => {
      const email = `target-${randomUUID()}@example.test`;
      const answers = [];
      for (let i = 0; i < 11; i++) answers.push(await api.call('POST', '/api/auth/sign-in', { body: { email, password: 'guess-guess' }, ip: newIp() }));
      expect(answers.slice(0, 10).every((a) => a.status === 401)).toBe(true);
      expect(answers[10].status).toBe(429);
      expect(answers[10].body).toEqual({ statusCode: 429, message: 'Too many attempts. Please wait a minute and try again.' });
      expect(Number(answers[10].headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('refuses the 11th forgot-password a minute from one address, whatever the account', async () => {
      const ip = newIp();
      const statuses = [];
      for (let i = 0; i < 11; i++) {
        statuses.push((await api.call('POST', '/api/auth/forgot-password', { body: { email: `n${i}-${randomUUID()}@example.test` }, ip })).status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
      expect(statuses[10]).toBe(429);
    });

    it('limits registration and reset per address', async () => {
      const ip = newIp();
      const registrations = [];
      for (let i = 0; i < 11; i++) registrations.push((await api.register({ fullName: '' }, undefined, ip)).status);
      expect(registrations.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(registrations[10]).toBe(429);
      const resets = [];
      for (let i = 0; i < 11; i++) {
        resets.push((await api.call('POST', '/api/auth/reset-password', { body: { token: `t${i}`, password: 'abcdef', confirmPassword: 'abcdef' }, ip })).status);
      }
      expect(resets.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(resets[10]).toBe(429);
    });
  });

  describe('activity (POST /api/activity)', () => {
    it('records page views and feature use for the session, at most 100 at a time', async () => {
      const { email, password, userId } = await newAgent();
      const { token } = await api.signIn(email, password);
      const events = [
        { type: 'page_view', details: '/dashboard/agent' },
        { type: 'feature_usage', details: 'create_transaction', at: new Date(Date.now() - 60_000).toISOString() },
      ];
      expect((await api.call('POST', '/api/activity', { token, body: { events } })).status).toBe(202);
      const rows = await db.query(
        `SELECT action_type, action_details, session_id IS NOT NULL AS has_session, created_at < now() - interval '50 seconds' AS back_dated
           FROM user_activity_logs WHERE user_id = $1 ORDER BY id`,
        [userId],
      );
      expect(rows).toEqual([
        { action_type: 'login', action_details: null, has_session: true, back_dated: false },
        { action_type: 'page_view', action_details: '/dashboard/agent', has_session: true, back_dated: false },
        { action_type: 'feature_usage', action_details: 'create_transaction', has_session: true, back_dated: true },
      ]);
      const tooMany = await api.call('POST', '/api/activity', { token, body: { events: Array(101).fill({ type: 'page_view' }) } });
      expect(tooMany.body).toEqual({ statusCode: 400, message: 'At most 100 events at a time' });
      const wrongType = await api.call('POST', '/api/activity', { token, body: { events: [{ type: 'login' }] } });
      expect(wrongType.status).toBe(400);
      expect((await api.call('POST', '/api/activity', { body: { events } })).status).toBe(401);
    });
  });
});
