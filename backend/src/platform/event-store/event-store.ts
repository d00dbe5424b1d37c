import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { DataSource } from 'typeorm';
import { AppendResult, EventMetadata, ExpectedVersion, NewEvent, StoredEvent } from './event.types';
import { ConcurrencyError } from './event-store.errors';
import { ProjectionRegistry } from './projection-registry';
import { SqlExecutor, sqlOf } from './sql-executor';
import { BatchedTransaction, SimpleQueryClient } from './batched-transaction';
import { Upcasters } from './upcasters';
import { replacedAt, SealedSnapshot } from './sealed-snapshot';
import { PersonalDataSealing } from '../privacy/personal-data-sealing';
import { VaultKeyCache } from '../privacy/personal-data-vault';

interface EventRow {
  global_position: string;
  event_id: string;
  stream_id: string;
  stream_type: string;
  stream_version: number;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
  occurred_at: Date;
  transaction_id: string;
}

export const EVENT_COLUMNS = `global_position, event_id, stream_id, stream_type, stream_version, event_type,
  schema_version, data, metadata, occurred_at, transaction_id::text AS transaction_id`;

/**
 * The readers' commit order (ADR 0002), for an ORDER BY over `SELECT ${EVENT_COLUMNS} FROM events`.
 * Qualified on purpose: EVENT_COLUMNS names `transaction_id::text` as `transaction_id`, and an
 * unqualified ORDER BY name means that output column, so ids were sorted as text ('100' before '99')
 * and the cursors skipped or repeated events wherever the ids crossed a power of ten (issue 18).
 */
export const COMMIT_ORDER = 'events.transaction_id, events.global_position';

export interface AppendOptions {
  schemaVersions?: Record<string, number>;
  /** The clock comes from the command so decide() and the stored time agree. */
  occurredAt?: Date;
  /**
   * More work that must commit or roll back with these events, run in the append's DB transaction
   * after the inline projections and outbox rows (an erasure's key destruction, docs/adr/0011).
   */
  within?: (sql: SqlExecutor, stored: readonly StoredEvent[]) => Promise<void>;
  /**
   * Other streams appended in the same DB transaction, each at its own expected version (an
   * erasure releasing the person's e-mail reservation). A conflict on one fails the whole append.
   */
  alongside?: readonly StreamAppend[];
  /**
   * A read run last in the append's transaction, after the inline projections: the command's answer
   * exactly as a read of the rows it just wrote gives it (the same query, so the same read policy),
   * sent with the commit instead of after it (ADR 0086). Its rows come back as `AppendResult.answer`.
   */
  answer?: { text: string; values: unknown[] };
}

/** One stream's part of an append. */
export interface StreamAppend {
  streamId: string;
  streamType: string;
  expected: ExpectedVersion;
  events: readonly NewEvent[];
}

interface AppendCall {
  append: StreamAppend;
  text: string;
  values: unknown[];
}

/** Reads that open personal fields in one go share their keys (ADR 0016). */
export interface ReadOptions {
  sql?: SqlExecutor;
  keys?: VaultKeyCache;
  /** The events as stored, personal fields still sealed: what a sealed snapshot is folded from (ADR 0081). */
  asStored?: boolean;
}

export interface SnapshotReadOptions extends ReadOptions {
  /** The stream as of this version: a snapshot taken later is not used, and no later event is read (a projection's fold). */
  upTo?: number;
}

/** Which stream's statement failed inside a multi-stream append, so the conflict names it. */
class StreamAppendFailed extends Error {
  constructor(
    readonly append: StreamAppend,
    readonly failure: unknown,
  ) {
    super(`Append to ${append.streamId} failed`);
  }
}

/**
 * Appends and reads event streams (DESIGN.md, "The shape" 1–5; ADR 0002, 0015). One append is one DB
 * transaction: the events at the expected version, the inline projections, and the outbox rows — all
 * or nothing. Upcasters come in from the platform module, where every module registers its own.
 */
export class EventStore {
  /** Nudges in-process readers right after a commit so they need not wait for their next poll. */
  readonly appended = new EventEmitter();

  constructor(
    private readonly dataSource: DataSource,
    private readonly projections: ProjectionRegistry,
    private readonly upcasters: Upcasters = new Upcasters(),
    /** Seals declared personal fields on append and opens them on read; without it events pass as they are. */
    private readonly sealing?: PersonalDataSealing,
  ) {}

  /** The stream's events after `afterVersion` (all of them by default), in stream order, personal fields open. */
  async readStream(streamId: string, afterVersion = 0, options: ReadOptions = {}): Promise<{ version: number; events: StoredEvent[] }> {
    // On the caller's connection when given: one that holds a transaction must not wait for a second.
    const sql: SqlExecutor = options.sql ?? sqlOf(this.dataSource);
    const rows = await sql.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 AND stream_version > $2 ORDER BY stream_version`,
      [streamId, afterVersion],
    );
    const events = await this.readEvents(rows, options);
    return { version: events.at(-1)?.streamVersion ?? afterVersion, events };
  }

  /**
   * The stream's snapshot of this schema version, if any, and the events after it, in one round trip
   * (ADR 0015, 0081): a command's load costs one query whether or not the stream has a snapshot.
   */
  async readStreamFromSnapshot(
    streamId: string,
    schemaVersion: number,
    options: SnapshotReadOptions = {},
  ): Promise<{ snapshot: { version: number; state: unknown } | undefined; version: number; events: StoredEvent[] }> {
    const sql: SqlExecutor = options.sql ?? sqlOf(this.dataSource);
    // The snapshot's state rides on the first row only; a stream with no event after it answers one row without an event.
    const rows = await sql.query<EventRow & { snapshot_version: number | null; snapshot_state: unknown }>(
      `SELECT snap.stream_version AS snapshot_version,
              CASE WHEN row_number() OVER (ORDER BY e.stream_version) = 1 THEN snap.state END AS snapshot_state, e.*
         FROM (SELECT 1) AS one
         LEFT JOIN stream_snapshots snap ON snap.stream_id = $1 AND snap.schema_version = $2 AND snap.stream_version <= $3
         LEFT JOIN LATERAL (SELECT ${EVENT_COLUMNS} FROM events
                             WHERE stream_id = $1 AND stream_version > coalesce(snap.stream_version, 0) AND stream_version <= $3) e ON true
        ORDER BY e.stream_version`,
      [streamId, schemaVersion, options.upTo ?? 2_147_483_647],
    );
    const first = rows[0];
    const snapshot = first && first.snapshot_version !== null ? { version: first.snapshot_version, state: first.snapshot_state } : undefined;
    const events = await this.readEvents(
      rows.filter((row) => row.event_id !== null),
      options,
    );
    return { snapshot, version: events.at(-1)?.streamVersion ?? snapshot?.version ?? 0, events };
  }

  /**
   * Rows of the events table as readers see them: upcast, personal fields opened (an erased
   * person's as ERASED_PERSONAL_DATA). Every read path goes through here: streams, subscribers,
   * parked retries, rebuilds.
   */
  async readEvents(rows: readonly EventRow[], options: ReadOptions = {}): Promise<StoredEvent[]> {
    const events = rows.map((row) => this.toStoredEvent(row));
    return options.asStored ? events : this.openEvents(events, options);
  }

  /** Events read `asStored`, their personal fields opened as every other read opens them. */
  async openEvents(events: StoredEvent[], options: ReadOptions = {}): Promise<StoredEvent[]> {
    return this.sealing ? this.sealing.open(events, options.sql, options.keys) : events;
  }

  /** The keys of the people of these sealed values, read in one query into `keys` (ADR 0086). */
  async prefetchKeys(sealed: Iterable<string>, options: ReadOptions & { keys: VaultKeyCache }): Promise<void> {
    await this.sealing?.prefetchKeys(sealed, options.sql, options.keys);
  }

  /** The sealed values in the declared personal fields of events read `asStored` (ADR 0081). */
  sealedValues(events: readonly StoredEvent[]): Set<string> {
    return this.sealing?.sealedValues(events) ?? new Set();
  }

  /**
   * A sealed snapshot's state with the values at its sealed paths opened (an erased person's as
   * ERASED_PERSONAL_DATA), as `readStream` opens the events it was folded from (ADR 0081).
   */
  async openSnapshot<TState>(snapshot: SealedSnapshot<TState>, options: ReadOptions = {}): Promise<TState> {
    const sealing = this.sealing;
    if (!sealing || snapshot.sealed.length === 0) return snapshot.state;
    const opened = new Map<string, Promise<string>>(); // a value copied into the state twice (a close's record) is opened once
    const keys = options.keys ?? new Map();
    return replacedAt(snapshot.state, snapshot.sealed, (value) => {
      let plain = opened.get(value);
      if (!plain) opened.set(value, (plain = sealing.openOne(value, options.sql, keys)));
      return plain;
    });
  }

  /**
   * Appends at the expected version in one round trip when no inline projection or outbox route
   * handles the events (one autocommit call of `append_to_stream`), otherwise in one transaction
   * with them. `any` is retried when a concurrent append took the same version: it means "wherever
   * the stream is", so losing a race is not a conflict for it.
   */
  async append(
    streamId: string,
    streamType: string,
    expected: ExpectedVersion,
    events: readonly NewEvent[],
    metadata: EventMetadata,
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    if (events.length === 0) {
      const version = await this.streamVersion(streamId);
      if (expected !== 'any' && expectedNumber(expected) !== version) throw new ConcurrencyError(streamId, String(expected), version);
      const answer = options.answer ? await this.dataSource.query<Record<string, unknown>[]>(options.answer.text, options.answer.values) : undefined;
      return { nextExpectedVersion: version, events: [], answer };
    }
    const answered: { rows?: Record<string, unknown>[] } = {};
    const stored = await this.appendMany([{ streamId, streamType, expected, events }, ...(options.alongside ?? [])], metadata, options, answered);
    const own = stored.filter((event) => event.streamId === streamId);
    return { nextExpectedVersion: own.at(-1)!.streamVersion, events: own, answer: answered.rows };
  }

  /**
   * Appends to several streams in one DB transaction: all of them or none (a registration's invite
   * use and new account, docs/adr/0011-erasure-routine.md). Each stream keeps its own expected version.
   */
  async appendMany(
    appends: readonly StreamAppend[],
    metadata: EventMetadata,
    options: AppendOptions = {},
    answered: { rows?: Record<string, unknown>[] } = {},
  ): Promise<StoredEvent[]> {
    const nonEmpty = appends.filter((append) => append.events.length > 0);
    if (nonEmpty.length === 0) return [];
    const sealing = this.sealing && nonEmpty.some((append) => this.sealing!.needsSealing(append.events)) ? this.sealing : undefined;
    const inTransaction =
      nonEmpty.length > 1 ||
      options.within !== undefined ||
      options.answer !== undefined ||
      sealing !== undefined ||
      nonEmpty.some((append) => append.events.some((event) => this.projections.hasInlineWork(event.type)));
    const attempts = nonEmpty.every((append) => append.expected === 'any') ? ANY_RETRIES + 1 : 1;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const stored = await this.appendOnce(nonEmpty, metadata, inTransaction, options, sealing, answered);
        this.appended.emit('appended', stored);
        return stored;
      } catch (error) {
        if (!(error instanceof StreamAppendFailed)) throw error;
        const { append, failure } = error;
        if (isVersionTaken(failure)) {
          if (attempt < attempts) continue;
          throw new ConcurrencyError(append.streamId, String(append.expected), await this.streamVersion(append.streamId));
        }
        if (isVersionMismatch(failure)) throw new ConcurrencyError(append.streamId, String(append.expected), Number(pgError(failure).detail));
        throw failure;
      }
    }
  }

  /**
   * With sealing, the declared personal fields are sealed with the transaction's `sql` (a new
   * person's key commits with their events), and what the inline projections, outbox routes and the
   * caller get back is the plain data that was decided: nobody downstream opens the vault.
   *
   * The transaction goes in batches (ADR 0086): writes nobody reads are queued and sent with the next
   * read or with `COMMIT`, so an append whose inline projections only write is two round trips, `BEGIN`
   * with the insert, then the projections' and outbox's writes with `COMMIT`.
   */
  private async appendOnce(
    appends: readonly StreamAppend[],
    metadata: EventMetadata,
    inTransaction: boolean,
    options: AppendOptions,
    sealing: PersonalDataSealing | undefined,
    answered: { rows?: Record<string, unknown>[] },
  ): Promise<StoredEvent[]> {
    const callOf = (append: StreamAppend, events: readonly NewEvent[]): AppendCall => ({
      append,
      ...this.appendCall(append.streamId, append.streamType, append.expected, events, metadata, options),
    });
    const keys: VaultKeyCache = new Map(); // one read of each person's key for the whole append
    const run = async (sql: SqlExecutor, append: StreamAppend) => {
      const call = callOf(append, sealing ? await sealing.seal(append.events, sql, keys) : append.events);
      try {
        const stored = (await sql.query<EventRow>(call.text, call.values)).map((row) => this.toStoredEvent(row));
        return sealing ? stored.map((event, i) => ({ ...event, data: append.events[i].data })) : stored;
      } catch (failure) {
        throw new StreamAppendFailed(call.append, failure);
      }
    };
    if (!inTransaction) return run(this.dataSource, appends[0]);
    const runner = this.dataSource.createQueryRunner();
    const tx = new BatchedTransaction((await runner.connect()) as SimpleQueryClient);
    try {
      // Each insert is a read (its rows are the stored events): BEGIN goes with the first, and the
      // projections' and outbox's writes (queued, nobody reads them) go with COMMIT.
      const sql = tx.sql;
      const stored: StoredEvent[] = [];
      for (const append of appends) stored.push(...(await run(sql, append)));
      for (const event of stored) {
        await this.projections.applyInline(sql, event);
        await this.projections.writeOutbox(sql, event);
      }
      if (options.within) await options.within(sql, stored);
      const answer = options.answer ? tx.later(options.answer.text, options.answer.values) : undefined;
      answer?.catch(() => undefined); // its failure is the commit's
      await tx.commit();
      if (answer) answered.rows = await answer;
      return stored;
    } catch (error) {
      if (tx.started) await tx.rollback().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  private appendCall(
    streamId: string,
    streamType: string,
    expected: ExpectedVersion,
    events: readonly NewEvent[],
    metadata: EventMetadata,
    options: AppendOptions,
  ): { text: string; values: unknown[] } {
    return {
      text: `SELECT ${EVENT_COLUMNS} FROM append_to_stream($1, $2, $3, $4::uuid[], $5::text[], $6::integer[], $7::jsonb[], $8::jsonb, $9)`,
      values: [
        streamId,
        streamType,
        expected === 'any' ? null : expectedNumber(expected),
        events.map(() => randomUUID()),
        events.map((event) => event.type),
        events.map((event) => options.schemaVersions?.[event.type] ?? this.upcasters.currentVersion(event.type)),
        events.map((event) => JSON.stringify(event.data)),
        JSON.stringify(metadata),
        options.occurredAt ?? new Date(),
      ],
    };
  }

  async streamVersion(streamId: string): Promise<number> {
    const [{ version }] = await this.dataSource.query<Array<{ version: number }>>(
      'SELECT coalesce(max(stream_version), 0)::int AS version FROM events WHERE stream_id = $1',
      [streamId],
    );
    return version;
  }

  /** Keeps the newer snapshot, or the one of the current schema version, when two writers race. */
  async writeSnapshot(streamId: string, version: number, schemaVersion: number, state: unknown): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO stream_snapshots (stream_id, stream_version, schema_version, state) VALUES ($1, $2, $3, $4::jsonb)
       ON CONFLICT (stream_id) DO UPDATE SET stream_version = EXCLUDED.stream_version, schema_version = EXCLUDED.schema_version,
         state = EXCLUDED.state, taken_at = now()
       WHERE stream_snapshots.stream_version < EXCLUDED.stream_version OR stream_snapshots.schema_version <> EXCLUDED.schema_version`,
      [streamId, version, schemaVersion, JSON.stringify(state)],
    );
  }

  toStoredEvent(row: EventRow): StoredEvent {
    const upcast = this.upcasters.upcast(row.event_type, row.schema_version, row.data);
    return {
      eventId: row.event_id,
      globalPosition: String(row.global_position),
      streamId: row.stream_id,
      streamType: row.stream_type,
      streamVersion: row.stream_version,
      type: row.event_type,
      schemaVersion: upcast.schemaVersion,
      data: upcast.data,
      metadata: row.metadata,
      occurredAt: new Date(row.occurred_at),
      transactionId: String(row.transaction_id),
    };
  }
}

/** How often `any` re-tries after a concurrent append took the version it read. */
const ANY_RETRIES = 5;

const expectedNumber = (expected: number | 'no_stream') => (expected === 'no_stream' ? 0 : expected);

interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
}

function pgError(error: unknown): PgError {
  return (error as { driverError?: PgError }).driverError ?? (error as PgError);
}

/** Raised by append_to_stream when the stream is not at the expected version (migration 1732200009000). */
function isVersionMismatch(error: unknown): boolean {
  return pgError(error).code === 'ES409';
}

/** A concurrent append committed the same stream version first. */
function isVersionTaken(error: unknown): boolean {
  const e = pgError(error);
  return e.code === '23505' && e.constraint === 'events_stream_version_unique';
}

export type { EventRow };
