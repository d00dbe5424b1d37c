import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Spec 001 §5/§2.5: an agent's Registered Clients include the clients the agent created, even
 * before any deal links them. `profiles.created_by` keeps that agent (from UserRegistered's
 * `createdBy`); the index serves the agent's list sorted by name (ADR 0022).
 */
export class ClientCreator1732300100000 implements MigrationInterface {
  name = 'ClientCreator1732300100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE profiles ADD COLUMN created_by uuid NULL');
    await q.query('CREATE INDEX profiles_created_by_idx ON profiles (created_by) WHERE created_by IS NOT NULL AND erased_at IS NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS profiles_created_by_idx');
    await q.query('ALTER TABLE profiles DROP COLUMN IF EXISTS created_by');
  }
}
