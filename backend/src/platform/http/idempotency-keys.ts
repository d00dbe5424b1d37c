import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { ConflictError, DomainError } from '../errors/domain-error';
import { DATA_SOURCE } from '../platform.tokens';
import { DataSubject, PersonalDataHolders } from '../privacy/personal-data-holders';

/** How long a key holds its first answer (issue 18 item 8). */
export const IDEMPOTENCY_KEY_TTL = '24 hours';
/** A pending key older than this was left by a request that died (a crash, a lost connection): it is free again. */
const ABANDONED_AFTER = '2 minutes';
/** How long a repeat waits for the first request to finish before answering 409. */
const WAIT_MS = 10_000;
/** Expired rows dropped by each new key: the table holds about a day of keys without a job. */
const SWEEP_BATCH = 100;

export class IdempotencyKeyReusedError extends DomainError {
  readonly kind = 'unprocessable';
  constructor() {
    super('This Idempotency-Key was already used with a different request', 'idempotency_key_reused');
  }
}

export class IdempotencyKeyInFlightError extends ConflictError {
  constructor() {
    super('A request with this Idempotency-Key is still in progress; retry it later', 'idempotency_key_in_flight');
  }
}

/** The first answer given under a key. */
export interface StoredAnswer {
  status: number;
  /** The JSON text sent, byte for byte (null: no body). */
  body: string | null;
  etag: string | null;
}

/** `run`: this request holds the key and must `complete` or `release` it; `replay`: answer what the first did. */
export type Claim = { kind: 'run' } | { kind: 'replay'; answer: StoredAnswer };

interface KeyRow {
  request_hash: string;
  status: number | null;
  body: string | null;
  etag: string | null;
}

/**
 * The idempotency keys of create commands (ADR 0038), in PostgreSQL so every API process sees them.
 * A key is scoped to its caller. The first request inserts a pending row; a repeat with the same
 * request waits (sleeping, with backoff) until the row holds the answer, and replays it; with another
 * request it is refused at once. The answer is stored only when the command succeeded: an error
 * frees the key, so a corrected retry under the same key runs.
 */
@Injectable()
export class IdempotencyKeys implements OnModuleInit {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly holders: PersonalDataHolders,
  ) {}

  onModuleInit(): void {
    // Stored answers may name people (a deal's client): they leave with an erasure, as the read models
    // do. An export lists the person's own keys, without the answers, which name other people too.
    this.holders.add({
      name: 'idempotency_keys',
      exportOf: (subject, sql) => sql.query('SELECT key, status, created_at FROM idempotency_keys WHERE caller_id = $1 ORDER BY created_at', [subject.userId]),
      erase: async (subject, sql) => {
        await sql.query(`DELETE FROM idempotency_keys WHERE ${ABOUT_SUBJECT}`, subjectParams(subject));
        return [];
      },
    });
  }

  async claim(callerId: string, key: string, requestHash: string): Promise<Claim> {
    const deadline = Date.now() + WAIT_MS;
    for (let pause = 20; ; pause = Math.min(pause * 2, 500)) {
      await this.dataSource.query(
        `DELETE FROM idempotency_keys WHERE caller_id = $1 AND key = $2
           AND (created_at < now() - interval '${IDEMPOTENCY_KEY_TTL}' OR (status IS NULL AND created_at < now() - interval '${ABANDONED_AFTER}'))`,
        [callerId, key],
      );
      const inserted: unknown[] = await this.dataSource.query(
        `INSERT INTO idempotency_keys (caller_id, key, request_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1 AS claimed`,
        [callerId, key, requestHash],
      );
      if (inserted.length > 0) {
        await this.sweepExpired();
        return { kind: 'run' };
      }
      const [row] = await this.dataSource.query<KeyRow[]>('SELECT request_hash, status, body, etag FROM idempotency_keys WHERE caller_id = $1 AND key = $2', [callerId, key]);
      if (!row) continue; // the first request failed and freed the key: this one may run
      if (row.request_hash !== requestHash) throw new IdempotencyKeyReusedError();
      if (row.status !== null) return { kind: 'replay', answer: { status: row.status, body: row.body, etag: row.etag } };
      if (Date.now() + pause > deadline) throw new IdempotencyKeyInFlightError();
      await sleep(pause);
    }
  }

  /** The first answer, kept for the repeats. */
  async complete(callerId: string, key: string, answer: StoredAnswer): Promise<void> {
    await this.dataSource.query('UPDATE idempotency_keys SET status = $3, body = $4, etag = $5 WHERE caller_id = $1 AND key = $2 AND status IS NULL', [
      callerId,
      key,
      answer.status,
      answer.body,
      answer.etag,
    ]);
  }

  /** The request failed: nothing was created, the key is free for a retry. */
  async release(callerId: string, key: string): Promise<void> {
    await this.dataSource.query('DELETE FROM idempotency_keys WHERE caller_id = $1 AND key = $2 AND status IS NULL', [callerId, key]);
  }

  private async sweepExpired(): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM idempotency_keys WHERE (caller_id, key) IN (
         SELECT caller_id, key FROM idempotency_keys WHERE created_at < now() - interval '${IDEMPOTENCY_KEY_TTL}' LIMIT ${SWEEP_BATCH})`,
    );
  }
}

/** The caller's own keys, and any answer that names the person (by id or address). */
const ABOUT_SUBJECT = 'caller_id = $1 OR strpos(body, $2) > 0 OR strpos(body, $3) > 0';
// An erased account without an address matches no body by it ('' would match every one).
const subjectParams = (subject: DataSubject): unknown[] => [subject.userId, subject.userId, subject.email || subject.userId];
