import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Key contacts are edited and deleted (issue 21 item 4; ADR 0048): `transaction_contacts` gets the
 * stream version of the event that last wrote each row, so the contacts projection, which now owns the
 * table, replays an edit or a draft's replacement of its contacts once. Existing rows are older than
 * any event still to come (0).
 */
export class ContactVersions1732302500000 implements MigrationInterface {
  name = 'ContactVersions1732302500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE transaction_contacts ADD COLUMN version integer NOT NULL DEFAULT 0');
    await q.query('ALTER TABLE transaction_contacts ADD COLUMN updated_at timestamptz');
    await q.query('UPDATE transaction_contacts SET updated_at = created_at');
    await q.query('ALTER TABLE transaction_contacts ALTER COLUMN updated_at SET NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE transaction_contacts DROP COLUMN updated_at');
    await q.query('ALTER TABLE transaction_contacts DROP COLUMN version');
  }
}
