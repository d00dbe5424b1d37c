import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { EventMetadata } from '../backend/src/platform/event-store/event.types';
import { EventStore } from '../backend/src/platform/event-store/event-store';
import { ProjectionRegistry } from '../backend/src/platform/event-store/projection-registry';
import { combine, formatNumber, PhaseResult, runPhase } from './bench.support';
import { Benchmark, Measurement } from './bench.types';

const CONCURRENCIES = [1, 16];
const MAX_WORKERS = 16;
const STREAMS_PER_WORKER = 125; // 2,000 streams in all at 16 writers, appended to round-robin
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
  private readonly versions = Array.from({ length: MAX_WORKERS }, () => new Array<number>(STREAMS_PER_WORKER).fill(0));
  private readonly cursor = new Array<number>(MAX_WORKERS).fill(0);

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

/** The events table itself, copied: same columns, defaults (xid8, bigserial), keys and indexes. */
async function createSameTable(dataSource: DataSource): Promise<void> {
  await dataSource.query(`CREATE TABLE bench_same_events (LIKE events INCLUDING ALL)`);
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

function plainInsert(dataSource: DataSource, table: string, row: Row): Promise<unknown> {
  return dataSource.query(
    `INSERT INTO ${table} (event_id, stream_id, stream_type, stream_version, event_type, schema_version, data, metadata, occurred_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9)`,
    [row.eventId, row.streamId, STREAM_TYPE, row.version, EVENT_TYPE, 1, JSON.stringify(row.data), JSON.stringify(row.metadata), row.occurredAt],
  );
}

/**
 * EventStore.append (one event per append: one call of append_to_stream doing the version check,
 * the insert with its xid8, unique and commit-order indexes, and RETURNING) against autocommit
 * INSERTs of the same rows (a) into a copy of the events table with the same keys and indexes and
 * (b) into a bare heap, all through the same TypeORM pool, at 1 and at 16 concurrent writers.
 */
export const eventAppendBenchmark: Benchmark = {
  id: 'event-append',
  title: 'EventStore.append vs INSERT into the same table and into a bare heap',
  async run(context): Promise<Measurement[]> {
    const { dataSource } = await context.database();
    await createPlainTable(dataSource);
    await createSameTable(dataSource);
    const store = new EventStore(dataSource, new ProjectionRegistry()); // no projections: the store's own cost
    const measurements: Measurement[] = [];
    for (const concurrency of CONCURRENCIES) {
      const heapStreams = new Streams(`heap${concurrency}`);
      const sameStreams = new Streams(`same${concurrency}`);
      const appendStreams = new Streams(`append${concurrency}`);
      const insertInto = (table: string, streams: Streams) => async (worker: number) => {
        const stream = streams.next(worker);
        await plainInsert(dataSource, table, nextRow(stream.streamId, stream.current + 1));
        stream.commit();
      };
      const heapOne = insertInto('bench_plain_events', heapStreams);
      const sameOne = insertInto('bench_same_events', sameStreams);
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

      context.log(`event append x${concurrency}: warming up (${WARM_UP_SECONDS} s each)`);
      for (const op of [heapOne, sameOne, appendOne]) await runPhase(WARM_UP_SECONDS, concurrency, op);
      const heap: PhaseResult[] = [];
      const same: PhaseResult[] = [];
      const append: PhaseResult[] = [];
      const share = context.seconds / ROUNDS;
      for (let round = 1; round <= ROUNDS; round += 1) {
        context.log(`event append x${concurrency}: round ${round}/${ROUNDS} (${share} s each: heap INSERT, same-table INSERT, append)`);
        heap.push(await runPhase(share, concurrency, heapOne));
        same.push(await runPhase(share, concurrency, sameOne));
        append.push(await runPhase(share, concurrency, appendOne));
      }
      const ours = combine(append);
      const sameTable = combine(same);
      const bareHeap = combine(heap);
      const latency = (r: ReturnType<typeof combine>) => `p50 ${formatNumber(r.p50)} ms, p99 ${formatNumber(r.p99)} ms`;
      const name = `event append (1 event/append, ${concurrency} concurrent)`;
      measurements.push(
        {
          name,
          unit: 'events/s',
          ours: ours.perSecond,
          baselineName: 'INSERT, same table and indexes',
          baseline: sameTable.perSecond,
          higherIsBetter: true,
          details: [{ label: 'latency per append / insert', ours: latency(ours), baseline: latency(sameTable) }],
        },
        {
          name: `${name} vs bare heap`,
          unit: 'events/s',
          ours: ours.perSecond,
          baselineName: 'INSERT, bare heap',
          baseline: bareHeap.perSecond,
          higherIsBetter: true,
          details: [{ label: 'latency per insert (heap)', ours: latency(ours), baseline: latency(bareHeap) }],
        },
      );
    }
    const [{ count }] = await dataSource.query<Array<{ count: string }>>(`SELECT count(*)::text AS count FROM events`);
    if (Number(count) === 0) throw new Error('No events stored by the append phases');
    return measurements;
  },
};
