import IORedis, { RedisOptions } from 'ioredis';

/**
 * BullMQ's production guide: producers fail fast when Redis is away (so an HTTP request or the
 * outbox relay sees the error and retries later), workers retry their connection for ever.
 */
export function createProducerConnection(url: string): IORedis {
  return new IORedis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
}

export function createWorkerConnection(url: string): IORedis {
  return new IORedis(url, workerConnectionOptions());
}

export function workerConnectionOptions(): RedisOptions {
  return {
    maxRetriesPerRequest: null,
    enableOfflineQueue: true,
    retryStrategy: (attempt) => Math.min(1000 * 2 ** Math.min(attempt, 5), 20_000),
  };
}

export function createClientConnection(url: string): IORedis {
  return new IORedis(url, { maxRetriesPerRequest: 2, retryStrategy: (attempt) => Math.min(attempt * 200, 5_000) });
}

/** BullMQ needs keys never to be evicted; say so loudly at start instead of losing jobs later. */
export async function checkEvictionPolicy(redis: IORedis): Promise<string | undefined> {
  try {
    const reply = (await redis.config('GET', 'maxmemory-policy')) as string[];
    const policy = reply[1];
    return policy === 'noeviction' ? undefined : `Redis maxmemory-policy is "${policy}"; BullMQ requires "noeviction"`;
  } catch {
    return undefined; // managed Redis may refuse CONFIG; nothing to check then
  }
}
