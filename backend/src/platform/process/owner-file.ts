import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';

/**
 * Who holds a local resource (the embedded database directory, the embedded Redis): written with
 * O_EXCL so two processes starting at once cannot both win, and judged stale when its process is
 * gone (a `kill -9` leaves the file behind).
 */
export interface OwnerRecord {
  pid: number;
  /** What the owner is, for the message another process prints (`npm start`, `npm run worker`...). */
  role: string;
  /** Where the owner serves the resource to other processes; absent while starting or when it does not share. */
  url?: string;
  /** A child process that outlives its owner after a hard kill (redis-server): adopted by the next owner. */
  childPid?: number;
}

export type Claim = { won: true; record: OwnerRecord } | { won: false; owner: OwnerRecord; stale: boolean };

export function claimOwnership(path: string, record: OwnerRecord): Claim {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      writeFileSync(path, JSON.stringify(record), { flag: 'wx' });
      releaseOnExit(path);
      return { won: true, record };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(path);
    if (owner === undefined) {
      // Created a moment ago and not yet written: the other process is mid-claim.
      sleepSync(50);
      continue;
    }
    return { won: false, owner, stale: !processAlive(owner.pid) };
  }
  throw new Error(`${path} exists but cannot be read; remove it if no Threshold process is running`);
}

/** Replace a stale owner (its process is gone) by us; false when someone else got there first. */
export function takeOverStale(path: string, stale: OwnerRecord, record: OwnerRecord): boolean {
  const current = readOwner(path);
  if (current && current.pid !== stale.pid) return false;
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return claimOwnership(path, record).won;
}

export function updateOwner(path: string, record: OwnerRecord): void {
  writeFileSync(path, JSON.stringify(record));
}

export function releaseOwnership(path: string): void {
  if (readOwner(path)?.pid !== process.pid) return;
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}

export function readOwner(path: string): OwnerRecord | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as OwnerRecord;
    return typeof parsed.pid === 'number' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function portAnswers(host: string, port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Waits until `url`'s host:port answers, giving up when the owner dies or the time is up. */
export async function waitForOwner(url: string, ownerPid: number, timeoutMs: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await portAnswers(hostname, Number(port))) return true;
    if (!processAlive(ownerPid)) return false;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

const released = new Set<string>();
function releaseOnExit(path: string): void {
  if (released.has(path)) return;
  released.add(path);
  // `process.exit()` from anywhere (a failed start, the crash policy) still frees the claim.
  process.once('exit', () => releaseOwnership(path));
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
