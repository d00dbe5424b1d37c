import { DataSource } from 'typeorm';
import { EVENT_COLUMNS, EventRow, EventStore } from './event-store';
import { SqlExecutor } from './sql-executor';
import { describeError, Subscription, subscriptionLock } from './subscription-runner';

/** How far one subscription is behind the log (docs/adr/0014-subscription-isolation.md). */
export interface SubscriptionLag {
  subscriptionId: string;
  /** Committed events after its checkpoint (it reads past the types it does not handle too). */
  eventsBehind: number;
  /** When the oldest of those happened; null when it is caught up. */
  oldestUnprocessedAt: string | null;
  /** Seconds since then; 0 when it is caught up. */
  oldestUnprocessedAgeSeconds: number;
  /** Failed attempts on the event it is stuck on now (0 when none). */
  failingAttempts: number;
  lastError: string | null;
  retryAt: string | null;
  parked: number;
}

export interface ParkedEvent {
  id: string;
  subscriptionId: string;
  globalPosition: string;
  eventId: string;
  eventType: string;
  attempts: number;
  error: string;
  parkedAt: string;
  lastRetriedAt: string | null;
}

export type ParkedRetryOutcome = { status: 'processed' } | { status: 'failed'; error: string };

/**
 * Read side of the subscription runner for operators: lag per subscription, the parked events, and
 * an admin's retry of one parked event (it runs through the same handler, in its own transaction,
 * while holding the subscription's checkpoint row so it never interleaves with a batch).
 */
export class SubscriptionMonitor {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly subscriptions: () => readonly Subscription[],
  ) {}

  async lag(): Promise<SubscriptionLag[]> {
    const ids = this.subscriptions().map((s) => s.id);
    const rows = await this.dataSource.query<
      {
        subscription_id: string;
        behind: string;
        oldest: Date | null;
        age_seconds: string | null;
        failure_count: number;
        last_error: string | null;
        retry_at: Date | null;
        parked: string;
      }[]
    >(
      `SELECT s.id AS subscription_id, pending.behind, pending.oldest,
              EXTRACT(EPOCH FROM now() - pending.oldest)::text AS age_seconds,
              COALESCE(c.failure_count, 0) AS failure_count, c.last_error, c.retry_at,
              (SELECT count(*) FROM parked_events p WHERE p.subscription_id = s.id)::text AS parked
         FROM unnest($1::text[]) AS s(id)
         LEFT JOIN subscription_checkpoints c ON c.subscription_id = s.id
         CROSS JOIN LATERAL (
           SELECT count(*)::text AS behind, min(e.occurred_at) AS oldest
             FROM events e
            WHERE (e.transaction_id, e.global_position) > (COALESCE(c.last_transaction_id, '0'::xid8), COALESCE(c.last_position, 0))
         ) pending
        ORDER BY s.id`,
      [ids],
    );
    return rows.map((row) => ({
      subscriptionId: row.subscription_id,
      eventsBehind: Number(row.behind),
      oldestUnprocessedAt: row.oldest ? new Date(row.oldest).toISOString() : null,
      oldestUnprocessedAgeSeconds: row.age_seconds === null ? 0 : Math.max(0, Math.round(Number(row.age_seconds))),
      failingAttempts: row.failure_count,
      lastError: row.last_error,
      retryAt: row.retry_at ? new Date(row.retry_at).toISOString() : null,
      parked: Number(row.parked),
    }));
  }

  async parked(limit = 200): Promise<ParkedEvent[]> {
    const rows = await this.dataSource.query<
      {
        id: string;
        subscription_id: string;
        global_position: string;
        event_id: string;
        event_type: string;
        attempts: number;
        error: string;
        parked_at: Date;
        last_retried_at: Date | null;
      }[]
    >(
      `SELECT id::text AS id, subscription_id, global_position::text AS global_position, event_id, event_type, attempts, error, parked_at, last_retried_at
         FROM parked_events ORDER BY parked_at DESC, parked_events.id DESC LIMIT $1`,
      [limit],
    );
    return rows.map((row) => ({
      id: row.id,
      subscriptionId: row.subscription_id,
      globalPosition: row.global_position,
      eventId: row.event_id,
      eventType: row.event_type,
      attempts: row.attempts,
      error: row.error,
      parkedAt: new Date(row.parked_at).toISOString(),
      lastRetriedAt: row.last_retried_at ? new Date(row.last_retried_at).toISOString() : null,
    }));
  }

  /**
   * Hands a parked event to its subscription once more. Success removes it from the parked list;
   * failure keeps it there with the new error. Undefined when no such parked event exists.
   */
  async retryParked(parkedId: string): Promise<ParkedRetryOutcome | undefined> {
    if (!/^\d{1,18}$/.test(parkedId)) return undefined;
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    const sql: SqlExecutor = { query: (text, params) => runner.query(text, params) };
    try {
      await runner.startTransaction('READ COMMITTED');
      const [parked] = await sql.query<{ subscription_id: string; global_position: string }>(
        'SELECT subscription_id, global_position FROM parked_events WHERE id = $1 FOR UPDATE',
        [parkedId],
      );
      if (!parked) {
        await runner.rollbackTransaction();
        return undefined;
      }
      // Wait for a batch of this subscription to finish, and keep the next one out meanwhile.
      await sql.query(`SELECT ${subscriptionLock('$1::text')}`, [parked.subscription_id]);
      await sql.query('SELECT 1 FROM subscription_checkpoints WHERE subscription_id = $1 FOR UPDATE', [parked.subscription_id]);
      const subscription = this.subscriptions().find((s) => s.id === parked.subscription_id);
      const [row] = await sql.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM events WHERE global_position = $1`, [parked.global_position]);
      let error: unknown;
      if (!subscription) error = new Error(`Subscription ${parked.subscription_id} is no longer registered`);
      else if (!row) error = new Error(`Event at position ${parked.global_position} no longer exists`);
      else {
        await sql.query('SAVEPOINT parked_retry');
        try {
          await subscription.handle((await this.store.readEvents([row], { sql }))[0], sql);
          await sql.query('RELEASE SAVEPOINT parked_retry');
        } catch (caught) {
          await sql.query('ROLLBACK TO SAVEPOINT parked_retry');
          error = caught ?? new Error('Subscriber failed');
        }
      }
      if (error === undefined) {
        await sql.query('DELETE FROM parked_events WHERE id = $1', [parkedId]);
        await runner.commitTransaction();
        return { status: 'processed' };
      }
      const message = describeError(error);
      await sql.query('UPDATE parked_events SET attempts = attempts + 1, error = $2, last_retried_at = now() WHERE id = $1', [parkedId, message]);
      await runner.commitTransaction();
      return { status: 'failed', error: message };
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
  }
}
