import { MigrationInterface, QueryRunner } from 'typeorm';

/** A deal's utilities (spec 002 §3 Utility; ADR 0033), kept from the deal's stream. */
export class TransactionUtilities1732301300000 implements MigrationInterface {
  name = 'TransactionUtilities1732301300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE transaction_utilities (
        id uuid PRIMARY KEY,
        transaction_id uuid NOT NULL,
        utility_type text NOT NULL,
        action text NOT NULL,
        provider_name text,
        website_url text,
        due_date date,
        notes text,
        status text NOT NULL,
        is_client_visible boolean NOT NULL,
        create_client_task boolean NOT NULL,
        client_task_id uuid,
        account_number text,
        confirmation_number text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        version integer NOT NULL
      )`);
    await q.query('CREATE INDEX transaction_utilities_deal ON transaction_utilities (transaction_id, created_at DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE transaction_utilities');
  }
}
