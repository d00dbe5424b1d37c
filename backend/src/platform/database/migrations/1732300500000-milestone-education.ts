import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A deal's own education text per milestone type (spec 002 §3 "Milestone education override", unique
 * per transaction and type) and the agents' education prompt library (spec 001 §3
 * education_prompt_library; the system defaults live in code, ADR 0026).
 */
export class MilestoneEducation1732300500000 implements MigrationInterface {
  name = 'MilestoneEducation1732300500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE milestone_education_overrides (
        transaction_id uuid NOT NULL,
        milestone_type text NOT NULL,
        custom_education_text text NOT NULL,
        created_by uuid NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (transaction_id, milestone_type)
      )`);
    await q.query(`
      CREATE TABLE education_prompts (
        id uuid PRIMARY KEY,
        agent_id uuid NOT NULL,
        milestone_type text NOT NULL,
        title text NOT NULL,
        prompt_text text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        last_version integer NOT NULL
      )`);
    await q.query('CREATE INDEX education_prompts_agent ON education_prompts (agent_id, created_at DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE education_prompts');
    await q.query('DROP TABLE milestone_education_overrides');
  }
}
