import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The deal's stored milestone summary moves to a table of its writer's own (issue 18 item 9): the
 * milestones projection wrote it into `transactions`, which another projection owns, so rebuilding
 * `transactions` alone lost it and rebuilding the milestones alone wrote live rows mid-rebuild.
 */
export class DealSummaries1732301800000 implements MigrationInterface {
  name = 'DealSummaries1732301800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE deal_summaries (
        transaction_id uuid PRIMARY KEY,
        compliance_status text,
        percent_complete integer,
        progress_percentage integer,
        milestone_rules_version integer,
        next_milestone_type text,
        next_milestone_name text,
        next_milestone_date date
      )`);
    await q.query(`
      INSERT INTO deal_summaries (transaction_id, compliance_status, percent_complete, progress_percentage, milestone_rules_version,
                                  next_milestone_type, next_milestone_name, next_milestone_date)
      SELECT id, compliance_status, percent_complete, progress_percentage, milestone_rules_version, next_milestone_type, next_milestone_name, next_milestone_date
        FROM transactions`);
    await q.query(`ALTER TABLE transactions DROP COLUMN compliance_status, DROP COLUMN percent_complete, DROP COLUMN progress_percentage,
                   DROP COLUMN milestone_rules_version, DROP COLUMN next_milestone_type, DROP COLUMN next_milestone_name, DROP COLUMN next_milestone_date`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE transactions ADD COLUMN compliance_status text, ADD COLUMN percent_complete integer, ADD COLUMN progress_percentage integer,
                   ADD COLUMN milestone_rules_version integer, ADD COLUMN next_milestone_type text, ADD COLUMN next_milestone_name text,
                   ADD COLUMN next_milestone_date date`);
    await q.query(`
      UPDATE transactions t SET compliance_status = s.compliance_status, percent_complete = s.percent_complete, progress_percentage = s.progress_percentage,
             milestone_rules_version = s.milestone_rules_version, next_milestone_type = s.next_milestone_type,
             next_milestone_name = s.next_milestone_name, next_milestone_date = s.next_milestone_date
        FROM deal_summaries s WHERE s.transaction_id = t.id`);
    await q.query('DROP TABLE deal_summaries');
  }
}
