import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { openTestDatabase } from '../../../../test/support/test-database';
import { SqlExecutor } from '../event-store/sql-executor';
import { ErasureLedger } from './erasure-ledger';
import { PersonalDataVault } from './personal-data-vault';
import { VaultKeyring } from './vault-keyring';
import { keyMaterialOf } from '../../../../test/support/vault-keys';

describe('personal data vault (crypto-shredding, ADR 0004; key wrapping, ADR 0012)', () => {
  let dataSource: DataSource;
  let vault: PersonalDataVault;
  let dir: string;
  // The run's own master key (int-global-setup.ts): every app of this run shares the database and must unwrap what we write.
  const master = process.env.VAULT_MASTER_KEY!;
  const ledgerFile = () => join(dir, 'erased-subjects');
  const subject = () => `subject-${randomUUID()}`;

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    dir = mkdtempSync(join(tmpdir(), 'threshold-vault-'));
    vault = new PersonalDataVault(dataSource, new VaultKeyring(master), new ErasureLedger(ledgerFile()));
  });

  afterAll(async () => {
    await dataSource.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const keyMaterial = (subjectId: string) => keyMaterialOf(dataSource, subjectId);

  it('seals a value so that the stored text does not contain it, and opens it again', async () => {
    const sealed = await vault.seal('subject-a', 'Jordan Avery <jordan@example.com>');
    expect(sealed).not.toContain('Jordan');
    expect(sealed).not.toContain('example.com');
    expect(await vault.open(sealed)).toBe('Jordan Avery <jordan@example.com>');
  });

  it('makes every sealed copy unreadable once the subject is forgotten, and refuses new data for it', async () => {
    const first = await vault.seal('subject-b', '+1 512 555 0100');
    const second = await vault.seal('subject-b', 'Casey Lee');
    await vault.forget('subject-b');
    expect(await vault.open(first)).toBeNull();
    expect(await vault.open(second)).toBeNull();
    expect(await keyMaterial('subject-b')).toBe(0);
    await expect(vault.seal('subject-b', 'again')).rejects.toThrow('erased');
  });

  it('rejects tampered ciphertext', async () => {
    const sealed = await vault.seal('subject-c', 'secret');
    const parts = sealed.split(':');
    parts[4] = Buffer.from('tampered!').toString('base64url');
    await expect(vault.open(parts.join(':'))).rejects.toThrow();
  });

  describe('keys at rest (issue 7 finding 11)', () => {
    it('stores no key in clear: a copy of the database without the master key opens nothing', async () => {
      const s = subject();
      const sealed = await vault.seal(s, 'Morgan Reyes');
      const [row] = await dataSource.query<{ key: Buffer | null; wrapped_key: Buffer; master_key_id: string }[]>(
        'SELECT key, wrapped_key, master_key_id FROM personal_data_keys WHERE subject_id = $1',
        [s],
      );
      expect(row.key).toBeNull();
      expect(row.wrapped_key.length).toBe(12 + 32 + 16);
      expect(row.master_key_id).toBe(new VaultKeyring(master).currentId);
      const thief = new PersonalDataVault(dataSource, new VaultKeyring(randomBytes(32).toString('base64url')));
      await expect(thief.open(sealed)).rejects.toThrow('not configured');
    });

    it('rotates: a retired master still unwraps, and the start-up pass rewraps with the new one', async () => {
      const s = subject();
      const sealed = await vault.seal(s, 'Avery Stone');
      const next = randomBytes(32).toString('base64url');
      const rotated = new PersonalDataVault(dataSource, new VaultKeyring(next, [master]));
      expect(await rotated.open(sealed)).toBe('Avery Stone');
      await rotated.prepare();
      const onlyNew = new PersonalDataVault(dataSource, new VaultKeyring(next));
      expect(await onlyNew.open(sealed)).toBe('Avery Stone');
      // The other tests' vault holds the old master only; put the rows back under it.
      await new PersonalDataVault(dataSource, new VaultKeyring(master, [next])).prepare();
    });

    it('wraps keys written in clear before wrapping existed (start-up pass), and their data still opens', async () => {
      const s = subject();
      const clear = randomBytes(32);
      await dataSource.query('INSERT INTO personal_data_keys (subject_id, key) VALUES ($1, $2)', [s, clear]);
      const sealed = await vault.seal(s, 'Riley Park');
      await vault.prepare();
      const [row] = await dataSource.query<{ key: Buffer | null; wrapped_key: Buffer | null }[]>(
        'SELECT key, wrapped_key FROM personal_data_keys WHERE subject_id = $1',
        [s],
      );
      expect(row.key).toBeNull();
      expect(row.wrapped_key).not.toBeNull();
      expect(await vault.open(sealed)).toBe('Riley Park');
    });

    it('keeps an erased person erased after a database backup from before the erasure is restored', async () => {
      const s = subject();
      const sealed = await vault.seal(s, 'Dana Whitfield');
      const [backup] = await dataSource.query<{ wrapped_key: Buffer; master_key_id: string }[]>(
        'SELECT wrapped_key, master_key_id FROM personal_data_keys WHERE subject_id = $1',
        [s],
      );
      await vault.forget(s);
      // The restore: the key row comes back as the backup had it.
      await dataSource.query('UPDATE personal_data_keys SET wrapped_key = $2, master_key_id = $3, erased_at = NULL WHERE subject_id = $1', [
        s,
        backup.wrapped_key,
        backup.master_key_id,
      ]);
      const restarted = new PersonalDataVault(dataSource, new VaultKeyring(master), new ErasureLedger(ledgerFile()));
      expect(await restarted.open(sealed)).toBeNull();
      await expect(restarted.seal(s, 'again')).rejects.toThrow('erased');
      await restarted.prepare();
      expect(await keyMaterial(s)).toBe(0);
    });
  });

  describe('a seal racing forget() never leaves a key for an erased person (issue 7 finding 11)', () => {
    /** Runs `work` inside a transaction that stays open until `release` is called. */
    async function heldTransaction(work: (sql: SqlExecutor) => Promise<void>) {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let ready!: () => void;
      const started = new Promise<void>((resolve) => (ready = resolve));
      const done = dataSource.transaction(async (manager) => {
        await work({ query: (text, params) => manager.query(text, params) });
        ready();
        await released;
      });
      await started;
      return { release, done };
    }

    it('seal first (its key not yet committed), then forget', async () => {
      const s = subject();
      let sealed = '';
      const sealing = await heldTransaction(async (sql) => {
        sealed = await vault.seal(s, 'Sam Ortiz', sql);
      });
      const forgetting = vault.forget(s);
      await new Promise((resolve) => setTimeout(resolve, 200));
      sealing.release();
      await Promise.all([sealing.done, forgetting]);
      expect(await keyMaterial(s)).toBe(0);
      expect(await vault.open(sealed)).toBeNull();
    });

    it('forget first (its erasure not yet committed), then a seal that would create the key', async () => {
      const s = subject();
      const forgetting = await heldTransaction(async (sql) => {
        await vault.forget(s, sql);
      });
      const sealing = vault.seal(s, 'Sam Ortiz').then(
        () => 'sealed',
        (error: Error) => error.message,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      forgetting.release();
      await forgetting.done;
      expect(await sealing).toContain('erased');
      expect(await keyMaterial(s)).toBe(0);
    });

    it('many at once, on separate connections', async () => {
      const subjects = Array.from({ length: 20 }, subject);
      await Promise.all(subjects.flatMap((s) => [vault.seal(s, 'x').catch(() => undefined), vault.forget(s)]));
      for (const s of subjects) expect(await keyMaterial(s)).toBe(0);
    });
  });
});
