import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mail sent-log (docs/adr/0013-email-delivery.md) and subscription isolation
 * (docs/adr/0014-subscription-isolation.md).
 *
 * - `sent_emails`: one row per e-mail job the SMTP server accepted, keyed by the job id; a worker
 *   checks it before sending, so a job that runs again after a crash does not send again.
 * - `subscription_checkpoints` learns which event a subscription is failing on, how often it
 *   failed and when to try again (the backoff survives a restart and is shared by every process).
 * - `parked_events`: an event a subscription gave up on after its retries, with the error, until an
 *   admin retries it; the subscription itself has moved past it.
 */
export class DeliveryGuarantees1732200008000 implements MigrationInterface {
  name = 'DeliveryGuarantees1732200008000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sent_emails (
        job_id text PRIMARY KEY,
        message_id text NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      ALTER TABLE subscription_checkpoints
        ADD COLUMN failing_position bigint,
        ADD COLUMN failure_count integer NOT NULL DEFAULT 0,
        ADD COLUMN last_error text,
        ADD COLUMN retry_at timestamptz`);
    await q.query(`
      CREATE TABLE parked_events (
        id bigserial PRIMARY KEY,
        subscription_id text NOT NULL,
        global_position bigint NOT NULL,
        event_id uuid NOT NULL,
        event_type text NOT NULL,
        attempts integer NOT NULL,
        error text NOT NULL,
        parked_at timestamptz NOT NULL DEFAULT now(),
        last_retried_at timestamptz,
        UNIQUE (subscription_id, global_position)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE parked_events');
    await q.query(`
      ALTER TABLE subscription_checkpoints
        DROP COLUMN failing_position, DROP COLUMN failure_count, DROP COLUMN last_error, DROP COLUMN retry_at`);
    await q.query('DROP TABLE sent_emails');
  }
}
