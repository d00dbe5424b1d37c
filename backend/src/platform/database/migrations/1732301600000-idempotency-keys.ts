import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Create commands' idempotency keys (issue 18 item 8; ADR 0038): one row per caller and key, pending
 * (status null) while the first request runs, then its answer; rows older than 24 h are dead.
 */
export class IdempotencyKeys1732301600000 implements MigrationInterface {
  name = 'IdempotencyKeys1732301600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE idempotency_keys (
        caller_id uuid NOT NULL,
        key text NOT NULL,
        request_hash text NOT NULL,
        status integer,
        body text,
        etag text,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (caller_id, key)
      )`);
    await q.query('CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE idempotency_keys');
  }
}
