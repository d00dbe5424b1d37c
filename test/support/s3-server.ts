import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../backend/src/platform/config/app-config';

/**
 * An S3-compatible server in this process (s3rver, files in a temporary directory), on a free
 * loopback port, with one bucket: the FileStore contract test's stand-in for MinIO (ADR 0045).
 */
export async function startS3Server(bucket = 'threshold-test'): Promise<{ settings: S3Settings; stop: () => Promise<void> }> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    settings: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
