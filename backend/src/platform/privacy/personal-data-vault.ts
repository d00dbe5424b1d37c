import { Logger } from '@nestjs/common';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ConflictError } from '../errors/domain-error';
import { SqlExecutor } from '../event-store/sql-executor';
import { ErasureLedger } from './erasure-ledger';
import { VaultKeyring } from './vault-keyring';

/** Encrypted personal data as stored inside event data: `pii:v1:<subject>:<iv>:<ciphertext>:<tag>`. */
export type SealedValue = string;

/**
 * Subject → data key (undefined: erased), for one read batch, so opening many events of the same
 * people asks the database once per person (a rebuild, a subscriber batch). Never kept longer: an
 * erasure must take effect at the next batch.
 */
export type VaultKeyCache = Map<string, Buffer | undefined>;

const PREFIX = 'pii:v1:';

interface KeyRow {
  key: Buffer | null;
  wrapped_key: Buffer | null;
  master_key_id: string | null;
  erased_at: Date | null;
}

/**
 * Crypto-shredding (docs/adr/0004-personal-data-in-events.md). Personal fields of events are sealed
 * with a key per person (the "subject": a user id, or another stable id for people who are not
 * users). Forgetting the subject destroys its key, so every sealed copy in the immutable log becomes
 * unreadable; `open` then answers null and projections show a placeholder.
 *
 * Keys rest wrapped by a master key kept outside the database, and erasures are also listed outside
 * it, so neither a copy of the database nor a restored backup reads an erased person
 * (docs/adr/0012-vault-key-wrapping.md).
 *
 * Pass the caller's `sql` when inside a DB transaction (an append, a projection, an erasure), so a
 * key created or forgotten for a subject commits or rolls back with the events that use it.
 */
export class PersonalDataVault {
  private readonly logger = new Logger(PersonalDataVault.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly keyring: VaultKeyring,
    private readonly ledger?: ErasureLedger,
  ) {}

  async seal(subjectId: string, value: string, sql: SqlExecutor = this.dataSource, keys?: VaultKeyCache): Promise<SealedValue> {
    // Within one append (one transaction) a person's key is read, or made, once for all their fields.
    let key = keys?.get(subjectId);
    if (!key) {
      key = await this.keyFor(subjectId, sql, true);
      if (key) keys?.set(subjectId, key);
    }
    if (!key) throw new PersonalDataErasedError();
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const ciphertext = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
    return `${PREFIX}${encodeURIComponent(subjectId)}:${iv.toString('base64url')}:${ciphertext.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}`;
  }

  /** Seals an optional value: null and undefined stay as they are. */
  async sealOptional(subjectId: string, value: string | null | undefined, sql?: SqlExecutor): Promise<SealedValue | null> {
    return value === null || value === undefined || value === '' ? null : this.seal(subjectId, value, sql);
  }

  /**
   * The keys of every subject of these sealed values read in one query into `keys` (ADR 0086), as
   * `open` would read them one by one: an erased or unknown subject's as undefined. A load that opens
   * a deal's people then costs one key read, not one per person.
   */
  async prefetch(sealed: Iterable<string>, sql: SqlExecutor = this.dataSource, keys: VaultKeyCache): Promise<void> {
    const subjects = new Set<string>();
    for (const value of sealed) {
      if (!isSealed(value)) continue;
      const subject = decodeURIComponent(value.slice(PREFIX.length).split(':')[0]);
      if (!keys.has(subject)) subjects.add(subject);
    }
    if (subjects.size < 2) return; // one (or none) is read by open as before
    const rows = await sql.query<{ subject_id: string } & KeyRow>(
      'SELECT subject_id, key, wrapped_key, master_key_id, erased_at FROM personal_data_keys WHERE subject_id = ANY($1::text[])',
      [[...subjects]],
    );
    const found = new Map(rows.map((row) => [row.subject_id, row]));
    for (const subject of subjects) {
      const row = found.get(subject);
      keys.set(subject, this.ledger?.has(subject) || !row || row.erased_at ? undefined : this.unwrap(subject, row));
    }
  }

  /** The plaintext, or null when the subject was forgotten (or the value is null). */
  async open(sealed: SealedValue | null | undefined, sql: SqlExecutor = this.dataSource, keys?: VaultKeyCache): Promise<string | null> {
    if (sealed === null || sealed === undefined) return null;
    if (!isSealed(sealed)) throw new Error('Not a sealed personal value');
    const [encodedSubject, iv, ciphertext, tag] = sealed.slice(PREFIX.length).split(':');
    const subject = decodeURIComponent(encodedSubject);
    let key = keys?.get(subject);
    if (!keys?.has(subject)) {
      key = await this.keyFor(subject, sql, false);
      keys?.set(subject, key);
    }
    if (!key) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  }

  /**
   * Destroys the subject's key for good. The row stays as a tombstone (no key material, `erased_at`
   * set) under the primary key, which is what a concurrent seal's INSERT collides with: whichever
   * commits first, no key survives for an erased subject. Inside a caller's transaction, call
   * `recordErased` once it has committed, to list the subject outside the database.
   */
  async forget(subjectId: string, sql?: SqlExecutor): Promise<void> {
    await (sql ?? this.dataSource).query(
      `INSERT INTO personal_data_keys (subject_id, erased_at) VALUES ($1, now())
       ON CONFLICT (subject_id) DO UPDATE
         SET key = NULL, wrapped_key = NULL, master_key_id = NULL, erased_at = coalesce(personal_data_keys.erased_at, now())`,
      [subjectId],
    );
    if (!sql) this.recordErased([subjectId]);
  }

  /** Lists committed erasures in the ledger outside the database (a crash before this is caught up at start). */
  recordErased(subjectIds: readonly string[]): void {
    this.ledger?.record(subjectIds);
  }

  async isForgotten(subjectId: string, sql: SqlExecutor = this.dataSource): Promise<boolean> {
    if (this.ledger?.has(subjectId)) return true;
    const rows = await sql.query('SELECT 1 FROM personal_data_keys WHERE subject_id = $1 AND erased_at IS NOT NULL', [subjectId]);
    return rows.length > 0;
  }

  /**
   * Start-up pass: wraps keys still in clear (written before wrapping existed), rewraps keys of a
   * retired master key with the current one, and reconciles the ledger with the database both ways:
   * erasures the ledger missed (a crash after commit) are added, and subjects the ledger lists but a
   * restored database still holds a key for are erased again.
   */
  async prepare(): Promise<void> {
    const stale = await this.dataSource.query<({ subject_id: string } & KeyRow)[]>(
      `SELECT subject_id, key, wrapped_key, master_key_id, erased_at FROM personal_data_keys
        WHERE erased_at IS NULL AND (key IS NOT NULL OR master_key_id <> $1)`,
      [this.keyring.currentId],
    );
    for (const row of stale) {
      const dataKey = this.unwrap(row.subject_id, row);
      const { wrapped, masterKeyId } = this.keyring.wrap(row.subject_id, dataKey);
      await this.dataSource.query(
        'UPDATE personal_data_keys SET key = NULL, wrapped_key = $2, master_key_id = $3 WHERE subject_id = $1 AND erased_at IS NULL',
        [row.subject_id, wrapped, masterKeyId],
      );
    }
    if (stale.length > 0) this.logger.log({ keys: stale.length }, 'Vault keys wrapped with the current master key');
    if (!this.ledger) return;
    const erased = await this.dataSource.query<{ subject_id: string }[]>('SELECT subject_id FROM personal_data_keys WHERE erased_at IS NOT NULL');
    this.ledger.record(erased.map((row) => row.subject_id));
    const known = new Set(erased.map((row) => row.subject_id));
    const resurrected = this.ledger.all().filter((subjectId) => !known.has(subjectId));
    for (const subjectId of resurrected) await this.forget(subjectId);
    if (resurrected.length > 0) this.logger.warn({ subjects: resurrected.length }, 'Erased again: the database held keys of people erased before (a restored backup?)');
  }

  private async keyFor(subjectId: string, sql: SqlExecutor, create: boolean): Promise<Buffer | undefined> {
    if (this.ledger?.has(subjectId)) return undefined;
    const found = await this.readKey(subjectId, sql);
    if (found) return found.erased_at ? undefined : this.unwrap(subjectId, found);
    if (!create) return undefined;
    const dataKey = randomBytes(32);
    const { wrapped, masterKeyId } = this.keyring.wrap(subjectId, dataKey);
    // One statement against the primary key: it waits for, and then yields to, a concurrent forget().
    const inserted = await sql.query(
      `INSERT INTO personal_data_keys (subject_id, wrapped_key, master_key_id) VALUES ($1, $2, $3)
       ON CONFLICT (subject_id) DO NOTHING RETURNING subject_id`,
      [subjectId, wrapped, masterKeyId],
    );
    if (inserted.length > 0) return dataKey;
    const winner = await this.readKey(subjectId, sql); // another seal, or an erasure, got there first
    return winner && !winner.erased_at ? this.unwrap(subjectId, winner) : undefined;
  }

  private async readKey(subjectId: string, sql: SqlExecutor): Promise<KeyRow | undefined> {
    const [row] = await sql.query<KeyRow>(
      'SELECT key, wrapped_key, master_key_id, erased_at FROM personal_data_keys WHERE subject_id = $1',
      [subjectId],
    );
    return row;
  }

  /** A key from before wrapping is still read (and the start-up pass wraps it); any other is unwrapped. */
  private unwrap(subjectId: string, row: KeyRow): Buffer {
    if (row.key) return row.key;
    return this.keyring.unwrap(subjectId, row.wrapped_key!, row.master_key_id!);
  }
}

/** Nothing new may be stored for a person once erased (a rule of its own may name it better: PersonalFieldsRule.erased). */
export class PersonalDataErasedError extends ConflictError {
  constructor(message = 'The personal data of this person was erased; nothing new may be stored for them') {
    super(message);
  }
}

export function isSealed(value: unknown): value is SealedValue {
  return typeof value === 'string' && value.startsWith(PREFIX);
}
