import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the deal last changed agent (ADR 0069: the client's agent card says so), kept by the
 * transactions projection on `TransactionReassigned` instead of read from the event log by the card's
 * controller. Filled here from the log for the deals already reassigned.
 */
export class TransactionReassignedAt1732304483200 implements MigrationInterface {
  name = 'TransactionReassignedAt1732304483200';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE transactions ADD COLUMN reassigned_at timestamptz');
    await q.query(
      `UPDATE transactions t SET reassigned_at = latest.occurred_at
         FROM (SELECT DISTINCT ON (stream_id) stream_id, occurred_at FROM events
                WHERE event_type = 'TransactionReassigned' ORDER BY stream_id, stream_version DESC) latest
        WHERE latest.stream_id = 'transaction-' || t.id::text`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE transactions DROP COLUMN reassigned_at');
  }
}
