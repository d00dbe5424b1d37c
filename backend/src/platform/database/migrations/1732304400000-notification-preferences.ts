import { MigrationInterface, QueryRunner } from 'typeorm';

/** The notification switches' read table (ADR 0067); a missing row is a switch still on. */
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
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE notification_preferences');
  }
}
