import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { AppendBroadcaster } from '../backend/src/platform/event-store/append-signal';
import { EventMetadata, StoredEvent } from '../backend/src/platform/event-store/event.types';
import { EventStore } from '../backend/src/platform/event-store/event-store';
import { ProjectionRegistry } from '../backend/src/platform/event-store/projection-registry';
import { SqlExecutor } from '../backend/src/platform/event-store/sql-executor';
import { SubscriptionRunner } from '../backend/src/platform/event-store/subscription-runner';
import { formatNumber, percentile, signInDemoAgent, sleep } from './bench.support';
import { FEEDBACK_REQUEST } from './command-round-trip.bench';
import { ms as wholeMs, startApi } from './http-live.bench';
import { Benchmark, Measurement } from './bench.types';

const RATE_PER_SECOND = 100; // steady writes, one event per append, spread over streams
const STREAMS = 50;
const POLL_MS = 1;
const metadata: EventMetadata = { actorId: null, correlationId: 'bench-lag', causationId: null };

/** `loaded`: `remote` again (rows of its own), while the API serves a command load. */
type LagMode = 'inline' | 'async' | 'remote' | 'loaded';

/**
 * Commit → read row: a writer appends at a steady rate; a reader on its own connection polls the
 * read table every millisecond and notes when each row appears. The lag of a row is that moment
 * minus the moment its append returned (committed). Inline rows commit with the event, so their lag
 * is the reader's own granularity; async rows wait for the subscription runner, which wakes on the
 * store's in-process `appended` signal; `remote` rows wait for a runner on a store of its own, as
 * in another process, woken only by the writer's `pg_notify` after each commit.
 */
async function measureLag(dataSource: DataSource, mode: LagMode, seconds: number): Promise<number[]> {
  const eventType = `BenchLag_${mode}`;
  const registry = new ProjectionRegistry();
  const apply = async (sql: SqlExecutor, event: { data: unknown }) => {
    await sql.query(`INSERT INTO bench_lag_rows (mode, n) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [mode, (event.data as { n: number }).n]);
  };
  const store = new EventStore(dataSource, registry);
  let runner: SubscriptionRunner | undefined;
  let broadcaster: AppendBroadcaster | undefined;
  if (mode === 'inline') {
    registry.addProjection({ name: 'bench-lag-inline', mode: 'inline', readTables: ['bench_lag_rows'], handles: [eventType], apply });
  } else {
    const subscription = { id: `bench-lag-${mode}-${Date.now()}`, handles: [eventType], handle: (event: StoredEvent, sql: SqlExecutor) => apply(sql, event) };
    if (mode === 'async') runner = new SubscriptionRunner(dataSource, store, [subscription]);
    else {
      broadcaster = new AppendBroadcaster(dataSource, store);
      broadcaster.start();
      runner = new SubscriptionRunner(dataSource, new EventStore(dataSource, new ProjectionRegistry()), [subscription], { listenForOtherProcesses: true });
    }
    await runner.drain(); // start at the end of the log
    runner.start();
    await new Promise((resolve) => setTimeout(resolve, 500)); // its LISTEN connection is open
  }

  const committedAt = new Map<number, number>();
  const lags: number[] = [];
  let writing = true;
  const reader = (async () => {
    let last = 0;
    const deadline = () => !writing && committedAt.size === 0;
    while (!deadline()) {
      const rows = await dataSource.query<Array<{ n: number }>>(`SELECT n FROM bench_lag_rows WHERE mode = $1 AND n > $2 ORDER BY n`, [mode, last]);
      const now = performance.now();
      for (const { n } of rows) {
        last = Math.max(last, n);
        const at = committedAt.get(n);
        if (at !== undefined) {
          lags.push(Math.max(0, now - at));
          committedAt.delete(n);
        } else committedAt.set(n, -1); // seen before the append returned: lag 0
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  })();

  const started = performance.now();
  const appends: Promise<void>[] = [];
  for (let n = 1; performance.now() - started < seconds * 1000; n += 1) {
    const due = started + (n * 1000) / RATE_PER_SECOND;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const stream = n % STREAMS;
    appends.push(
      store.append(`lag-${mode}-${stream}`, 'bench-lag', 'any', [{ type: eventType, data: { n } }], metadata).then(() => {
        const now = performance.now();
        if (committedAt.get(n) === -1) {
          lags.push(0);
          committedAt.delete(n);
        } else committedAt.set(n, now);
      }),
    );
  }
  await Promise.all(appends);
  writing = false;
  const give = performance.now() + 5_000;
  while (committedAt.size > 0 && performance.now() < give) await new Promise((resolve) => setTimeout(resolve, 10));
  committedAt.clear();
  await reader;
  await runner?.stop();
  await broadcaster?.stop();
  return lags.sort((a, b) => a - b);
}

/** autocannon's CLI in a child process: the command benchmark's load (10 connections) for `seconds`. */
function loadInChild(url: string, token: string, seconds: number): Promise<{ perSecond: number; p50: number; p99: number }> {
  const cli = join(require.resolve('autocannon'), '..', 'autocannon.js');
  const args = [cli, '-j', '-c', '10', '-d', String(seconds), '-m', FEEDBACK_REQUEST.method, '-H', 'content-type=application/json', '-H', `authorization=Bearer ${token}`, '-b', FEEDBACK_REQUEST.body, `${url}${FEEDBACK_REQUEST.path}`];
  return new Promise((resolve, reject) =>
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      const result = JSON.parse(stdout) as { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number };
      if (result.non2xx > 0 || result.errors > 0) return reject(new Error(`the command load got ${result.non2xx} non-2xx answers and ${result.errors} errors`));
      resolve({ perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
    }),
  );
}

export const projectionLagBenchmark: Benchmark = {
  id: 'projection-lag',
  title: 'projection lag, commit → read row, inline vs async',
  async run(context): Promise<Measurement[]> {
    const { dataSource } = await context.database();
    await dataSource.query(`CREATE TABLE IF NOT EXISTS bench_lag_rows (mode text NOT NULL, n integer NOT NULL, PRIMARY KEY (mode, n))`);
    context.log(`projection lag: inline, ${RATE_PER_SECOND} appends/s for ${context.seconds} s`);
    const inline = await measureLag(dataSource, 'inline', context.seconds);
    context.log(`projection lag: async, ${RATE_PER_SECOND} appends/s for ${context.seconds} s`);
    const asyncLags = await measureLag(dataSource, 'async', context.seconds);
    context.log(`projection lag: async in another process (pg_notify), ${RATE_PER_SECOND} appends/s for ${context.seconds} s`);
    const remote = await measureLag(dataSource, 'remote', context.seconds);
    // Issue 23 item 3: the same, while the API (a third process) serves the command benchmark's load —
    // its appends, its pg_notify and its open transactions (which hold pg_snapshot_xmin back) included.
    // The load comes from autocannon in a process of its own, so it takes nothing from this process's
    // event loop, which runs the writer, the reader and the runner measured.
    const server = await startApi(context, { seedDemoData: true });
    let load: { perSecond: number; p50: number; p99: number };
    let loaded: number[];
    try {
      const token = await signInDemoAgent(server.url);
      context.log(`projection lag: async in another process while the API serves POST /api/feedback (10 connections, autocannon in a child process)`);
      [load, loaded] = await Promise.all([
        loadInChild(server.url, token, context.seconds + 3),
        sleep(1_500).then(() => measureLag(dataSource, 'loaded', context.seconds)),
      ]);
    } finally {
      await server.stop();
    }
    const ms = (values: number[], p: number) => `${formatNumber(percentile(values, p))} ms`;
    return [
      {
        name: `projection lag p99, async (${RATE_PER_SECOND} appends/s)`,
        unit: 'ms',
        ours: percentile(asyncLags, 99),
        baselineName: 'inline (same transaction)',
        baseline: Math.max(percentile(inline, 99), 0.001),
        higherIsBetter: false,
        details: [
          { label: 'p50', ours: ms(asyncLags, 50), baseline: ms(inline, 50) },
          { label: 'rows measured', ours: asyncLags.length.toLocaleString('en-US'), baseline: inline.length.toLocaleString('en-US') },
        ],
      },
      {
        name: `projection lag p99, async in another process (${RATE_PER_SECOND} appends/s)`,
        unit: 'ms',
        ours: percentile(remote, 99),
        baselineName: 'inline (same transaction)',
        baseline: Math.max(percentile(inline, 99), 0.001),
        higherIsBetter: false,
        details: [
          { label: 'p50', ours: ms(remote, 50), baseline: ms(inline, 50) },
          { label: 'rows measured', ours: remote.length.toLocaleString('en-US'), baseline: inline.length.toLocaleString('en-US') },
        ],
      },
      {
        name: `projection lag p99, async in another process (${RATE_PER_SECOND} appends/s) while the API serves POST /api/feedback (10 connections)`,
        unit: 'ms',
        ours: percentile(loaded, 99),
        baselineName: 'inline (same transaction, idle)',
        baseline: Math.max(percentile(inline, 99), 0.001),
        higherIsBetter: false,
        details: [
          { label: 'p50, p95', ours: `${ms(loaded, 50)}, ${ms(loaded, 95)}`, baseline: ms(inline, 50) },
          { label: 'rows measured', ours: loaded.length.toLocaleString('en-US'), baseline: inline.length.toLocaleString('en-US') },
          { label: 'the API meanwhile', ours: `${formatNumber(load.perSecond)} commands/s, p50 ${wholeMs(load.p50)}, p99 ${wholeMs(load.p99)}`, baseline: '' },
        ],
      },
    ];
  },
};
