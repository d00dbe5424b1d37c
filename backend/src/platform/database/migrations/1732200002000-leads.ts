import { MigrationInterface, QueryRunner } from 'typeorm';

/** Read table of the public forms' submissions (owned by LeadsProjection in modules/leads). */
export class Leads1732200002000 implements MigrationInterface {
  name = 'Leads1732200002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE leads (
        id uuid PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('contact', 'investor', 'waitlist')),
        name text NOT NULL,
        email text NOT NULL,
        phone text,
        organization text,
        brokerage text,
        message text,
        interests text[] NOT NULL DEFAULT '{}',
        headache text,
        submitted_at timestamptz NOT NULL,
        last_version integer NOT NULL
      )`);
    await q.query('CREATE INDEX leads_submitted_idx ON leads (submitted_at DESC, id)');
    await q.query('CREATE INDEX leads_kind_submitted_idx ON leads (kind, submitted_at DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE leads');
  }
}
