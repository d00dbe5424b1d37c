import { applyDecorators, CallHandler, ExecutionContext, Injectable, NestInterceptor, UseInterceptors } from '@nestjs/common';
import { ApiHeader, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { catchError, concatMap, from, Observable, of, throwError } from 'rxjs';
import { AuthenticatedUser } from '../auth/token.service';
import { ValidationError } from '../errors/domain-error';
import { IdempotencyKeys } from './idempotency-keys';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** What a client may use as a key: 1 to 255 printable ASCII characters (a UUID is the usual choice). */
const VALID_KEY = /^[\x20-\x7e]{1,255}$/;

export class InvalidIdempotencyKeyError extends ValidationError {
  constructor() {
    super('Invalid Idempotency-Key header: 1 to 255 printable ASCII characters');
  }
}

/** The key of a request, or undefined without the header (the route then runs as it always did). */
export function parseIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (Array.isArray(header) || !VALID_KEY.test(header)) throw new InvalidIdempotencyKeyError();
  return header;
}

/** Same key order, same text: a repeat whose JSON only lists its members differently is the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.keys(value)
      .sort()
      .map((name) => `${JSON.stringify(name)}:${canonicalJson((value as Record<string, unknown>)[name])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What a key is bound to: method, path (with the query) and body. */
export function requestHash(method: string, url: string, body: unknown): string {
  return createHash('sha256').update(`${method} ${url}\n${canonicalJson(body ?? null)}`).digest('hex');
}

/**
 * Runs a create route once per `Idempotency-Key` of its caller (ADR 0038): a repeat answers the
 * first success (status, body, ETag) with `Idempotent-Replayed: true` and runs nothing; the same
 * key with another request is 422. Guards run before it (the caller is known); the validation pipe
 * runs inside it, so a refused body frees the key like any other error.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly keys: IdempotencyKeys) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<Request & { user?: AuthenticatedUser }>();
    const response = context.switchToHttp().getResponse<Response>();
    const key = parseIdempotencyKey(request.headers['idempotency-key']);
    if (key === undefined) return next.handle();
    const callerId = request.user?.userId;
    if (!callerId) throw new Error('@IdempotentCreate() on a route without @Authenticated');

    const claim = await this.keys.claim(callerId, key, requestHash(request.method, request.originalUrl, request.body));
    if (claim.kind === 'replay') {
      const { status, body, etag } = claim.answer;
      response.status(status);
      if (etag) response.setHeader('ETag', etag);
      response.setHeader('Idempotent-Replayed', 'true');
      return of(body === null ? undefined : JSON.parse(body));
    }
    return next.handle().pipe(
      // Only the command's own failure frees the key: once it succeeded, a retry must not run it again.
      catchError((error: unknown) => from(this.keys.release(callerId, key)).pipe(concatMap(() => throwError(() => error)))),
      concatMap(async (body: unknown) => {
        const etag = response.getHeader('ETag');
        await this.keys.complete(callerId, key, { status: response.statusCode, body: JSON.stringify(body) ?? null, etag: typeof etag === 'string' ? etag : null });
        return body;
      }),
    );
  }
}

/** A create command route: documents the optional header and its answers, and runs the route once per key. */
export function IdempotentCreate(): MethodDecorator {
  return applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: IDEMPOTENCY_KEY_HEADER,
      required: false,
      description:
        'One key per submission (1 to 255 printable ASCII characters, else 400), scoped to the caller: a repeat within 24 h ' +
        'creates nothing and answers the first success again (status, body, ETag; `Idempotent-Replayed: true`), waiting up to 10 s ' +
        'for a first one still running (then 409). An error answer frees the key.',
    }),
    ApiUnprocessableEntityResponse({ description: 'This Idempotency-Key was already used with a different request' }),
  );
}
