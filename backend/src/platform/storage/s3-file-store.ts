import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { S3Settings } from '../config/app-config';
import { FileStore, storageKeySegments } from './file-store';

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, s3rver in tests; ADR 0045), behind the same
 * FileStore as local disk. A PUT replaces an object whole, so a reader sees the old file or the new
 * one, never half of either. Keys are checked by the same rule as on disk, so a key that local disk
 * refuses is refused here too, whatever S3 itself would accept.
 */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Checksums only where an operation requires one: the SDK's default (a CRC32 on every upload,
      // sent as a trailer of an aws-chunked body when it streams) is refused by some S3-compatible
      // servers, and MinIO and s3rver both accept plain, Content-MD5-free PUTs of known length.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async save(key: string, bytes: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: objectKey(key), Body: bytes, ContentLength: bytes.length }));
  }

  async open(key: string): Promise<{ stream: Readable; size: number } | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: objectKey(key) }));
      return { stream: object.Body as Readable, size: Number(object.ContentLength ?? 0) };
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket'))
        return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    // S3 answers 204 for a key that is not there: a missing file is fine, as on disk.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: objectKey(key) }));
  }

  /** Closes the SDK's sockets (tests, shutdown). */
  destroy(): void {
    this.client.destroy();
  }
}

const objectKey = (key: string) => storageKeySegments(key).join('/');

/**
 * `http(s)://ACCESS_KEY:SECRET@host:port/bucket?region=us-east-1` as S3 settings: how S3_TEST_URL names a
 * real bucket (MinIO or any S3-compatible service) for the FileStore contract test. Path-style
 * addressing unless `?pathStyle=false`.
 */
export function s3SettingsFromUrl(value: string): S3Settings {
  const url = new URL(value);
  const bucket = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ''));
  if (!bucket || bucket.includes('/')) throw new Error('S3_TEST_URL names its bucket as the path: http://key:secret@host:9000/bucket');
  return {
    bucket,
    endpoint: `${url.protocol}//${url.host}`,
    region: url.searchParams.get('region') ?? 'us-east-1',
    credentials: url.username ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) } : undefined,
    forcePathStyle: url.searchParams.get('pathStyle') !== 'false',
  };
}
