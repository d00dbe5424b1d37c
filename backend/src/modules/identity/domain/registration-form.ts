import { isEmailAddress } from '../../../../../openapi/shared-rules';
import { ValidationError } from '../../../platform/errors/domain-error';
import { IdentityMessages } from './identity.errors';
import { detectImage, DetectedImage, MAX_LOGO_BYTES } from './logo';

/** Spec 000 §9: minimum password length for registration, reset and change. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_FIELD_LENGTH = 200;

export interface RegistrationForm {
  fullName?: string;
  email?: string;
  phone?: string;
  company?: string;
  licenseNumber?: string;
  inviteCode?: string;
  password?: string;
  confirmPassword?: string;
  acceptTerms?: string | boolean;
  acceptResponsibility?: string | boolean;
  logo?: { bytes: Buffer; size: number } | null;
}

export interface ValidRegistration {
  fullName: string;
  email: string;
  phone: string | null;
  company: string | null;
  licenseNumber: string | null;
  inviteCode: string;
  password: string;
  logo: (DetectedImage & { bytes: Buffer; size: number }) | null;
}

/** The address as a key: look-ups and the one-account-per-address rule ignore case (user_emails.email_lower). */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** The address as the person typed it, spaces around forgiven: what profiles keep and show (issue 11 item 7). */
export function typedEmail(raw: string): string {
  return raw.trim();
}

export function isEmail(value: string): boolean {
  return value.length <= MAX_FIELD_LENGTH && isEmailAddress(value);
}

const ticked = (value: string | boolean | undefined) => value === true || value === 'true' || value === 'on';
const optional = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());

/**
 * Spec 000 §4 "validate the form", with §5's messages: required fields, the two checkboxes,
 * password match then length, the invite code's presence, then the logo (image, at most 5 MB).
 * The first rule broken is the answer, as the form shows one message at a time.
 */
export function validateRegistration(form: RegistrationForm): ValidRegistration {
  const fullName = form.fullName?.trim() ?? '';
  if (fullName === '') throw new ValidationError(IdentityMessages.fullNameRequired);
  const email = typedEmail(form.email ?? '');
  if (email === '') throw new ValidationError(IdentityMessages.emailRequired);
  if (!isEmail(email)) throw new ValidationError(IdentityMessages.emailInvalid);
  for (const [label, value] of [
    ['Full name', fullName],
    ['Phone', form.phone],
    ['Company', form.company],
    ['License number', form.licenseNumber],
  ] as const) {
    if (value && value.trim().length > MAX_FIELD_LENGTH) throw new ValidationError(`${label} must be at most ${MAX_FIELD_LENGTH} characters`);
  }
  if (!ticked(form.acceptTerms) || !ticked(form.acceptResponsibility)) throw new ValidationError(IdentityMessages.termsRequired);
  const password = validateNewPassword(form.password, form.confirmPassword);
  const inviteCode = form.inviteCode?.trim() ?? '';
  if (inviteCode === '') throw new ValidationError(IdentityMessages.inviteCodeRequired);

  let logo: ValidRegistration['logo'] = null;
  if (form.logo) {
    const image = detectImage(form.logo.bytes);
    if (!image) throw new ValidationError(IdentityMessages.logoNotImage);
    if (form.logo.size > MAX_LOGO_BYTES) throw new ValidationError(IdentityMessages.logoTooLarge);
    logo = { ...image, bytes: form.logo.bytes, size: form.logo.size };
  }
  return {
    fullName,
    email,
    phone: optional(form.phone),
    company: optional(form.company),
    licenseNumber: optional(form.licenseNumber),
    inviteCode,
    password,
    logo,
  };
}

/** Registration and reset (spec 000 §5): the two entries match, then at least 6 characters. */
export function validateNewPassword(password: string | undefined, confirm: string | undefined, mismatch: string = IdentityMessages.passwordsDoNotMatch): string {
  const value = password ?? '';
  if (value !== (confirm ?? '')) throw new ValidationError(mismatch);
  if (value.length < MIN_PASSWORD_LENGTH) throw new ValidationError(IdentityMessages.passwordTooShort);
  return value;
}
