import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Read table of platform feedback (owned by FeedbackProjection in modules/feedback). Title,
 * description and admin notes are plaintext here for the screens; the events hold them sealed.
 */
export class Feedback1732200004000 implements MigrationInterface {
  name = 'Feedback1732200004000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE feedback (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        feedback_type text NOT NULL,
        category text NOT NULL,
        priority text NOT NULL,
        title text NOT NULL,
        description text NOT NULL,
        status text NOT NULL,
        admin_notes text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        resolved_at timestamptz,
        last_version integer NOT NULL
      )`);
    await q.query('CREATE INDEX feedback_user_created_idx ON feedback (user_id, created_at DESC)');
    await q.query('CREATE INDEX feedback_created_idx ON feedback (created_at DESC, id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE feedback');
  }
}
