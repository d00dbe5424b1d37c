import bcrypt from 'bcryptjs';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { identityClient, validRegistration } from '../../../../test/support/identity-client';
import { startTestApp, TestApp } from '../../../../test/support/test-app';
import { EventStore } from '../../platform/event-store/event-store';
import { DATA_SOURCE } from '../../platform/platform.tokens';
import { RehashPassword } from './commands/rehash-password/rehash-password.command';
import { USER_STREAM_TYPE, userStream } from './domain/user.events';

/** Issue 7 finding 13: argon2id for every new hash, and a legacy bcrypt hash replaced at the next sign-in. */
describe('identity: password hashes (argon2id, bcrypt rehashed on sign-in)', () => {
  let app: TestApp;
  let api: ReturnType<typeof identityClient>;
  let db: DataSource;
  let dataDir: string;
  const ARGON2ID = /^\$argon2id\$v=19\$m=19456,p=1,t=2\$/;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'threshold-rehash-'));
    app = await startTestApp({ DATA_DIR: dataDir });
    api = identityClient(app.url);
    db = app.app.get<DataSource>(DATA_SOURCE);
  });

  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const hashOf = async (userId: string) =>
    (await db.query<{ password_hash: string }[]>('SELECT password_hash FROM user_credentials WHERE user_id = $1', [userId]))[0].password_hash;

  it('hashes the demo accounts and new registrations with argon2id', async () => {
    const [admin] = await db.query<{ user_id: string }[]>("SELECT user_id FROM user_emails WHERE email_lower = 'admin@threshold.demo'");
    expect(await hashOf(admin.user_id)).toMatch(ARGON2ID);
    const admin2 = await api.signIn('admin@threshold.demo');
    const code = await api.createInviteCode(admin2.token);
    const fields = validRegistration(code);
    const answer = await api.register(fields);
    expect(answer.status).toBe(201);
    expect(await hashOf(answer.body.userId as string)).toMatch(ARGON2ID);
  });

  it('signs in with a legacy bcrypt hash, then replaces it with argon2id (and the password still works)', async () => {
    const admin = await api.signIn('admin@threshold.demo');
    const code = await api.createInviteCode(admin.token);
    const fields = validRegistration(code, { password: 'legacy-pass-1', confirmPassword: 'legacy-pass-1' });
    const userId = (await api.register(fields)).body.userId as string;
    // What the bcryptjs hasher stored before the change: bcrypt (cost 12) of the password's SHA-256, base64.
    const legacy = await bcrypt.hash(createHash('sha256').update('legacy-pass-1', 'utf8').digest('base64'), 12);
    // The store seals the hash (ADR 0016), as it did every hash stored before.
    await app.app.get(EventStore).append(
      userStream(userId),
      USER_STREAM_TYPE,
      'any',
      [{ type: 'PasswordSet', data: { userId, passwordHash: legacy } }],
      { actorId: null, correlationId: randomUUID(), causationId: null },
    );
    expect(await hashOf(userId)).toBe(legacy);

    await api.signIn(fields.email!, 'legacy-pass-1');
    const rehashed = await hashOf(userId);
    expect(rehashed).toMatch(ARGON2ID);
    await api.signIn(fields.email!, 'legacy-pass-1');
    await expect(api.signIn(fields.email!, 'wrong-pass-1')).rejects.toThrow('401');
    expect(await hashOf(userId)).toBe(rehashed); // an argon2id hash at today's parameters is left alone
  });

  it('never lets a rehash overwrite a password changed after the sign-in read the old hash', async () => {
    const admin = await api.signIn('admin@threshold.demo');
    const code = await api.createInviteCode(admin.token);
    const fields = validRegistration(code, { password: 'first-pass-1', confirmPassword: 'first-pass-1' });
    const userId = (await api.register(fields)).body.userId as string;
    const { version } = await app.app.get(EventStore).readStream(userStream(userId));
    const session = await api.signIn(fields.email!, 'first-pass-1');
    const changed = await api.call('POST', '/api/auth/change-password', {
      token: session.token,
      body: { currentPassword: 'first-pass-1', newPassword: 'second-pass-2', confirmPassword: 'second-pass-2' },
    });
    expect(changed.status).toBe(200);
    const metadata = { actorId: userId, correlationId: randomUUID(), causationId: null };
    await expect(app.app.get(CommandBus).execute(new RehashPassword(userId, 'first-pass-1', version, metadata))).rejects.toThrow(
      // The rehash pins the version its sign-in read: a stale pin (ADR 0016).
      'Precondition failed',
    );
    await expect(api.signIn(fields.email!, 'first-pass-1')).rejects.toThrow('401');
    await api.signIn(fields.email!, 'second-pass-2');
  });
});
