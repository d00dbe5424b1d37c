import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The agent's next milestone stored on the deal's row (ADR 0030), beside compliance and progress: the
 * dashboard list reads the row alone. The milestones writer sets them on every deal event and the
 * deadline sweep brings them to now as time passes. Existing deals get theirs from their milestones.
 */
export class DealNextMilestone1732300800000 implements MigrationInterface {
  name = 'DealNextMilestone1732300800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE transactions ADD COLUMN next_milestone_type text, ADD COLUMN next_milestone_name text,
                   ADD COLUMN next_milestone_date date`);
    // The rules as of this migration (milestone-summary.sql.ts then), frozen here like any migration.
    const passed = `CASE WHEN m.due_datetime IS NOT NULL THEN m.due_datetime <= now() ELSE m.due_date < (now() AT TIME ZONE 'UTC')::date END`;
    await q.query(`
      UPDATE transactions t SET (next_milestone_type, next_milestone_name, next_milestone_date) = (
        SELECT m.milestone_type, m.milestone_name, m.due_date
          FROM transaction_milestones m
         WHERE m.transaction_id = t.id
           AND (t.closed_at IS NULL OR CASE WHEN m.due_datetime IS NOT NULL THEN m.due_datetime <= t.closed_at
                                             ELSE m.due_date <= (t.closed_at AT TIME ZONE 'UTC')::date END)
           AND ((NOT m.completed AND NOT ${passed}) OR m.milestone_type = 'closing')
         ORDER BY (m.completed OR ${passed}), m.position
         LIMIT 1)
       WHERE t.deleted_at IS NULL AND t.status <> 'draft'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE transactions DROP COLUMN next_milestone_type, DROP COLUMN next_milestone_name, DROP COLUMN next_milestone_date');
  }
}
