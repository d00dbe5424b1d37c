import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { EventStore } from '../src/platform/event-store/event-store';
import { ProjectionRegistry } from '../src/platform/event-store/projection-registry';
import { rebuildProjections } from '../src/platform/event-store/rebuild-projections';
import { DATA_SOURCE } from '../src/platform/platform.tokens';
import { openMaintenanceContext } from './app-context';

/** `npm run projections:rebuild`: every read table rebuilt from the event log. */
async function main(): Promise<void> {
  const app = await openMaintenanceContext('npm run projections:rebuild');
  try {
    const started = Date.now();
    const result = await rebuildProjections(app.get<DataSource>(DATA_SOURCE), app.get(ProjectionRegistry), app.get(EventStore));
    process.stdout.write(
      `Rebuilt ${result.tables.length} read tables (${result.tables.join(', ')}) from ${result.events} events in ${Date.now() - started} ms.\n`,
    );
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Rebuild failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
