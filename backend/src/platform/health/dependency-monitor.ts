import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import IORedis from 'ioredis';
import { Client } from 'pg';
import { ResolvedDatabase } from '../database/resolve-database';
import { RESOLVED_DATABASE, REDIS } from '../platform.tokens';
import { DependencyWatch } from './dependency-watch';

/** Watches Redis and PostgreSQL for the life of the process (API, worker, scripts alike). */
@Injectable()
export class DependencyMonitor implements OnApplicationBootstrap, OnModuleDestroy {
  readonly redis: DependencyWatch;
  readonly database: DependencyWatch;

  constructor(
    @Inject(REDIS) redis: IORedis,
    @Inject(RESOLVED_DATABASE) resolved: ResolvedDatabase,
  ) {
    const redisTarget = { host: redis.options.host ?? '127.0.0.1', port: redis.options.port ?? 6379 };
    this.redis = new DependencyWatch(
      'Redis',
      redisTarget,
      'background jobs and e-mail wait in the outbox, live updates and sign-out of other sessions pause, and rate limits let requests through',
      () => redis.ping(),
    );
    const { hostname, port } = new URL(resolved.url);
    this.database = new DependencyWatch(
      'PostgreSQL',
      { host: hostname, port: Number(port || 5432) },
      'requests that read or write data fail and background processing pauses',
      () => probeDatabase(resolved.url),
    );
  }

  onApplicationBootstrap(): void {
    this.redis.start();
    this.database.start();
  }

  /** Before the platform closes its connections (onApplicationShutdown), so closing is not an outage. */
  onModuleDestroy(): void {
    this.redis.stop();
    this.database.stop();
  }
}

/** A connection of its own: the app's pool may be busy (PGlite's is one connection) without anything being down. */
async function probeDatabase(url: string): Promise<void> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 1_500 });
  client.on('error', () => undefined); // a connection dropped after the probe is not news
  try {
    await client.connect();
    await client.query('SELECT 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}
