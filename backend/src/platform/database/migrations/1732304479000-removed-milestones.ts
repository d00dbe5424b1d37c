import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The generated milestones the agent removed (ADR 0064), on the deal's row: milestone type → when
 * (issue 20 item 4, ADR 0079). The detail screen lists them with Restore, which only the toast after
 * Remove offered before. Written by the transactions projection from GeneratedMilestoneRemoved and
 * GeneratedMilestoneRestored; existing rows get theirs from the latest such event per type.
 */
export class RemovedMilestones1732304479000 implements MigrationInterface {
  name = 'RemovedMilestones1732304479000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE transactions ADD COLUMN removed_milestones jsonb NOT NULL DEFAULT '{}'::jsonb`);
    await q.query(`
      UPDATE transactions t SET removed_milestones = latest.removed
        FROM (SELECT transaction_id, jsonb_object_agg(milestone_type, removed_at) AS removed
                FROM (SELECT DISTINCT ON (e.stream_id, e.data->>'milestoneType')
                             substr(e.stream_id, length('transaction-') + 1)::uuid AS transaction_id,
                             e.data->>'milestoneType' AS milestone_type, e.data->>'removedAt' AS removed_at, e.event_type
                        FROM events e
                       WHERE e.event_type IN ('GeneratedMilestoneRemoved', 'GeneratedMilestoneRestored')
                       ORDER BY e.stream_id, e.data->>'milestoneType', e.stream_version DESC) last
               WHERE last.event_type = 'GeneratedMilestoneRemoved'
               GROUP BY transaction_id) latest
       WHERE t.id = latest.transaction_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE transactions DROP COLUMN removed_milestones');
  }
}
