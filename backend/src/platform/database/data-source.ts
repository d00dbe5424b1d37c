import { DataSource } from 'typeorm';
import { migrations } from './migrations';

export function createDataSource(url: string, poolSize: number): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    poolSize,
    migrations,
    migrationsTableName: 'schema_migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: false,
    // bigint positions stay strings; timestamps come back as Date.
  });
}

const MIGRATION_LOCK = 7_311_042; // any constant shared by every Threshold process

/**
 * Applies pending migrations. API and worker processes may start together, so they take turns
 * behind a PostgreSQL advisory lock (skipped with a pool of one, where nobody else can connect).
 */
export async function migrate(dataSource: DataSource, poolSize = 10): Promise<string[]> {
  if (poolSize <= 1) return (await dataSource.runMigrations({ transaction: 'each' })).map((m) => m.name);
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.release();
  }
}
