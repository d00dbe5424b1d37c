import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDatabaseExists } from '../../backend/src/platform/database/resolve-database';
import { dropDatabase } from './test-database';

/**
 * A database, Redis prefix and data directory of the suite's own, for a suite whose work reaches
 * every row of the database (a sweep run days ahead, a full rebuild): on the run's shared database
 * its cost and outcome would depend on what every earlier file left there. `overrides()` goes to the
 * test app's start; `drop()` after the app has closed.
 */
export function ownDatabase(name: string): { overrides(): Promise<Record<string, string>>; drop(): Promise<void> } {
  const url = `${process.env.DATABASE_URL}_${name}`;
  let dataDir: string | undefined;
  return {
    async overrides() {
      await ensureDatabaseExists(url);
      dataDir = mkdtempSync(join(tmpdir(), `threshold-${name}-`));
      return { DATABASE_URL: url, REDIS_PREFIX: `${process.env.REDIS_PREFIX}-${name}`, DATA_DIR: dataDir };
    },
    async drop() {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      await dropDatabase(url);
    },
  };
}
