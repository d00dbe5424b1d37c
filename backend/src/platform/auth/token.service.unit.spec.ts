import jsonwebtoken from 'jsonwebtoken';
import type IORedis from 'ioredis';
import { TokenService } from './token.service';

const SECRET = 'a-test-secret-of-some-length-0123456789';
const redis = { exists: async () => 0 } as unknown as IORedis;

/** The secret is held as a KeyObject (speed); tokens stay plain HS256 over the same UTF-8 bytes. */
describe('TokenService keys', () => {
  const tokens = new TokenService(SECRET, 900, redis);

  it('issues tokens that plain HS256 with the string secret verifies, and verifies tokens signed that way', async () => {
    const { token } = tokens.issue('user-1', 'agent', 'session-1');
    expect(jsonwebtoken.verify(token, SECRET, { algorithms: ['HS256'] })).toMatchObject({
      sub: 'user-1',
      role: 'agent',
      sid: 'session-1',
    });

    const now = Math.floor(Date.now() / 1000);
    const foreign = jsonwebtoken.sign({ sub: 'user-2', role: 'admin', sid: 'session-2', iat: now, exp: now + 60 }, SECRET, {
      algorithm: 'HS256',
    });
    await expect(tokens.verify(foreign)).resolves.toMatchObject({ userId: 'user-2', role: 'admin', sessionId: 'session-2' });
  });

  it('refuses a token signed with another secret', async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged = jsonwebtoken.sign({ sub: 'user-3', role: 'admin', sid: 's', iat: now, exp: now + 60 }, `${SECRET}x`, {
      algorithm: 'HS256',
    });
    await expect(tokens.verify(forged)).rejects.toThrow();
  });
});

/** A token's checked signature is remembered (issue 23 item 1); nothing else about it is. */
describe('TokenService remembered signatures', () => {
  const tokens = new TokenService(SECRET, 900, redis);

  it('still refuses a remembered token once it has expired', async () => {
    const issuedAt = Date.now();
    const { token, expiresAt } = tokens.issue('user-4', 'agent', 'session-4', issuedAt);
    await expect(tokens.verify(token, issuedAt)).resolves.toMatchObject({ userId: 'user-4' });
    await expect(tokens.verify(token, expiresAt * 1000)).rejects.toThrow();
  });

  it('refuses the same claims under another signature after the genuine token was verified', async () => {
    const { token } = tokens.issue('user-5', 'agent', 'session-5');
    await expect(tokens.verify(token)).resolves.toMatchObject({ userId: 'user-5' });
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${jsonwebtoken.sign('x', `${SECRET}x`, { algorithm: 'HS256' }).split('.')[2]}`;
    await expect(tokens.verify(forged)).rejects.toThrow();
    await expect(tokens.verify(`${header}.${payload}.`)).rejects.toThrow();
  });

  it('asks about the session on every request, remembered token or not', async () => {
    let revoked = 0;
    const revoking = new TokenService(
      SECRET,
      900,
      { exists: async () => revoked } as unknown as IORedis,
      'threshold',
      undefined,
      undefined,
      0,
    );
    const { token } = revoking.issue('user-6', 'agent', 'session-6');
    await expect(revoking.verify(token)).resolves.toMatchObject({ userId: 'user-6' });
    revoked = 1;
    await expect(revoking.verify(token)).rejects.toThrow();
  });
});
