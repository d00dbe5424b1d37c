import { ChildProcess, spawn } from 'node:child_process';
import { AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { createDataSource, migrate } from '../backend/src/platform/database/data-source';
import { Measurement } from './bench.types';

export interface ServerProcess {
  name: string;
  url: string;
  stop(): Promise<void>;
  /**
   * The PostgreSQL round trips the process has made so far (only when started with `countRoundTrips`):
   * all of them, and those sent from within an HTTP request's async context (bench/pg-round-trips.ts).
   */
  roundTrips(): Promise<RoundTrips>;
}

export interface RoundTrips {
  all: number;
  inRequests: number;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const running = new Set<ChildProcess>();

/** Kills whatever servers are still up (on Ctrl+C, or when a benchmark throws). */
export function killServers(): void {
  for (const child of running) child.kill('SIGKILL');
}

/**
 * Starts `node <script>` listening on a free loopback port and waits until `readyPath` answers 200.
 * The server runs in a process of its own, so it never shares an event loop with the load generator.
 */
export async function startServer(
  name: string,
  script: string,
  options: { cwd: string; env: Record<string, string>; readyPath: string; timeoutMs?: number; countRoundTrips?: boolean },
): Promise<ServerProcess> {
  const port = await freePort();
  const output: string[] = [];
  // BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the servers measured (NODE_OPTIONS refuses --cpu-prof).
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const preload = options.countRoundTrips ? ['-r', join(__dirname, 'pg-round-trips.js')] : [];
  const child = spawn(process.execPath, [...nodeArgs, ...preload, script], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    running.delete(child);
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`${name} exited with code ${child.exitCode}:\n${output.join('')}`);
    }
    const response = await fetch(`${url}${options.readyPath}`).catch(() => undefined);
    if (response?.ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} did not answer ${options.readyPath} in time:\n${output.join('')}`);
    }
    await sleep(100);
  }
  let counted = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    counted += chunk.toString();
  });
  const roundTrips = async () => {
    if (!options.countRoundTrips) throw new Error(`${name} was not started to count round trips`);
    counted = '';
    child.kill('SIGWINCH');
    for (let waited = 0; waited < 5000; waited += 10) {
      const match = /pg-round-trips (\d+) (\d+)\n/.exec(counted);
      if (match) return { all: Number(match[1]), inRequests: Number(match[2]) };
      await sleep(10);
    }
    throw new Error(`${name} did not report its round trips`);
  };
  return { name, url, stop, roundTrips };
}

/** A seeded demo login's access token and id (the API must run with SEED_DEMO_DATA). */
export async function signInDemo(url: string, email: string): Promise<{ accessToken: string; profile: { id: string } }> {
  const signedIn = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Threshold!2026' }),
  });
  if (!signedIn.ok) throw new Error(`${email} could not sign in: ${signedIn.status}`);
  return (await signedIn.json()) as { accessToken: string; profile: { id: string } };
}

/** The seeded demo agent's access token (the API must run with SEED_DEMO_DATA). */
export async function signInDemoAgent(url: string): Promise<string> {
  return (await signInDemo(url, 'agent@threshold.demo')).accessToken;
}

export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/chromium';

/** A pool on an existing database, initialised and migrated: the run's shared one, or a benchmark's own. */
export async function openMigrated(url: string): Promise<DataSource> {
  const dataSource = createDataSource(url, 12);
  await dataSource.initialize();
  try {
    await migrate(dataSource);
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function percentile(sortedValues: readonly number[], p: number): number {
  if (sortedValues.length === 0) return Number.NaN;
  const index = Math.min(sortedValues.length - 1, Math.max(0, Math.ceil((p / 100) * sortedValues.length) - 1));
  return sortedValues[index];
}

/** One timed phase: how many operations ran, over how long, and each one's latency. */
export interface PhaseResult {
  operations: number;
  seconds: number;
  latenciesMs: number[];
}

/** `concurrency` callers repeating `operation` for `seconds`, each call timed. */
export async function runPhase(
  seconds: number,
  concurrency: number,
  operation: (worker: number) => Promise<unknown>,
): Promise<PhaseResult> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const latenciesMs: number[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < deadline) {
        const before = performance.now();
        await operation(worker);
        latenciesMs.push(performance.now() - before);
      }
    }),
  );
  return { operations: latenciesMs.length, seconds: (performance.now() - started) / 1000, latenciesMs };
}

/** Phases of the same operation taken together (rounds that alternate with a baseline's). */
export function combine(results: PhaseResult[]): {
  perSecond: number;
  operations: number;
  p50: number;
  p95: number;
  p99: number;
} {
  const operations = results.reduce((sum, r) => sum + r.operations, 0);
  const seconds = results.reduce((sum, r) => sum + r.seconds, 0);
  const latencies = results.flatMap((r) => r.latenciesMs).sort((x, y) => x - y);
  return {
    perSecond: operations / seconds,
    operations,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (Math.abs(value) >= 100) return Math.round(value).toLocaleString('en-US');
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

/** ours / baseline; the reader is told which way is better. */
export function ratio(measurement: Measurement): number {
  return measurement.ours / measurement.baseline;
}

export function formatTable(measurements: readonly Measurement[]): string {
  const header = ['measurement', 'ours', 'baseline', 'ratio (ours / baseline)'];
  const rows: string[][] = [];
  for (const m of measurements) {
    rows.push([
      m.name,
      `${formatNumber(m.ours)} ${m.unit}`,
      `${formatNumber(m.baseline)} ${m.unit} (${m.baselineName})`,
      `${ratio(m).toFixed(2)}× (${m.higherIsBetter ? 'higher' : 'lower'} is better)`,
    ]);
    for (const detail of m.details ?? []) rows.push([`  ${detail.label}`, detail.ours, detail.baseline, '']);
  }
  const widths = header.map((_, column) => Math.max(header[column].length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
