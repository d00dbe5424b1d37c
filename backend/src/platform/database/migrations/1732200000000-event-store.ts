import { MigrationInterface, QueryRunner } from 'typeorm';

/** The event store, subscriber checkpoints and the outbox (docs/adr/0002-event-store.md). */
export class EventStore1732200000000 implements MigrationInterface {
  name = 'EventStore1732200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE events (
        global_position bigserial PRIMARY KEY,
        event_id uuid NOT NULL UNIQUE,
        stream_id text NOT NULL,
        stream_type text NOT NULL,
        stream_version integer NOT NULL CHECK (stream_version > 0),
        event_type text NOT NULL,
        schema_version integer NOT NULL DEFAULT 1,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL,
        occurred_at timestamptz NOT NULL DEFAULT now(),
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        CONSTRAINT events_stream_version_unique UNIQUE (stream_id, stream_version)
      )`);
    await q.query(`CREATE INDEX events_commit_order_idx ON events (transaction_id, global_position)`);
    await q.query(`CREATE INDEX events_stream_type_idx ON events (stream_type)`);
    await q.query(`
      CREATE TABLE subscription_checkpoints (
        subscription_id text PRIMARY KEY,
        last_transaction_id xid8 NOT NULL DEFAULT '0',
        last_position bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        event_id uuid NOT NULL,
        queue text NOT NULL,
        job_name text NOT NULL,
        job_id text NOT NULL UNIQUE,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        dispatched_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text
      )`);
    await q.query(`CREATE INDEX outbox_pending_idx ON outbox (id) WHERE dispatched_at IS NULL`);
    await q.query(`
      CREATE TABLE stream_snapshots (
        stream_id text PRIMARY KEY,
        stream_version integer NOT NULL,
        schema_version integer NOT NULL,
        state jsonb NOT NULL,
        taken_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE stream_snapshots');
    await q.query('DROP TABLE outbox');
    await q.query('DROP TABLE subscription_checkpoints');
    await q.query('DROP TABLE events');
  }
}
