import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { startS3Server } from '../../../../test/support/s3-server';
import { FileStore, InvalidStorageKeyError, LocalFileStore } from './file-store';
import { S3FileStore, s3SettingsFromUrl } from './s3-file-store';

/**
 * The FileStore contract (ADR 0045), one suite for every driver: local disk; an S3-compatible server
 * this test starts in-process (s3rver); and, when S3_TEST_URL names one
 * (`http://key:secret@host:9000/bucket`), a real bucket such as MinIO.
 */
interface Driver {
  name: string;
  /** s3rver writes an object in place, so two racing PUTs can interleave; S3, MinIO and local disk replace whole. */
  atomicUnderRace: boolean;
  start(): Promise<{ store: FileStore; stop(): Promise<void> }>;
}

const drivers: Driver[] = [
  {
    name: 'local disk',
    atomicUnderRace: true,
    async start() {
      const root = await mkdtemp(join(tmpdir(), 'file-store-contract-'));
      return { store: new LocalFileStore(root), stop: () => rm(root, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3 (s3rver in this process)',
    atomicUnderRace: false,
    async start() {
      const server = await startS3Server();
      const store = new S3FileStore(server.settings);
      return {
        store,
        stop: async () => {
          store.destroy();
          await server.stop();
        },
      };
    },
  },
];
if (process.env.S3_TEST_URL) {
  drivers.push({
    name: 'S3 (the bucket S3_TEST_URL names)',
    atomicUnderRace: true,
    async start() {
      const store = new S3FileStore(s3SettingsFromUrl(process.env.S3_TEST_URL!));
      return { store, stop: async () => store.destroy() };
    },
  });
}

describe.each(drivers)('FileStore contract: $name', (driver) => {
  let store: FileStore;
  let stop: () => Promise<void>;
  /** Every test writes under a fresh prefix, so a shared real bucket needs no cleaning between runs. */
  let base: string;

  beforeAll(async () => {
    ({ store, stop } = await driver.start());
  });
  afterAll(() => stop());
  beforeEach(() => {
    base = `contract-${randomUUID()}`;
  });

  const read = async (key: string) => {
    const opened = await store.open(key);
    return opened && { size: opened.size, bytes: await buffer(opened.stream) };
  };

  it('gives back exactly the bytes saved, every byte value included, with their size', async () => {
    const bytes = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(4096)]);
    await store.save(`${base}/transactions/d1/documents/x-contract.pdf`, bytes);
    const got = await read(`${base}/transactions/d1/documents/x-contract.pdf`);
    expect(got?.size).toBe(bytes.length);
    expect(got?.bytes.equals(bytes)).toBe(true);
  });

  it('keeps a file of several megabytes whole', async () => {
    const bytes = randomBytes(6 * 1024 * 1024 + 3);
    await store.save(`${base}/big.bin`, bytes);
    const got = await read(`${base}/big.bin`);
    expect(got?.size).toBe(bytes.length);
    expect(got?.bytes.equals(bytes)).toBe(true);
  });

  it('replaces a file whole when it is saved again under the same key', async () => {
    await store.save(`${base}/logos/u-logo.png`, Buffer.from('the first, longer version'));
    await store.save(`${base}/logos/u-logo.png`, Buffer.from('second'));
    expect((await read(`${base}/logos/u-logo.png`))?.bytes.toString()).toBe('second');
  });

  (driver.atomicUnderRace ? it : it.skip)('two saves racing on one key leave one of them whole, never a mix', async () => {
    const first = Buffer.alloc(256 * 1024, 'a');
    const second = Buffer.alloc(200 * 1024, 'b');
    await Promise.all([store.save(`${base}/race.bin`, first), store.save(`${base}/race.bin`, second)]);
    const got = (await read(`${base}/race.bin`))!.bytes;
    expect(got.equals(first) || got.equals(second)).toBe(true);
  });

  it('answers null for a key never saved, and for a prefix of saved keys', async () => {
    await store.save(`${base}/a/b.txt`, Buffer.from('x'));
    expect(await store.open(`${base}/a/missing.txt`)).toBeNull();
    expect(await store.open(`${base}/a`)).toBeNull();
  });

  it('removes a file; removing it again, or one never saved, is fine', async () => {
    await store.save(`${base}/gone.txt`, Buffer.from('x'));
    await store.remove(`${base}/gone.txt`);
    expect(await store.open(`${base}/gone.txt`)).toBeNull();
    await expect(store.remove(`${base}/gone.txt`)).resolves.toBeUndefined();
    await expect(store.remove(`${base}/never.txt`)).resolves.toBeUndefined();
  });

  it.each(['../secret.txt', 'a/../../secret.txt', '/etc/passwd', 'a//b', 'a/./b', 'a\\..\\b', 'a/b\u0000.txt', '', 'a/..', 'a/b c.txt'])(
    'refuses the key %j for every operation, before touching the medium',
    async (key) => {
      await expect(store.save(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(store.open(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(store.remove(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    },
  );
});
