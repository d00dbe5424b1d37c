import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Key contacts entered in the wizard (issue 20 item 1; ADR 0080): a contact added on its own, through
 * the contacts API, is marked, so a draft's save, which replaces the contacts the wizard writes from
 * the deal's fields, keeps it and the wizard lists it on its Additional step. Existing rows were written
 * by events that carry no mark (false), as a rebuild writes them.
 */
export class StandaloneContacts1732304480200 implements MigrationInterface {
  name = 'StandaloneContacts1732304480200';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE transaction_contacts ADD COLUMN standalone boolean NOT NULL DEFAULT false');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE transaction_contacts DROP COLUMN standalone');
  }
}
