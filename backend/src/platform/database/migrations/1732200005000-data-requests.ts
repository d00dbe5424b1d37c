import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Read table of data privacy requests (owned by DataRequestsProjection in modules/data-requests).
 * The requester's e-mail and name as they were when filing (spec 000 §3), the reason and the
 * admin's notes are plaintext here for the screens and nulled when the person is erased
 * (`erased_at`); the events hold them sealed.
 */
export class DataRequests1732200005000 implements MigrationInterface {
  name = 'DataRequests1732200005000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE data_requests (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        request_type text NOT NULL CHECK (request_type IN ('access', 'deletion')),
        reason text,
        user_email text,
        user_name text,
        status text NOT NULL CHECK (status IN ('pending', 'in_progress', 'completed', 'rejected')),
        admin_notes text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        completed_at timestamptz,
        export_ready_at timestamptz,
        erased_at timestamptz,
        last_version integer NOT NULL
      )`);
    await q.query('CREATE INDEX data_requests_user_created_idx ON data_requests (user_id, created_at DESC)');
    await q.query('CREATE INDEX data_requests_created_idx ON data_requests (created_at DESC, id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE data_requests');
  }
}
