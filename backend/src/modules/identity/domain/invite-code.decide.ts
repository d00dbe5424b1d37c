import { defineAggregate } from '../../../platform/event-store/aggregate';
import { NotFoundError, ValidationError } from '../../../platform/errors/domain-error';
import { IdentityMessages } from './identity.errors';
import {
  evolveInviteCode,
  initialInviteCodeState,
  INVITE_CODE_STREAM_TYPE,
  InviteCodeEvent,
  inviteCodeStream,
  InviteCodeState,
  inviteCodeStatus,
} from './invite-code.events';
import type { InvitableRole } from './user.events';

export type InviteCodeCommand =
  | {
      type: 'CreateInviteCode';
      inviteCodeId: string;
      code: string;
      role: InvitableRole;
      maxUses: number;
      expiresAt: string | null;
      notes: string | null;
      createdBy: string;
      now: Date;
    }
  /** Only checks: the code would admit someone now (registration's "check the invite code"). */
  | { type: 'CheckInviteCode'; now: Date }
  | { type: 'ConsumeInviteCode'; code: string; userId: string; now: Date }
  | { type: 'LinkInviteCode'; code: string; userId: string }
  | { type: 'ReleaseInviteCode'; code: string; userId: string }
  | { type: 'RevokeInviteCode'; code: string; revokedBy: string | null };

/** Spec 000 §9: 12 characters A–Z 0–9 in groups of 4 joined by dashes. */
export const INVITE_CODE_PATTERN = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;
/**
 * New codes leave out the characters people misread when a code is read aloud or copied by hand
 * (O and 0, I and 1); 32 symbols still give 60 bits per code. Older codes keep working as typed.
 */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const ALPHABET = INVITE_CODE_ALPHABET;

/** A new code from a source of random integers below a bound (crypto's randomInt in production). */
export function generateInviteCode(randomInt: (below: number) => number): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8, 12)].map((group) => group.join('')).join('-');
}

/** What a person types: spaces around and lower case are forgiven. */
export function normalizeInviteCode(raw: string): string {
  return raw.trim().toUpperCase();
}

export class InviteCodeTakenError extends Error {
  constructor() {
    super('An invite code with this text exists already');
  }
}

export function decideInviteCode(command: InviteCodeCommand, state: InviteCodeState): InviteCodeEvent[] {
  switch (command.type) {
    case 'CreateInviteCode':
      if (state.exists) throw new InviteCodeTakenError(); // the handler draws another code
      if (!Number.isInteger(command.maxUses) || command.maxUses < 1) throw new ValidationError('Max uses must be at least 1');
      if (command.expiresAt !== null && new Date(command.expiresAt).getTime() <= command.now.getTime()) {
        throw new ValidationError('Expiry must be in the future');
      }
      return [
        {
          type: 'InviteCodeCreated',
          data: {
            inviteCodeId: command.inviteCodeId,
            code: command.code,
            role: command.role,
            maxUses: command.maxUses,
            expiresAt: command.expiresAt,
            notes: command.notes,
            createdBy: command.createdBy,
          },
        },
      ];
    case 'CheckInviteCode':
      refuseUnusable(state, command.now);
      return [];
    case 'ConsumeInviteCode':
      if (state.holders.includes(command.userId)) return [];
      refuseUnusable(state, command.now);
      return [{ type: 'InviteCodeConsumed', data: { code: command.code, userId: command.userId } }];
    case 'LinkInviteCode':
      if (!state.holders.includes(command.userId) || state.linked.includes(command.userId)) return [];
      return [{ type: 'InviteCodeLinked', data: { code: command.code, userId: command.userId } }];
    case 'ReleaseInviteCode':
      if (!state.holders.includes(command.userId) || state.linked.includes(command.userId)) return [];
      return [{ type: 'InviteCodeReleased', data: { code: command.code, userId: command.userId } }];
    case 'RevokeInviteCode':
      if (!state.exists) throw new NotFoundError(IdentityMessages.inviteCodeNotFound);
      if (state.revoked) return []; // a second click, or two admins at once: revoked once
      return [{ type: 'InviteCodeRevoked', data: { code: command.code, revokedBy: command.revokedBy } }];
  }
}

/** Spec 000 §5, in its order: exists, has a use left, not past expires_at; a revoked code is refused as such first. */
function refuseUnusable(state: InviteCodeState, now: Date): void {
  if (!state.exists) throw new ValidationError(IdentityMessages.inviteCodeInvalid);
  const status = inviteCodeStatus(state.currentUses, state.maxUses, state.expiresAt, now, state.revoked);
  if (status === 'revoked') throw new ValidationError(IdentityMessages.inviteCodeRevoked);
  if (status === 'used') throw new ValidationError(IdentityMessages.inviteCodeUsed);
  if (status === 'expired') throw new ValidationError(IdentityMessages.inviteCodeExpired);
}

/** An invite code: its stream is named by the code itself (ADR 0016). */
export const inviteCode = defineAggregate<InviteCodeState, InviteCodeCommand, InviteCodeEvent>({
  streamType: INVITE_CODE_STREAM_TYPE,
  streamId: inviteCodeStream,
  initialState: initialInviteCodeState,
  evolve: evolveInviteCode,
  decide: decideInviteCode,
});

export const inviteCodeDecider = inviteCode;
