import 'reflect-metadata';
import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { ensureDatabaseExists } from '../backend/src/platform/database/resolve-database';
import { formatTable, killServers, openMigrated } from './bench.support';
import { BenchContext, Measurement } from './bench.types';
import { BENCHMARKS } from './benchmarks';

/**
 * `npm run bench` (scripts/bench.mjs compiles, then runs this). Not part of `npm test`.
 *
 * Environment: BENCH_SECONDS (measured seconds per phase, default 5), BENCH_ONLY (comma-separated
 * benchmark ids), BENCH_REBUILD_DEALS / BENCH_REBUILD_EVENTS (the projection-rebuild sizes), BENCH_POSTGRES_URL (server for the throw-away database, default local), REDIS_URL.
 */

const ROOT = resolve(__dirname, '..', '..', '..'); // dist/bench/bench → repository root
const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const postgresServer = (process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
const databaseUrl = `${postgresServer}/threshold_bench_${runId}`;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = `threshold-bench-${runId}`;

let database: { url: string; dataSource: DataSource } | undefined;
/** The names of the benchmarks' own databases (`context.ownDatabase`), dropped with the shared one. */
const ownDatabases = new Set<string>();
let serverVersion: string | undefined;

const context: BenchContext = {
  root: ROOT,
  seconds: positiveNumber('BENCH_SECONDS', 5),
  redisUrl,
  redisPrefix,
  api: {
    jwtSecret: randomBytes(32).toString('hex'),
    vaultMasterKey: randomBytes(32).toString('base64'),
    dataDir: mkdtempSync(join(tmpdir(), `threshold-bench-${runId}-`)),
  },
  async database() {
    if (!database) {
      await ensureDatabaseExists(databaseUrl);
      const dataSource = await openMigrated(databaseUrl);
      database = { url: databaseUrl, dataSource };
      const [{ server_version }] = await dataSource.query<Array<{ server_version: string }>>('SHOW server_version');
      serverVersion = server_version;
    }
    return database;
  },
  async ownDatabase(name) {
    if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`ownDatabase: "${name}" is not a plain lower-case name`);
    const databaseName = `threshold_bench_${runId}_${name}`;
    const admin = new Client({ connectionString: `${postgresServer}/postgres` });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
      ownDatabases.add(databaseName);
      await admin.query(`CREATE DATABASE "${databaseName}"`);
    } finally {
      await admin.end();
    }
    return `${postgresServer}/${databaseName}`;
  },
  log: (message) => process.stderr.write(`  … ${message}\n`),
};

async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY?.split(',').map((id) => id.trim()).filter(Boolean);
  const selected = BENCHMARKS.filter((b) => !only || only.includes(b.id));
  if (selected.length === 0) throw new Error(`BENCH_ONLY matches none of: ${BENCHMARKS.map((b) => b.id).join(', ')}`);

  const measurements: Measurement[] = [];
  // A benchmark that fails is reported and the run goes on: one failure late in a 15-minute run used to
  // lose every figure measured before it. The run still exits with 1.
  const failures: string[] = [];
  for (const benchmark of selected) {
    process.stderr.write(`${benchmark.title}\n`);
    try {
      measurements.push(...(await benchmark.run(context)));
    } catch (error) {
      killServers();
      const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
      process.stderr.write(`Benchmark ${benchmark.id} failed: ${text}\n`);
      failures.push(`${benchmark.id}: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`);
    }
  }

  const cpu = cpus();
  const lines = [
    '',
    `Threshold benchmarks, ${new Date().toISOString()}`,
    `machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB RAM; ` +
      `Node ${process.version}${serverVersion ? `; PostgreSQL ${serverVersion}` : ''}; ${context.seconds} s measured per side`,
    '',
    formatTable(measurements),
    '',
    'Each ratio is ours / baseline from this same run on this same machine; compare ratios across machines, not absolute numbers.',
    '',
    ...(failures.length > 0 ? ['Failed, so not in the table:', ...failures.map((failure) => `  ${failure}`), ''] : []),
  ];
  process.stdout.write(lines.join('\n'));
  if (failures.length > 0) throw new Error(`${failures.length} benchmark(s) failed: ${failures.map((f) => f.split(':')[0]).join(', ')}`);
}

async function cleanUp(): Promise<void> {
  killServers();
  rmSync(context.api.dataDir, { recursive: true, force: true });
  if (database?.dataSource.isInitialized) await database.dataSource.destroy();
  const dropped = [...(database ? [`threshold_bench_${runId}`] : []), ...ownDatabases];
  if (dropped.length > 0) {
    const admin = new Client({ connectionString: `${postgresServer}/postgres` });
    await admin.connect();
    for (const name of dropped) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
  const redis = new IORedis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of seconds (got "${raw}")`);
  return value;
}

process.once('SIGINT', () => {
  process.stderr.write('\nInterrupted: cleaning up\n');
  void cleanUp().finally(() => process.exit(130));
});

main()
  .then(cleanUp)
  .catch(async (error: unknown) => {
    process.stderr.write(`Benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    await cleanUp().catch(() => undefined);
    process.exit(1);
  });
