import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from '../../backend/src/app.module';
import { loadConfig } from '../../backend/src/platform/config/app-config';
import { resolveDatabase } from '../../backend/src/platform/database/resolve-database';

export interface WorkerApp {
  app: INestApplicationContext;
  /** As SIGTERM does to `npm run worker`: stop taking jobs, let in-flight ones finish (10 s at most, ADR 0088), disconnect. */
  close(): Promise<void>;
}

/**
 * The worker process's app (backend/src/worker.ts: BullMQ workers only, no HTTP, no subscribers or
 * outbox relay), in the test process, against this run's database and Redis prefix. A test starts the
 * API with RUN_WORKERS=false beside it, and closes one worker and starts another to restart it.
 */
export async function startWorkerApp(overrides: Record<string, string> = {}): Promise<WorkerApp> {
  const config = loadConfig({ ...process.env, PORT: '3000', ...overrides });
  const database = await resolveDatabase(config.databaseUrl, config.dataDir, config.databaseEmbedded);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config, database, { api: false, workers: true }), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  await app.init();
  return { app, close: () => app.close() };
}
