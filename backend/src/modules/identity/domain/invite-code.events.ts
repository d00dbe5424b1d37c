import type { InvitableRole } from './user.events';

/**
 * Events of an invite code (stream `invite-code-<code>`). Consuming is an append at the version the
 * handler read, so two people racing for the last use cannot both get it (spec 000 §4).
 */
export type InviteCodeEvent =
  | {
      type: 'InviteCodeCreated';
      data: { inviteCodeId: string; code: string; role: InvitableRole; maxUses: number; expiresAt: string | null; notes: string | null; createdBy: string };
    }
  | { type: 'InviteCodeConsumed'; data: { code: string; userId: string } }
  /** Spec 000 §7 `link_invite_code_to_user`: the account now exists; stamps used_at. */
  | { type: 'InviteCodeLinked'; data: { code: string; userId: string } }
  /** The account could not be created after the use was taken (e-mail taken in a race): the use is given back. */
  | { type: 'InviteCodeReleased'; data: { code: string; userId: string } }
  /** An admin withdrew the code: registration refuses it from now on; uses already taken stay. */
  | { type: 'InviteCodeRevoked'; data: { code: string; revokedBy: string | null } };

export const INVITE_CODE_EVENT_TYPES: readonly InviteCodeEvent['type'][] = [
  'InviteCodeCreated',
  'InviteCodeConsumed',
  'InviteCodeLinked',
  'InviteCodeReleased',
  'InviteCodeRevoked',
];

export interface InviteCodeState {
  exists: boolean;
  role: InvitableRole | null;
  maxUses: number;
  currentUses: number;
  expiresAt: string | null;
  revoked: boolean;
  /** Users holding a use (consumed and not released). */
  holders: string[];
  linked: string[];
}

export const initialInviteCodeState = (): InviteCodeState => ({
  exists: false,
  role: null,
  maxUses: 0,
  currentUses: 0,
  expiresAt: null,
  revoked: false,
  holders: [],
  linked: [],
});

export function evolveInviteCode(state: InviteCodeState, event: InviteCodeEvent): InviteCodeState {
  switch (event.type) {
    case 'InviteCodeCreated':
      return { ...state, exists: true, role: event.data.role, maxUses: event.data.maxUses, expiresAt: event.data.expiresAt };
    case 'InviteCodeConsumed':
      return { ...state, currentUses: state.currentUses + 1, holders: [...state.holders, event.data.userId] };
    case 'InviteCodeLinked':
      return { ...state, linked: [...state.linked, event.data.userId] };
    case 'InviteCodeReleased':
      return { ...state, currentUses: state.currentUses - 1, holders: state.holders.filter((id) => id !== event.data.userId) };
    case 'InviteCodeRevoked':
      return { ...state, revoked: true };
  }
}

export const inviteCodeStream = (code: string) => `invite-code-${code}`;
export const INVITE_CODE_STREAM_TYPE = 'invite-code';

export type InviteCodeStatus = 'active' | 'used' | 'expired' | 'revoked';

/**
 * Spec 000 §4: Used at or above max uses; an expired code is refused; otherwise Active. A revoked
 * code (issue 11) reads as Revoked whatever its uses: that is the reason it admits nobody.
 */
export function inviteCodeStatus(
  currentUses: number,
  maxUses: number,
  expiresAt: Date | string | null,
  now: Date,
  revoked = false,
): InviteCodeStatus {
  if (revoked) return 'revoked';
  if (currentUses >= maxUses) return 'used';
  if (expiresAt !== null && new Date(expiresAt).getTime() <= now.getTime()) return 'expired';
  return 'active';
}
