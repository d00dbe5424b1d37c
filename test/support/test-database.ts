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
