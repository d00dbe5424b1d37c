import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whose a task's client notes are (ADR 0040): the erasure of that client rewrites them. Notes already
 * stored are the deal's current client's unless they were written before the deal moved (ADR 0036),
 * which stay unattributed.
 */
export class TaskNotesAuthor1732301900000 implements MigrationInterface {
  name = 'TaskNotesAuthor1732301900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE transaction_tasks ADD COLUMN client_notes_by uuid');
    await q.query(`
      UPDATE transaction_tasks k SET client_notes_by = t.client_id
        FROM transactions t
       WHERE t.id = k.transaction_id AND k.client_notes IS NOT NULL AND NOT k.client_notes_from_previous_client`);
    await q.query('CREATE INDEX transaction_tasks_client_notes_by_idx ON transaction_tasks (client_notes_by) WHERE client_notes_by IS NOT NULL');
    await q.query('CREATE INDEX transaction_tasks_private_created_by_idx ON transaction_tasks (created_by) WHERE is_private');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX transaction_tasks_private_created_by_idx');
    await q.query('DROP INDEX transaction_tasks_client_notes_by_idx');
    await q.query('ALTER TABLE transaction_tasks DROP COLUMN client_notes_by');
  }
}
