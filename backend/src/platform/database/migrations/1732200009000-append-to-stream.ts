import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One round trip per append (ADR 0015): the stream's version check and the insert in one function.
 *
 * `p_expected`: NULL appends at whatever version the stream is at (`any`); 0 demands that the stream
 * does not exist yet (`no_stream`); n demands that the stream is at exactly n. A mismatch raises
 * SQLSTATE ES409 with the stream's current version as DETAIL. Two racing appends at the same version
 * both pass the check; the unique (stream_id, stream_version) lets exactly one of them commit.
 *
 * The version read comes first and writes nothing, so the transaction's xid (the readers' commit
 * order, ADR 0002) is still assigned at the INSERT, after the stream's previous version committed.
 */
export class AppendToStream1732200009000 implements MigrationInterface {
  name = 'AppendToStream1732200009000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION append_to_stream(
        p_stream_id text,
        p_stream_type text,
        p_expected integer,
        p_event_ids uuid[],
        p_event_types text[],
        p_schema_versions integer[],
        p_data jsonb[],
        p_metadata jsonb,
        p_occurred_at timestamptz
      ) RETURNS SETOF events
      LANGUAGE plpgsql AS $$
      DECLARE
        current_version integer;
      BEGIN
        SELECT coalesce(max(stream_version), 0) INTO current_version FROM events WHERE stream_id = p_stream_id;
        IF p_expected IS NOT NULL AND p_expected <> current_version THEN
          RAISE EXCEPTION 'Stream % is at version %, not %', p_stream_id, current_version, p_expected
            USING ERRCODE = 'ES409', DETAIL = current_version::text;
        END IF;
        RETURN QUERY
          INSERT INTO events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, data, metadata, occurred_at)
          SELECT e.event_id, p_stream_id, p_stream_type, current_version + e.n::integer, e.event_type, e.schema_version, e.data, p_metadata, p_occurred_at
            FROM unnest(p_event_ids, p_event_types, p_schema_versions, p_data) WITH ORDINALITY AS e(event_id, event_type, schema_version, data, n)
          RETURNING *;
      END
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP FUNCTION append_to_stream(text, text, integer, uuid[], text[], integer[], jsonb[], jsonb, timestamptz)');
  }
}
