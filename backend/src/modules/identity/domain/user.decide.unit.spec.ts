import { IdentityMessages } from './identity.errors';
import { UserCommand, userDecider } from './user.decide';
import { UserEvent } from './user.events';
import { deciderSpec } from '../../../../../test/support/decider-spec';

const given = deciderSpec(userDecider);

const now = new Date('2026-01-10T12:00:00.000Z');
const userId = 'u1';
const register: UserCommand = {
  type: 'RegisterUser',
  userId,
  email: 'sealed-email',
  fullName: 'sealed-name',
  phone: null,
  company: 'sealed-company',
  licenseNumber: null,
  role: 'agent',
  inviteCode: 'K7Q2-M9XA-3BDF',
  passwordHash: 'sealed-hash',
  now,
};
const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId,
    email: 'sealed-email',
    fullName: 'sealed-name',
    phone: null,
    company: 'sealed-company',
    licenseNumber: null,
    role: 'agent',
    policyVersion: 'v1.0.0',
    termsAcceptedAt: now.toISOString(),
    inviteCode: 'K7Q2-M9XA-3BDF',
  },
};
const passwordSet: UserEvent = { type: 'PasswordSet', data: { userId, passwordHash: 'sealed-hash' } };
const erased: UserEvent = { type: 'UserErased', data: { userId, erasedBy: 'admin' } };
const resetRequested: UserEvent = {
  type: 'PasswordResetRequested',
  data: { userId, resetId: 'r1', tokenHash: 'h1', email: 'sealed-email', expiresAt: '2026-01-10T13:00:00.000Z' },
};

describe('user decider', () => {
  it('registers with policy version v1.0.0 and the terms accepted now, and sets the password (spec 000 §3, §9)', () => {
    given().when(register).then([registered, passwordSet]);
  });

  it('refuses a second registration of the same user with the generic failure (spec 000 §8)', () => {
    given(registered, passwordSet).when(register).thenFails(400, IdentityMessages.registrationFailed);
  });

  it('changes the role, and does nothing when the role is the same', () => {
    given(registered)
      .when({ type: 'ChangeRole', userId, role: 'broker', changedBy: 'admin' })
      .then([{ type: 'RoleChanged', data: { userId, from: 'agent', to: 'broker', changedBy: 'admin' } }]);
    given(registered).when({ type: 'ChangeRole', userId, role: 'agent', changedBy: 'admin' }).then([]);
  });

  it('cannot change the role of an unknown or erased user', () => {
    given().when({ type: 'ChangeRole', userId, role: 'broker', changedBy: 'admin' }).thenFails(404, 'User not found');
    given(registered, erased).when({ type: 'ChangeRole', userId, role: 'broker', changedBy: 'admin' }).thenFails(404, 'User not found');
  });

  it('records a reset request valid for one hour; an unknown account records nothing', () => {
    given(registered)
      .when({ type: 'RequestPasswordReset', userId, resetId: 'r1', tokenHash: 'h1', email: 'sealed-email', now })
      .then([resetRequested]);
    given().when({ type: 'RequestPasswordReset', userId, resetId: 'r1', tokenHash: 'h1', email: 'sealed-email', now }).then([]);
  });

  it('resets the password with an outstanding, unexpired token, once', () => {
    const reset: UserCommand = { type: 'ResetPassword', userId, tokenHash: 'h1', passwordHash: 'sealed-new', now };
    const changed: UserEvent = { type: 'PasswordChanged', data: { userId, passwordHash: 'sealed-new', via: 'reset', resetId: 'r1' } };
    given(registered, resetRequested).when(reset).then([changed]);
    given(registered, resetRequested, changed).when(reset).thenFails(400, IdentityMessages.resetLinkInvalid);
  });

  it('refuses an expired, unknown or erased-account reset token', () => {
    const late = new Date('2026-01-10T13:00:00.000Z');
    given(registered, resetRequested)
      .when({ type: 'ResetPassword', userId, tokenHash: 'h1', passwordHash: 'x', now: late })
      .thenFails(400, IdentityMessages.resetLinkInvalid);
    given(registered, resetRequested)
      .when({ type: 'ResetPassword', userId, tokenHash: 'other', passwordHash: 'x', now })
      .thenFails(400, IdentityMessages.resetLinkInvalid);
    given(registered, resetRequested, erased)
      .when({ type: 'ResetPassword', userId, tokenHash: 'h1', passwordHash: 'x', now })
      .thenFails(400, IdentityMessages.resetLinkInvalid);
  });

  it('a password change spends every outstanding reset link', () => {
    const changed: UserEvent = { type: 'PasswordChanged', data: { userId, passwordHash: 'sealed-new', via: 'change', resetId: null } };
    given(registered, resetRequested)
      .when({ type: 'ChangePassword', userId, currentPasswordMatches: true, passwordHash: 'sealed-new' })
      .then([changed]);
    given(registered, resetRequested, changed)
      .when({ type: 'ResetPassword', userId, tokenHash: 'h1', passwordHash: 'x', now })
      .thenFails(400, IdentityMessages.resetLinkInvalid);
  });

  it('refuses a password change when the current password is wrong', () => {
    given(registered)
      .when({ type: 'ChangePassword', userId, currentPasswordMatches: false, passwordHash: '' })
      .thenFails(400, 'Current password is incorrect');
  });

  it('records client consent with the policy version, once per version, and only for a client (spec 002 §4, ADR 0051)', () => {
    const client: UserEvent = { ...registered, data: { ...(registered.data as Extract<UserEvent, { type: 'UserRegistered' }>['data']), role: 'client' } } as UserEvent;
    const consented: UserEvent = { type: 'ClientConsentRecorded', data: { userId, policyVersion: 'v1.0.0', consentedAt: now.toISOString() } };
    given(client).when({ type: 'RecordClientConsent', userId, now }).then([consented]);
    given(client, consented).when({ type: 'RecordClientConsent', userId, now }).then([]);
    // An older version's consent is asked again.
    given(client, { type: 'ClientConsentRecorded', data: { userId, policyVersion: 'v0.9.0', consentedAt: now.toISOString() } })
      .when({ type: 'RecordClientConsent', userId, now })
      .then([consented]);
    given({ ...registered, data: { ...(registered.data as Extract<UserEvent, { type: 'UserRegistered' }>['data']), role: 'agent' } } as UserEvent)
      .when({ type: 'RecordClientConsent', userId, now })
      .thenFails(403, 'Forbidden - Invalid role');
  });

  it('erases once; erasing again is a no-op so a half-done erasure can be finished', () => {
    given(registered).when({ type: 'EraseUser', userId, erasedBy: 'admin' }).then([erased]);
    given(registered, erased).when({ type: 'EraseUser', userId, erasedBy: 'admin' }).then([]);
    given().when({ type: 'EraseUser', userId, erasedBy: 'admin' }).thenFails(404, 'User not found');
  });

  it('records a logo only for a living user', () => {
    given(registered)
      .when({ type: 'RecordLogo', userId, fileName: 'u1-logo.png', contentType: 'image/png', size: 10 })
      .then([{ type: 'LogoUploaded', data: { userId, fileName: 'u1-logo.png', contentType: 'image/png', size: 10 } }]);
    given(registered, erased)
      .when({ type: 'RecordLogo', userId, fileName: 'u1-logo.png', contentType: 'image/png', size: 10 })
      .thenFails(404, 'User not found');
  });

  it('replaces a hash with a stronger one of the same password without spending reset links (issue 7 finding 13)', () => {
    given(registered, passwordSet, resetRequested)
      .when({ type: 'RehashPassword', userId, passwordHash: 'sealed-argon2' })
      .then([{ type: 'PasswordSet', data: { userId, passwordHash: 'sealed-argon2' } }]);
    given(registered, erased).when({ type: 'RehashPassword', userId, passwordHash: 'sealed-argon2' }).thenFails(404, 'User not found');
  });

  describe('CreateClientAccount (spec 001 §5; spec README: the server hashes, the client gets a set-password link)', () => {
    const createClient = (passwordHash: string | null): UserCommand => ({
      type: 'CreateClientAccount',
      userId,
      email: 'sealed-email',
      fullName: 'sealed-name',
      phone: 'sealed-phone',
      createdBy: 'agent-1',
      passwordHash,
      welcome: { resetId: 'w1', tokenHash: 'wh1', email: 'sealed-email' },
      now,
    });
    const clientRegistered: UserEvent = {
      type: 'UserRegistered',
      data: {
        userId,
        email: 'sealed-email',
        fullName: 'sealed-name',
        phone: 'sealed-phone',
        company: null,
        licenseNumber: null,
        role: 'client',
        policyVersion: 'v1.0.0',
        termsAcceptedAt: now.toISOString(),
        inviteCode: null,
        createdBy: 'agent-1',
      },
    };
    const welcome: UserEvent = {
      type: 'PasswordResetRequested',
      // A week, not the forgot-password hour (ADR 0022).
      data: { userId, resetId: 'w1', tokenHash: 'wh1', email: 'sealed-email', expiresAt: '2026-01-17T12:00:00.000Z', purpose: 'welcome' },
    };

    it('records the client, the creating agent and the welcome link; with a password, its hash too', () => {
      given().when(createClient(null)).then([clientRegistered, welcome]);
      given()
        .when(createClient('sealed-hash'))
        .then([clientRegistered, { type: 'PasswordSet', data: { userId, passwordHash: 'sealed-hash' } }, welcome]);
    });

    it('refuses an account that exists', () => {
      given(registered, passwordSet).when(createClient(null)).thenFails(400, IdentityMessages.registrationFailed);
    });

    it('the welcome link resets like any reset link, within its week', () => {
      given(clientRegistered, welcome)
        .when({ type: 'ResetPassword', userId, tokenHash: 'wh1', passwordHash: 'new', now: new Date('2026-01-16T12:00:00.000Z') })
        .then([{ type: 'PasswordChanged', data: { userId, passwordHash: 'new', via: 'reset', resetId: 'w1' } }]);
      given(clientRegistered, welcome)
        .when({ type: 'ResetPassword', userId, tokenHash: 'wh1', passwordHash: 'new', now: new Date('2026-01-17T12:00:00.000Z') })
        .thenFails(400, IdentityMessages.resetLinkInvalid);
    });
  });

  describe('UpdateClientProfile (spec 002 §2: the deal\'s agent edits the client\'s name and phone)', () => {
    const clientRegistered: UserEvent = { ...registered, data: { ...(registered.data as object), role: 'client' } } as UserEvent;

    it('records only the keys given; none given records nothing', () => {
      given(clientRegistered)
        .when({ type: 'UpdateClientProfile', userId, phone: null, updatedBy: 'agent-1' })
        .then([{ type: 'ClientProfileUpdated', data: { userId, phone: null, updatedBy: 'agent-1' } }]);
      given(clientRegistered)
        .when({ type: 'UpdateClientProfile', userId, fullName: 'New', updatedBy: 'agent-1' })
        .then([{ type: 'ClientProfileUpdated', data: { userId, fullName: 'New', updatedBy: 'agent-1' } }]);
      given(clientRegistered).when({ type: 'UpdateClientProfile', userId, updatedBy: 'agent-1' }).then([]);
    });

    it("refuses anyone but a living client's profile", () => {
      given(registered).when({ type: 'UpdateClientProfile', userId, fullName: 'New', updatedBy: 'agent-1' }).thenFails(403, IdentityMessages.onlyClientProfiles);
      given(clientRegistered, erased).when({ type: 'UpdateClientProfile', userId, fullName: 'New', updatedBy: 'agent-1' }).thenFails(404, IdentityMessages.userNotFound);
      given().when({ type: 'UpdateClientProfile', userId, fullName: 'New', updatedBy: 'agent-1' }).thenFails(404, IdentityMessages.userNotFound);
    });
  });

  describe('UpdateOwnProfile and RemoveLogo (issue 20 item 6, ADR 0060: an agent edits their own profile)', () => {
    const as = (role: string): UserEvent => ({ ...registered, data: { ...(registered.data as object), role } }) as UserEvent;

    it('records the changed keys for an agent, a broker and a team lead; none changed records nothing', () => {
      for (const role of ['agent', 'broker', 'team_lead']) {
        given(as(role))
          .when({ type: 'UpdateOwnProfile', userId, changes: { company: 'Hill Country Realty', phone: null } })
          .then([{ type: 'ProfileUpdated', data: { userId, company: 'Hill Country Realty', phone: null } }]);
        given(as(role)).when({ type: 'UpdateOwnProfile', userId, changes: {} }).then([]);
      }
    });

    it("refuses a client's and an admin's own edit, and a deleted account", () => {
      for (const role of ['client', 'admin']) {
        given(as(role)).when({ type: 'UpdateOwnProfile', userId, changes: { fullName: 'New' } }).thenFails(403, IdentityMessages.onlyAgentsEditOwnProfile);
      }
      given(registered, erased).when({ type: 'UpdateOwnProfile', userId, changes: { fullName: 'New' } }).thenFails(404, IdentityMessages.userNotFound);
      given(registered, erased).when({ type: 'RemoveLogo', userId }).thenFails(404, IdentityMessages.userNotFound);
      given(registered).when({ type: 'RemoveLogo', userId }).then([{ type: 'LogoRemoved', data: { userId } }]);
    });
  });
});
