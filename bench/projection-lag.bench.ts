import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { AppendBroadcaster } from '../backend/src/platform/event-store/append-signal';
import { EventMetadata, StoredEvent } from '../backend/src/platform/event-store/event.types';
import { EventStore } from '../backend/src/platform/event-store/event-store';
import { ProjectionRegistry } from '../backend/src/platform/event-store/projection-registry';
import { SqlExecutor } from '../backend/src/platform/event-store/sql-executor';
import { SubscriptionRunner } from '../backend/src/platform/event-store/subscription-runner';
import { formatNumber, percentile } from './bench.support';
import { Benchmark, Measurement } from './bench.types';

const RATE_PER_SECOND = 100; // steady writes, one event per append, spread over streams
const STREAMS = 50;
const POLL_MS = 1;
const metadata: EventMetadata = { actorId: null, correlationId: 'bench-lag', causationId: null };

type LagMode = 'inline' | 'async' | 'remote';

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
    ];
  },
};
