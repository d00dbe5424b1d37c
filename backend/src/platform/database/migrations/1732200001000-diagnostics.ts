import { MigrationInterface, QueryRunner } from 'typeorm';

/** Read table of the diagnostics slice (owned by DiagnosticPingsProjection). */
export class Diagnostics1732200001000 implements MigrationInterface {
  name = 'Diagnostics1732200001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE diagnostic_pings (
        id uuid PRIMARY KEY,
        message text NOT NULL,
        created_at timestamptz NOT NULL,
        acknowledged_at timestamptz,
        last_version integer NOT NULL
      )`);
    await q.query('CREATE INDEX diagnostic_pings_created_idx ON diagnostic_pings (created_at DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE diagnostic_pings');
  }
}
