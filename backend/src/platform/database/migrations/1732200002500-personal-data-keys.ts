import { MigrationInterface, QueryRunner } from 'typeorm';

/** One encryption key per person whose data appears in events (docs/adr/0004). Deleting the row erases them. */
export class PersonalDataKeys1732200002500 implements MigrationInterface {
  name = 'PersonalDataKeys1732200002500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE personal_data_keys (
        subject_id text PRIMARY KEY,
        key bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE erased_subjects (
        subject_id text PRIMARY KEY,
        erased_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE erased_subjects');
    await q.query('DROP TABLE personal_data_keys');
  }
}
