import { mkdirSync } from 'node:fs';
import { AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import { Client } from 'pg';
import { UnrecoverableError } from '../process/crash-policy';
import {
  claimOwnership,
  portAnswers,
  releaseOwnership,
  takeOverStale,
  waitForOwner,
} from '../process/owner-file';

export interface ResolvedDatabase {
  url: string;
  /** PGlite serves one connection at a time; a larger pool would queue behind it anyway. */
  poolSize: number;
  kind: 'postgres' | 'pglite';
  /** For the start banner: where the data is and who opened it. */
  description: string;
  close(): Promise<void>;
}

/** Which process is opening the database, and whether it serves an embedded one to the others. */
export interface DatabaseOpener {
  /** As the user started it: `npm start`, `npm run worker`, `npm run db:migrate`... */
  role: string;
  /** The long-running API shares its embedded database over its socket; short-lived scripts do not. */
  shares: boolean;
}

const API_OPENER: DatabaseOpener = { role: 'npm start', shares: true };

/** How long a second process waits for the embedded database's owner to start serving it. */
const OWNER_WAIT_MS = 120_000;

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
  opener: DatabaseOpener = API_OPENER,
): Promise<ResolvedDatabase> {
  if (forceEmbedded) return openEmbeddedPglite(dataDir, opener);
  if (databaseUrl) {
    await ensureDatabaseExists(databaseUrl);
    return postgres(databaseUrl);
  }
  if (await portAnswers('127.0.0.1', 5432)) {
    await ensureDatabaseExists(LOCAL_URL);
    return postgres(LOCAL_URL);
  }
  return openEmbeddedPglite(dataDir, opener);
}

function postgres(url: string): ResolvedDatabase {
  const { host, pathname } = new URL(url);
  return { url, poolSize: 10, kind: 'postgres', description: `PostgreSQL at ${host}${pathname}`, close: async () => undefined };
}

/**
 * PGlite takes no lock on its directory and two processes writing it corrupt it, so exactly one
 * process opens it (ADR 0010 and issue 7, finding 9): the first to claim `pglite.owner.json`. When
 * that is the API it serves the database on its socket and the worker and maintenance scripts
 * connect through it; a script that holds it alone makes the others stop with a message saying who
 * has it.
 */
async function openEmbeddedPglite(dataDir: string, opener: DatabaseOpener): Promise<ResolvedDatabase> {
  const directory = join(dataDir, 'pglite');
  mkdirSync(directory, { recursive: true });
  const ownerFile = join(dataDir, 'pglite.owner.json');
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = opener.shares ? await freePort() : undefined;
    const url = port === undefined ? undefined : `postgres://postgres@127.0.0.1:${port}/postgres`;
    const record = { pid: process.pid, role: opener.role, url };
    const claim = claimOwnership(ownerFile, record);
    if (claim.won || (claim.stale && takeOverStale(ownerFile, claim.owner, record))) {
      try {
        return await startEmbeddedPglite(directory, ownerFile, port);
      } catch (error) {
        releaseOwnership(ownerFile);
        throw error;
      }
    }
    if (claim.won || claim.stale) continue;
    const { owner } = claim;
    if (!owner.url) {
      throw new UnrecoverableError(
        `The embedded database in ${directory} is in use by \`${owner.role}\` (pid ${owner.pid}), which does not share it; ` +
          'wait for it to finish, then try again.',
      );
    }
    if (await waitForOwner(owner.url, owner.pid, OWNER_WAIT_MS)) {
      return {
        url: owner.url,
        poolSize: 1,
        kind: 'pglite',
        description: `embedded PGlite in ${directory}, opened by \`${owner.role}\` (pid ${owner.pid})`,
        close: async () => undefined,
      };
    }
  }
  throw new UnrecoverableError(
    `The embedded database in ${directory} is claimed by another process that does not answer; ` +
      `if no Threshold process is running, remove ${ownerFile} and try again.`,
  );
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

/**
 * Opens the directory and serves it over the wire protocol, on `port` for the other processes too
 * (PGliteSocketServer queues their queries and keeps a transaction's statements together), or on a
 * private port when this process does not share.
 */
async function startEmbeddedPglite(directory: string, ownerFile: string, port: number | undefined): Promise<ResolvedDatabase> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const db = await PGlite.create(directory);
  const listenPort = port ?? (await freePort());
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: listenPort, maxConnections: port === undefined ? 4 : 32 });
  await server.start();
  return {
    url: `postgres://postgres@127.0.0.1:${listenPort}/postgres`,
    poolSize: 1,
    kind: 'pglite',
    description: `embedded PGlite in ${directory}`,
    close: async () => {
      await server.stop();
      await db.close();
      releaseOwnership(ownerFile);
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
