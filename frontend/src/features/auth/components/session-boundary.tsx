import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { getAuth, selectAuthStatus, selectExpiresAt, sessionEnded, useAuth } from '@/shared/auth/auth-store';
import { mightHaveSession, startWithoutSession } from '@/shared/auth/session-hint';

/** The refresh code loads only when there may be a session to refresh: not on an anonymous first visit. */
const refreshSession = () => import('@/shared/auth/session').then((session) => session.refreshSession());

/** Refresh this long before the access token expires. */
const REFRESH_AHEAD_MS = 60_000;
/** After a failed refresh (offline, server error), try again this soon. */
const RETRY_MS = 30_000;

/**
 * The session's life in the page (spec 000 §4), as the root layout route:
 * - on start, the refresh cookie is tried once: 'loading' becomes 'authenticated' or 'anonymous';
 * - the access token is refreshed shortly before `expiresAt` (a 401 also refreshes, see session.ts);
 * - page views are recorded on every route change while signed in.
 */
export function SessionBoundary() {
  const status = useAuth(selectAuthStatus);
  const expiresAt = useAuth(selectExpiresAt);
  const { pathname } = useLocation();

  // Restore the session from the refresh cookie, once.
  useEffect(() => {
    if (getAuth().status !== 'loading') return;
    // A browser that never signed in (or signed out, or read the server's refusal) has nothing to
    // restore: no request, no 401; the sign-in page still says why if the server ended the session.
    if (!mightHaveSession()) {
      startWithoutSession();
      return;
    }
    void refreshSession().then((outcome) => {
      if (outcome === 'unreachable') sessionEnded();
    });
  }, []);

  // Keep the access token fresh while signed in.
  useEffect(() => {
    if (status !== 'authenticated' || expiresAt === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = (delay: number) => {
      timer = setTimeout(() => {
        void refreshSession().then((outcome) => {
          // A success changes expiresAt, which re-runs this effect; a rejection signs out.
          if (outcome === 'unreachable') schedule(RETRY_MS);
        });
      }, delay);
    };
    const remaining = expiresAt * 1000 - Date.now();
    schedule(Math.max(1_000, remaining > 2 * REFRESH_AHEAD_MS ? remaining - REFRESH_AHEAD_MS : remaining / 2));
    return () => clearTimeout(timer);
  }, [status, expiresAt]);

  // Activity is recorded only while signed in: its code loads then, not on the public site (issue 23 item 5).
  useEffect(() => {
    if (status !== 'authenticated') return;
    let stop: (() => void) | undefined;
    let ended = false;
    void import('@/shared/auth/activity').then(({ startActivityTracking }) => {
      if (!ended) stop = startActivityTracking(() => getAuth().token);
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [status]);

  useEffect(() => {
    if (status === 'authenticated') void import('@/shared/auth/activity').then(({ trackPageView }) => trackPageView(pathname));
  }, [pathname, status]);

  return <Outlet />;
}
