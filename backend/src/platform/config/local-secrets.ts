import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A secret the operator did not configure, generated on the first start and kept in
 * `<DATA_DIR>/secrets/<name>` (directory 0700, file 0600) so the next start, and the worker sharing
 * the data directory, use the same value. Written to a temporary file and hard-linked into place,
 * which fails if another process won the race: then its value is read, never overwritten.
 */
export function localSecret(dataDir: string, name: string): string {
  const dir = join(dataDir, 'secrets');
  const file = join(dir, name);
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const temporary = join(dir, `.${name}.${randomUUID()}.tmp`);
  writeFileSync(temporary, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
  return readSecret(file)!;
}

function readSecret(file: string): string | undefined {
  let value: string;
  try {
    value = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  // Someone loosened it (a copy, an editor): the secret is still ours, only its mode is put back.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return value === '' ? undefined : value;
}
