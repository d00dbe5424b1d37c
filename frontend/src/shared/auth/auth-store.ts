import { useSyncExternalStore } from 'react';

import type { ProfileDto, SessionDto } from '@/shared/api/generated';

export const ROLES = ['admin', 'agent', 'broker', 'team_lead', 'client'] as const;
export type Role = (typeof ROLES)[number];

/** The roles that work deals (spec 000 §2 route table). */
export const AGENT_ROLES = ['agent', 'broker', 'team_lead'] as const satisfies readonly Role[];
/** Who oversees other people's deals (issue 24, ADR 0046): the oversight dashboard's roles. */
export const OVERSEER_ROLES = ['broker', 'team_lead'] as const satisfies readonly Role[];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** `ProfileDto` and `SessionDto` of docs/api/identity-contract.md, as generated from openapi.json. */
export type Profile = ProfileDto;
export type Session = SessionDto;

/**
 * Spec 000 §4: the auth state is loading (the refresh cookie is being tried), then signed in with
 * a profile, or signed out. The access token lives only here, in memory (ADR 0005).
 *
 * A tiny store of its own, not a Redux slice: the public pages read it (the site header offers
 * the signed-in user their dashboard) without loading Redux, which only signed-in routes need
 * (issue 23 item 5).
 */
export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

/**
 * Why a session ended without the user signing out, which the sign-in page tells them: the server's
 * reason for a refused refresh (an admin's role change, issue 11 item 7), or `expired` when a session
 * this browser held was refused without one (it ran out; spec 002 §8 'Your session has expired').
 */
export type SessionEndReason = 'role_changed' | 'expired';

export function isSessionEndReason(value: unknown): value is SessionEndReason {
  return value === 'role_changed' || value === 'expired';
}

export interface AuthState {
  status: AuthStatus;
  token: string | null;
  /** Seconds since the epoch; the session manager refreshes the token before this. */
  expiresAt: number | null;
  profile: Profile | null;
  /** Set when the server ended the session for a reason the user should hear; cleared by the next sign-in. */
  endReason: SessionEndReason | null;
}

const anonymous: AuthState = { status: 'anonymous', token: null, expiresAt: null, profile: null, endReason: null };

let state: AuthState = { ...anonymous, status: 'loading' };
const listeners = new Set<() => void>();

function setAuth(next: AuthState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getAuth(): AuthState {
  return state;
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders the component when the selected part of the auth state changes. */
export function useAuth<T>(selector: (auth: AuthState) => T): T {
  const read = () => selector(state);
  // The prerendered home page (scripts/prerender.mjs) is rendered, and hydrated, with the start state.
  return useSyncExternalStore(subscribeAuth, read, read);
}

export function sessionStarted({ accessToken, expiresAt, profile }: Session): void {
  setAuth({ status: 'authenticated', token: accessToken, expiresAt, profile, endReason: null });
}

export function sessionEnded(reason?: SessionEndReason): void {
  setAuth({ ...anonymous, endReason: reason ?? null });
}

export function profileUpdated(profile: Profile): void {
  setAuth({ ...state, profile });
}

export const selectAuth = (auth: AuthState): AuthState => auth;
export const selectAuthStatus = (auth: AuthState): AuthStatus => auth.status;
export const selectToken = (auth: AuthState): string | null => auth.token;
export const selectExpiresAt = (auth: AuthState): number | null => auth.expiresAt;
export const selectProfile = (auth: AuthState): Profile | null => auth.profile;
export const selectEndReason = (auth: AuthState): SessionEndReason | null => auth.endReason;
