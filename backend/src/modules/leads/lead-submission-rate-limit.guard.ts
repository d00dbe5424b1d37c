import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  Inject,
  Injectable,
  Logger,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import IORedis from 'ioredis';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { DomainError } from '../../platform/http/domain-error';
import { REDIS } from '../../platform/platform.tokens';
import { LeadKind } from './domain/lead.events';

/** A person sends a form once or twice; five a minute from one address is a script. */
export const LEAD_SUBMISSIONS_PER_WINDOW = 5;
export const LEAD_SUBMISSION_WINDOW_MS = 60_000;
export const TOO_MANY_SUBMISSIONS = 'Too many submissions. Please try again in a minute.';

export class TooManySubmissionsError extends DomainError {
  constructor() {
    super(429, TOO_MANY_SUBMISSIONS);
  }
}

const FORM_KEY = 'threshold:lead-form';

// Count and start the window in one step, so two requests at once cannot both see "first".
const COUNT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

/**
 * Per form, per client address: at most LEAD_SUBMISSIONS_PER_WINDOW requests a minute, counted in
 * Redis so every API process shares the count (DESIGN.md "Past one machine"). When Redis is away
 * the form still works: losing a real lead costs more than letting a burst of spam through.
 */
@Injectable()
export class LeadSubmissionRateLimitGuard implements CanActivate {
  private readonly logger = new Logger(LeadSubmissionRateLimitGuard.name);

  constructor(
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const form = this.reflector.get<LeadKind>(FORM_KEY, context.getHandler());
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const key = `${this.config.redisPrefix}:leads:rate:${form}:${request.ip ?? 'unknown'}`;
    let count: number;
    let ttlMs: number;
    try {
      [count, ttlMs] = (await this.redis.eval(COUNT_SCRIPT, 1, key, String(LEAD_SUBMISSION_WINDOW_MS))) as [number, number];
    } catch (error) {
      this.logger.warn({ err: error }, 'Rate limit unavailable; letting the submission through');
      return true;
    }
    if (count <= LEAD_SUBMISSIONS_PER_WINDOW) return true;
    const retryAfter = Math.max(1, Math.ceil((ttlMs > 0 ? ttlMs : LEAD_SUBMISSION_WINDOW_MS) / 1000));
    http.getResponse<Response>().setHeader('Retry-After', String(retryAfter));
    throw new TooManySubmissionsError();
  }
}

/** `@RateLimitedLeadForm('contact')`: the limit above, counted for this form alone. */
export function RateLimitedLeadForm(form: LeadKind) {
  return applyDecorators(
    SetMetadata(FORM_KEY, form),
    UseGuards(LeadSubmissionRateLimitGuard),
    ApiTooManyRequestsResponse({ description: TOO_MANY_SUBMISSIONS }),
  );
}
