import bcrypt from 'bcryptjs';
import { createHash } from 'node:crypto';

/**
 * bcrypt at cost 12 (argon2's prebuilt binary does not load on our machines; docs/adr/0006-identity.md).
 * bcrypt reads at most 72 bytes, so the password is first digested with SHA-256 (base64, 44 bytes):
 * every character of a long passphrase counts.
 */
export const BCRYPT_COST = 12;

const digest = (password: string) => createHash('sha256').update(password, 'utf8').digest('base64');

export class PasswordHasher {
  hash(password: string): Promise<string> {
    return bcrypt.hash(digest(password), BCRYPT_COST);
  }

  verify(password: string, hash: string): Promise<boolean> {
    return bcrypt.compare(digest(password), hash);
  }

  /** Spends the same time as a real check when there is no account, so timing does not tell. */
  async verifyNothing(password: string): Promise<false> {
    await bcrypt.compare(digest(password), DUMMY_HASH);
    return false;
  }
}

// A bcrypt hash (of a throwaway string) at the same cost, to compare against when there is no account.
const DUMMY_HASH = '$2b$12$yKnOF.OzJYKv1HVgG/Cb2O3qW7NzjfFbzb9rMg3ZMVuJB7Qeu8ATe';
