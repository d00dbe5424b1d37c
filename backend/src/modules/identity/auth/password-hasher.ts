import * as argon2 from 'argon2';
import bcrypt from 'bcryptjs';
import { createHash } from 'node:crypto';

/**
 * argon2id with OWASP's first recommended configuration (Password Storage Cheat Sheet: 19 MiB of
 * memory, 2 iterations, 1 lane). The `argon2` package runs the work in libuv's thread pool, so a
 * sign-in does not stall the event loop as bcryptjs (pure JavaScript, ~250 ms per check) did.
 * Hashes written before the change are bcrypt (cost 12, of the password's SHA-256 in base64): they
 * are still verified here, and `needsRehash` tells sign-in to replace them (docs/adr/0006-identity.md).
 */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const LEGACY_BCRYPT = /^\$2[aby]\$/;

export class PasswordHasher {
  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  async verify(password: string, hash: string): Promise<boolean> {
    if (LEGACY_BCRYPT.test(hash)) return bcrypt.compare(legacyDigest(password), hash);
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false; // not a hash we can read: no password matches it
    }
  }

  /** True for a legacy bcrypt hash, or an argon2 hash made with weaker parameters than today's. */
  needsRehash(hash: string): boolean {
    if (LEGACY_BCRYPT.test(hash)) return true;
    try {
      return argon2.needsRehash(hash, ARGON2_OPTIONS);
    } catch {
      return true;
    }
  }

  /** Spends the same time as a real check when there is no account, so timing does not tell. */
  async verifyNothing(password: string): Promise<false> {
    await argon2.verify(DUMMY_HASH, password);
    return false;
  }
}

/** bcrypt reads at most 72 bytes, so legacy hashes were made of the password's SHA-256 (base64). */
const legacyDigest = (password: string) => createHash('sha256').update(password, 'utf8').digest('base64');

// An argon2id hash (of a throwaway string) with today's parameters, to check against when there is no account.
const DUMMY_HASH = '$argon2id$v=19$m=19456,p=1,t=2$CkPysMv5Npjog9GyX/PLzw$q7tqgUb9Nu8XS2vUOUSyVH8w1cRhBEhmH6dX+69HAWc';
