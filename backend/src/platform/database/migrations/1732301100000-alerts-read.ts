import { MigrationInterface, QueryRunner } from 'typeorm';

/** The agent's in-app alerts (issue 10 item 8) are the deadline alerts sent; this marks those they have seen. */
export class AlertsRead1732301100000 implements MigrationInterface {
  name = 'AlertsRead1732301100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE milestone_alerts ADD COLUMN read_at timestamptz');
    await q.query('CREATE INDEX milestone_alerts_agent ON milestone_alerts (agent_id, sent_at DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX milestone_alerts_agent');
    await q.query('ALTER TABLE milestone_alerts DROP COLUMN read_at');
  }
}
