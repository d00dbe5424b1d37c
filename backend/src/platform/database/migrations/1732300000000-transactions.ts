import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The deal's read tables (ADR 0020; owned by TransactionsProjection in modules/transactions, except
 * transaction_milestones, which the milestones projection fills). `transactions` keeps the narrow typed
 * columns the dashboard lists and sorts on, and every catalogue field in `fields` (jsonb) for the detail.
 * The parties' personal data is plaintext here for the screens; the events hold it sealed. No foreign
 * keys: a projection rebuild swaps each table on its own (rebuild-projections.ts).
 */
export class Transactions1732300000000 implements MigrationInterface {
  name = 'Transactions1732300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE transactions (
        id uuid PRIMARY KEY,
        agent_id uuid NOT NULL,
        client_id uuid,
        status text NOT NULL,
        transaction_type text NOT NULL,
        property_address text,
        property_city text,
        property_state text,
        property_zip text,
        property_image_url text,
        purchase_price numeric(14, 2),
        closing_date date,
        closing_appointment_datetime timestamptz,
        contract_date date,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        closed_at timestamptz,
        deleted_at timestamptz,
        previous_status text,
        wizard_step integer,
        compliance_status text,
        percent_complete integer,
        progress_percentage integer,
        fields jsonb NOT NULL DEFAULT '{}'::jsonb,
        last_version integer NOT NULL
      )`);
    await q.query('CREATE INDEX transactions_agent_created_idx ON transactions (agent_id, created_at DESC) WHERE deleted_at IS NULL');
    await q.query('CREATE INDEX transactions_client_created_idx ON transactions (client_id, created_at DESC) WHERE deleted_at IS NULL');
    await q.query(`
      CREATE TABLE transaction_contacts (
        id uuid PRIMARY KEY,
        transaction_id uuid NOT NULL,
        role text NOT NULL,
        custom_role text,
        name text NOT NULL,
        company text,
        email text,
        phone text,
        is_agent_only boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX transaction_contacts_transaction_idx ON transaction_contacts (transaction_id, role, created_at)');
    await q.query(`
      CREATE TABLE transaction_documents (
        id uuid PRIMARY KEY,
        transaction_id uuid NOT NULL,
        title text NOT NULL,
        description text,
        category text NOT NULL,
        kind text NOT NULL,
        file_type text NOT NULL,
        file_size bigint NOT NULL,
        storage_path text NOT NULL,
        visibility text NOT NULL,
        is_required boolean NOT NULL DEFAULT false,
        uploaded_by uuid,
        created_at timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX transaction_documents_transaction_idx ON transaction_documents (transaction_id, created_at DESC)');
    await q.query(`
      CREATE TABLE transaction_milestones (
        id uuid PRIMARY KEY,
        transaction_id uuid NOT NULL,
        milestone_type text NOT NULL,
        milestone_name text NOT NULL,
        due_date date,
        due_datetime timestamptz,
        is_client_visible boolean NOT NULL DEFAULT true,
        completed boolean NOT NULL DEFAULT false,
        completed_at timestamptz,
        notes text,
        position integer NOT NULL DEFAULT 0
      )`);
    await q.query('CREATE INDEX transaction_milestones_due_idx ON transaction_milestones (transaction_id, due_date)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE transaction_milestones');
    await q.query('DROP TABLE transaction_documents');
    await q.query('DROP TABLE transaction_contacts');
    await q.query('DROP TABLE transactions');
  }
}
