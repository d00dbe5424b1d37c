import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createDataSource, migrate } from '../../backend/src/platform/database/data-source';

/** A migrated connection to this run's own database (see int-global-setup.ts). */
export async function openTestDatabase(poolSize = 10): Promise<DataSource> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: run integration tests through jest (npm run test:int)');
  const dataSource = createDataSource(url, poolSize);
  await dataSource.initialize();
  await migrate(dataSource, poolSize);
  return dataSource;
}

/** Drops the database at `url`, sessions still connected to it included. */
export async function dropDatabase(url: string): Promise<void> {
  const server = new URL(url);
  const name = server.pathname.slice(1);
  server.pathname = '/postgres';
  const client = new Client({ connectionString: server.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
