import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a claimed notification says, for one whose subject cannot be read again when its job reruns
 * (ADR 0088): a milestone-date move is decided by comparing the dates the client was told with the
 * dates now and recording the new ones, so once that record commits the move is gone from the tables;
 * the claim, committed with it, keeps the move until its e-mail goes out. Null for every other kind.
 * Jobs find their own claims by job id (this one on every milestone-moving deal event), hence the index.
 */
export class NotificationLedgerDetail1732304482200 implements MigrationInterface {
  name = 'NotificationLedgerDetail1732304482200';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE notification_ledger ADD COLUMN detail jsonb');
    await q.query('CREATE INDEX notification_ledger_job_id ON notification_ledger (job_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX notification_ledger_job_id');
    await q.query('ALTER TABLE notification_ledger DROP COLUMN detail');
  }
}
