import { ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants, mkdirSync, readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { delimiter, join, resolve } from 'node:path';
import { EXIT_CONFIGURATION, UnrecoverableError } from '../process/crash-policy';
import {
  claimOwnership,
  OwnerRecord,
  portAnswers,
  processAlive,
  releaseOwnership,
  takeOverStale,
  updateOwner,
  waitForOwner,
} from '../process/owner-file';
import { freePort } from '../database/resolve-database';

export interface ResolvedRedis {
  url: string;
  /** For the start banner, next to the database line. */
  description: string;
  /** Stops the embedded redis-server when this process started (or adopted) it; otherwise nothing. */
  close(): Promise<void>;
}

export interface RedisChoice {
  /** REDIS_URL when set: used as given, and an outage is reported at run time, never replaced. */
  configuredUrl: string | undefined;
  /** The local Redis tried when REDIS_URL is unset. */
  localUrl: string;
  dataDir: string;
  /** Who is starting, for the owner file (`npm start`, `npm run worker`...). */
  role: string;
  /** PATH to look for redis-server on. */
  path?: string;
}

const START_TIMEOUT_MS = 15_000;

/**
 * ADR 0010: REDIS_URL when set; otherwise a Redis answering at the local address; otherwise a
 * private `redis-server` from the PATH on a free loopback port with its append-only file under the
 * data directory, shared by every Threshold process on that directory (the first one starts it,
 * the others use it) and stopped with the process that started it. With none of these, one
 * sentence naming the two ways out, and exit code 78 so no supervisor retries in a loop.
 */
export async function resolveRedis(choice: RedisChoice): Promise<ResolvedRedis> {
  if (choice.configuredUrl) return external(choice.configuredUrl);
  const local = new URL(choice.localUrl);
  if (await portAnswers(local.hostname, Number(local.port || 6379))) return external(choice.localUrl);
  return embeddedRedis(choice);
}

function external(url: string): ResolvedRedis {
  const { protocol, hostname, port, pathname } = new URL(url);
  const database = pathname && pathname !== '/' ? pathname : '';
  return { url, description: `${protocol}//${hostname}:${port || 6379}${database}`, close: async () => undefined };
}

async function embeddedRedis(choice: RedisChoice): Promise<ResolvedRedis> {
  const directory = resolve(choice.dataDir, 'redis');
  const ownerFile = resolve(choice.dataDir, 'redis.owner.json');
  mkdirSync(directory, { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const record: OwnerRecord = { pid: process.pid, role: choice.role, url: `redis://127.0.0.1:${port}` };
    const claim = claimOwnership(ownerFile, record);
    if (!claim.won && !claim.stale) {
      // Another Threshold process on this data directory runs it (or is starting it): share it.
      const { owner } = claim;
      if (owner.url && (await waitForOwner(owner.url, owner.pid, START_TIMEOUT_MS))) {
        return { url: owner.url, description: `embedded redis-server at ${owner.url}, run by \`${owner.role}\` (pid ${owner.pid})`, close: async () => undefined };
      }
      continue;
    }
    if (!claim.won) {
      // Its owner was killed hard: a redis-server it left behind still holds the files; adopt it.
      const orphan = claim.owner;
      if (orphan.childPid && orphan.url && processAlive(orphan.childPid) && (await redisAnswers(orphan.url))) {
        const adopted = { ...record, url: orphan.url, childPid: orphan.childPid };
        if (!takeOverStale(ownerFile, orphan, adopted)) continue;
        return embedded(orphan.url, directory, ownerFile, () => stopByPid(orphan.childPid!));
      }
      if (!takeOverStale(ownerFile, orphan, record)) continue;
    }
    try {
      const binary = findOnPath('redis-server', choice.path ?? process.env.PATH ?? '');
      if (!binary) throw noRedis(choice.localUrl);
      const child = await startRedisServer(binary, port, directory);
      updateOwner(ownerFile, { ...record, childPid: child.pid });
      // A crash exit (process.exit) must not leave it behind; a kill -9 does, and the next start adopts it.
      const stopOnExit = () => child.kill('SIGTERM');
      process.once('exit', stopOnExit);
      return embedded(record.url!, directory, ownerFile, async () => {
        process.removeListener('exit', stopOnExit);
        await stopChild(child);
      });
    } catch (error) {
      releaseOwnership(ownerFile);
      throw error;
    }
  }
  throw new UnrecoverableError(
    `Another Threshold process claims the embedded Redis in ${directory} but it does not answer; ` +
      `if no Threshold process is running, remove ${ownerFile} and try again.`,
  );
}

function embedded(url: string, directory: string, ownerFile: string, stop: () => Promise<void>): ResolvedRedis {
  return {
    url,
    description: `embedded redis-server at ${url} (append-only files in ${directory})`,
    close: async () => {
      await stop();
      releaseOwnership(ownerFile);
    },
  };
}

function noRedis(localUrl: string): UnrecoverableError {
  const { hostname, port } = new URL(localUrl);
  return new UnrecoverableError(
    `Threshold needs Redis: nothing answers at ${hostname}:${port || 6379} and there is no redis-server on the PATH to start one. ` +
      'Install Redis (Debian: apt-get install redis-server; macOS: brew install redis) or set REDIS_URL.',
    EXIT_CONFIGURATION,
  );
}

export function findOnPath(name: string, path: string): string | undefined {
  for (const directory of path.split(delimiter).filter(Boolean)) {
    const candidate = join(directory, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

async function startRedisServer(binary: string, port: number, directory: string): Promise<ChildProcess> {
  const child = spawn(
    binary,
    [
      '--port', String(port),
      '--bind', '127.0.0.1',
      '--protected-mode', 'yes',
      '--dir', directory,
      // Queued jobs survive a restart: every write in the append-only file, fsynced each second.
      '--appendonly', 'yes',
      '--appendfsync', 'everysec',
      // BullMQ must never lose a key to eviction.
      '--maxmemory-policy', 'noeviction',
      '--daemonize', 'no',
      '--logfile', 'redis.log',
    ],
    // Its own process group: Ctrl+C in the terminal reaches Threshold, which stops Redis last,
    // after its queues and workers have closed.
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise<never>((_, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code} at start; see ${join(directory, 'redis.log')}:\n${logTail(directory)}`)));
  });
  exited.catch(() => undefined);
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const ready = await Promise.race([redisAnswers(url), exited]);
    if (ready) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not answer within ${START_TIMEOUT_MS / 1000} s; see ${join(directory, 'redis.log')}`);
}

function logTail(directory: string): string {
  try {
    return readFileSync(join(directory, 'redis.log'), 'utf8').split('\n').slice(-5).join('\n');
  } catch {
    return '';
  }
}

/** PING answered PONG (not LOADING, not refused). */
function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const socket = createConnection({ host: hostname, port: Number(port) });
    let reply = '';
    const finish = (answer: boolean) => {
      socket.destroy();
      done(answer);
    };
    socket.setTimeout(1_000, () => finish(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) finish(reply.startsWith('+PONG'));
    });
    socket.once('error', () => finish(false));
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM'); // redis-server flushes the append-only file and exits
  const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}

async function stopByPid(pid: number): Promise<void> {
  if (!processAlive(pid)) return;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (processAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (processAlive(pid)) process.kill(pid, 'SIGKILL');
}
