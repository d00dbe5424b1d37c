import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The milestone dates a deal's client was last told (ADR 0075): the "milestone date changed" e-mail
 * compares the client's milestones now with these, announces what moved, and records the new dates.
 * Not a read table (no rebuild writes it): it is what was said, not what the events say.
 */
export class ClientMilestoneDatesTold1732304450000 implements MigrationInterface {
  name = 'ClientMilestoneDatesTold1732304450000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE client_milestone_dates_told (
        transaction_id uuid NOT NULL,
        milestone_id uuid NOT NULL,
        due_date date,
        due_datetime timestamptz,
        PRIMARY KEY (transaction_id, milestone_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE client_milestone_dates_told');
  }
}
