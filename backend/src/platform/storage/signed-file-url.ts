import { CallHandler, ExecutionContext, Injectable, mixin, NestInterceptor, SetMetadata, UseInterceptors, applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { map, Observable } from 'rxjs';

/**
 * Short-lived signed file URLs (ADR 0045): the one way an `<img>` or an inline file — which cannot
 * send a bearer header — loads a file for the people allowed to see it and nobody else.
 *
 * A JSON answer that names a file route (`/api/users/:id/logo`) hands the caller that route with
 * `sub`, `role`, `sid`, `exp` and `sig` added: an HMAC-SHA256, under a key of its own
 * (FILE_URL_SECRET), over the route's path, the caller (user, role and session) and the expiry. The
 * file route, marked `@SignedFileRoute()`, takes such a URL in place of a bearer token: the signature
 * stands for the caller on that one path until `exp`, while the session lives (sign-out and a role
 * change revoke it), and the route's own role and record checks then run for that caller unchanged.
 */
export const FILE_URL_TTL_SECONDS = 300;

/** Who a signed URL speaks for: the caller of the answer that carried it. */
export interface FileUrlCaller {
  userId: string;
  role: string;
  sessionId: string;
  /** When the caller's access token expires, seconds since the epoch: a URL never outlives its revocation record. */
  expiresAt: number;
}

const PARAMS = ['sub', 'role', 'sid', 'exp', 'sig'] as const;
/** Seconds past the access token's expiry that a revocation is still remembered (TokenService keeps it ttl + 60). */
const REVOCATION_MARGIN_SECONDS = 60;

export class FileUrls {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(secret, 'utf8');
  }

  /**
   * The route with the caller's signature. The expiry is rounded up to the next whole window, so a
   * URL lives between one and two windows (5–10 minutes by default) and repeated answers within a
   * window carry the same URL, which the browser's cache then serves; it never outlives the caller's
   * token by more than the revocation margin. Existing query parameters (`?v=3`) are kept, unsigned:
   * they only name a version for caches.
   */
  sign(url: string, caller: FileUrlCaller, now = Date.now(), ttlSeconds = FILE_URL_TTL_SECONDS): string {
    const [path, query = ''] = url.split('?', 2) as [string, string?];
    const window = Math.floor(now / 1000 / ttlSeconds) + 2;
    const exp = Math.min(window * ttlSeconds, caller.expiresAt + REVOCATION_MARGIN_SECONDS);
    const params = new URLSearchParams(query);
    for (const name of PARAMS) params.delete(name);
    params.set('sub', caller.userId);
    params.set('role', caller.role);
    params.set('sid', caller.sessionId);
    params.set('exp', String(exp));
    params.set('sig', this.mac(path, caller.userId, caller.role, caller.sessionId, exp));
    return `${path}?${params.toString()}`;
  }

  /**
   * The caller a request to `path` speaks for, or null when the signature is missing, malformed, made
   * for another path or caller, or expired. Compared in constant time.
   */
  verify(path: string, query: Record<string, unknown>, now = Date.now()): FileUrlCaller | null {
    const values = PARAMS.map((name) => query[name]);
    if (!values.every((value): value is string => typeof value === 'string' && value.length > 0 && value.length <= 200)) return null;
    const [sub, role, sid, exp, sig] = values as [string, string, string, string, string];
    if (!/^\d{1,12}$/.test(exp)) return null;
    const expiry = Number(exp);
    const expected = Buffer.from(this.mac(path, sub, role, sid, expiry));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (expiry * 1000 <= now) return null;
    return { userId: sub, role, sessionId: sid, expiresAt: expiry };
  }

  private mac(path: string, sub: string, role: string, sid: string, exp: number): string {
    // Fields joined by a newline, which none of them may hold: no two different tuples share a message.
    if ([path, sub, role, sid].some((field) => field.includes('\n'))) return '';
    return createHmac('sha256', this.key).update(['threshold-file-url-v1', path, sub, role, sid, String(exp)].join('\n')).digest('base64url');
  }
}

export const SIGNED_FILE_ROUTE_KEY = 'threshold:signed-file-route';

/**
 * A GET file route that also takes a signed URL made for it (`@Authenticated` still names its roles,
 * and `@ResourceAccess` or the handler still checks the record for the caller the URL names).
 */
export function SignedFileRoute() {
  return applyDecorators(
    SetMetadata(SIGNED_FILE_ROUTE_KEY, true),
    ...PARAMS.map((name) =>
      ApiQuery({ name, required: false, type: String, description: 'Part of a signed file URL handed out by the API (ADR 0045); none with a bearer token' }),
    ),
  );
}

/** The signature part of a request's query, if it carries one at all (then it must be valid: no fallback to a bearer). */
export function carriesFileSignature(query: Record<string, unknown>): boolean {
  return PARAMS.some((name) => query[name] !== undefined);
}

type WithCaller = { user?: FileUrlCaller };

/**
 * Replaces the file routes an answer names in `fields` (at any depth: a profile, a page's items, a
 * session's profile) with URLs signed for `caller`. Only server paths under `/api/` are signed.
 */
export function signFileUrlsIn<T>(body: T, fields: readonly string[], caller: FileUrlCaller, urls: FileUrls, now = Date.now()): T {
  // Copy on write: an object or array is copied only when something inside it was signed, so a list of
  // 2,000 deals without a photo comes back as it went in (copying every row and field was a quarter of
  // the dashboard list's CPU time; docs/benchmarks.md, 2026-11-29 17:40).
  const walk = (value: unknown, depth: number): unknown => {
    if (depth > 6 || value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) {
      let copy: unknown[] | undefined;
      for (let index = 0; index < value.length; index++) {
        const item: unknown = value[index];
        const signed = walk(item, depth + 1);
        if (signed !== item) (copy ??= value.slice())[index] = signed;
      }
      return copy ?? value;
    }
    const prototype: unknown = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) return value;
    const record = value as Record<string, unknown>;
    let copy: Record<string, unknown> | undefined;
    // for…in over a plain object (no inherited enumerable keys): no array of keys per row.
    for (const name in record) {
      const field = record[name];
      const signed =
        typeof field === 'string'
          ? fields.includes(name) && field.startsWith('/api/')
            ? urls.sign(field, caller, now)
            : field
          : walk(field, depth + 1);
      if (signed !== field) (copy ??= { ...record })[name] = signed;
    }
    return copy ?? value;
  };
  return walk(body, 0) as T;
}

/** `@SignFileUrls('logoUrl')` on a JSON route: the named file routes in its answer come back signed for its caller. */
export function SignFileUrls(...fields: string[]) {
  @Injectable()
  class SignFileUrlsInterceptor implements NestInterceptor {
    constructor(private readonly urls: FileUrls) {}

    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
      const caller = context.switchToHttp().getRequest<WithCaller>().user;
      return next.handle().pipe(map((body: unknown) => (caller ? signFileUrlsIn(body, fields, caller, this.urls) : body)));
    }
  }
  return UseInterceptors(mixin(SignFileUrlsInterceptor));
}
