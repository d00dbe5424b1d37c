import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { prepare } from './bootstrap';
import { exitOnStartFailure, installCrashPolicy } from './platform/process/crash-policy';

/**
 * The separate worker process (`npm run worker`): BullMQ workers only, no HTTP. On SIGTERM/SIGINT
 * the workers stop taking jobs and let in-flight ones finish, for 10 s at most (WORKER_CLOSE_GRACE_MS,
 * ADR 0088: what is left is retaken by another worker), before the process exits. An embedded
 * database or Redis started by `npm start` is shared, never opened a second time (ADR 0010).
 */
async function main(): Promise<void> {
  const { config, database, redis } = await prepare({ role: 'npm run worker', shares: false });
  const app = await NestFactory.createApplicationContext(
    AppModule.forRoot(config, database, { api: false, workers: true }),
    { bufferLogs: true },
  );
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  await app.init();
  process.stdout.write(
    [`Threshold workers are running. Stop with Ctrl+C.`, `  Database:   ${database.description}`, `  Redis:      ${redis.description}`, ''].join('\n'),
  );
}

installCrashPolicy('the worker');
main().catch((error: unknown) => exitOnStartFailure('the worker', error));
