import IORedis, { RedisOptions } from 'ioredis';
import { reportConnectionError } from '../health/dependency-watch';
import { processLogger } from '../process/crash-policy';

/** Reconnects back off from a quarter second to five seconds, so an outage costs little and a return is noticed soon. */
export function reconnectBackoff(attempt: number): number {
  return Math.min(250 * 2 ** Math.min(attempt, 5), 5_000);
}

/**
 * Every connection reports its errors to the dependency watch (one warning per outage, ADR 0010)
 * instead of ioredis printing a stack trace per reconnect attempt to stderr.
 */
function watched(connection: IORedis): IORedis {
  connection.on('error', (error: unknown) => {
    if (!reportConnectionError(error)) processLogger().warn({ err: error }, 'Redis connection error');
  });
  return connection;
}

/**
 * BullMQ's production guide: producers fail fast when Redis is away (so an HTTP request or the
 * outbox relay sees the error and retries later), workers retry their connection for ever.
 */
export function createProducerConnection(url: string): IORedis {
  return watched(new IORedis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false, retryStrategy: reconnectBackoff }));
}

export function createWorkerConnection(url: string): IORedis {
  return watched(new IORedis(url, workerConnectionOptions()));
}

export function workerConnectionOptions(): RedisOptions {
  return { maxRetriesPerRequest: null, enableOfflineQueue: true, retryStrategy: reconnectBackoff };
}

export function createClientConnection(url: string): IORedis {
  return watched(new IORedis(url, { maxRetriesPerRequest: 2, retryStrategy: reconnectBackoff }));
}

/** Pub/sub and the Socket.IO adapter's stream reads: wait through an outage rather than fail commands. */
export function createSubscriberConnection(url: string): IORedis {
  return watched(new IORedis(url, { maxRetriesPerRequest: null, retryStrategy: reconnectBackoff }));
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
