import type { Response } from 'express';
import { createHash } from 'node:crypto';
import { RateLimit, RateLimiter } from '../../../platform/http/rate-limiter';
import { TooManyAttemptsError } from '../domain/identity.errors';

const MINUTE = 60_000;

/**
 * Issue #3: sign-in, register, forgot and reset are limited per client address and per account
 * (the spec names no numbers). A person mistypes a few times; a script tries hundreds. The address
 * limits are wider because an office shares one address.
 */
export const AUTH_LIMITS = {
  signIn: { perIp: 30, perAccount: 10 },
  register: { perIp: 10, perAccount: 5 },
  forgot: { perIp: 10, perAccount: 3 },
  reset: { perIp: 10, perAccount: 5 },
  // The reset page asks once when it opens; its own bucket, so looking does not eat into resetting.
  resetCheck: { perIp: 30, perAccount: 10 },
} as const;

export type AuthAction = keyof typeof AUTH_LIMITS;

export async function enforceAuthLimit(
  limiter: RateLimiter,
  response: Response,
  action: AuthAction,
  ip: string | undefined,
  account: string | null,
): Promise<void> {
  const limits: RateLimit[] = [{ bucket: `${action}:ip`, key: ip ?? 'unknown', limit: AUTH_LIMITS[action].perIp, windowMs: MINUTE }];
  // The account is hashed: an address or a token has no business sitting in Redis.
  const accountKey = account ? createHash('sha256').update(account.toLowerCase()).digest('hex') : null;
  if (accountKey) limits.push({ bucket: `${action}:account`, key: accountKey, limit: AUTH_LIMITS[action].perAccount, windowMs: MINUTE });
  const verdict = await limiter.hitAll(limits);
  if (verdict.allowed) return;
  response.setHeader('Retry-After', String(verdict.retryAfterSeconds));
  throw new TooManyAttemptsError();
}
