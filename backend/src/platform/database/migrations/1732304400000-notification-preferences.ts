import { MigrationInterface, QueryRunner } from 'typeorm';

/** The notification switches' read table and the ledger of notifications sent (ADR 0067); a missing switch is on. */
export class NotificationPreferences1732304400000 implements MigrationInterface {
  name = 'NotificationPreferences1732304400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notification_preferences (
        user_id uuid NOT NULL,
        kind text NOT NULL,
        enabled boolean NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, kind)
      )`);
    // One row per notification ever decided on: its key says what it is about (kind, person, subject),
    // so two events about the same thing (a document shown, hidden and shown again) send one e-mail.
    await q.query(`
      CREATE TABLE notification_ledger (
        key text PRIMARY KEY,
        job_id text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE notification_ledger, notification_preferences');
  }
}
