import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin lists filter by role, status and type and page newest first on the server (issue 11
 * item 4): one index per filter, in the order the lists read, so a filtered page is an index range.
 * Search (ILIKE on several columns) still scans the filtered rows; see ADR 0019.
 */
export class AdminListIndexes1732200030000 implements MigrationInterface {
  name = 'AdminListIndexes1732200030000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX profiles_role_created_idx ON profiles (role, created_at DESC, id) WHERE erased_at IS NULL');
    await q.query('CREATE INDEX feedback_status_created_idx ON feedback (status, created_at DESC, id)');
    await q.query('CREATE INDEX feedback_type_created_idx ON feedback (feedback_type, created_at DESC, id)');
    await q.query('CREATE INDEX data_requests_status_created_idx ON data_requests (status, created_at DESC, id)');
    await q.query('CREATE INDEX data_requests_type_created_idx ON data_requests (request_type, created_at DESC, id)');
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of [
      'profiles_role_created_idx',
      'feedback_status_created_idx',
      'feedback_type_created_idx',
      'data_requests_status_created_idx',
      'data_requests_type_created_idx',
    ])
      await q.query(`DROP INDEX IF EXISTS ${index}`);
  }
}
