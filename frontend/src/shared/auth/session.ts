import { isRole, isSessionEndReason, sessionEnded, sessionStarted, type Session, type SessionEndReason } from './auth-store';
import { rememberSession } from './session-hint';

export { mightHaveSession, startWithoutSession } from './session-hint';

/** The auth endpoints the session itself uses (docs/api/identity-contract.md). */
export const AUTH_URLS = {
  signIn: '/api/auth/sign-in',
  refresh: '/api/auth/refresh',
  signOut: '/api/auth/sign-out',
} as const;

/** Calls that must never trigger a refresh-and-retry: they are how a session starts and ends. */
export const NO_RETRY = new Set<string>(Object.values(AUTH_URLS));

/** A session answer is usable only with a token, an expiry and a profile of a known role. */
export function parseSession(body: unknown): Session | null {
  if (!body || typeof body !== 'object') return null;
  const { accessToken, expiresAt, profile } = body as Partial<Session>;
  if (typeof accessToken !== 'string' || typeof expiresAt !== 'number' || !profile || !isRole(profile.role)) return null;
  return { accessToken, expiresAt, profile };
}

/** A session began (sign-in or refresh): the store gets the token and profile. */
export function startSession(session: Session): void {
  sessionStarted(session);
  rememberSession(true);
}

/** The session is over (the server refused the refresh): the store becomes anonymous, keeping the server's reason, also across a reload. */
export function endSession(reason?: SessionEndReason): void {
  sessionEnded(reason);
  rememberSession(false, reason ?? null);
}

/** The server's `reason` for a refused refresh (`{ statusCode: 401, message, reason: 'role_changed' }`), if it gives one. */
async function endReasonOf(response: Response): Promise<SessionEndReason | undefined> {
  try {
    const body = (await response.json()) as { reason?: unknown } | null;
    return isSessionEndReason(body?.reason) ? body.reason : undefined;
  } catch {
    return undefined;
  }
}

/** After sign-out: the next page load has no session to restore (see use-sign-out.ts). */
export function forgetSession(): void {
  rememberSession(false);
}

/**
 * refreshed: a new token is in the store. rejected: the server ended the session (the store is now
 * anonymous). unreachable: network failure or a server error; the store is unchanged.
 */
export type RefreshOutcome = 'refreshed' | 'rejected' | 'unreachable';

let inflight: Promise<RefreshOutcome> | null = null;

/**
 * Set once this page has asked to sign out; the page then loads its destination afresh (use-sign-out.ts).
 * The sign-out ends the session on the server, which tells this user's sockets (`auth.revoked`), and the
 * socket's refresh is then refused: taken as the server's news, it recorded 'expired' and the sign-in
 * page said 'Your session has expired' to someone who had just signed out (a CI run, 2026-11-29). A
 * refresh asked for or answered after that point changes nothing: the user ended the session.
 */
let signingOut = false;

/**
 * Tabs share the refresh cookie: two tabs refreshing at the same moment would both present the
 * same token, and the second would be taken for a replay. A Web Lock makes them take turns, and
 * each then sends the cookie as the previous one left it.
 */
function acrossTabs<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !navigator.locks) return task();
  return navigator.locks.request('threshold.auth.refresh', task) as Promise<T>;
}

/**
 * POST /api/auth/refresh with the httpOnly cookie. Concurrent callers in this tab share one
 * request, and tabs take turns (acrossTabs): the refresh token rotates, and presenting a used one
 * revokes the whole family (ADR 0005), so two parallel refreshes would sign the user out.
 */
export function refreshSession(): Promise<RefreshOutcome> {
  if (signingOut) return Promise.resolve('rejected');
  inflight ??= (async (): Promise<RefreshOutcome> => {
    try {
      const response = await acrossTabs(() =>
        fetch(AUTH_URLS.refresh, { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' } }),
      );
      if (signingOut) return 'rejected';
      if (response.status >= 500) return 'unreachable';
      const session = response.ok ? parseSession(await response.json()) : null;
      if (!session) {
        // Refused without a reason: the session this browser held has run out (or was ended elsewhere).
        endSession(response.ok ? undefined : ((await endReasonOf(response)) ?? 'expired'));
        return 'rejected';
      }
      startSession(session);
      return 'refreshed';
    } catch {
      return 'unreachable';
    }
  })().finally(() => {
    inflight = null;
  });
  return inflight;
}

/** POST /api/auth/sign-out; failures are swallowed (the local state is cleared regardless). */
export async function signOutRequest(token: string | null): Promise<void> {
  signingOut = true;
  try {
    await fetch(AUTH_URLS.signOut, {
      method: 'POST',
      credentials: 'include',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    // Offline: the refresh cookie stays until it expires, the access token is forgotten now.
  }
}

/** Set by shared/api/socket.ts when it loads; until then there is no connection to redo. */
let reconnectSocketHook: (() => void) | null = null;

/** Called once by the socket module: this module must not import it (socket.io-client stays off the public pages). */
export function registerSocketReconnect(reconnect: () => void): void {
  reconnectSocketHook = reconnect;
}

/**
 * Socket.IO reads the token at each handshake; after sign-in or sign-out the open connection must
 * be redone. Only a page that loaded the socket module has one.
 */
export function reconnectSocketLater(): void {
  reconnectSocketHook?.();
}
