import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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
 */
export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

/**
 * Why the server ended the session, when it says (the `reason` of the refused refresh): the
 * sign-in page tells the user. Only an admin's role change is told today (issue 11 item 7).
 */
export type SessionEndReason = 'role_changed';

export function isSessionEndReason(value: unknown): value is SessionEndReason {
  return value === 'role_changed';
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
const initialState: AuthState = { ...anonymous, status: 'loading' };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionStarted(_state, action: PayloadAction<Session>) {
      const { accessToken, expiresAt, profile } = action.payload;
      return { status: 'authenticated', token: accessToken, expiresAt, profile, endReason: null };
    },
    sessionEnded(_state, action: PayloadAction<SessionEndReason | undefined>) {
      return { ...anonymous, endReason: action.payload ?? null };
    },
    profileUpdated(state, action: PayloadAction<Profile>) {
      state.profile = action.payload;
    },
  },
  selectors: {
    selectAuth: (state) => state,
    selectAuthStatus: (state) => state.status,
    selectToken: (state) => state.token,
    selectExpiresAt: (state) => state.expiresAt,
    selectProfile: (state) => state.profile,
    selectEndReason: (state) => state.endReason,
  },
});

export const { sessionStarted, sessionEnded, profileUpdated } = authSlice.actions;
export const { selectAuth, selectAuthStatus, selectToken, selectExpiresAt, selectProfile, selectEndReason } = authSlice.selectors;
