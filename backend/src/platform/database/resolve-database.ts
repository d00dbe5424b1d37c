import { mkdirSync } from 'node:fs';
import { AddressInfo, createConnection, createServer } from 'node:net';
import { join } from 'node:path';
import { Client } from 'pg';

export interface ResolvedDatabase {
  url: string;
  /** PGlite serves one connection at a time; a larger pool would queue behind it anyway. */
  poolSize: number;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

const LOCAL_URL = 'postgres://postgres@localhost:5432/threshold';

/**
 * DESIGN.md, "Running it": DATABASE_URL when set; otherwise a local PostgreSQL if one answers on
 * :5432; otherwise an embedded PGlite stored under `dataDir`, served over the wire protocol so the
 * rest of the app talks to it exactly as to PostgreSQL.
 */
export async function resolveDatabase(
  databaseUrl: string | undefined,
  dataDir: string,
  forceEmbedded = false,
): Promise<ResolvedDatabase> {
  if (forceEmbedded) return startEmbeddedPglite(join(dataDir, 'pglite'));
  if (databaseUrl) {
    await ensureDatabaseExists(databaseUrl);
    return { url: databaseUrl, poolSize: 10, kind: 'postgres', close: async () => undefined };
  }
  if (await portAnswers('127.0.0.1', 5432)) {
    await ensureDatabaseExists(LOCAL_URL);
    return { url: LOCAL_URL, poolSize: 10, kind: 'postgres', close: async () => undefined };
  }
  return startEmbeddedPglite(join(dataDir, 'pglite'));
}

export async function ensureDatabaseExists(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!name) throw new Error('DATABASE_URL must name a database');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      // CREATE DATABASE takes no parameters; the name is quoted as an identifier.
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // created by a concurrent start: fine
      });
    }
  } finally {
    await client.end();
  }
}

function portAnswers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function startEmbeddedPglite(directory: string): Promise<ResolvedDatabase> {
  mkdirSync(directory, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const db = await PGlite.create(directory);
  const port = await freePort();
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port });
  await server.start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    poolSize: 1,
    kind: 'pglite',
    close: async () => {
      await server.stop();
      await db.close();
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
