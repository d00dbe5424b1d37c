import { DataSource } from 'typeorm';
import { openTestDatabase } from '../../../../test/support/test-database';
import { PersonalDataVault } from './personal-data-vault';

describe('personal data vault (crypto-shredding, ADR 0004)', () => {
  let dataSource: DataSource;
  let vault: PersonalDataVault;

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    vault = new PersonalDataVault(dataSource);
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

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
    const [{ count }] = await dataSource.query("SELECT count(*)::int AS count FROM personal_data_keys WHERE subject_id = 'subject-b'");
    expect(count).toBe(0);
    await expect(vault.seal('subject-b', 'again')).rejects.toThrow('erased');
  });

  it('rejects tampered ciphertext', async () => {
    const sealed = await vault.seal('subject-c', 'secret');
    const parts = sealed.split(':');
    parts[4] = Buffer.from('tampered!').toString('base64url');
    await expect(vault.open(parts.join(':'))).rejects.toThrow();
  });
});
