import { useCallback } from 'react';

import { paths } from '@/config/paths';

import { flushActivity } from './activity';
import { getAuth } from './auth-store';
import { forgetSession, signOutRequest } from './session';

/**
 * Sign-out (spec 000 §4): the server ends the session (its end time and a logout activity are
 * recorded there, the refresh cookie is cleared), then the browser loads the destination afresh.
 *
 * A full page load rather than a client-side navigation: it drops every piece of the last user's
 * data held in memory (token, profile, the whole RTK Query cache) and closes the socket in one
 * step, and the guard of the page being left never sees a half-signed-out state (clearing the
 * store before React has swapped the route would bounce the page to /login instead of `to`).
 */
export function useSignOut(): (to?: string) => Promise<void> {
  return useCallback(
    async (to: string = paths.home.href()) => {
      flushActivity();
      await signOutRequest(getAuth().token);
      forgetSession();
      window.location.assign(to);
    },
    [],
  );
}
