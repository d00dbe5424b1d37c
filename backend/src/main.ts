import 'reflect-metadata';
import { join } from 'node:path';
import { prepare } from './bootstrap';
import { demoLoginLines } from './modules/identity/identity.public';
import { createApp } from './platform/http/create-app';
import { exitOnStartFailure, installCrashPolicy } from './platform/process/crash-policy';

/** API + async subscribers (+ workers unless RUN_WORKERS=false) + the built front end, on one port. */
async function main(): Promise<void> {
  const { config, database, redis } = await prepare({ role: 'npm start', shares: true });
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
      `  Database:   ${database.description}`,
      `  Redis:      ${redis.description}`,
      `  Workers:    ${config.runWorkers ? 'in this process' : 'separate (npm run worker)'}`,
      ...(config.seedDemoData ? ['', ...demoLoginLines()] : []),
      '',
    ].join('\n') + '\n',
  );
}

installCrashPolicy('the API');
// A start that fails (the port is taken, the database refuses) exits non-zero: the supervisor decides.
main().catch((error: unknown) => exitOnStartFailure('the API', error));
