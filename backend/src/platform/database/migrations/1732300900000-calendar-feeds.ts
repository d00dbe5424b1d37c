import { MigrationInterface, QueryRunner } from 'typeorm';

/** Agents' calendar subscription links (issue 10 item 9): only the secret's SHA-256 is kept. */
export class CalendarFeeds1732300900000 implements MigrationInterface {
  name = 'CalendarFeeds1732300900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE calendar_feeds (
        id uuid PRIMARY KEY,
        owner_id uuid NOT NULL,
        transaction_id uuid,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        revoked_at timestamptz,
        last_version integer NOT NULL
      )`);
    await q.query('CREATE INDEX calendar_feeds_owner ON calendar_feeds (owner_id, created_at DESC) WHERE revoked_at IS NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE calendar_feeds');
  }
}
