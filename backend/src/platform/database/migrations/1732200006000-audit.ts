import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail (owned by AuditTrailProjection in modules/audit): one row per event, written by an
 * async reader of the whole log. `global_position` is unique, so a replayed batch writes nothing
 * twice. The admin screen pages newest first on (at, global_position), alone or after an equality
 * filter on actor, entity or action: one index per such access path keeps every page an index scan.
 */
export class Audit1732200006000 implements MigrationInterface {
  name = 'Audit1732200006000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_entries (
        id uuid PRIMARY KEY,
        global_position bigint NOT NULL UNIQUE,
        at timestamptz NOT NULL,
        actor_id text,
        entity_type text NOT NULL,
        entity_id text NOT NULL,
        stream_id text NOT NULL,
        action text NOT NULL,
        before jsonb,
        after jsonb,
        correlation_id text
      )`);
    await q.query('CREATE INDEX audit_entries_at_idx ON audit_entries (at DESC, global_position DESC)');
    await q.query('CREATE INDEX audit_entries_actor_idx ON audit_entries (actor_id, at DESC, global_position DESC)');
    await q.query('CREATE INDEX audit_entries_entity_idx ON audit_entries (entity_id, at DESC, global_position DESC)');
    await q.query('CREATE INDEX audit_entries_action_idx ON audit_entries (action, at DESC, global_position DESC)');
    // The previous values of a stream's fields ("before") are looked up backwards within the stream.
    await q.query('CREATE INDEX audit_entries_stream_idx ON audit_entries (stream_id, global_position DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE audit_entries');
  }
}
