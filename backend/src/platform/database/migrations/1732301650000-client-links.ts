import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Clients, linked honestly (issue 18 item 5; ADR 0039): the links between agents and client accounts
 * they did not create (invitations and their answers), and the deals' links to accounts that are not
 * clients undone. The transactions projection keeps only a client account's id from now on, so a
 * rebuild reaches the same nulls from the unchanged log.
 */
export class ClientLinks1732301650000 implements MigrationInterface {
  name = 'ClientLinks1732301650000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE client_links (
        agent_id uuid NOT NULL,
        client_id uuid NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'accepted', 'declined')),
        requested_at timestamptz NOT NULL,
        answered_at timestamptz,
        last_version integer NOT NULL,
        PRIMARY KEY (agent_id, client_id)
      )`);
    await q.query('CREATE INDEX client_links_client ON client_links (client_id, status)');
    await q.query(`
      UPDATE transactions t SET client_id = NULL
       WHERE t.client_id IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM profiles p WHERE p.id = t.client_id AND p.role = 'client')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE client_links');
  }
}
