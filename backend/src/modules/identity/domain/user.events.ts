import type { SealedValue } from '../../../platform/privacy/personal-data-vault';

/**
 * Events of a user (stream `user-<id>`). Personal fields are sealed with the user's own key
 * (docs/adr/0004): the person's id is in clear, their name, e-mail, phone, company, licence number
 * and even their password hash are not, so erasing the key erases them from the log
 * (docs/adr/0006-identity.md). The store seals and opens them (ADR 0016, declared in
 * user.decide.ts): here they are plain. The reset request's e-mail is still sealed by hand, under
 * the reset requests' subject, as its outbox job carries it.
 */
export type Role = 'admin' | 'agent' | 'broker' | 'team_lead' | 'client';
export const ROLES: readonly Role[] = ['admin', 'agent', 'broker', 'team_lead', 'client'];
/** Roles an invite code may grant (spec 000 §6): clients are created by agents, admins by admins. */
export type InvitableRole = 'agent' | 'broker' | 'team_lead';
export const INVITABLE_ROLES: readonly InvitableRole[] = ['agent', 'broker', 'team_lead'];

/** Spec 000 §9: the policy version recorded at registration. */
export const POLICY_VERSION = 'v1.0.0';
/** Reset links live an hour (the spec leaves it open; docs/adr/0006-identity.md). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/**
 * The set-password link a client gets when an agent creates their account lives a week: the
 * person did not ask for it and may read the e-mail days later (ADR 0022).
 */
export const WELCOME_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Why a reset link was issued: the person asked (forgot password), or an agent created their account. */
export type ResetLinkPurpose = 'reset' | 'welcome';

export interface UserRegisteredData {
  userId: string;
  email: string;
  fullName: string;
  phone: string | null;
  company: string | null;
  licenseNumber: string | null;
  role: Role;
  policyVersion: string;
  termsAcceptedAt: string;
  /** The code that admitted the person; null for demo seed and accounts created for clients. */
  inviteCode: string | null;
  /** The agent who created this client account (spec 001 §5); absent on older events and on everyone else. */
  createdBy?: string | null;
}

export type UserEvent =
  | { type: 'UserRegistered'; data: UserRegisteredData }
  | { type: 'PasswordSet'; data: { userId: string; passwordHash: string } }
  | { type: 'LogoUploaded'; data: { userId: string; fileName: string; contentType: string; size: number } }
  | { type: 'RoleChanged'; data: { userId: string; from: Role; to: Role; changedBy: string | null } }
  | {
      type: 'PasswordResetRequested';
      /** `purpose` is absent on events written before clients got welcome links: those are 'reset'. */
      data: { userId: string; resetId: string; tokenHash: string; email: SealedValue; expiresAt: string; purpose?: ResetLinkPurpose };
    }
  | { type: 'PasswordChanged'; data: { userId: string; passwordHash: string; via: 'change' | 'reset'; resetId: string | null } }
  | {
      /**
       * Spec 002 §2/§7: the deal's agent edits their client's name and phone (e-mail stays). Only the
       * keys that changed are present; `phone: null` clears it.
       */
      type: 'ClientProfileUpdated';
      data: { userId: string; fullName?: string; phone?: string | null; updatedBy: string };
    }
  | {
      /**
       * An agent, broker or team lead edits their own profile in Settings (issue 20 item 6, ADR 0060).
       * Only the keys that changed are present; `null` clears an optional one.
       */
      type: 'ProfileUpdated';
      data: { userId: string; fullName?: string; phone?: string | null; company?: string | null; licenseNumber?: string | null };
    }
  /** The person took their logo down (the file is removed after the commit). */
  | { type: 'LogoRemoved'; data: { userId: string } }
  | { type: 'ClientConsentRecorded'; data: { userId: string; policyVersion: string; consentedAt: string } }
  | { type: 'UserErased'; data: { userId: string; erasedBy: string | null } }
  // Teams and brokerage (issue 24 item 1, ADR 0046): on the member's stream, at most one of each.
  | { type: 'TeamLeadAssigned'; data: { userId: string; teamLeadId: string; previousTeamLeadId: string | null; assignedBy: string | null } }
  | { type: 'TeamLeadCleared'; data: { userId: string; previousTeamLeadId: string; clearedBy: string | null; reason: MembershipEndReason } }
  | { type: 'BrokerAssigned'; data: { userId: string; brokerId: string; previousBrokerId: string | null; assignedBy: string | null } }
  | { type: 'BrokerCleared'; data: { userId: string; previousBrokerId: string; clearedBy: string | null; reason: MembershipEndReason } };

/**
 * Why a membership ended: an admin cleared it, the member's own role changed so it no longer holds,
 * or the overseer's role changed or their account was deleted (ADR 0046).
 */
export type MembershipEndReason = 'cleared' | 'member_role_changed' | 'overseer_role_changed' | 'overseer_erased';
export const MEMBERSHIP_EVENT_TYPES = ['TeamLeadAssigned', 'TeamLeadCleared', 'BrokerAssigned', 'BrokerCleared'] as const;

export const USER_EVENT_TYPES: readonly UserEvent['type'][] = [
  'UserRegistered',
  'PasswordSet',
  'LogoUploaded',
  'RoleChanged',
  'PasswordResetRequested',
  'PasswordChanged',
  'ClientProfileUpdated',
  'ProfileUpdated',
  'LogoRemoved',
  'ClientConsentRecorded',
  'UserErased',
  ...MEMBERSHIP_EVENT_TYPES,
];

export interface PendingReset {
  resetId: string;
  expiresAt: string;
}

export interface UserState {
  exists: boolean;
  erased: boolean;
  role: Role | null;
  /** Outstanding reset links by token hash; any password change spends them all. */
  resets: Record<string, PendingReset>;
  /** The member's team lead and broker (ADR 0046). */
  teamLeadId: string | null;
  brokerId: string | null;
  /** The policy version the client last consented to (spec 002 §4), null before any consent. */
  consentedPolicyVersion?: string | null;
}

export const initialUserState = (): UserState => ({ exists: false, erased: false, role: null, resets: {}, teamLeadId: null, brokerId: null, consentedPolicyVersion: null });

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return { ...state, exists: true, role: event.data.role };
    case 'RoleChanged':
      return { ...state, role: event.data.to };
    case 'PasswordResetRequested':
      return { ...state, resets: { ...state.resets, [event.data.tokenHash]: { resetId: event.data.resetId, expiresAt: event.data.expiresAt } } };
    case 'PasswordChanged':
      return { ...state, resets: {} };
    case 'UserErased':
      return { ...state, erased: true, resets: {}, teamLeadId: null, brokerId: null };
    case 'TeamLeadAssigned':
      return { ...state, teamLeadId: event.data.teamLeadId };
    case 'TeamLeadCleared':
      return { ...state, teamLeadId: null };
    case 'BrokerAssigned':
      return { ...state, brokerId: event.data.brokerId };
    case 'BrokerCleared':
      return { ...state, brokerId: null };
    case 'ClientConsentRecorded':
      return { ...state, consentedPolicyVersion: event.data.policyVersion };
    case 'PasswordSet':
    case 'LogoUploaded':
    case 'ClientProfileUpdated':
    case 'ProfileUpdated':
    case 'LogoRemoved':
      return state;
  }
}

export const userStream = (userId: string) => `user-${userId}`;
export const USER_STREAM_TYPE = 'user';
