import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const ROLES = ['admin', 'agent', 'broker', 'team_lead', 'client'] as const;
export type Role = (typeof ROLES)[number];

/** The roles that work deals (spec 000 §2 route table). */
export const AGENT_ROLES = ['agent', 'broker', 'team_lead'] as const satisfies readonly Role[];

export interface Profile {
  id: string;
  email: string;
  fullName: string;
  role: Role;
}

/**
 * Spec 000 §4: the auth state is loading, then signed-in with a profile, or signed-out.
 * Until sign-in exists nothing restores a session, so the app starts signed-out; the auth
 * feature will start at 'loading' once it restores sessions on boot.
 */
export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  token: string | null;
  profile: Profile | null;
}

const initialState: AuthState = { status: 'signed-out', token: null, profile: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionLoading(state) {
      state.status = 'loading';
    },
    signedIn(_state, action: PayloadAction<{ token: string; profile: Profile }>) {
      return { status: 'signed-in', ...action.payload };
    },
    signedOut() {
      return { ...initialState, status: 'signed-out' };
    },
  },
  selectors: {
    selectAuth: (state) => state,
    selectToken: (state) => state.token,
    selectProfile: (state) => state.profile,
  },
});

export const { sessionLoading, signedIn, signedOut } = authSlice.actions;
export const { selectAuth, selectToken, selectProfile } = authSlice.selectors;
