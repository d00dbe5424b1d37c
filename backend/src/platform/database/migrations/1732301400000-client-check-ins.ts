import { MigrationInterface, QueryRunner } from 'typeorm';

/** Clients' emotional check-ins on their deal (spec 002 §3; ADR 0035), kept from the deal's stream. */
export class ClientCheckIns1732301400000 implements MigrationInterface {
  name = 'ClientCheckIns1732301400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE client_check_ins (
        id uuid PRIMARY KEY,
        transaction_id uuid NOT NULL,
        client_id uuid NOT NULL,
        feeling text NOT NULL,
        note text,
        agent_response text,
        viewed_by_agent_at timestamptz,
        responded_at timestamptz,
        created_at timestamptz NOT NULL,
        version integer NOT NULL
      )`);
    await q.query('CREATE INDEX client_check_ins_deal ON client_check_ins (transaction_id, created_at DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE client_check_ins');
  }
}
