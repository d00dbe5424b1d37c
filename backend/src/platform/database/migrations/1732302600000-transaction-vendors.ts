import { MigrationInterface, QueryRunner } from 'typeorm';

/** A deal's vendors (spec 002 §3 Vendor (transaction vendor); ADR 0050), kept from the deal's stream. */
export class TransactionVendors1732302600000 implements MigrationInterface {
  name = 'TransactionVendors1732302600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE transaction_vendors (
        id uuid PRIMARY KEY,
        transaction_id uuid NOT NULL,
        vendor_library_id uuid,
        role text NOT NULL,
        name text NOT NULL,
        category text NOT NULL,
        company text,
        email text,
        phone text,
        website text,
        share_to_client boolean NOT NULL,
        agent_notes text,
        created_at timestamptz NOT NULL,
        version integer NOT NULL
      )`);
    await q.query('CREATE INDEX transaction_vendors_deal ON transaction_vendors (transaction_id, lower(name))');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE transaction_vendors');
  }
}
