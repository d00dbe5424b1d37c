import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { InvalidStorageKeyError, LocalFileStore } from './file-store';

/** The local FileStore on a real directory: atomic writes, 0600 files, and keys that cannot leave the root. */
describe('LocalFileStore', () => {
  let root: string;
  let outside: string;
  let store: LocalFileStore;

  beforeEach(async () => {
    const base = await mkdtemp(join(tmpdir(), 'file-store-'));
    root = join(base, 'uploads');
    outside = join(base, 'secret.txt');
    await writeFile(outside, 'do not touch');
    store = new LocalFileStore(root);
  });

  afterEach(async () => {
    await rm(join(root, '..'), { recursive: true, force: true });
  });

  it('writes, streams back, replaces and removes a file, leaving no temporary files behind', async () => {
    await store.save('transactions/abc/documents/d1/contract.pdf', Buffer.from('first'));
    await store.save('transactions/abc/documents/d1/contract.pdf', Buffer.from('second version'));
    const opened = await store.open('transactions/abc/documents/d1/contract.pdf');
    expect(opened?.size).toBe(14);
    expect(await text(opened!.stream)).toBe('second version');
    expect(await readdir(join(root, 'transactions/abc/documents/d1'))).toEqual(['contract.pdf']);
    expect((await stat(join(root, 'transactions/abc/documents/d1/contract.pdf'))).mode & 0o777).toBe(0o600);

    await store.remove('transactions/abc/documents/d1/contract.pdf');
    expect(await store.open('transactions/abc/documents/d1/contract.pdf')).toBeNull();
    await expect(store.remove('transactions/abc/documents/d1/contract.pdf')).resolves.toBeUndefined();
  });

  it('answers null for a missing file and for a directory', async () => {
    await store.save('a/b.txt', Buffer.from('x'));
    expect(await store.open('a/missing.txt')).toBeNull();
    expect(await store.open('a')).toBeNull();
  });

  it.each(['../secret.txt', 'a/../../secret.txt', '/etc/passwd', 'a//b', 'a/./b', 'a\\..\\b', 'a/b\u0000.txt', '', 'a/..'])(
    'refuses the key %j for every operation and touches nothing outside the root',
    async (key) => {
      await expect(store.save(key, Buffer.from('overwritten'))).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(store.open(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(store.remove(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      expect(await readFile(outside, 'utf8')).toBe('do not touch');
    },
  );

  it('a failed write leaves neither the file nor its temporary copy', async () => {
    await store.save('blocked/placeholder.txt', Buffer.from('x'));
    // A directory where the file should go: the rename fails after the temporary file was written.
    await store.save('blocked/target.pdf/inner.txt', Buffer.from('x'));
    await expect(store.save('blocked/target.pdf', Buffer.from('new'))).rejects.toThrow();
    expect((await readdir(join(root, 'blocked'))).sort()).toEqual(['placeholder.txt', 'target.pdf']);
  });
});
