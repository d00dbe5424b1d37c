import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { StoredEvent } from './event.types';
import { VaultKeyCache } from '../privacy/personal-data-vault';
import { EVENT_COLUMNS, EventRow, EventStore } from './event-store';
import { handlesEvent } from './projection';
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
  pollIntervalMs?: number;
  retry?: Partial<RetryPolicy>;
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

/**
 * Reads events in commit order and hands them to each subscription, checkpointing after every batch.
 *
 * Order is (transaction_id, global_position), and a batch only reads events whose writing
 * transaction is older than the oldest one still running (`pg_snapshot_xmin`): a transaction that
 * commits late can then never land behind a checkpoint that has already passed it.
 *
 * The checkpoint row is locked FOR UPDATE SKIP LOCKED for the whole batch, so several processes can
 * run the same subscriptions safely: one works a batch while the others skip it. Projections write
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
  private readonly pollIntervalMs: number;
  private readonly retry: RetryPolicy;
  private running = false;
  private readonly wakers = new Set<() => void>();
  private loops: Promise<void>[] = [];
  private readonly onAppended = () => this.wakers.forEach((wake) => wake());

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly subscriptions: readonly Subscription[],
    options: SubscriptionRunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 200;
    this.pollIntervalMs = options.pollIntervalMs ?? 250;
    this.retry = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.store.appended.on('appended', this.onAppended);
    this.loops = this.subscriptions.map((subscription) => this.run(subscription));
  }

  async stop(): Promise<void> {
    this.running = false;
    this.store.appended.off('appended', this.onAppended);
    this.wakers.forEach((wake) => wake());
    await Promise.all(this.loops);
    this.loops = [];
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

  private async drainOne(subscription: Subscription): Promise<number> {
    let total = 0;
    for (;;) {
      const handled = await this.processBatch(subscription);
      total += handled;
      if (handled === 0) return total;
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
      let handled = 0;
      let delay = this.pollIntervalMs;
      try {
        handled = await this.drainOne(subscription);
        outages = 0;
      } catch (error) {
        // The batch itself failed (connection lost, lock timeout): back off this subscription only.
        outages += 1;
        this.logBatchError(subscription, error);
        delay = Math.min(this.pollIntervalMs * 2 ** outages, 30_000);
      }
      if (handled === 0 && this.running) await this.sleep(delay);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakers.add(done);
    });
  }

  /** Returns the number of events read past (handled, skipped or parked); 0 when idle, busy or waiting. */
  private async processBatch(subscription: Subscription): Promise<number> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    const sql: SqlExecutor = { query: (text, params) => runner.query(text, params) };
    try {
      await runner.startTransaction('READ COMMITTED');
      await sql.query(
        `INSERT INTO subscription_checkpoints (subscription_id) VALUES ($1) ON CONFLICT (subscription_id) DO NOTHING`,
        [subscription.id],
      );
      const [checkpoint] = await sql.query<CheckpointRow>(
        `SELECT last_transaction_id::text AS last_transaction_id, last_position, failing_position, failure_count,
                COALESCE(retry_at > now(), false) AS waiting
           FROM subscription_checkpoints WHERE subscription_id = $1 FOR UPDATE SKIP LOCKED`,
        [subscription.id],
      );
      if (!checkpoint || checkpoint.waiting) {
        await runner.rollbackTransaction();
        return 0; // another process holds this subscription right now, or it is backing off
      }
      const rows = await sql.query<EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events
          WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
            AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
          ORDER BY transaction_id, global_position
          LIMIT $3`,
        [checkpoint.last_transaction_id, checkpoint.last_position, this.batchSize],
      );
      let passed: EventRow | undefined;
      let failure: { row: EventRow; error: unknown } | undefined;
      const keys: VaultKeyCache = new Map(); // one key lookup per person in this batch
      for (const row of rows) {
        if (handlesEvent(subscription.handles, row.event_type)) {
          // A savepoint per event: a failing handler's writes (and its aborted statement) are undone
          // without losing the events before it in this batch. Opening its personal data counts as handling it.
          await sql.query('SAVEPOINT subscription_event');
          try {
            const [event] = await this.store.readEvents([row], { sql, keys });
            await subscription.handle(event, sql);
            await sql.query('RELEASE SAVEPOINT subscription_event');
          } catch (error) {
            await sql.query('ROLLBACK TO SAVEPOINT subscription_event');
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
      }
      if (passed) {
        await sql.query(
          `UPDATE subscription_checkpoints
              SET last_transaction_id = $2::xid8, last_position = $3, updated_at = now()
                  ${failure ? '' : ', failing_position = NULL, failure_count = 0, last_error = NULL, retry_at = NULL'}
            WHERE subscription_id = $1`,
          [subscription.id, passed.transaction_id, passed.global_position],
        );
      }
      await runner.commitTransaction();
      return failure ? 0 : rows.length;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
  }

  private async scheduleRetry(sql: SqlExecutor, subscriptionId: string, row: EventRow, failures: number, error: unknown): Promise<void> {
    const delayMs = retryDelayMs(this.retry, failures);
    this.logger.warn(
      { err: error, subscription: subscriptionId, position: row.global_position, eventType: row.event_type, attempt: failures, retryInMs: delayMs },
      'Subscriber failed on an event; retrying it after a backoff',
    );
    await sql.query(
      `UPDATE subscription_checkpoints
          SET failing_position = $2, failure_count = $3, last_error = $4, retry_at = now() + $5 * interval '1 millisecond', updated_at = now()
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
