import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { EventMetadata } from '../backend/src/platform/event-store/event.types';
import { EventStore } from '../backend/src/platform/event-store/event-store';
import { ProjectionRegistry } from '../backend/src/platform/event-store/projection-registry';
import { formatNumber, percentile } from './bench.support';
import { Benchmark, Measurement } from './bench.types';

const CONCURRENCY = 8;
const STREAMS_PER_WORKER = 250; // 2,000 streams in all, appended to round-robin
const ROUNDS = 2; // plain and append phases alternate, so drift (autovacuum, checkpoints) hits both
const WARM_UP_SECONDS = 1;
const STREAM_TYPE = 'bench-transaction';
const EVENT_TYPE = 'BenchTaskAdded';

/** The same row both ways: what a typical domain event of ours looks like. */
function nextRow(streamId: string, version: number) {
  return {
    eventId: randomUUID(),
    streamId,
    version,
    data: {
      taskId: randomUUID(),
      title: 'Order the home inspection',
      milestone: 'inspection',
      dueDate: '2026-12-01',
      assigneeRole: 'agent',
    },
    metadata: { actorId: randomUUID(), correlationId: randomUUID(), causationId: null } satisfies EventMetadata,
    occurredAt: new Date(),
  };
}

type Row = ReturnType<typeof nextRow>;

/** Each worker owns its streams, so expected versions are exact and no append conflicts. */
class Streams {
  private readonly versions = Array.from({ length: CONCURRENCY }, () => new Array<number>(STREAMS_PER_WORKER).fill(0));
  private readonly cursor = new Array<number>(CONCURRENCY).fill(0);

  constructor(private readonly prefix: string) {}

  next(worker: number): { streamId: string; current: number; commit(): void } {
    const index = this.cursor[worker]++ % STREAMS_PER_WORKER;
    const current = this.versions[worker][index];
    return {
      streamId: `${this.prefix}-${worker}-${index}`,
      current,
      commit: () => {
        this.versions[worker][index] = current + 1;
      },
    };
  }
}

interface PhaseResult {
  operations: number;
  seconds: number;
  latenciesMs: number[];
}

async function runPhase(seconds: number, operation: (worker: number) => Promise<void>): Promise<PhaseResult> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const latenciesMs: number[] = [];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      while (performance.now() < deadline) {
        const before = performance.now();
        await operation(worker);
        latenciesMs.push(performance.now() - before);
      }
    }),
  );
  return { operations: latenciesMs.length, seconds: (performance.now() - started) / 1000, latenciesMs };
}

function combine(results: PhaseResult[]): { perSecond: number; operations: number; p50: number; p99: number } {
  const operations = results.reduce((sum, r) => sum + r.operations, 0);
  const seconds = results.reduce((sum, r) => sum + r.seconds, 0);
  const latencies = results.flatMap((r) => r.latenciesMs).sort((x, y) => x - y);
  return { perSecond: operations / seconds, operations, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

async function createPlainTable(dataSource: DataSource): Promise<void> {
  // The events table's columns and types, without its keys, indexes and defaults.
  await dataSource.query(`
    CREATE TABLE bench_plain_events (
      event_id uuid NOT NULL,
      stream_id text NOT NULL,
      stream_type text NOT NULL,
      stream_version integer NOT NULL,
      event_type text NOT NULL,
      schema_version integer NOT NULL,
      data jsonb NOT NULL,
      metadata jsonb NOT NULL,
      occurred_at timestamptz NOT NULL
    )`);
}

function plainInsert(dataSource: DataSource, row: Row): Promise<unknown> {
  return dataSource.query(
    `INSERT INTO bench_plain_events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, data, metadata, occurred_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9)`,
    [row.eventId, row.streamId, STREAM_TYPE, row.version, EVENT_TYPE, 1, JSON.stringify(row.data), JSON.stringify(row.metadata), row.occurredAt],
  );
}

/**
 * EventStore.append (one event per append: version read, expected-version check, xid8, unique and
 * commit-order indexes, RETURNING, one transaction each) against autocommit INSERTs of the same rows
 * into a plain table, both through the same TypeORM pool with the same concurrency.
 */
export const eventAppendBenchmark: Benchmark = {
  id: 'event-append',
  title: 'EventStore.append vs plain INSERT',
  async run(context): Promise<Measurement[]> {
    const { dataSource } = await context.database();
    await createPlainTable(dataSource);
    const store = new EventStore(dataSource, new ProjectionRegistry()); // no projections: the store's own cost
    const plainStreams = new Streams('plain');
    const appendStreams = new Streams('append');

    const insertOne = async (worker: number) => {
      const stream = plainStreams.next(worker);
      await plainInsert(dataSource, nextRow(stream.streamId, stream.current + 1));
      stream.commit();
    };
    const appendOne = async (worker: number) => {
      const stream = appendStreams.next(worker);
      const row = nextRow(stream.streamId, stream.current + 1);
      await store.append(
        stream.streamId,
        STREAM_TYPE,
        stream.current === 0 ? 'no_stream' : stream.current,
        [{ type: EVENT_TYPE, data: row.data }],
        row.metadata,
        { occurredAt: row.occurredAt },
      );
      stream.commit();
    };

    context.log(`event append: warming up (${WARM_UP_SECONDS} s each)`);
    await runPhase(WARM_UP_SECONDS, insertOne);
    await runPhase(WARM_UP_SECONDS, appendOne);
    const plain: PhaseResult[] = [];
    const append: PhaseResult[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      context.log(`event append: round ${round}/${ROUNDS} (${context.seconds / ROUNDS} s plain INSERT, then ${context.seconds / ROUNDS} s append)`);
      plain.push(await runPhase(context.seconds / ROUNDS, insertOne));
      append.push(await runPhase(context.seconds / ROUNDS, appendOne));
    }
    const ours = combine(append);
    const baseline = combine(plain);
    const [{ count }] = await dataSource.query<Array<{ count: string }>>(`SELECT count(*)::text AS count FROM events`);
    if (Number(count) < ours.operations) throw new Error(`Only ${count} events stored after ${ours.operations} appends`);

    return [
      {
        name: `event append (1 event/append, ${CONCURRENCY} concurrent, ${CONCURRENCY * STREAMS_PER_WORKER} streams)`,
        unit: 'events/s',
        ours: ours.perSecond,
        baselineName: 'plain INSERT',
        baseline: baseline.perSecond,
        higherIsBetter: true,
        details: [
          {
            label: 'latency per append / insert',
            ours: `p50 ${formatNumber(ours.p50)} ms, p99 ${formatNumber(ours.p99)} ms`,
            baseline: `p50 ${formatNumber(baseline.p50)} ms, p99 ${formatNumber(baseline.p99)} ms`,
          },
          { label: 'rows written', ours: ours.operations.toLocaleString('en-US'), baseline: baseline.operations.toLocaleString('en-US') },
        ],
      },
    ];
  },
};
