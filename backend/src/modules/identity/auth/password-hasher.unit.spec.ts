import bcrypt from 'bcryptjs';
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { PasswordHasher } from './password-hasher';

/** Issue 7 finding 13: argon2id with OWASP's parameters, off the event loop; bcrypt hashes still verify. */
describe('password hashing', () => {
  const hasher = new PasswordHasher();

  it("hashes with argon2id at OWASP's parameters (19 MiB, 2 iterations, 1 lane)", async () => {
    const hash = await hasher.hash('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await hasher.verify('correct horse battery staple', hash)).toBe(true);
    expect(await hasher.verify('correct horse battery stapler', hash)).toBe(false);
    expect(hasher.needsRehash(hash)).toBe(false);
  });

  it('does the work off the event loop: the loop is idle for most of the time passwords are hashed and checked', async () => {
    // The event loop's own account of its busy time (not timer gaps, which a loaded machine stretches
    // whatever the code does): work done on the loop counts as active, work in the thread pool as idle.
    const before = performance.eventLoopUtilization();
    const hash = await hasher.hash('a password to hash');
    await hasher.verify('a password to hash', hash);
    await hasher.verifyNothing('a password to hash');
    const { active, idle } = performance.eventLoopUtilization(before);
    // bcryptjs at cost 12 held the loop for about 250 ms per operation: active for nearly all of it.
    expect(active / (active + idle)).toBeLessThan(0.5);
  });

  it('still verifies a legacy bcrypt hash (of the SHA-256 digest) and asks for it to be replaced', async () => {
    const digest = createHash('sha256').update('old password', 'utf8').digest('base64');
    const legacy = await bcrypt.hash(digest, 4);
    expect(await hasher.verify('old password', legacy)).toBe(true);
    expect(await hasher.verify('other password', legacy)).toBe(false);
    expect(hasher.needsRehash(legacy)).toBe(true);
  });

  it('treats a hash it cannot read as matching nothing', async () => {
    expect(await hasher.verify('anything', 'not a hash')).toBe(false);
  });
});
