import { Inject, Injectable, Logger } from '@nestjs/common';
import IORedis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { REDIS } from '../platform.tokens';

export interface RateLimit {
  /** Names the counter, e.g. `sign-in:ip`. */
  bucket: string;
  /** Whose attempts: an address, an account. */
  key: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the window ends, for `Retry-After`. */
  retryAfterSeconds: number;
}

// Count and start the window in one step, so two requests at once cannot both see "first".
const COUNT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

/**
 * Fixed-window counters in Redis, shared by every API process (DESIGN.md, "Past one machine").
 * When Redis is away the request goes through: the limit protects against scripts, and refusing
 * every sign-in because Redis blinked would cost more. Keys are prefixed per install.
 */
@Injectable()
export class RateLimiter {
  private readonly logger = new Logger(RateLimiter.name);

  constructor(
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async hit(limit: RateLimit): Promise<RateLimitVerdict> {
    const key = `${this.config.redisPrefix}:rate:${limit.bucket}:${limit.key}`;
    try {
      const [count, ttlMs] = (await this.redis.eval(COUNT_SCRIPT, 1, key, String(limit.windowMs))) as [number, number];
      return { allowed: count <= limit.limit, retryAfterSeconds: Math.max(1, Math.ceil((ttlMs > 0 ? ttlMs : limit.windowMs) / 1000)) };
    } catch (error) {
      this.logger.warn({ err: error, bucket: limit.bucket }, 'Rate limit unavailable; letting the request through');
      return { allowed: true, retryAfterSeconds: 0 };
    }
  }

  /** Every limit is counted (so one refusal does not hide another's count); the worst verdict wins. */
  async hitAll(limits: readonly RateLimit[]): Promise<RateLimitVerdict> {
    const verdicts = await Promise.all(limits.map((limit) => this.hit(limit)));
    const refused = verdicts.filter((v) => !v.allowed);
    if (refused.length === 0) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: Math.max(...refused.map((v) => v.retryAfterSeconds)) };
  }
}
