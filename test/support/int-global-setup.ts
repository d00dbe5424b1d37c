import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDatabaseExists } from '../../backend/src/platform/database/resolve-database';

/**
 * Every integration run gets a database of its own, created here and dropped at the end, and a Redis
 * key prefix of its own, so runs never see each other's data. Each test file migrates it on start.
 */
export default async function setup(): Promise<void> {
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const server = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
  process.env.DATABASE_URL = `${server}/threshold_test_${runId}`;
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
  process.env.REDIS_PREFIX = `threshold-test-${runId}`;
  process.env.NODE_ENV = 'test';
  process.env.LOG_LEVEL ??= 'warn';
  // Secrets of this run only, so no test writes into the repository's data/ or signs with a known value.
  process.env.JWT_SECRET = randomBytes(32).toString('base64url');
  process.env.VAULT_MASTER_KEY = randomBytes(32).toString('base64url');
  // The vault's erasure ledger and generated files live in the data directory: one per run as well.
  process.env.DATA_DIR ??= mkdtempSync(join(tmpdir(), `threshold-int-${runId}-`));
  await ensureDatabaseExists(process.env.DATABASE_URL);
}
