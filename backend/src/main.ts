import 'reflect-metadata';
import { join } from 'node:path';
import { prepare } from './bootstrap';
import { demoLoginLines } from './modules/identity/identity.public';
import { createApp } from './platform/http/create-app';

/** API + async subscribers (+ workers unless RUN_WORKERS=false) + the built front end, on one port. */
async function main(): Promise<void> {
  const { config, database } = await prepare();
  const app = await createApp({
    config,
    database,
    roles: { api: true, workers: config.runWorkers },
    frontendDir: join(process.cwd(), 'dist', 'frontend'),
  });
  await app.listen(config.port, '0.0.0.0');
  const url = config.appUrl;
  process.stdout.write(
    [
      '',
      `  Threshold is running at ${url}`,
      `  API docs:   ${url}/api/docs`,
      `  Database:   ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}/pglite` : 'PostgreSQL'}`,
      `  Workers:    ${config.runWorkers ? 'in this process' : 'separate (npm run worker)'}`,
      ...(config.seedDemoData ? ['', ...demoLoginLines()] : []),
      '',
    ].join('\n') + '\n',
  );
}

void main();
