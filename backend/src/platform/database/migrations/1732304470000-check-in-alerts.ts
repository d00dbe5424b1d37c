import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The agent's in-app alerts for a client's check-in (issue 22 item 7, ADR 0078): one row per check-in,
 * so each is alerted once across job retries and worker restarts, with its own read marker. Ids only
 * (the feeling and the client's name are read from their own tables when the list is read, so an
 * erasure reaches the alert too). Operational state like `milestone_alerts`, not a read table.
 */
export class CheckInAlerts1732304470000 implements MigrationInterface {
  name = 'CheckInAlerts1732304470000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE check_in_alerts (
        check_in_id uuid PRIMARY KEY,
        transaction_id uuid NOT NULL,
        agent_id uuid NOT NULL,
        sent_at timestamptz NOT NULL,
        read_at timestamptz
      )`);
    await q.query('CREATE INDEX check_in_alerts_agent ON check_in_alerts (agent_id, sent_at DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE check_in_alerts');
  }
}
