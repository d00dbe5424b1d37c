import { defineAggregate } from '../../../platform/event-store/aggregate';
import { ForbiddenError, ValidationError } from '../../../platform/errors/domain-error';
import type { SealedValue } from '../../../platform/privacy/personal-data-vault';
import { decideMembership, MembershipCommand, membershipsEndedByRole } from './membership';
import { IdentityMessages, RegistrationFailedError, ResetLinkInvalidError, UserNotFoundError } from './identity.errors';
import { isAgentRole, OwnProfileChanges } from './profile-changes';
import {
  evolveUser,
  initialUserState,
  POLICY_VERSION,
  RESET_TOKEN_TTL_MS,
  Role,
  USER_STREAM_TYPE,
  UserEvent,
  UserState,
  userStream,
  WELCOME_LINK_TTL_MS,
} from './user.events';

/**
 * Commands on a user. Sealing and hashing are I/O, so the handler does them and the command carries
 * the results; `now` comes from the command so decide stays pure (STYLE.md).
 */
export type UserCommand =
  | {
      type: 'RegisterUser';
      userId: string;
      email: string;
      fullName: string;
      phone: string | null;
      company: string | null;
      licenseNumber: string | null;
      role: Role;
      inviteCode: string | null;
      passwordHash: string;
      now: Date;
    }
  | {
      /**
       * Spec 001 §5 "Create client": an agent makes a client account. The password is optional (the
       * wizard sends the one it showed, the dashboard none: such an account has no usable password
       * until the person follows the welcome link, which is issued in the same append).
       */
      type: 'CreateClientAccount';
      userId: string;
      email: string;
      fullName: string;
      phone: string | null;
      createdBy: string;
      passwordHash: string | null;
      welcome: { resetId: string; tokenHash: string; email: SealedValue };
      now: Date;
    }
  | { type: 'RecordLogo'; userId: string; fileName: string; contentType: string; size: number }
  | { type: 'ChangeRole'; userId: string; role: Role; changedBy: string | null }
  | { type: 'RequestPasswordReset'; userId: string; resetId: string; tokenHash: string; email: SealedValue; now: Date }
  | { type: 'ResetPassword'; userId: string; tokenHash: string; passwordHash: string; now: Date }
  | { type: 'ChangePassword'; userId: string; currentPasswordMatches: boolean; passwordHash: string }
  | { type: 'RehashPassword'; userId: string; passwordHash: string }
  | { type: 'RecordClientConsent'; userId: string; now: Date }
  /** The handler passes only the keys that differ from the profile: none → nothing recorded. */
  | { type: 'UpdateClientProfile'; userId: string; fullName?: string; phone?: string | null; updatedBy: string }
  /** The handler passes only the keys that differ from the profile: none → nothing recorded. */
  | { type: 'UpdateOwnProfile'; userId: string; changes: OwnProfileChanges }
  | { type: 'RemoveLogo'; userId: string }
  | { type: 'EraseUser'; userId: string; erasedBy: string | null }
  | MembershipCommand;

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser': {
      // Spec 000 §8: a failure once the account exists reads as the generic registration failure.
      if (state.exists) throw new RegistrationFailedError();
      const { userId } = command;
      return [
        {
          type: 'UserRegistered',
          data: {
            userId,
            email: command.email,
            fullName: command.fullName,
            phone: command.phone,
            company: command.company,
            licenseNumber: command.licenseNumber,
            role: command.role,
            policyVersion: POLICY_VERSION,
            termsAcceptedAt: command.now.toISOString(),
            inviteCode: command.inviteCode,
          },
        },
        { type: 'PasswordSet', data: { userId, passwordHash: command.passwordHash } },
      ];
    }
    case 'CreateClientAccount': {
      if (state.exists) throw new RegistrationFailedError();
      const { userId, now } = command;
      const events: UserEvent[] = [
        {
          type: 'UserRegistered',
          data: {
            userId,
            email: command.email,
            fullName: command.fullName,
            phone: command.phone,
            company: null,
            licenseNumber: null,
            role: 'client',
            policyVersion: POLICY_VERSION,
            termsAcceptedAt: now.toISOString(),
            inviteCode: null,
            createdBy: command.createdBy,
          },
        },
      ];
      if (command.passwordHash !== null) events.push({ type: 'PasswordSet', data: { userId, passwordHash: command.passwordHash } });
      events.push({
        type: 'PasswordResetRequested',
        data: {
          userId,
          resetId: command.welcome.resetId,
          tokenHash: command.welcome.tokenHash,
          email: command.welcome.email,
          expiresAt: new Date(now.getTime() + WELCOME_LINK_TTL_MS).toISOString(),
          purpose: 'welcome',
        },
      });
      return events;
    }
    case 'RecordLogo':
      requireLiving(state);
      return [{ type: 'LogoUploaded', data: { userId: command.userId, fileName: command.fileName, contentType: command.contentType, size: command.size } }];
    case 'ChangeRole':
      requireLiving(state);
      if (state.role === command.role) return [];
      return [
        { type: 'RoleChanged', data: { userId: command.userId, from: state.role!, to: command.role, changedBy: command.changedBy } },
        ...membershipsEndedByRole(state, command.userId, command.role, command.changedBy),
      ];
    case 'RequestPasswordReset':
      // Same answer whether or not the account exists: nothing is recorded for one that does not.
      if (!state.exists || state.erased) return [];
      return [
        {
          type: 'PasswordResetRequested',
          data: {
            userId: command.userId,
            resetId: command.resetId,
            tokenHash: command.tokenHash,
            email: command.email,
            expiresAt: new Date(command.now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
          },
        },
      ];
    case 'ResetPassword': {
      const pending = state.exists && !state.erased ? state.resets[command.tokenHash] : undefined;
      if (!pending || new Date(pending.expiresAt).getTime() <= command.now.getTime()) throw new ResetLinkInvalidError();
      return [{ type: 'PasswordChanged', data: { userId: command.userId, passwordHash: command.passwordHash, via: 'reset', resetId: pending.resetId } }];
    }
    case 'ChangePassword':
      requireLiving(state);
      if (!command.currentPasswordMatches) throw new ValidationError(IdentityMessages.currentPasswordIncorrect);
      return [{ type: 'PasswordChanged', data: { userId: command.userId, passwordHash: command.passwordHash, via: 'change', resetId: null } }];
    case 'RehashPassword':
      // Same password, stronger hash: not a change (no reset link is spent, no session ends).
      requireLiving(state);
      return [{ type: 'PasswordSet', data: { userId: command.userId, passwordHash: command.passwordHash } }];
    case 'RecordClientConsent':
      requireLiving(state);
      // Spec 002 §4: consent is asked of clients only; given again for the same policy version, nothing new is recorded.
      if (state.role !== 'client') throw new ForbiddenError();
      if (state.consentedPolicyVersion === POLICY_VERSION) return [];
      return [{ type: 'ClientConsentRecorded', data: { userId: command.userId, policyVersion: POLICY_VERSION, consentedAt: command.now.toISOString() } }];
    case 'UpdateClientProfile': {
      requireLiving(state);
      // An agent edits a client's details through a deal, never another agent's or an admin's.
      if (state.role !== 'client') throw new ForbiddenError(IdentityMessages.onlyClientProfiles);
      if (command.fullName === undefined && command.phone === undefined) return [];
      return [
        {
          type: 'ClientProfileUpdated',
          data: {
            userId: command.userId,
            ...(command.fullName !== undefined ? { fullName: command.fullName } : {}),
            ...(command.phone !== undefined ? { phone: command.phone } : {}),
            updatedBy: command.updatedBy,
          },
        },
      ];
    }
    case 'UpdateOwnProfile':
      requireLiving(state);
      // Clients' details are their agent's to keep (ADR 0022); admins have no profile screen.
      if (!isAgentRole(state.role)) throw new ForbiddenError(IdentityMessages.onlyAgentsEditOwnProfile);
      return Object.keys(command.changes).length === 0 ? [] : [{ type: 'ProfileUpdated', data: { userId: command.userId, ...command.changes } }];
    case 'RemoveLogo':
      requireLiving(state);
      return [{ type: 'LogoRemoved', data: { userId: command.userId } }];
    case 'EraseUser':
      if (!state.exists) throw new UserNotFoundError();
      return state.erased ? [] : [{ type: 'UserErased', data: { userId: command.userId, erasedBy: command.erasedBy } }];
    case 'AssignTeamLead':
    case 'AssignBroker':
      requireLiving(state);
      return decideMembership(command, state);
    case 'EndTeamLeadMembership':
    case 'EndBrokerMembership':
      // A member deleted since has no membership left to end.
      return state.exists && !state.erased ? decideMembership(command, state) : [];
  }
}

function requireLiving(state: UserState): void {
  if (!state.exists || state.erased) throw new UserNotFoundError();
}

/**
 * A user account. The person's details and password hash are sealed by the store under their own
 * key (ADR 0004, 0016); the reset request's e-mail is sealed by hand under the reset requests'
 * subject (its outbox job carries it sealed), so it is not declared here.
 */
export const user = defineAggregate<UserState, UserCommand, UserEvent>({
  streamType: USER_STREAM_TYPE,
  streamId: userStream,
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
  personalData: {
    UserRegistered: { subject: (data) => data.userId, fields: ['email', 'fullName', 'phone', 'company', 'licenseNumber'] },
    PasswordSet: { subject: (data) => data.userId, fields: ['passwordHash'] },
    PasswordChanged: { subject: (data) => data.userId, fields: ['passwordHash'] },
    ClientProfileUpdated: { subject: (data) => data.userId, fields: ['fullName', 'phone'] },
    ProfileUpdated: { subject: (data) => data.userId, fields: ['fullName', 'phone', 'company', 'licenseNumber'] },
  },
});

export const userDecider = user;
