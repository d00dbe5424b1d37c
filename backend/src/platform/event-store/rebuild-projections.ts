import { randomBytes } from 'node:crypto';
import { DataSource, QueryRunner } from 'typeorm';
import { COMMIT_ORDER, EVENT_COLUMNS, EventRow, EventStore } from './event-store';
import { ALL_EVENTS, Projection, ProjectionReplay, ReplayFailure } from './projection';
import { ProjectionRegistry } from './projection-registry';
import { StoredEvent } from './event.types';
import { SqlExecutor } from './sql-executor';
import { projectionSubscriptionId } from './subscriptions';
import { subscriptionLock } from './subscription-runner';

export interface RebuildOptions {
  /** Projection names; all of them when absent. */
  only?: readonly string[];
  batchSize?: number;
  /** Called after each replayed batch (progress output; tests use it to write meanwhile). */
  onBatch?: (projection: string, replayed: number) => void | Promise<void>;
  /** Called once a projection's rebuilt tables are in place, before the next projection starts. */
  onRebuilt?: (projection: string) => void | Promise<void>;
}

export interface RebuildResult {
  projections: string[];
  events: number;
  tables: string[];
}

/** How long the swap may wait for a table lock before it gives up and tries again (below deadlock_timeout). */
const SWAP_LOCK_TIMEOUT = '500ms';
const SWAP_ATTEMPTS = 20;

interface Position {
  tx: string;
  position: string;
}

interface StreamPosition {
  streamId: string;
  version: number;
}

/** The largest global_position (bigint): a position after every event of its transaction. */
const MAX_POSITION = '9223372036854775807';

/**
 * Rebuilds read tables from the event log without stopping the application (ADR 0015), one
 * projection at a time:
 *
 * 1. Shadow copies of the projection's tables (same columns, constraints and index names) in a schema
 *    of its own. The projection writes into them unchanged: its unqualified table names resolve there
 *    first through `search_path`.
 * 2. The log is replayed in commit order in short batches, each its own transaction (a long one would
 *    hold every async reader back, ADR 0002), reading only below `pg_snapshot_xmin` so no transaction
 *    that commits late can land behind the replay's position. Appends and reads go on meanwhile. A
 *    projection with a `replay` takes each batch whole (ADR 0089), otherwise `apply` takes each event.
 *    A replay of independent streams gets the first pass stream by stream instead (ADR 0093).
 * 3. The swap, one short transaction: an async projection's checkpoint row first (as its subscriber
 *    takes it, so the two cannot deadlock; the subscriber skips it meanwhile), then the live tables
 *    ACCESS EXCLUSIVE with a lock timeout below the deadlock timeout (a waiting append is never the
 *    one aborted; the swap retries). Under those locks the tail written since phase 2 is replayed into
 *    the shadow, the live tables are dropped and the shadow ones moved into their place; an async
 *    projection's checkpoint moves to the end of what was replayed. An append that was waiting for
 *    the table writes into the new one: PostgreSQL looks the name up again after a concurrent DROP.
 */
export async function rebuildProjections(
  dataSource: DataSource,
  registry: ProjectionRegistry,
  store: EventStore,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const known = registry.all();
  const unknown = (options.only ?? []).filter((name) => !known.some((p) => p.name === name));
  if (unknown.length > 0) {
    throw new Error(`No projection named ${unknown.join(', ')}; known: ${known.map((p) => p.name).join(', ')}`);
  }
  const selected = options.only ? known.filter((p) => options.only!.includes(p.name)) : known;
  const result: RebuildResult = { projections: [], events: 0, tables: [] };
  for (const projection of selected) {
    result.events += await new ProjectionRebuild(dataSource, store, projection, options).run();
    result.projections.push(projection.name);
    result.tables.push(...projection.readTables);
    await options.onRebuilt?.(projection.name);
  }
  return result;
}

class ProjectionRebuild {
  private readonly shadow: string;
  private readonly batchSize: number;
  private after: Position = { tx: '0', position: '0' };
  private replayed = 0;
  /** The projection's batch replay, if it has one (ADR 0089); made again after a rollback, which undoes what it kept. */
  private replay: ProjectionReplay | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly projection: Projection,
    private readonly options: RebuildOptions,
  ) {
    // A schema of this run's own: two rebuilds of one projection (two operators, a test and a script)
    // never write into, or drop, each other's shadow tables.
    this.shadow = `rebuild_${projection.name.replace(/[^a-z0-9]+/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
    this.batchSize = options.batchSize ?? 1_000;
    this.replay = projection.replay?.();
  }

  async run(): Promise<number> {
    await this.createShadowTables();
    try {
      // Twice: the second pass picks up what was appended during the first, so the tail replayed
      // under the swap's locks stays short.
      for (let pass = 0; pass < 2; pass += 1) {
        // Each pass stops at the horizon it started with, so a writer faster than the replay
        // cannot keep it running; the swap replays what is left.
        const [{ horizon }] = await this.dataSource.query<Array<{ horizon: string }>>(
          'SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon',
        );
        // The bulk of the log stream by stream when the projection allows it (ADR 0093): a deal's events
        // then come one after another, however many deals a day's events interleave.
        const byStream = pass === 0 && this.replay?.independentStreams === true;
        for (let streamsAfter: StreamPosition = { streamId: '', version: 0 }; ; ) {
          const count = await this.inTransaction(async (sql) => {
            if (!byStream) return this.replayBatch(sql, horizon);
            const rows = await this.streamBatch(sql, horizon, streamsAfter);
            if (rows.length > 0) streamsAfter = { streamId: rows.at(-1)!.stream_id, version: rows.at(-1)!.stream_version };
            return this.replayRows(sql, rows);
          });
          if (count > 0) await this.options.onBatch?.(this.projection.name, this.replayed);
          if (count < this.batchSize) break;
        }
        // Every transaction below the horizon had ended when it was taken, and all of them are replayed:
        // the commit order goes on from the horizon's own transaction.
        if (byStream) this.after = { tx: String(BigInt(horizon) - 1n), position: MAX_POSITION };
      }
      await this.swap();
    } finally {
      await this.dataSource.query(`DROP SCHEMA IF EXISTS "${this.shadow}" CASCADE`);
    }
    return this.replayed;
  }

  private async createShadowTables(): Promise<void> {
    await this.dataSource.query(`DROP SCHEMA IF EXISTS "${this.shadow}" CASCADE`);
    await this.dataSource.query(`CREATE SCHEMA "${this.shadow}"`);
    for (const table of this.projection.readTables) {
      const live = `public."${table}"`;
      const copy = `"${this.shadow}"."${table}"`;
      // LIKE would name indexes its own way; they are recreated under their live names instead, so
      // the swapped-in table is indistinguishable from one the migrations made.
      await this.dataSource.query(`CREATE TABLE ${copy} (LIKE ${live} INCLUDING ALL EXCLUDING INDEXES)`);
      const constraints = await this.dataSource.query<Array<{ name: string; definition: string }>>(
        `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
          WHERE conrelid = $1::regclass AND contype IN ('p', 'u', 'x') ORDER BY conname`,
        [live],
      );
      for (const { name, definition } of constraints) {
        await this.dataSource.query(`ALTER TABLE ${copy} ADD CONSTRAINT "${name}" ${definition}`);
      }
      const indexes = await this.dataSource.query<Array<{ definition: string }>>(
        `SELECT pg_get_indexdef(i.indexrelid) AS definition FROM pg_index i
          WHERE i.indrelid = $1::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
        [live],
      );
      for (const { definition } of indexes) {
        await this.dataSource.query(definition.replace(/ ON (ONLY )?\S+ USING /, ` ON ${copy} USING `));
      }
    }
  }

  /**
   * Replays the next batch into the shadow tables. `below`: only transactions older than that xid
   * (a pass's bound), 'horizon': below the current commit horizon, 'all': whatever is visible.
   */
  private async replayBatch(sql: SqlExecutor, below: string | 'horizon' | 'all'): Promise<number> {
    const bound =
      below === 'all' ? '' : below === 'horizon' ? 'AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())' : 'AND transaction_id < $6::xid8';
    const rows = await sql.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events
        WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) ${bound}
          AND ($4 OR event_type = ANY($5::text[]))
        ORDER BY ${COMMIT_ORDER} LIMIT $3`,
      [this.after.tx, this.after.position, this.batchSize, ...this.typesRead(), ...(bound.includes('$6') ? [below] : [])],
    );
    const replayed = await this.replayRows(sql, rows);
    const last = rows.at(-1);
    if (last) this.after = { tx: String(last.transaction_id), position: String(last.global_position) };
    return replayed;
  }

  /** The next batch below a pass's horizon in stream order: by stream id, each stream's events in version order (ADR 0093). */
  private streamBatch(sql: SqlExecutor, below: string, after: StreamPosition): Promise<EventRow[]> {
    return sql.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events
        WHERE (stream_id, stream_version) > ($1::text, $2::integer) AND transaction_id < $6::xid8
          AND ($4 OR event_type = ANY($5::text[]))
        ORDER BY stream_id, stream_version LIMIT $3`,
      [after.streamId, after.version, this.batchSize, ...this.typesRead(), below],
    );
  }

  /** Whether the projection reads every type, and the types it reads: the replay's `reads`, or what `apply` handles. */
  private typesRead(): [boolean, readonly string[]] {
    const types = this.replay?.reads ?? this.projection.handles;
    return [types.includes(ALL_EVENTS), types];
  }

  /** Replays rows read in the order the projection is to see them. */
  private async replayRows(sql: SqlExecutor, rows: readonly EventRow[]): Promise<number> {
    const events = await this.store.readEvents(rows, { sql, asStored: this.replay?.asStored });
    if (this.replay && events.length > 0) {
      try {
        await this.replay.applyBatch(sql, events);
      } catch (error) {
        const failure = error instanceof ReplayFailure ? error : undefined;
        const cause = failure ? failure.failure : error;
        const index = Math.max(0, failure ? events.indexOf(failure.event) : 0);
        throw new RebuildReplayError(this.projection.name, events[index]!, cause, await this.diagnosis(cause, events, index));
      }
    }
    for (const [index, event] of this.replay ? [] : events.entries()) {
      try {
        await this.projection.apply(sql, event);
      } catch (error) {
        throw new RebuildReplayError(this.projection.name, event, error, await this.diagnosis(error, events, index));
      }
    }
    this.replayed += rows.length;
    return rows.length;
  }

  /**
   * What a refused replay needs to be traced (issue 18: a duplicate key seen only on loaded machines):
   * where in its batch the event was, whether the batch read it twice, and for a duplicate key which
   * row of the shadow table, as committed by the earlier batches, already holds the key (read on a
   * connection of its own: this transaction is aborted).
   */
  private async diagnosis(error: unknown, events: readonly StoredEvent[], index: number): Promise<string> {
    const event = events[index]!;
    const copies = events.filter((other) => other.globalPosition === event.globalPosition).length;
    const facts = [`event ${index + 1} of a batch of ${events.length} from position ${events[0]!.globalPosition}`, `read ${copies} time(s) in the batch`];
    const driver = (error as { driverError?: PgErrorFields }).driverError ?? (error as PgErrorFields);
    const key = driver.code === '23505' ? /^Key \((.+)\)=\((.*)\) already exists/.exec(driver.detail ?? '') : null;
    if (key && driver.table) {
      const columns = key[1]!.split(', ');
      const values = key[2]!.split(', ');
      if (columns.length === values.length) {
        try {
          const where = columns.map((column, i) => `t."${column.replace(/"/g, '""')}"::text = $${i + 1}`).join(' AND ');
          const held = await this.dataSource.query<Array<{ row: string }>>(
            `SELECT row_to_json(t)::text AS row FROM "${this.shadow}"."${driver.table.replace(/"/g, '""')}" t WHERE ${where}`,
            values,
          );
          const earlier = events.slice(0, index).filter((other) => other.streamId === event.streamId).map((other) => `${other.type} v${other.streamVersion}`);
          facts.push(
            held.length > 0
              ? `the key is held by ${held.map((row) => row.row).join(', ')} (committed by an earlier batch)`
              : `no committed row holds the key: an earlier event of this batch wrote it${earlier.length > 0 ? ` (same stream before it: ${earlier.join(', ')})` : ''}`,
          );
        } catch (lookup) {
          facts.push(`the key's holder could not be read: ${lookup instanceof Error ? lookup.message : String(lookup)}`);
        }
      }
    }
    return facts.join('; ');
  }

  private async swap(): Promise<void> {
    const checkpoint = this.projection.mode === 'async' ? projectionSubscriptionId(this.projection.name) : undefined;
    for (let attempt = 1; ; attempt += 1) {
      const before = { ...this.after };
      const replayedBefore = this.replayed;
      try {
        await this.inTransaction(async (sql) => {
          await sql.query(`SET LOCAL lock_timeout = '${SWAP_LOCK_TIMEOUT}'`);
          if (checkpoint) {
            await sql.query(`INSERT INTO subscription_checkpoints (subscription_id) VALUES ($1) ON CONFLICT (subscription_id) DO NOTHING`, [
              checkpoint,
            ]);
            // The runner's batch holds its subscription's advisory lock (not the row) while it works: wait for it.
            await sql.query(`SELECT ${subscriptionLock('$1::text')}`, [checkpoint]);
            await sql.query(`SELECT 1 FROM subscription_checkpoints WHERE subscription_id = $1 FOR UPDATE`, [checkpoint]);
          }
          const live = this.projection.readTables.map((t) => `public."${t}"`);
          if (live.length > 0) await sql.query(`LOCK TABLE ${live.join(', ')} IN ACCESS EXCLUSIVE MODE`);
          // The tail. An inline projection's writers have all committed (they held the tables) or
          // will write into the swapped-in tables themselves, so everything visible is replayed. An
          // async one stays below the horizon: its subscriber reads the rest from the checkpoint.
          while ((await this.replayBatch(sql, checkpoint ? 'horizon' : 'all')) === this.batchSize);
          for (const table of this.projection.readTables) {
            await sql.query(`DROP TABLE public."${table}"`);
            await sql.query(`ALTER TABLE "${this.shadow}"."${table}" SET SCHEMA public`);
          }
          if (checkpoint) {
            await sql.query(
              `UPDATE subscription_checkpoints SET last_transaction_id = $2::xid8, last_position = $3, updated_at = now()
                WHERE subscription_id = $1`,
              [checkpoint, this.after.tx, this.after.position],
            );
          }
        });
        return;
      } catch (error) {
        this.after = before;
        this.replayed = replayedBefore;
        this.replay = this.projection.replay?.();
        if (!isLockTimeout(error) || attempt === SWAP_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  }

  /**
   * Every read table's unqualified name must resolve into the shadow schema: if it did not (the schema
   * gone, a table missing), the replay would write into the live tables — duplicate keys at best,
   * rows silently lost at the swap at worst. Refused instead, before any write.
   */
  private async checkShadowResolves(sql: SqlExecutor): Promise<void> {
    const tables = this.projection.readTables;
    if (tables.length === 0) return;
    const rows = await sql.query<{ table_name: string; schema: string | null }>(
      `SELECT t AS table_name, (SELECT n.nspname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.oid = to_regclass(quote_ident(t)))::text AS schema
         FROM unnest($1::text[]) AS t`,
      [tables],
    );
    const astray = rows.filter((row) => row.schema !== this.shadow).map((row) => `${row.table_name} → ${row.schema ?? 'nothing'}`);
    if (astray.length > 0) throw new Error(`Rebuild of ${this.projection.name}: read tables do not resolve to the shadow schema (${astray.join(', ')})`);
  }

  /** A transaction whose unqualified table names resolve to the shadow tables first. */
  private async inTransaction<T>(work: (sql: SqlExecutor) => Promise<T>): Promise<T> {
    const runner: QueryRunner = this.dataSource.createQueryRunner();
    await runner.connect();
    const sql: SqlExecutor = { query: (text, params) => runner.query(text, params) };
    try {
      await runner.startTransaction('READ COMMITTED');
      await sql.query(`SET LOCAL search_path TO "${this.shadow}", public`);
      await this.checkShadowResolves(sql);
      const result = await work(sql);
      await runner.commitTransaction();
      return result;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
  }
}

/**
 * A replayed event the projection refused. Names the event and PostgreSQL's detail (which key, which
 * value), so a failure seen once on a loaded machine can be traced in the log afterwards.
 */
export class RebuildReplayError extends Error {
  readonly code: string | undefined;

  constructor(projection: string, event: StoredEvent, cause: unknown, diagnosis?: string) {
    const driver = (cause as { driverError?: PgErrorFields }).driverError ?? (cause as PgErrorFields);
    const detail = [driver.constraint && `constraint ${driver.constraint}`, driver.detail].filter(Boolean).join(': ');
    super(
      `Rebuild of ${projection} failed at ${event.type} (stream ${event.streamId} v${event.streamVersion}, position ${event.globalPosition}): ` +
        `${cause instanceof Error ? cause.message : String(cause)}${detail ? ` [${detail}]` : ''}${diagnosis ? ` (${diagnosis})` : ''}`,
      { cause },
    );
    this.name = 'RebuildReplayError';
    this.code = driver.code;
  }
}

/** The fields of a PostgreSQL error the replay's messages use (node-postgres' DatabaseError). */
interface PgErrorFields {
  code?: string;
  detail?: string;
  constraint?: string;
  table?: string;
}

function isLockTimeout(error: unknown): boolean {
  const code = (error as { driverError?: { code?: string } }).driverError?.code ?? (error as { code?: string }).code;
  return code === '55P03' || code === '40P01';
}
