import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `profiles.last_version` becomes the user stream's version, which the admin list answers as
 * `version` for If-Match (ADR 0016). PasswordSet and PasswordResetRequested did not move it; the
 * projection now does, and this brings existing rows up to their stream.
 */
export class ProfileVersionsFollowStream1732200060000 implements MigrationInterface {
  name = 'ProfileVersionsFollowStream1732200060000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE profiles p SET last_version = s.version
        FROM (SELECT stream_id, max(stream_version) AS version FROM events WHERE stream_type = 'user' GROUP BY stream_id) s
       WHERE s.stream_id = 'user-' || p.id AND p.last_version < s.version`);
  }

  async down(): Promise<void> {
    // Nothing to undo: a higher last_version is still a correct one.
  }
}
