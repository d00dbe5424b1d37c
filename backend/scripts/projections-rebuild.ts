import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { EventStore } from '../src/platform/event-store/event-store';
import { ProjectionRegistry } from '../src/platform/event-store/projection-registry';
import { rebuildProjections } from '../src/platform/event-store/rebuild-projections';
import { DATA_SOURCE } from '../src/platform/platform.tokens';
import { openMaintenanceContext } from './app-context';

/**
 * `npm run projections:rebuild [-- --only <name>[,<name>…]]`: read tables rebuilt from the event log
 * into shadow tables and swapped in, one projection at a time, while the application runs (ADR 0015).
 */
function onlyArgument(argv: readonly string[]): string[] | undefined {
  const names: string[] = [];
  argv.forEach((arg, index) => {
    if (arg === '--only') names.push(...(argv[index + 1] ?? '').split(','));
    else if (arg.startsWith('--only=')) names.push(...arg.slice('--only='.length).split(','));
  });
  const cleaned = names.map((n) => n.trim()).filter(Boolean);
  if (argv.includes('--only') && cleaned.length === 0) throw new Error('--only needs a projection name');
  return cleaned.length > 0 ? cleaned : undefined;
}

async function main(): Promise<void> {
  const only = onlyArgument(process.argv.slice(2));
  const app = await openMaintenanceContext('npm run projections:rebuild');
  try {
    const started = Date.now();
    const result = await rebuildProjections(app.get<DataSource>(DATA_SOURCE), app.get(ProjectionRegistry), app.get(EventStore), {
      only,
      onBatch: (projection, replayed) => void process.stderr.write(`  ${projection}: ${replayed} events replayed\n`),
    });
    process.stdout.write(
      `Rebuilt ${result.projections.length} projections (${result.projections.join(', ')}; tables ${result.tables.join(', ')}) ` +
        `from ${result.events} events in ${Date.now() - started} ms.\n`,
    );
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Rebuild failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
