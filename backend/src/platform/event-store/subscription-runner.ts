import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { StoredEvent } from './event.types';
import { EVENT_COLUMNS, EventRow, EventStore } from './event-store';
import { handlesEvent } from './projection';
import { SqlExecutor } from './sql-executor';

/** One checkpointed reader of the log: an async projection or a side-effect subscriber. */
export interface Subscription {
  readonly id: string;
  readonly handles: readonly string[];
  handle(event: StoredEvent, sql: SqlExecutor): Promise<void>;
}

export interface SubscriptionRunnerOptions {
  batchSize?: number;
  pollIntervalMs?: number;
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
 */
export class SubscriptionRunner {
  private readonly logger = new Logger(SubscriptionRunner.name);
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private running = false;
  private wake: (() => void) | undefined;
  private loop: Promise<void> | undefined;
  private readonly onAppended = () => this.wake?.();

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly subscriptions: readonly Subscription[],
    options: SubscriptionRunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 200;
    this.pollIntervalMs = options.pollIntervalMs ?? 250;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.store.appended.on('appended', this.onAppended);
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.store.appended.off('appended', this.onAppended);
    this.wake?.();
    await this.loop;
  }

  /** Processes everything visible now; returns how many events were handled. Used by tests and rebuilds. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      let handled = 0;
      for (const subscription of this.subscriptions) handled += await this.processBatch(subscription);
      total += handled;
      if (handled === 0) return total;
    }
  }

  private async run(): Promise<void> {
    while (this.running) {
      let handled = 0;
      try {
        handled = await this.drain();
      } catch (error) {
        this.logger.error({ err: error }, 'Subscription batch failed; retrying');
      }
      if (handled === 0 && this.running) await this.sleep();
    }
  }

  private sleep(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.pollIntervalMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

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
      const [checkpoint] = await sql.query<{ last_transaction_id: string; last_position: string }>(
        `SELECT last_transaction_id::text AS last_transaction_id, last_position
           FROM subscription_checkpoints WHERE subscription_id = $1 FOR UPDATE SKIP LOCKED`,
        [subscription.id],
      );
      if (!checkpoint) {
        await runner.rollbackTransaction();
        return 0; // another process holds this subscription right now
      }
      const rows = await sql.query<EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events
          WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
            AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
          ORDER BY transaction_id, global_position
          LIMIT $3`,
        [checkpoint.last_transaction_id, checkpoint.last_position, this.batchSize],
      );
      if (rows.length === 0) {
        await runner.commitTransaction();
        return 0;
      }
      for (const row of rows) {
        const event = this.store.toStoredEvent(row);
        if (handlesEvent(subscription.handles, event.type)) await subscription.handle(event, sql);
      }
      const last = rows.at(-1)!;
      await sql.query(
        `UPDATE subscription_checkpoints
            SET last_transaction_id = $2::xid8, last_position = $3, updated_at = now()
          WHERE subscription_id = $1`,
        [subscription.id, last.transaction_id, last.global_position],
      );
      await runner.commitTransaction();
      return rows.length;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
  }
}
