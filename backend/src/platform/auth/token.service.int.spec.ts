import IORedis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { eventually } from '../../../../test/support/test-app';
import { createSubscriberConnection } from '../queue/redis-connections';
import { UnauthorizedError } from '../errors/domain-error';
import { TokenService } from './token.service';

const SECRET = 'a-test-secret-of-some-length-0123456789';
const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Waits until the token is refused, and answers why. */
const refused = (tokens: TokenService, token: string) =>
  eventually(() => tokens.verify(token).then(() => undefined, (error: unknown) => error), 10_000, 'the token refused');

/**
 * The request's revocation check is remembered per session for a grace (ADR 0086), against real Redis:
 * a revocation still ends the session's requests at once on the process that revoked it, as soon as
 * its announcement arrives on any other, and within the grace on one that missed the announcement.
 */
describe('TokenService revocation check (real Redis)', () => {
  let redis: IORedis;
  let existsCalls = 0;
  const services: TokenService[] = [];
  const prefix = `test-tokens-${randomUUID()}`;

  /** An API process's token service: its own connections, as each process has. */
  const processTokens = (options: { announcements?: boolean; graceMs?: number } = {}) => {
    const service = new TokenService(
      SECRET,
      900,
      redis,
      prefix,
      undefined,
      options.announcements === false ? undefined : createSubscriberConnection(url),
      options.graceMs,
    );
    services.push(service);
    return service;
  };

  beforeAll(() => {
    redis = new IORedis(url);
    const exists = redis.exists.bind(redis);
    redis.exists = ((...keys: Parameters<typeof exists>) => {
      existsCalls += 1;
      return exists(...keys);
    }) as typeof redis.exists;
  });

  afterAll(async () => {
    await Promise.all(services.map((service) => service.onModuleDestroy()));
    redis.disconnect();
  });

  it('asks Redis once per session within the grace, and a revocation on the same process refuses the very next request', async () => {
    const tokens = processTokens({ graceMs: 60_000 });
    const { token } = tokens.issue('user-1', 'agent');
    const before = existsCalls;
    for (let i = 0; i < 5; i += 1) await expect(tokens.verify(token)).resolves.toMatchObject({ userId: 'user-1' });
    expect(existsCalls - before).toBe(1);

    const { sessionId } = await tokens.verify(token);
    await tokens.revokeSession(sessionId);
    await expect(tokens.verify(token)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it("another process's revocation refuses the session as soon as its announcement arrives, well inside the grace", async () => {
    const here = processTokens({ graceMs: 60_000 });
    const there = processTokens({ graceMs: 60_000 });
    const { token } = here.issue('user-2', 'agent');
    await here.listening;
    const { sessionId } = await here.verify(token); // remembered as live here for a minute
    const revokedAt = Date.now();
    await there.revokeSession(sessionId);
    expect(await refused(here, token)).toBeInstanceOf(UnauthorizedError);
    expect(Date.now() - revokedAt).toBeLessThan(5_000);
  });

  it('a process that missed the announcement refuses the session within the grace, never later', async () => {
    const graceMs = 400;
    const deaf = processTokens({ announcements: false, graceMs });
    const there = processTokens({ graceMs });
    const { token } = deaf.issue('user-3', 'agent');
    const { sessionId } = await deaf.verify(token);
    const rememberedAt = Date.now();
    await there.revokeSession(sessionId);
    expect(await refused(deaf, token)).toBeInstanceOf(UnauthorizedError);
    // The remembered answer lasts the grace from when Redis gave it; polling adds a little.
    expect(Date.now() - rememberedAt).toBeLessThan(graceMs + 1_000);
  });
});
