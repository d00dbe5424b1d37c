import { MigrationInterface, QueryRunner } from 'typeorm';

/** A task's client notes written before the deal moved to another client: not for the new one (ADR 0036). */
export class TaskNotesOfPreviousClient1732301510000 implements MigrationInterface {
  name = 'TaskNotesOfPreviousClient1732301510000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE transaction_tasks ADD COLUMN client_notes_from_previous_client boolean NOT NULL DEFAULT false');
    // Notes already stored on a deal that has since changed client: rebuilt from the deal's stream
    // they would be marked; the rows are marked here the same way (the notes older than the link).
    await q.query(`
      UPDATE transaction_tasks k SET client_notes_from_previous_client = true
        FROM events e
       WHERE e.stream_id = 'transaction-' || k.transaction_id AND e.event_type = 'TransactionClientLinked'
         AND k.client_notes IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM events u WHERE u.stream_id = e.stream_id AND u.event_type = 'TransactionTaskUpdated'
                          AND u.stream_version > e.stream_version AND u.data->>'taskId' = k.id::text AND u.data ? 'client_notes')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE transaction_tasks DROP COLUMN client_notes_from_previous_client');
  }
}
