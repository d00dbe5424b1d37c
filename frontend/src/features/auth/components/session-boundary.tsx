import { useEffect } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { Outlet, useLocation } from 'react-router-dom';

import { startActivityTracking, trackPageView } from '@/shared/auth/activity';
import { selectAuthStatus, selectExpiresAt, selectToken, sessionEnded, type AuthState } from '@/shared/auth/auth-slice';
import { mightHaveSession, refreshSession, startWithoutSession } from '@/shared/auth/session';

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
  const store = useStore<{ auth: AuthState }>();
  const dispatch = useDispatch();
  const status = useSelector(selectAuthStatus);
  const expiresAt = useSelector(selectExpiresAt);
  const { pathname } = useLocation();

  // Restore the session from the refresh cookie, once.
  useEffect(() => {
    if (store.getState().auth.status !== 'loading') return;
    // A browser that never signed in (or signed out, or read the server's refusal) has nothing to
    // restore: no request, no 401; the sign-in page still says why if the server ended the session.
    if (!mightHaveSession()) {
      startWithoutSession(dispatch);
      return;
    }
    void refreshSession(dispatch).then((outcome) => {
      if (outcome === 'unreachable') dispatch(sessionEnded());
    });
  }, [dispatch, store]);

  // Keep the access token fresh while signed in.
  useEffect(() => {
    if (status !== 'authenticated' || expiresAt === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = (delay: number) => {
      timer = setTimeout(() => {
        void refreshSession(dispatch).then((outcome) => {
          // A success changes expiresAt, which re-runs this effect; a rejection signs out.
          if (outcome === 'unreachable') schedule(RETRY_MS);
        });
      }, delay);
    };
    const remaining = expiresAt * 1000 - Date.now();
    schedule(Math.max(1_000, remaining > 2 * REFRESH_AHEAD_MS ? remaining - REFRESH_AHEAD_MS : remaining / 2));
    return () => clearTimeout(timer);
  }, [dispatch, status, expiresAt]);

  useEffect(() => startActivityTracking(() => selectToken(store.getState())), [store]);

  useEffect(() => {
    if (status === 'authenticated') trackPageView(pathname);
  }, [pathname, status]);

  return <Outlet />;
}
