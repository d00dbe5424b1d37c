import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are relative, `/`-separated paths (`logos/<user>-logo.png`,
 * `transactions/<deal>/documents/<doc>-<name>`); a driver maps them onto its medium. Local disk is the
 * only driver today; an S3-compatible one implements the same four calls (DESIGN.md "Files").
 */
export interface FileStore {
  /** Writes all of `bytes` under `key` or nothing: a reader never sees half a file. */
  save(key: string, bytes: Buffer): Promise<void>;
  /** The file as a stream and its size; null when there is none. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the file; a missing one is fine. */
  remove(key: string): Promise<void>;
}

export const FILE_STORE = Symbol('FILE_STORE');

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Not a storage key: ${JSON.stringify(key)}`);
  }
}

/** One path segment: the stored-name alphabet, and never `.` or `..`. */
const SEGMENT = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,255}$/;

/**
 * A key as segments, refused unless every segment is safe: no absolute paths, no `..`, no
 * backslashes, NULs or empty segments. Keys are built by the server, so a refusal is a bug, not input.
 */
export function storageKeySegments(key: string): string[] {
  const segments = key.split('/');
  if (segments.length === 0 || !segments.every((segment) => SEGMENT.test(segment))) throw new InvalidStorageKeyError(key);
  return segments;
}

/**
 * Files on local disk under UPLOAD_DIR (never served statically: every download is a checked route).
 * A write goes to a temporary file in the same directory and is renamed into place, so a crash or a
 * full disk leaves the old file or none, never a torn one. Mode 0600: only the service reads them.
 */
export class LocalFileStore implements FileStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async save(key: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    const temporary = `${path}.${randomUUID()}.part`;
    try {
      await writeFile(temporary, bytes, { mode: 0o600, flag: 'wx' });
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async open(key: string): Promise<{ stream: Readable; size: number } | null> {
    const path = this.pathOf(key);
    const found = await stat(path).catch(() => null);
    if (!found?.isFile()) return null;
    return { stream: createReadStream(path), size: found.size };
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** The absolute path of a key, which by construction lies inside the root; checked again all the same. */
  private pathOf(key: string): string {
    const path = resolve(this.root, ...storageKeySegments(key));
    if (!path.startsWith(this.root + sep)) throw new InvalidStorageKeyError(key);
    return path;
  }
}
