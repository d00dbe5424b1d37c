import { StoredEvent } from './event.types';
import { SqlExecutor } from './sql-executor';

/**
 * A read model owned by events. `inline` projections run inside the append's DB transaction (the
 * UI reads them right after its own write); `async` ones run in a checkpointed subscriber. Either
 * way `apply` must be deterministic so `projections:rebuild` reproduces the live rows.
 */
export interface Projection {
  readonly name: string;
  readonly mode: 'inline' | 'async';
  /** The tables this projection alone writes; a rebuild truncates them first. */
  readonly readTables: readonly string[];
  /** Event types, or `ALL_EVENTS` for a reader of the whole log (the audit trail). */
  readonly handles: readonly string[];
  apply(sql: SqlExecutor, event: StoredEvent): Promise<void>;
  /**
   * How a rebuild replays it a batch at a time, for a projection whose `apply` re-reads what earlier
   * events built (a deal's whole stream: quadratic in the stream's length over a rebuild). Made once
   * per rebuild, and made again when a batch's transaction rolls back, so it may keep what it folded
   * from one batch to the next. Without it the rebuild calls `apply` for each event (ADR 0089).
   */
  replay?(): ProjectionReplay;
}

/** A rebuild's replay of one projection (ADR 0089): it must leave the tables as `apply` for each handled event would. */
export interface ProjectionReplay {
  /** The event types the rebuild reads for it: `handles`, and those it only folds (the rest of a deal's stream). */
  readonly reads: readonly string[];
  /** Read as stored, personal fields still sealed: a replay that folds them as its live `apply` does (ADR 0081). */
  readonly asStored: boolean;
  /**
   * It reads nothing across streams (each stream's rows depend on that stream's events alone): the rebuild
   * then replays the log below its first horizon stream by stream, each in version order (ADR 0093), so a
   * replay that folds a stream holds one stream's fold at a time. What was appended since is replayed in
   * commit order, as for any other projection.
   */
  readonly independentStreams: boolean;
  /** One batch in commit order (stream by stream, with `independentStreams`), in the batch's transaction (an event of a type it does not handle is only folded). */
  applyBatch(sql: SqlExecutor, events: readonly StoredEvent[]): Promise<void>;
}

/** A replay that failed at one event: the rebuild's error names it. */
export class ReplayFailure extends Error {
  constructor(
    readonly event: StoredEvent,
    readonly failure: unknown,
  ) {
    super(failure instanceof Error ? failure.message : String(failure), { cause: failure });
  }
}

/** A job to enqueue when an event is appended, written to the outbox in the same transaction. */
export interface OutboxRoute {
  readonly eventType: string;
  readonly queue: string;
  readonly jobName: string;
  /**
   * The job's data. It is stored in the outbox and in Redis, so personal data in it must be sealed
   * (PersonalDataVault): `sql` is the append's transaction, for opening and sealing values.
   */
  payload(event: StoredEvent, sql: SqlExecutor): Record<string, unknown> | Promise<Record<string, unknown>>;
}

/**
 * An async reader of the whole log for side effects (socket pushes, notifications). Handlers must
 * tolerate a repeat: a crash between the effect and the checkpoint replays the batch.
 */
export interface EventSubscriber {
  readonly name: string;
  readonly handles: readonly string[];
  handle(event: StoredEvent, sql: SqlExecutor): Promise<void>;
}

/** In `handles`: every event type, including ones added later (the audit trail reads them all). */
export const ALL_EVENTS = '*';

export function handlesEvent(handles: readonly string[], eventType: string): boolean {
  return handles.includes(eventType) || handles.includes(ALL_EVENTS);
}
