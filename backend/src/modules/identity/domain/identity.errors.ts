import { NotFoundError, TooManyRequestsError, UnauthorizedError, ValidationError } from '../../../platform/errors/domain-error';

/**
 * Every message here is the spec's text (spec 000 §5, §8) or the identity contract's
 * (docs/api/identity-contract.md); the front end shows them as they are.
 */
export const IdentityMessages = {
  termsRequired: 'Please agree to the terms and responsibilities to continue.',
  passwordsDoNotMatch: 'Passwords do not match',
  newPasswordsDoNotMatch: 'New passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters',
  inviteCodeRequired: 'Please enter your invite code',
  inviteCodeInvalid: 'Invalid invite code',
  inviteCodeUsed: 'This invite code has already been used',
  inviteCodeExpired: 'This invite code has expired',
  inviteCodeRevoked: 'This invite code has been revoked. Ask your administrator for a new one.',
  inviteCodeNotFound: 'Invite code not found',
  logoNotImage: 'Please upload an image file',
  logoTooLarge: 'Logo file size must be less than 5MB',
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  registrationFailed: 'Registration failed. If you used this email, please wait 5 minutes before trying again, or contact support.',
  invalidCredentials: 'Invalid email or password',
  resetLinkInvalid: 'This reset link is invalid or has expired',
  resetLinkValid: 'This reset link can be used',
  currentPasswordIncorrect: 'Current password is incorrect',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  userNotFound: 'User not found',
  roleRequired: 'Please select a role',
  resetLinkSent: 'Reset link sent!',
  passwordResetSuccessful: 'Password reset successful!',
  passwordChanged: 'Password changed successfully!',
  /** Not in the spec: an agent may edit a client's name and phone only (ADR 0022). */
  onlyClientProfiles: "Only a client's name and phone can be edited here",
  /** Not in the spec: agents, brokers and team leads edit their own profile in Settings (ADR 0060). */
  onlyAgentsEditOwnProfile: 'Only agents, brokers and team leads can edit their profile here',
} as const;

export class RegistrationFailedError extends ValidationError {
  constructor() {
    super(IdentityMessages.registrationFailed);
  }
}

export class InvalidCredentialsError extends UnauthorizedError {
  constructor() {
    super(IdentityMessages.invalidCredentials);
  }
}

export class ResetLinkInvalidError extends ValidationError {
  constructor() {
    super(IdentityMessages.resetLinkInvalid);
  }
}

export class UserNotFoundError extends NotFoundError {
  constructor() {
    super(IdentityMessages.userNotFound);
  }
}

export class TooManyAttemptsError extends TooManyRequestsError {
  constructor() {
    super(IdentityMessages.tooManyAttempts);
  }
}
