import { Logger } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import { escapeLiteral, PoolClient, QueryResult } from 'pg';
import { DataSource } from 'typeorm';
import { AppendListener, noticeConcerns, originOf, typesOf } from './append-signal';
import { StoredEvent } from './event.types';
import { VaultKeyCache } from '../privacy/personal-data-vault';
import { COMMIT_ORDER, EVENT_COLUMNS, EventRow, EventStore } from './event-store';
import { HorizonWatch } from './horizon-watch';
import { ALL_EVENTS, handlesEvent } from './projection';
import { SqlExecutor } from './sql-executor';

/** One checkpointed reader of the log: an async projection or a side-effect subscriber. */
export interface Subscription {
  readonly id: string;
  readonly handles: readonly string[];
  handle(event: StoredEvent, sql: SqlExecutor): Promise<void>;
}

/** How a failing event is retried before it is parked (docs/adr/0014-subscription-isolation.md). */
export interface RetryPolicy {
  /** Attempts in all, the first one included; the last failure parks the event. */
  maxAttempts: number;
  /** Delay before the second attempt; it doubles after each failure. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 5, baseDelayMs: 1_000, maxDelayMs: 60_000 };

export interface SubscriptionRunnerOptions {
  batchSize?: number;
  /**
   * How long one batch keeps handling events before it commits and the next batch goes on from
   * there. A batch's transaction holds `pg_snapshot_xmin` back for every reader of the cluster while
   * it is open (ADR 0002), so it is kept as short as an append; at least one event is always handled.
   */
  batchBudgetMs?: number;
  /** The fallback: how long an idle subscription sleeps when nothing wakes it. */
  pollIntervalMs?: number;
  /** How often the horizon is read while a subscription waits for it to pass its events (horizon-watch.ts). */
  horizonWatchMs?: number;
  retry?: Partial<RetryPolicy>;
  /**
   * Also wake on other processes' appends, LISTENing on a connection of its own for their
   * `pg_notify` (append-signal.ts); the app turns it on, tests of one process need not.
   */
  listenForOtherProcesses?: boolean;
}

/** The delay before attempt `failures + 1`, after `failures` failures (1, 2, 4… × base, capped). */
export function retryDelayMs(policy: RetryPolicy, failures: number): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, failures - 1), policy.maxDelayMs);
}

interface CheckpointRow {
  last_transaction_id: string;
  last_position: string;
  failing_position: string | null;
  failure_count: number;
  waiting: boolean;
}

/** The checkpoint, locked, and the events after it in one row each (one row, no event, when there are none). */
type BatchRow = { [K in keyof CheckpointRow as `cp_${K}`]: CheckpointRow[K] } & ScanRow & (EventRow | { [K in keyof EventRow]: null });

/** How far a batch's read went through the log, whatever the types (the checkpoint may move that far). */
interface ScanRow {
  /** The oldest transaction id of committed events of its types at or above the horizon, if any. */
  held_xid: string | null;
  /** Events read past in commit order (of every type), at most the scan limit. */
  scanned: number;
  /** The last of them: null when none. */
  scan_transaction_id: string | null;
  scan_position: string | null;
}

/** What one batch did: events read past (handled, skipped or parked), and whether there may be more. */
interface BatchOutcome {
  passed: number;
  more: boolean;
  /**
   * Committed events of its types wait behind a transaction still open (pg_snapshot_xmin): the
   * oldest of their transaction ids, readable once the horizon has passed it.
   */
  heldXid: bigint | undefined;
}

const IDLE: BatchOutcome = { passed: 0, more: false, heldXid: undefined };
export const DEFAULT_HORIZON_WATCH_MS = 5;
/**
 * Issue 23 item 3: a batch that handled 200 events one round trip at a time kept its transaction
 * (and with it the cluster's pg_snapshot_xmin) open for seconds under load, and every reader waited.
 */
export const DEFAULT_BATCH_BUDGET_MS = 20;
/**
 * A subscription's batch reads only its own types, in SQL, among at most this many × batchSize events
 * of the log after its checkpoint (issue 23 item 3: the others were shipped to it and dropped in JS).
 */
const SCAN_PER_BATCH = 10;
const SAVEPOINT = 'SAVEPOINT subscription_event';
const RELEASE_SAVEPOINT = 'RELEASE SAVEPOINT subscription_event';

/**
 * The lock a batch of a subscription holds for its transaction (ADR 0002 addendum, "a batch takes its
 * transaction id late"): an advisory lock on the subscription id, not the checkpoint row's FOR UPDATE,
 * because a row lock gives the transaction an id at once and with it holds `pg_snapshot_xmin` back
 * for every reader of the cluster while the batch reads and handles. Whoever else changes a
 * checkpoint (an admin's retry of a parked event, a rebuild's swap) takes it too, waiting for the batch.
 * `subscriptionIdSql` is SQL: a parameter reference or a quoted literal.
 */
export function subscriptionLock(subscriptionIdSql: string, kind: 'wait' | 'try' = 'wait'): string {
  return `${kind === 'try' ? 'pg_try_advisory_xact_lock' : 'pg_advisory_xact_lock'}(${SUBSCRIPTION_LOCK_SPACE}, hashtext(${subscriptionIdSql}))`;
}
/** The advisory locks' first key (the second is the subscription id's hash); nothing else uses two-key advisory locks. */
const SUBSCRIPTION_LOCK_SPACE = 20_023;
/** Set for the batch's transaction by its first statement: whether it holds its subscription's lock. */
const LOCKED_SETTING = 'threshold.subscription_locked';

/** A position or transaction id read from the log, checked before it is written into a script. */
function digits(value: string | number): string {
  const text = String(value);
  if (!/^\d+$/.test(text)) throw new Error(`Not a log position: ${text}`);
  return text;
}

/**
 * Reads events in commit order and hands them to each subscription, checkpointing after every batch.
 *
 * Order is (transaction_id, global_position), and a batch only reads events whose writing
 * transaction is older than the oldest one still running (`pg_snapshot_xmin`): a transaction that
 * commits late can then never land behind a checkpoint that has already passed it.
 *
 * A batch holds its subscription's advisory lock (`subscriptionLock`, tried, never waited for) for its
 * whole transaction, so several processes can run the same subscriptions safely: one works a batch
 * while the others skip it. The lock gives the transaction no id: it takes one at its first write
 * (a handler's, or the checkpoint's update with the COMMIT), so the batch holds the horizon back only
 * from there. Projections write
 * in that same DB transaction, so their rows and their checkpoint move together.
 *
 * Every subscription runs on its own loop (ADR 14): an event that throws is rolled back to its
 * savepoint, the events before it are committed, and that subscription alone waits (exponential
 * backoff, kept on the checkpoint row) before trying the event again; after `maxAttempts` the event
 * is parked in `parked_events` with its error and the subscription moves on. The others never wait.
 */
export class SubscriptionRunner {
  private readonly logger = new Logger(SubscriptionRunner.name);
  private readonly batchSize: number;
  private readonly batchBudgetMs: number;
  private readonly scanLimit: number;
  private readonly pollIntervalMs: number;
  private readonly retry: RetryPolicy;
  private running = false;
  /** A sleeping subscription's alarm clock, by subscription id. */
  private readonly wakers = new Map<string, () => void>();
  /** Set when a subscription is woken while it works a batch, so the wake is not lost. */
  private readonly pending = new Set<string>();
  private loops: Promise<void>[] = [];
  private readonly listener: AppendListener | undefined;
  private readonly horizon: HorizonWatch;
  private readonly onAppended = (events: readonly StoredEvent[]) => {
    this.wake(typesOf(events));
    // Whatever its types, the append's transaction has ended: it may have been what held others back.
    this.horizon.kick();
  };

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly subscriptions: readonly Subscription[],
    options: SubscriptionRunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 200;
    this.scanLimit = this.batchSize * SCAN_PER_BATCH;
    this.batchBudgetMs = options.batchBudgetMs ?? DEFAULT_BATCH_BUDGET_MS;
    this.pollIntervalMs = options.pollIntervalMs ?? 250;
    this.retry = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.horizon = new HorizonWatch(dataSource, options.horizonWatchMs ?? DEFAULT_HORIZON_WATCH_MS);
    if (options.listenForOtherProcesses) {
      const own = originOf(store);
      // Our own store's appends already woke us through `appended`. Another process's append of any
      // type has committed: the horizon is read again at once (issue 23 item 3, horizon-watch.ts).
      this.listener = new AppendListener(dataSource, (notice) => {
        if (notice.origin === own) return;
        this.wake(notice.types);
        this.horizon.kick();
      });
    }
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.horizon.start();
    this.store.appended.on('appended', this.onAppended);
    this.listener?.start();
    this.loops = this.subscriptions.map((subscription) => this.run(subscription));
  }

  async stop(): Promise<void> {
    this.running = false;
    this.store.appended.off('appended', this.onAppended);
    await this.listener?.stop();
    await this.horizon.stop();
    this.wakers.forEach((wake) => wake());
    await Promise.all(this.loops);
    this.loops = [];
  }

  /** Wakes the subscriptions that handle any of these event types (all of them without types). */
  wake(types?: readonly string[]): void {
    for (const subscription of this.subscriptions) {
      if (types && !noticeConcerns(types, subscription.handles, handlesEvent)) continue;
      this.wakeOne(subscription.id);
    }
  }

  private wakeOne(subscriptionId: string): void {
    this.pending.add(subscriptionId);
    this.wakers.get(subscriptionId)?.();
  }

  /**
   * Processes everything visible now and due (a subscription waiting out a backoff is skipped);
   * returns how many events were handled. A subscription whose batch cannot run at all (the
   * database away) is logged and skipped, never stopping the others. Used by tests and rebuilds.
   */
  async drain(): Promise<number> {
    const totals = await Promise.all(this.subscriptions.map((subscription) => this.drainOne(subscription).catch((error) => this.logBatchError(subscription, error))));
    return totals.reduce((sum, n) => sum + n, 0);
  }

  /**
   * Batches until one comes back short: a batch that read fewer than `batchSize` events read all
   * that was visible at its start, and anything committed since wakes the subscription again.
   */
  private async drainOne(subscription: Subscription): Promise<number> {
    return (await this.drainUntilShort(subscription)).passed;
  }

  private async drainUntilShort(subscription: Subscription, whileRunning = false): Promise<BatchOutcome> {
    let total = 0;
    for (;;) {
      const outcome = await this.processBatch(subscription);
      total += outcome.passed;
      // A loop being stopped ends after its current batch (one time budget), not after its backlog.
      if (!outcome.more || (whileRunning && !this.running)) return { ...outcome, passed: total };
    }
  }

  private logBatchError(subscription: Subscription, error: unknown): number {
    this.logger.error({ err: error, subscription: subscription.id }, 'Subscription batch failed; retrying');
    return 0;
  }

  /** One subscription's loop: drain, then sleep until an append, the poll interval, or a backoff ends. */
  private async run(subscription: Subscription): Promise<void> {
    let outages = 0;
    while (this.running) {
      let delay = this.pollIntervalMs;
      // Cleared before the batch reads: an append that commits from here on wakes it again.
      this.pending.delete(subscription.id);
      this.horizon.forget(subscription.id);
      try {
        const { heldXid } = await this.drainUntilShort(subscription, true);
        outages = 0;
        // The transaction holding them back may not be an append (nothing else would wake us when it
        // ends): the horizon watch wakes us as soon as the horizon has passed them.
        if (heldXid !== undefined) this.horizon.wakeWhenPast(subscription.id, heldXid, () => this.wakeOne(subscription.id));
      } catch (error) {
        // The batch itself failed (connection lost, lock timeout): back off this subscription only.
        outages += 1;
        this.logBatchError(subscription, error);
        delay = Math.min(this.pollIntervalMs * 2 ** outages, 30_000);
      }
      if (this.running && (outages > 0 || !this.pending.has(subscription.id))) await this.sleep(subscription.id, delay);
    }
  }

  private sleep(subscriptionId: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakers.delete(subscriptionId);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakers.set(subscriptionId, done);
    });
  }

  /**
   * One batch, one transaction, in `1 + handled events` round trips of its own, at least 2 (plus the handlers'):
   * BEGIN, the subscription's lock, the read of its checkpoint and of the events after it, and the
   * first event's savepoint together; per handled event its handler, and for each after the first a
   * savepoint (sent with the release of the one before); the last release, the checkpoint update and
   * COMMIT together. Nothing to read is two round trips. The statements sent together
   * go as one simple-protocol script, so they carry no parameters: their values are our own
   * (subscription ids from code, positions and transaction ids read from the log), quoted or checked.
   */
  private async processBatch(subscription: Subscription): Promise<BatchOutcome> {
    const runner = this.dataSource.createQueryRunner();
    const client = (await runner.connect()) as PoolClient;
    const sql: SqlExecutor = { query: (text, params) => runner.query(text, params) };
    /** Several statements in one round trip; the rows of the last SELECT among them (else of the last one). */
    const script = async <T>(...statements: string[]): Promise<T[]> => {
      const answer = (await client.query(statements.join(';\n'))) as unknown as QueryResult | QueryResult[];
      const results = Array.isArray(answer) ? answer : [answer];
      return (results.findLast((result) => result.command === 'SELECT') ?? results.at(-1)!).rows as T[];
    };
    const id = escapeLiteral(subscription.id);
    let open = true; // from the first script on: a failed one leaves an aborted transaction to roll back
    try {
      // The lock first, in a statement of its own: the read after it takes a snapshot of its own
      // (READ COMMITTED), so it sees the checkpoint that the batch before committed as it let go of the
      // lock. The first event's savepoint goes in the same round trip.
      let batch = await script<BatchRow>(
        'BEGIN ISOLATION LEVEL READ COMMITTED',
        `SELECT set_config('${LOCKED_SETTING}', ${subscriptionLock(id, 'try')}::text, true)`,
        this.lockAndRead(id, subscription.handles),
        SAVEPOINT,
      );
      if (batch.length === 0) {
        // Locked by another process, or no checkpoint yet: create it (a no-op when it exists) and look once more.
        const created = await sql.query<{ subscription_id: string }>(
          `INSERT INTO subscription_checkpoints (subscription_id) VALUES ($1) ON CONFLICT (subscription_id) DO NOTHING RETURNING subscription_id`,
          [subscription.id],
        );
        // Released first: the new row is the batch's, never undone with a failing event's savepoint.
        if (created.length > 0) batch = await script<BatchRow>(RELEASE_SAVEPOINT, this.lockAndRead(id, subscription.handles), SAVEPOINT);
      }
      const [first] = batch;
      if (!first || first.cp_waiting) {
        await script('ROLLBACK');
        open = false;
        return IDLE; // another process holds this subscription right now, or it is backing off
      }
      const checkpoint: CheckpointRow = {
        last_transaction_id: first.cp_last_transaction_id,
        last_position: first.cp_last_position,
        failing_position: first.cp_failing_position,
        failure_count: first.cp_failure_count,
        waiting: first.cp_waiting,
      };
      const rows = batch.filter((row): row is BatchRow & EventRow => row.global_position !== null);
      let passed: EventRow | undefined;
      let failure: { row: EventRow; error: unknown } | undefined;
      // The savepoint open now: 'fresh' (opened with the read, no event in it yet), 'used' (the last
      // handled event's, not yet released), or none.
      let savepoint: 'fresh' | 'used' | undefined = 'fresh';
      const keys: VaultKeyCache = new Map(); // one key lookup per person in this batch
      const deadline = performance.now() + this.batchBudgetMs;
      let count = 0;
      let cut = false; // stopped on the budget, not at the end of what it read
      for (const row of rows) {
        if (passed && performance.now() >= deadline) {
          cut = true;
          break;
        }
        if (handlesEvent(subscription.handles, row.event_type)) {
          // A savepoint per event: a failing handler's writes (and its aborted statement) are undone
          // without losing the events before it in this batch. Opening its personal data counts as handling it.
          if (savepoint !== 'fresh') await script(...(savepoint === 'used' ? [RELEASE_SAVEPOINT] : []), SAVEPOINT);
          savepoint = 'used';
          try {
            const [event] = await this.store.readEvents([row], { sql, keys });
            await subscription.handle(event, sql);
          } catch (error) {
            await script('ROLLBACK TO SAVEPOINT subscription_event', RELEASE_SAVEPOINT);
            savepoint = undefined;
            const failures = (checkpoint.failing_position === String(row.global_position) ? checkpoint.failure_count : 0) + 1;
            if (failures < this.retry.maxAttempts) {
              failure = { row, error };
              await this.scheduleRetry(sql, subscription.id, row, failures, error);
              break;
            }
            await this.park(sql, subscription.id, row, failures, error);
          }
        }
        passed = row;
        count += 1;
      }
      // Every event of its types in the scanned stretch was handled: the checkpoint moves to the end
      // of that stretch, past the other types' events after the last of its own.
      const wholeScan = !cut && !failure && rows.length < this.batchSize && first.scan_transaction_id !== null && first.scan_position !== null;
      const to = wholeScan ? { transaction_id: first.scan_transaction_id!, global_position: first.scan_position! } : passed;
      await script(
        ...(savepoint ? [RELEASE_SAVEPOINT] : []),
        ...(to
          ? [
              `UPDATE subscription_checkpoints
                  SET last_transaction_id = '${digits(to.transaction_id)}'::xid8, last_position = ${digits(to.global_position)}, updated_at = now()
                      ${failure ? '' : ', failing_position = NULL, failure_count = 0, last_error = NULL, retry_at = NULL'}
                WHERE subscription_id = ${id}`,
            ]
          : []),
        'COMMIT',
      );
      open = false;
      const more = cut || rows.length === this.batchSize || Number(first.scanned) === this.scanLimit;
      const heldXid = first.held_xid === null ? undefined : BigInt(digits(first.held_xid));
      return failure ? IDLE : { passed: wholeScan ? Number(first.scanned) : count, more, heldXid };
    } catch (error) {
      if (open) await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  /**
   * The checkpoint row, when this batch holds its subscription's lock (the statement before), joined to the next events of the
   * subscription's types in commit order that lie below `pg_snapshot_xmin` of this statement's
   * snapshot (ADR 0002): no row at all when another process holds the checkpoint (or it does not
   * exist); one row without an event when there is nothing to read or the subscription is waiting out
   * a backoff. The types are picked in SQL among the next `scanLimit` events of every type after the
   * checkpoint (`scanned`, the last of them `scan_*`: below the horizon nothing can still commit among
   * them, so when all of its own are handled the checkpoint moves to the last one scanned).
   * `held_xid`: the oldest transaction id of committed events of its types at or above that horizon,
   * which wait for an older transaction to end (only its own: it is not kept looking by a flood of
   * events it does not handle); the horizon watch wakes the subscription once the horizon passes it.
   *
   * `scanned` keeps the xid8 column (`SELECT events.transaction_id`), so its orders are numeric; only
   * the final select names the text form (EVENT_COLUMNS) and orders by COMMIT_ORDER (ADR 0002 addendum).
   */
  private lockAndRead(quotedSubscriptionId: string, handles: readonly string[]): string {
    const all = handles.includes(ALL_EVENTS);
    const ofItsTypes = all ? '' : `AND event_type IN (${handles.map((type) => escapeLiteral(type)).join(', ') || 'NULL'})`;
    return `WITH checkpoint AS (
         SELECT last_transaction_id, last_position, failing_position, failure_count, COALESCE(retry_at > now(), false) AS waiting
           FROM subscription_checkpoints WHERE subscription_id = ${quotedSubscriptionId} AND current_setting('${LOCKED_SETTING}')::boolean
       ), scanned AS (
         SELECT s.* FROM checkpoint c CROSS JOIN LATERAL (
           SELECT events.transaction_id, events.global_position, events.event_type FROM events
            WHERE NOT c.waiting
              AND (events.transaction_id, events.global_position) > (c.last_transaction_id, c.last_position)
              AND events.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
            ORDER BY ${COMMIT_ORDER}
            LIMIT ${Math.trunc(all ? this.batchSize : this.scanLimit)}
         ) s
       ), picked AS (
         SELECT global_position FROM scanned WHERE true ${ofItsTypes} ORDER BY transaction_id, global_position LIMIT ${Math.trunc(this.batchSize)}
       ), scan_end AS (
         SELECT (SELECT count(*) FROM scanned) AS scanned, last.transaction_id::text AS scan_transaction_id, last.global_position AS scan_position
           FROM (SELECT 1) one LEFT JOIN (SELECT transaction_id, global_position FROM scanned ORDER BY transaction_id DESC, global_position DESC LIMIT 1) last ON true
       )
       SELECT c.last_transaction_id::text AS cp_last_transaction_id, c.last_position AS cp_last_position,
              c.failing_position AS cp_failing_position, c.failure_count AS cp_failure_count, c.waiting AS cp_waiting,
              (SELECT transaction_id::text FROM events WHERE transaction_id >= pg_snapshot_xmin(pg_current_snapshot()) ${ofItsTypes}
                ORDER BY transaction_id LIMIT 1) AS held_xid,
              s.scanned, s.scan_transaction_id, s.scan_position, e.*
         FROM checkpoint c
        CROSS JOIN scan_end s
         LEFT JOIN LATERAL (
           SELECT ${EVENT_COLUMNS} FROM events WHERE global_position IN (SELECT global_position FROM picked) ORDER BY ${COMMIT_ORDER}
         ) e ON true`;
  }

  private async scheduleRetry(sql: SqlExecutor, subscriptionId: string, row: EventRow, failures: number, error: unknown): Promise<void> {
    const delayMs = retryDelayMs(this.retry, failures);
    this.logger.warn(
      { err: error, subscription: subscriptionId, position: row.global_position, eventType: row.event_type, attempt: failures, retryInMs: delayMs },
      'Subscriber failed on an event; retrying it after a backoff',
    );
    // From the failure, not from the batch's start (now()): the wait is never shorter than the policy's.
    await sql.query(
      `UPDATE subscription_checkpoints
          SET failing_position = $2, failure_count = $3, last_error = $4, retry_at = clock_timestamp() + $5 * interval '1 millisecond', updated_at = now()
        WHERE subscription_id = $1`,
      [subscriptionId, row.global_position, failures, describeError(error), delayMs],
    );
  }

  private async park(sql: SqlExecutor, subscriptionId: string, row: EventRow, failures: number, error: unknown): Promise<void> {
    this.logger.error(
      { err: error, subscription: subscriptionId, position: row.global_position, eventType: row.event_type, attempts: failures },
      'Subscriber gave up on an event; parked it for an admin to retry',
    );
    await sql.query(
      `INSERT INTO parked_events (subscription_id, global_position, event_id, event_type, attempts, error)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (subscription_id, global_position) DO UPDATE SET attempts = EXCLUDED.attempts, error = EXCLUDED.error, parked_at = now()`,
      [subscriptionId, row.global_position, row.event_id, row.event_type, failures, describeError(error)],
    );
  }
}

/** What an admin sees of a failure: its name and message, bounded (the stack stays in the log). */
export function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 4_000);
}
