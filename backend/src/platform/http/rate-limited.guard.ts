import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuthenticatedUser } from '../auth/token.service';
import { DomainError } from '../errors/domain-error';
import { RateLimiter } from './rate-limiter';

export interface EndpointRateLimit {
  /** Names the counter, e.g. `lead-form:contact`. */
  bucket: string;
  /** Whose requests are counted: the client address, or the signed-in user (guarded endpoints). */
  per: 'ip' | 'user';
  limit: number;
  windowMs: number;
  /** The 429 answered once the limit is passed, with the spec's message. */
  refusal: () => DomainError;
  /** The refusal's message, for the OpenAPI document. */
  description: string;
}

const LIMIT_KEY = 'threshold:rate-limit';

/** Counts a request against its endpoint's limit with the platform RateLimiter (shared by every API process). */
@Injectable()
export class RateLimitedGuard implements CanActivate {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<EndpointRateLimit>(LIMIT_KEY, context.getHandler());
    const http = context.switchToHttp();
    const request = http.getRequest<Request & { user?: AuthenticatedUser }>();
    const key = rule.per === 'user' ? (request.user?.userId ?? request.ip) : request.ip;
    const verdict = await this.limiter.hit({ bucket: rule.bucket, key: key ?? 'unknown', limit: rule.limit, windowMs: rule.windowMs });
    if (verdict.allowed) return true;
    http.getResponse<Response>().setHeader('Retry-After', String(verdict.retryAfterSeconds));
    throw rule.refusal();
  }
}

/**
 * `@RateLimited({...})` on an endpoint. A `per: 'user'` limit needs the user known first: put
 * `@Authenticated()` on the controller class, whose guards run before the method's.
 */
export function RateLimited(rule: EndpointRateLimit) {
  return applyDecorators(SetMetadata(LIMIT_KEY, rule), UseGuards(RateLimitedGuard), ApiTooManyRequestsResponse({ description: rule.description }));
}
