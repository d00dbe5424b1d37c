import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { transactionStream, TRANSACTION_STREAM_TYPE } from '../backend/src/modules/transactions/kernel/domain/deal-stream';
import { TransactionMilestonesProjection } from '../backend/src/modules/transactions/milestones/projections/transaction-milestones.projection';
import { transaction } from '../backend/src/modules/transactions/transaction.aggregate';
import { TransactionEvent } from '../backend/src/modules/transactions/transaction.events';
import { CommandPipeline } from '../backend/src/platform/event-store/command-pipeline';
import { COMMIT_ORDER, EVENT_COLUMNS, EventRow, EventStore, StreamAppend } from '../backend/src/platform/event-store/event-store';
import { ProjectionRegistry } from '../backend/src/platform/event-store/projection-registry';
import { rebuildProjections } from '../backend/src/platform/event-store/rebuild-projections';
import { Upcasters } from '../backend/src/platform/event-store/upcasters';
import { PersonalDataRegistry, PersonalDataSealing } from '../backend/src/platform/privacy/personal-data-sealing';
import { PersonalDataVault } from '../backend/src/platform/privacy/personal-data-vault';
import { VaultKeyring } from '../backend/src/platform/privacy/vault-keyring';
import { dealHistory, DealHistoryStep } from '../test/support/deal-history';
import { formatNumber, openMigrated } from './bench.support';
import { BenchContext, Benchmark, Measurement } from './bench.types';

/** Deals in the log (BENCH_REBUILD_DEALS). Issue 23 asks for 10,000; 500 took about 2.5 minutes to write and measure on 2 busy cores, so 10,000 does not fit the whole bench's 15 minutes there. */
const DEALS = positiveInteger('BENCH_REBUILD_DEALS', 1_000);
/** Events per deal at the second size (BENCH_REBUILD_EVENTS); the first size is half of it. */
const EVENTS = positiveInteger('BENCH_REBUILD_EVENTS', 150);
/** Distinct histories decided by the deal's own decide; every deal is one of them with ids of its own. */
const TEMPLATES = 8;
const DEALS_PER_APPEND = 25;
/** The rebuild's own batch size (rebuildProjections' default). */
const BATCH = 1_000;

function positiveInteger(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
}

/** The store as the application builds it: the deal's personal fields sealed on append (no projection runs on the writes). */
function benchStore(dataSource: DataSource, vaultMasterKey: string): EventStore {
  const personalData = new PersonalDataRegistry();
  // The run's one master key (run.ts), as every other benchmark's store and API.
  const vault = new PersonalDataVault(dataSource, new VaultKeyring(vaultMasterKey));
  const store = new EventStore(dataSource, new ProjectionRegistry(), new Upcasters(), new PersonalDataSealing(personalData, vault));
  new CommandPipeline(store, personalData).register(transaction);
  return store;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** A template's events with every id replaced by one of this deal's own (its id, its tasks', its milestones'). */
function copyOf(template: readonly DealHistoryStep[]): { transactionId: string; steps: Array<{ events: TransactionEvent[] }> } {
  const ids = new Map<string, string>();
  const steps = template.map((step) => ({
    events: JSON.parse(JSON.stringify(step.events).replace(UUID, (id) => ids.get(id) ?? (ids.set(id, randomUUID()), ids.get(id)!))) as TransactionEvent[],
  }));
  return { transactionId: ids.get((template[0]!.events[0]!.data as { transactionId: string }).transactionId)!, steps };
}

/** Appends `steps[from, to)` of every deal, DEALS_PER_APPEND streams per DB transaction, `workers` transactions at a time. */
async function appendSteps(store: EventStore, deals: ReadonlyArray<ReturnType<typeof copyOf> & { version: number }>, from: number, to: number, workers: number): Promise<number> {
  const batches: StreamAppend[][] = [];
  let events = 0;
  for (const [n, deal] of deals.entries()) {
    if (n % DEALS_PER_APPEND === 0) batches.push([]);
    const appended = deal.steps.slice(from, to).flatMap((step) => step.events);
    batches.at(-1)!.push({ streamId: transactionStream(deal.transactionId), streamType: TRANSACTION_STREAM_TYPE, expected: deal.version, events: appended });
    deal.version += appended.length;
    events += appended.length;
  }
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < batches.length) await store.appendMany(batches[next++]!, { actorId: null, correlationId: randomUUID(), causationId: null });
    }),
  );
  return events;
}

/**
 * The baseline: the rows the rebuild reads, read as it reads them (the same query in commit order, the
 * same batch size, the projection's types, each row decoded as stored, as its replay asks), nothing done
 * with them.
 */
async function rawScan(dataSource: DataSource, store: EventStore, types: readonly string[]): Promise<number> {
  let after = { tx: '0', position: '0' };
  let read = 0;
  for (;;) {
    const rows = await dataSource.query<EventRow[]>(
      `SELECT ${EVENT_COLUMNS} FROM events
        WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
          AND ($4 OR event_type = ANY($5::text[]))
        ORDER BY ${COMMIT_ORDER} LIMIT $3`,
      [after.tx, after.position, BATCH, false, types],
    );
    await store.readEvents(rows, { asStored: true });
    read += rows.length;
    const last = rows.at(-1);
    if (last) after = { tx: String(last.transaction_id), position: String(last.global_position) };
    if (rows.length < BATCH) return read;
  }
}

interface Pass {
  events: number;
  seconds: number;
  /** This process's CPU seconds (user + system) meanwhile: what the machine's other load does not change. */
  cpuSeconds: number;
}

const timed = async (work: () => Promise<number>): Promise<Pass> => {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const events = await work();
  const used = process.cpuUsage(cpu);
  return { events, seconds: (performance.now() - started) / 1000, cpuSeconds: (used.user + used.system) / 1e6 };
};

const perEvent = (pass: Pass) => (pass.seconds * 1e6) / pass.events;

/** Scan, rebuild, scan, rebuild: each side's faster run, so drift hits both. */
async function measure(context: BenchContext, dataSource: DataSource, store: EventStore, registry: ProjectionRegistry, types: readonly string[], size: string) {
  const scans: Pass[] = [];
  const rebuilds: Pass[] = [];
  for (let round = 1; round <= 2; round += 1) {
    context.log(`projection rebuild, ${size}: round ${round}/2 (raw scan, rebuild)`);
    scans.push(await timed(() => rawScan(dataSource, store, types)));
    rebuilds.push(await timed(async () => (await rebuildProjections(dataSource, registry, store, { only: ['transaction-milestones'], batchSize: BATCH })).events));
  }
  const fastest = (passes: Pass[]) => passes.reduce((best, pass) => (pass.seconds < best.seconds ? pass : best));
  return { scan: fastest(scans), rebuild: fastest(rebuilds) };
}

/**
 * Issue 23 item 2: a full rebuild of the milestones projection (the projection that folds a deal's
 * stream, ADR 0081 / 0089) over DEALS deals, at EVENTS / 2 and then EVENTS events each (the same deals
 * grown), against a raw scan of the same rows. Linear in the events when the time per event is the
 * same at both sizes; the rebuild was quadratic in a deal's events before ADR 0089.
 */
export const projectionRebuildBenchmark: Benchmark = {
  id: 'projection-rebuild',
  title: 'Projection rebuild (milestones, every deal from its first event) vs a raw scan of the same events',
  async run(context): Promise<Measurement[]> {
    // A database of its own: the rebuild replays every deal in the log, and in a whole run the shared one
    // also holds the milestone-regeneration benchmark's 10,000 deals of 7.5 events. Those made another
    // workload than the (half the events, each deal's generation paid for by 7.5 of them) and made
    // the two sizes incomparable (the same short deals in both).
    const dataSource = await openMigrated(await context.ownDatabase('rebuild'));
    try {
      return await measureRebuild(context, dataSource);
    } finally {
      await dataSource.destroy();
    }
  },
};

async function measureRebuild(context: BenchContext, dataSource: DataSource): Promise<Measurement[]> {
  const workers = (dataSource.options as { poolSize?: number }).poolSize ?? 10;
  const store = benchStore(dataSource, context.api.vaultMasterKey);
  const projection = new TransactionMilestonesProjection(store);
  const registry = new ProjectionRegistry();
  registry.addProjection(projection);
  const types = projection.replay().reads;

  const start = new Date(Date.now() - 90 * 86_400_000);
  const templates = Array.from({ length: TEMPLATES }, (_, variant) => {
    const transactionId = randomUUID();
    return dealHistory({ transactionId, agentId: randomUUID(), clientId: randomUUID(), start, events: EVENTS, variant });
  });
  const deals = Array.from({ length: DEALS }, (_, n) => ({ ...copyOf(templates[n % TEMPLATES]!), version: 0 }));
  // The first size: the steps that hold half of each template's events.
  const half = (steps: readonly DealHistoryStep[]) => {
    let events = 0;
    return steps.findIndex((step) => (events += step.events.length) >= EVENTS / 2) + 1;
  };

  const results: Array<{ size: string; scan: Pass; rebuild: Pass; written: number }> = [];
  let written = 0;
  for (const [from, to] of [
    [0, half(templates[0]!)],
    [half(templates[0]!), Number.MAX_SAFE_INTEGER],
  ] as const) {
    const started = performance.now();
    written += await appendSteps(store, deals, from, to, workers);
    await dataSource.query('ANALYZE events');
    const size = `${DEALS.toLocaleString('en-US')} deals of ${formatNumber(written / DEALS)} events`;
    context.log(`projection rebuild: wrote ${size} (${written.toLocaleString('en-US')} events) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    results.push({ size, written, ...(await measure(context, dataSource, store, registry, types, size)) });
  }
  const [small, large] = results as [(typeof results)[0], (typeof results)[0]];
  const [{ rows }] = await dataSource.query<{ rows: number }[]>('SELECT count(*)::int AS rows FROM transaction_milestones');
  return results.map(({ size, scan, rebuild }) => ({
    name: `projection rebuild (transaction-milestones), ${size}, events/s`,
    unit: 'events/s',
    ours: rebuild.events / rebuild.seconds,
    baselineName: 'raw scan of the same events',
    baseline: scan.events / scan.seconds,
    higherIsBetter: true,
    details: [
      { label: 'seconds (events)', ours: `${rebuild.seconds.toFixed(1)} s (${rebuild.events.toLocaleString('en-US')})`, baseline: `${scan.seconds.toFixed(1)} s (${scan.events.toLocaleString('en-US')})` },
      { label: 'µs per event', ours: formatNumber(perEvent(rebuild)), baseline: formatNumber(perEvent(scan)) },
      // The bench's own process (the rebuild runs in it; PostgreSQL's side is not counted): on a shared machine the wall time above moves with the others' load, this does not.
      {
        label: 'Node CPU µs per event',
        ours: formatNumber((rebuild.cpuSeconds * 1e6) / rebuild.events),
        baseline: formatNumber((scan.cpuSeconds * 1e6) / scan.events),
      },
      ...(size === large.size
        ? [
            {
              label: `µs per event vs ${formatNumber(small.written / DEALS)}-event deals (1× = linear)`,
              ours: `${(perEvent(large.rebuild) / perEvent(small.rebuild)).toFixed(2)}×`,
              baseline: `${(perEvent(large.scan) / perEvent(small.scan)).toFixed(2)}×`,
            },
            { label: 'milestone rows rebuilt', ours: rows.toLocaleString('en-US'), baseline: '' },
          ]
        : []),
    ],
  }));
}
