import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The deadline alerts already sent (issue 10 item 8): one row per milestone and state (at_risk,
 * overdue), so each alert goes out once, across sweeps and worker restarts. Operational state, not a
 * projection: a rebuild leaves it alone (rebuilt milestones keep their ids, ADR 0024).
 */
export class MilestoneAlerts1732300600000 implements MigrationInterface {
  name = 'MilestoneAlerts1732300600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE milestone_alerts (
        milestone_id uuid NOT NULL,
        state text NOT NULL,
        transaction_id uuid NOT NULL,
        agent_id uuid NOT NULL,
        sent_at timestamptz NOT NULL,
        PRIMARY KEY (milestone_id, state)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE milestone_alerts');
  }
}
