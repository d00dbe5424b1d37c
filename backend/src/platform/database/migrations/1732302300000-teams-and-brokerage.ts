import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Teams and brokerage (issue 24 item 1, ADR 0046): a member's team lead and broker, owned by the
 * profiles projection. Indexed by overseer, as the oversight policy asks "whose overseer is this?".
 */
export class TeamsAndBrokerage1732302300000 implements MigrationInterface {
  name = 'TeamsAndBrokerage1732302300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE profiles ADD COLUMN team_lead_id uuid, ADD COLUMN broker_id uuid');
    await q.query('CREATE INDEX profiles_team_lead ON profiles (team_lead_id) WHERE team_lead_id IS NOT NULL');
    await q.query('CREATE INDEX profiles_broker ON profiles (broker_id) WHERE broker_id IS NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE profiles DROP COLUMN team_lead_id, DROP COLUMN broker_id');
  }
}
