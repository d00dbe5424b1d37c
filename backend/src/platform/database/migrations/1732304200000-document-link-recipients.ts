import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The agent's list of a document's sent links (issue 21; ADR 0065): to whom each went (opened from the
 * sealed event by the projection) and when it was first and last opened. Opens are not events: they
 * live in their own table, which a projection rebuild leaves alone.
 */
export class DocumentLinkRecipients1732304200000 implements MigrationInterface {
  name = 'DocumentLinkRecipients1732304200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE transaction_document_links ADD COLUMN recipient_email text, ADD COLUMN recipient_name text');
    await q.query(`
      CREATE TABLE transaction_document_link_opens (
        link_id uuid PRIMARY KEY,
        first_opened_at timestamptz NOT NULL,
        last_opened_at timestamptz NOT NULL,
        open_count integer NOT NULL DEFAULT 1
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE transaction_document_link_opens');
    await q.query('ALTER TABLE transaction_document_links DROP COLUMN recipient_email, DROP COLUMN recipient_name');
  }
}
