import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../backend/src/platform/platform.tokens';
import { identityClient } from './identity-client';
import { startTestApp, TestApp } from './test-app';

export interface AdminTestApp {
  app: TestApp;
  api: ReturnType<typeof identityClient>;
  db: DataSource;
  /** The run's own data directory (files, mailbox, vault ledger), removed by `close`. */
  dataDir: string;
  /** The seeded demo admin's access token. */
  admin: string;
  close(): Promise<void>;
}

/** The app in-process on a data directory of its own, its identity client, and the demo admin signed in. */
export async function startAdminTestApp(name: string): Promise<AdminTestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), `threshold-${name}-`));
  const app = await startTestApp({ DATA_DIR: dataDir });
  const api = identityClient(app.url);
  const close = async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let admin: string;
  try {
    admin = (await api.signIn('admin@threshold.demo')).token;
  } catch (error) {
    // The caller never gets a context to close: closed here, or the app (its subscribers and
    // workers) goes on running against the shared database for the rest of the run.
    await close();
    throw error;
  }
  return { app, api, db: app.app.get<DataSource>(DATA_SOURCE), dataDir, admin, close };
}
