import { Inject, Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { SqlExecutor } from '../event-store/sql-executor';
import { DATA_SOURCE } from '../platform.tokens';

/** Encrypted personal data as stored inside event data: `pii:v1:<subject>:<iv>:<ciphertext>:<tag>`. */
export type SealedValue = string;

const PREFIX = 'pii:v1:';

/**
 * Crypto-shredding (docs/adr/0004-personal-data-in-events.md). Personal fields of events are sealed
 * with a key per person (the "subject": a user id, or another stable id for people who are not
 * users). Forgetting the subject deletes its key, so every sealed copy in the immutable log becomes
 * unreadable; `open` then answers null and projections show a placeholder.
 *
 * Pass the caller's `sql` when inside a DB transaction (an append, a projection), so a key created
 * for a new subject commits or rolls back with the events that use it.
 */
@Injectable()
export class PersonalDataVault {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async seal(subjectId: string, value: string, sql: SqlExecutor = this.dataSource): Promise<SealedValue> {
    const key = await this.keyFor(subjectId, sql, true);
    if (!key) throw new Error(`Personal data of ${subjectId} was erased; nothing new may be stored for it`);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const ciphertext = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
    return `${PREFIX}${encodeURIComponent(subjectId)}:${iv.toString('base64url')}:${ciphertext.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}`;
  }

  /** Seals an optional value: null and undefined stay as they are. */
  async sealOptional(subjectId: string, value: string | null | undefined, sql?: SqlExecutor): Promise<SealedValue | null> {
    return value === null || value === undefined || value === '' ? null : this.seal(subjectId, value, sql);
  }

  /** The plaintext, or null when the subject was forgotten (or the value is null). */
  async open(sealed: SealedValue | null | undefined, sql: SqlExecutor = this.dataSource): Promise<string | null> {
    if (sealed === null || sealed === undefined) return null;
    if (!isSealed(sealed)) throw new Error('Not a sealed personal value');
    const [subject, iv, ciphertext, tag] = sealed.slice(PREFIX.length).split(':');
    const key = await this.keyFor(decodeURIComponent(subject), sql, false);
    if (!key) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  }

  /** Destroys the subject's key for good and remembers that it was erased. */
  async forget(subjectId: string, sql: SqlExecutor = this.dataSource): Promise<void> {
    await sql.query('DELETE FROM personal_data_keys WHERE subject_id = $1', [subjectId]);
    await sql.query('INSERT INTO erased_subjects (subject_id) VALUES ($1) ON CONFLICT DO NOTHING', [subjectId]);
  }

  async isForgotten(subjectId: string, sql: SqlExecutor = this.dataSource): Promise<boolean> {
    const rows = await sql.query('SELECT 1 FROM erased_subjects WHERE subject_id = $1', [subjectId]);
    return rows.length > 0;
  }

  private async keyFor(subjectId: string, sql: SqlExecutor, create: boolean): Promise<Buffer | undefined> {
    const [found] = await sql.query<{ key: Buffer }>('SELECT key FROM personal_data_keys WHERE subject_id = $1', [subjectId]);
    if (found) return found.key;
    if (!create || (await this.isForgotten(subjectId, sql))) return undefined;
    await sql.query('INSERT INTO personal_data_keys (subject_id, key) VALUES ($1, $2) ON CONFLICT (subject_id) DO NOTHING', [
      subjectId,
      randomBytes(32),
    ]);
    const [created] = await sql.query<{ key: Buffer }>('SELECT key FROM personal_data_keys WHERE subject_id = $1', [subjectId]);
    return created.key;
  }
}

export function isSealed(value: unknown): value is SealedValue {
  return typeof value === 'string' && value.startsWith(PREFIX);
}
