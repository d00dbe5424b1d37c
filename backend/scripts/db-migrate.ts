import 'reflect-metadata';
import { openMaintenanceContext } from './app-context';

/** `npm run db:migrate`: creates the database if missing and applies pending migrations (done at start too). */
async function main(): Promise<void> {
  const app = await openMaintenanceContext('npm run db:migrate'); // the platform migrates while it opens
  await app.close();
  process.stdout.write('Database is migrated.\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`Migration failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
