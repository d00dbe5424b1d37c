import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { DomainError } from '../../platform/http/domain-error';
import { RateLimiter } from '../../platform/http/rate-limiter';
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

/**
 * Per form, per client address: at most LEAD_SUBMISSIONS_PER_WINDOW requests a minute, counted in
 * Redis so every API process shares the count (platform RateLimiter). When Redis is away the form
 * still works: losing a real lead costs more than letting a burst of spam through.
 */
@Injectable()
export class LeadSubmissionRateLimitGuard implements CanActivate {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const form = this.reflector.get<LeadKind>(FORM_KEY, context.getHandler());
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const verdict = await this.limiter.hit({
      bucket: `lead-form:${form}`,
      key: request.ip ?? 'unknown',
      limit: LEAD_SUBMISSIONS_PER_WINDOW,
      windowMs: LEAD_SUBMISSION_WINDOW_MS,
    });
    if (verdict.allowed) return true;
    http.getResponse<Response>().setHeader('Retry-After', String(verdict.retryAfterSeconds));
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
