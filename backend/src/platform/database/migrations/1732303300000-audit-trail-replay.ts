import { MigrationInterface, QueryRunner } from 'typeorm';

/** The audit trail projection's checkpoint (`projectionSubscriptionId('audit-trail')`). */
const AUDIT_TRAIL_CHECKPOINT = 'projection:audit-trail';

/**
 * The audit trail is written again from the log (ADR 0062): entries written before the `sealed: false`
 * rules of ADR 0056 hold agent-only values (dates, choices, amounts) that the projection now writes as
 * "[agent only]". The read table is emptied and the projection's checkpoint moved back to the start
 * of the log, so the running worker replays every event through today's rules; the log is untouched.
 *
 * The checkpoint is locked first, as its subscriber and `projections:rebuild` take it, so the
 * subscriber skips the audit trail meanwhile and the two can never wait on each other's locks: since
 * issue 23 a subscriber's batch holds the subscription's advisory lock (ADR 0002, last addendum;
 * written out here, as a migration never imports code that may change), then the row as before. A
 * rebuild of the audit trail is the same kind of step; the next one that changes its rules adds a
 * migration like this one.
 */
export class AuditTrailReplay1732303300000 implements MigrationInterface {
  name = 'AuditTrailReplay1732303300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('SELECT pg_advisory_xact_lock(20023, hashtext($1::text))', [AUDIT_TRAIL_CHECKPOINT]);
    await q.query('SELECT 1 FROM subscription_checkpoints WHERE subscription_id = $1 FOR UPDATE', [AUDIT_TRAIL_CHECKPOINT]);
    await q.query('TRUNCATE audit_entries');
    await q.query(
      `UPDATE subscription_checkpoints
          SET last_transaction_id = '0', last_position = 0, failing_position = NULL, failure_count = 0, last_error = NULL,
              retry_at = NULL, updated_at = now()
        WHERE subscription_id = $1`,
      [AUDIT_TRAIL_CHECKPOINT],
    );
    // Events parked by the audit trail are replayed with the rest (and parked again if they still fail).
    await q.query('DELETE FROM parked_events WHERE subscription_id = $1', [AUDIT_TRAIL_CHECKPOINT]);
  }

  async down(): Promise<void> {
    // Nothing to undo: the replayed entries are what the log gives; the old ones cannot (and must not) come back.
  }
}
