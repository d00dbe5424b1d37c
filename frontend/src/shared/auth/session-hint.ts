import { readStorage, writeStorage } from '@/shared/browser-storage';

import { isSessionEndReason, sessionEnded, type SessionEndReason } from './auth-store';

/*
 * What a page load needs to know before it asks the server anything: whether there may be a session
 * to restore. Kept apart from session.ts so an anonymous visit to the public site does not load the
 * refresh and sign-out code (issue 23 item 5); session-boundary.tsx loads that only when needed.
 */

/*
 * Whether this browser signed in and has not signed out since. The refresh cookie is httpOnly, so
 * the page cannot see it; without this hint every anonymous visit to the public site would ask
 * POST /api/auth/refresh and get a 401. Holds no secret.
 */
const SESSION_HINT_KEY = 'threshold.has-session';

/*
 * Why the server ended this tab's session (issue 11 item 7), kept across a reload until the user
 * signs in again or signs out: once the page has read the refusal it forgets the session (above)
 * and a reload asks the server nothing, so the reason would otherwise die with the page. Only this
 * tab's, only for as long as the tab lives (sessionStorage); holds no secret.
 */
const END_REASON_KEY = 'threshold.session-end-reason';

export function rememberSession(signedIn: boolean, endReason: SessionEndReason | null = null): void {
  writeStorage(() => localStorage, SESSION_HINT_KEY, signedIn ? '1' : null);
  writeStorage(() => sessionStorage, END_REASON_KEY, endReason);
}

/** False only when this browser certainly has no session to restore. */
export function mightHaveSession(): boolean {
  // Unreadable storage: it may well have one.
  return readStorage(() => localStorage, SESSION_HINT_KEY, '1') === '1';
}

/** Why the server ended this tab's last session, if it said and nobody has signed in or out since. */
function rememberedEndReason(): SessionEndReason | undefined {
  const reason = readStorage(() => sessionStorage, END_REASON_KEY);
  return isSessionEndReason(reason) ? reason : undefined;
}

/** A page load with no session to restore: anonymous, still told why if the server ended this tab's session. */
export function startWithoutSession(): void {
  sessionEnded(rememberedEndReason());
}

