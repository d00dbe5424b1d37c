import IORedis from 'ioredis';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname } from 'node:path';
import { dropDatabase } from './test-database';

export default async function teardown(): Promise<void> {
  // KEEP_TEST_DB=1 leaves the run's database for a post-mortem (its URL is printed).
  if (process.env.KEEP_TEST_DB) console.log(`Kept ${process.env.DATABASE_URL}`);
  else await dropDatabase(process.env.DATABASE_URL!);

  const redis = new IORedis(process.env.REDIS_URL!);
  const keys = await redis.keys(`${process.env.REDIS_PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();

  // The run's own data directory (int-global-setup.ts), never one the caller chose.
  const dataDir = process.env.DATA_DIR;
  if (dataDir && dirname(dataDir) === tmpdir() && basename(dataDir).startsWith('threshold-int-')) rmSync(dataDir, { recursive: true, force: true });
}
