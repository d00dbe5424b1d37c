import { MigrationInterface, QueryRunner } from 'typeorm';

/** Which version of the milestone rules wrote a deal's milestones (the integrity warning, ADR 0029). */
export class MilestoneRulesVersion1732300700000 implements MigrationInterface {
  name = 'MilestoneRulesVersion1732300700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE transactions ADD COLUMN milestone_rules_version integer');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE transactions DROP COLUMN milestone_rules_version');
  }
}
