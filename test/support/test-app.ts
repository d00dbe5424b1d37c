import { NestExpressApplication } from '@nestjs/platform-express';
import { AddressInfo } from 'node:net';
import { loadConfig } from '../../backend/src/platform/config/app-config';
import { resolveDatabase } from '../../backend/src/platform/database/resolve-database';
import { createApp } from '../../backend/src/platform/http/create-app';

export interface TestApp {
  app: NestExpressApplication;
  url: string;
  close(): Promise<void>;
}

/** The real app (API, subscribers, workers) on a free port, against this run's database and Redis prefix. */
export async function startTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ ...process.env, PORT: '3000', ...overrides });
  const database = await resolveDatabase(config.databaseUrl, config.dataDir, config.databaseEmbedded);
  const app = await createApp({ config, database, roles: { api: true, workers: config.runWorkers } });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

/** Polls until `probe` returns a value that is not undefined, or fails after `timeoutMs`. */
export async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
