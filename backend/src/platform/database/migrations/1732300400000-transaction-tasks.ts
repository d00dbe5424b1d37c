import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The deal's tasks (spec 002 §3 Task; ADR 0027): a read table filled from the deal's stream by the
 * transaction-tasks projection. `version` is the stream version of the last event applied to the
 * row (a replay is a no-op); a deleted task keeps its row, marked, so a replay cannot bring it back.
 */
export class TransactionTasks1732300400000 implements MigrationInterface {
  name = 'TransactionTasks1732300400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE transaction_tasks (
        id uuid PRIMARY KEY,
        transaction_id uuid NOT NULL,
        title text NOT NULL,
        description text,
        due_date date,
        priority text NOT NULL DEFAULT 'normal',
        is_client_visible boolean NOT NULL DEFAULT false,
        is_private boolean NOT NULL DEFAULT false,
        source text NOT NULL DEFAULT 'manual',
        linked_entity_type text,
        linked_entity_id text,
        milestone_type text,
        template_id text,
        created_by uuid,
        completed_at timestamptz,
        client_notes text,
        created_at timestamptz NOT NULL,
        deleted boolean NOT NULL DEFAULT false,
        version integer NOT NULL
      )`);
    await q.query('CREATE INDEX transaction_tasks_transaction_idx ON transaction_tasks (transaction_id) WHERE NOT deleted');
    // The dashboard's Upcoming Tasks: open tasks soonest first.
    await q.query('CREATE INDEX transaction_tasks_open_idx ON transaction_tasks (due_date, created_at DESC) WHERE NOT deleted AND completed_at IS NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE transaction_tasks');
  }
}
