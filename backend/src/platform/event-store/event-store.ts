import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { DataSource, QueryRunner } from 'typeorm';
import { AppendResult, EventMetadata, ExpectedVersion, NewEvent, StoredEvent } from './event.types';
import { ConcurrencyError } from './event-store.errors';
import { ProjectionRegistry } from './projection-registry';
import { SqlExecutor } from './sql-executor';
import { Upcasters } from './upcasters';

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

export interface AppendOptions {
  schemaVersions?: Record<string, number>;
  /** The clock comes from the command so decide() and the stored time agree. */
  occurredAt?: Date;
  /**
   * More work that must commit or roll back with these events, run in the append's DB transaction
   * after the inline projections and outbox rows (an erasure's key destruction, docs/adr/0011).
   */
  within?: (sql: SqlExecutor, stored: readonly StoredEvent[]) => Promise<void>;
}

/**
 * Appends and reads event streams (DESIGN.md, "The shape" 1–5). One append is one DB transaction:
 * the events at the expected version, the inline projections, and the outbox rows — all or nothing.
 */
export class EventStore {
  /** Nudges in-process readers right after a commit so they need not wait for their next poll. */
  readonly appended = new EventEmitter();

  constructor(
    private readonly dataSource: DataSource,
    private readonly projections: ProjectionRegistry,
    private readonly upcasters: Upcasters = new Upcasters(),
  ) {}

  async readStream(streamId: string): Promise<{ version: number; events: StoredEvent[] }> {
    const rows: EventRow[] = await this.dataSource.query(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 ORDER BY stream_version`,
      [streamId],
    );
    const events = rows.map((row) => this.toStoredEvent(row));
    return { version: events.at(-1)?.streamVersion ?? 0, events };
  }

  async append(
    streamId: string,
    streamType: string,
    expected: ExpectedVersion,
    events: readonly NewEvent[],
    metadata: EventMetadata,
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    if (events.length === 0) {
      const { version } = await this.readStream(streamId);
      return { nextExpectedVersion: version, events: [] };
    }
    const stored = await this.appendMany([{ streamId, streamType, expected, events }], metadata, options);
    return { nextExpectedVersion: stored.at(-1)!.streamVersion, events: stored };
  }

  /**
   * Appends to several streams in one DB transaction: all of them or none (a registration's invite
   * use and new account, docs/adr/0011-erasure-routine.md). Each stream keeps its own expected version.
   */
  async appendMany(
    appends: readonly { streamId: string; streamType: string; expected: ExpectedVersion; events: readonly NewEvent[] }[],
    metadata: EventMetadata,
    options: AppendOptions = {},
  ): Promise<StoredEvent[]> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction('READ COMMITTED');
      const stored: StoredEvent[] = [];
      for (const append of appends) {
        if (append.events.length === 0) continue;
        stored.push(...(await this.appendWithin(runner, append.streamId, append.streamType, append.expected, append.events, metadata, options)));
      }
      await runner.commitTransaction();
      if (stored.length > 0) this.appended.emit('appended', stored);
      return stored;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
  }

  private async appendWithin(
    runner: QueryRunner,
    streamId: string,
    streamType: string,
    expected: ExpectedVersion,
    events: readonly NewEvent[],
    metadata: EventMetadata,
    options: AppendOptions,
  ): Promise<StoredEvent[]> {
    const sql: SqlExecutor = { query: (text, params) => runner.query(text, params) };
    // Read-only until the INSERT: the transaction's xid (commit order for readers) is assigned at
    // its first write, which is therefore always after the previous version of the stream committed.
    const [{ version }] = await sql.query<{ version: number }>(
      'SELECT coalesce(max(stream_version), 0)::int AS version FROM events WHERE stream_id = $1',
      [streamId],
    );
    const expectedNumber = expected === 'no_stream' ? 0 : expected;
    if (expectedNumber !== 'any' && expectedNumber !== version) {
      throw new ConcurrencyError(streamId, String(expected), version);
    }

    const occurredAt = options.occurredAt ?? new Date();
    const values: unknown[] = [];
    const tuples = events.map((event, index) => {
      const base = values.length;
      values.push(
        randomUUID(),
        streamId,
        streamType,
        version + index + 1,
        event.type,
        options.schemaVersions?.[event.type] ?? this.upcasters.currentVersion(event.type),
        JSON.stringify(event.data),
        JSON.stringify(metadata),
        occurredAt,
      );
      const p = (n: number) => `$${base + n}`;
      return `(${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}::jsonb, ${p(8)}::jsonb, ${p(9)})`;
    });
    let rows: EventRow[];
    try {
      rows = await sql.query<EventRow>(
        `INSERT INTO events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, data, metadata, occurred_at)
         VALUES ${tuples.join(', ')}
         RETURNING ${EVENT_COLUMNS}`,
        values,
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConcurrencyError(streamId, String(expected), version + 1);
      throw error;
    }
    const stored = rows.map((row) => this.toStoredEvent(row));
    for (const event of stored) {
      await this.projections.applyInline(sql, event);
      await this.projections.writeOutbox(sql, event);
    }
    if (options.within) await options.within(sql, stored);
    return stored;
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

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; driverError?: { code?: string } }).driverError?.code ?? (error as { code?: string }).code;
  return code === '23505';
}

export type { EventRow };
