import { MigrationInterface, QueryRunner } from 'typeorm';

/** Links to one document the agent e-mailed (spec 002 §2, §5, §7; ADR 0053), kept from the deal's stream. */
export class DocumentLinks1732303200000 implements MigrationInterface {
  name = 'DocumentLinks1732303200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE transaction_document_links (
        id uuid PRIMARY KEY,
        transaction_id uuid NOT NULL,
        document_id uuid NOT NULL,
        sent_by uuid NOT NULL,
        sent_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await q.query('CREATE INDEX transaction_document_links_document ON transaction_document_links (document_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE transaction_document_links');
  }
}
