import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An alert is about a milestone, a state and the date it was due (issue 18 item 9): a deadline that
 * moves is alerted again for its new date. Alerts already sent are kept for the date their milestone
 * has now, so nothing is sent twice on the upgrade.
 */
export class AlertDueDate1732301750000 implements MigrationInterface {
  name = 'AlertDueDate1732301750000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE milestone_alerts ADD COLUMN due_date date');
    await q.query(`UPDATE milestone_alerts a SET due_date = m.due_date FROM transaction_milestones m WHERE m.id = a.milestone_id`);
    // A milestone that is gone (or never dated) cannot be alerted again under the old key either.
    await q.query(`UPDATE milestone_alerts SET due_date = '1900-01-01' WHERE due_date IS NULL`);
    await q.query('ALTER TABLE milestone_alerts ALTER COLUMN due_date SET NOT NULL');
    await q.query('ALTER TABLE milestone_alerts DROP CONSTRAINT milestone_alerts_pkey');
    await q.query('ALTER TABLE milestone_alerts ADD PRIMARY KEY (milestone_id, state, due_date)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DELETE FROM milestone_alerts a USING milestone_alerts b WHERE a.milestone_id = b.milestone_id AND a.state = b.state AND a.due_date < b.due_date');
    await q.query('ALTER TABLE milestone_alerts DROP CONSTRAINT milestone_alerts_pkey');
    await q.query('ALTER TABLE milestone_alerts ADD PRIMARY KEY (milestone_id, state)');
    await q.query('ALTER TABLE milestone_alerts DROP COLUMN due_date');
  }
}
