import type { NextFunction, Request, Response } from 'express';
import { toErrorBody } from './domain-exception.filter';
import { ForbiddenError } from '../errors/domain-error';

export const CROSS_SITE_REFUSED = 'Forbidden - Cross-site request refused';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a browser says this request comes from a page of another site. The same algorithm as
 * Go's `http.CrossOriginProtection`: `Sec-Fetch-Site` when the browser sends it (same-origin, or
 * none for a typed address, are ours); else `Origin`, which must be the app's own (APP_URL) or
 * match the Host it was sent to; a request with neither comes from no browser page (curl, tests,
 * server-to-server) and cannot carry a victim's cookies against their will.
 */
export function isCrossSite(request: Request, allowedOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (origin === allowedOrigin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true; // "null" (a sandboxed frame, a privacy redirect) or garbage
  }
}

/**
 * Login CSRF and every other cross-site write (docs/adr/0008-hostile-input.md): a state-changing
 * request (anything but GET, HEAD, OPTIONS) that a browser sends from another site's page is
 * refused with 403 before it is read, whatever it carries (cookies, a form, JSON).
 */
export function refuseCrossSiteWrites(appUrl: string) {
  const allowedOrigin = new URL(appUrl).origin;
  return (request: Request, response: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(request.method) || !isCrossSite(request, allowedOrigin)) return next();
    const body = toErrorBody(new ForbiddenError(CROSS_SITE_REFUSED));
    response.status(body.statusCode).json(body);
  };
}
