import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where a milestone's date comes from (ADR 0026): computed by the Texas deadline engine (`contract`),
 * the agent's differing date (`override`, with the computed date kept beside it) or a date on the deal
 * with no contract rule (`deal`), and the plain-language explanation and paragraph cited. Rows stored
 * before this are `deal` until their deal's next event regenerates them (or `npm run projections:rebuild`).
 */
export class MilestoneExplanations1732300300000 implements MigrationInterface {
  name = 'MilestoneExplanations1732300300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE transaction_milestones
        ADD COLUMN date_source text NOT NULL DEFAULT 'deal' CHECK (date_source IN ('contract', 'override', 'deal')),
        ADD COLUMN explanation text,
        ADD COLUMN citation text,
        ADD COLUMN computed_due_date date`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE transaction_milestones
        DROP COLUMN date_source, DROP COLUMN explanation, DROP COLUMN citation, DROP COLUMN computed_due_date`);
  }
}
