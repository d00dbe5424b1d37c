import { ValidationError } from '../../../platform/errors/domain-error';
import { isEmail, MAX_FIELD_LENGTH, typedEmail } from './registration-form';

/** Spec 001 §5 "Create client" and §9: the agent-side messages, verbatim. */
export const ClientMessages = {
  nameAndEmailRequired: 'Name and email are required',
  emailInvalid: 'Please enter a valid email address',
  emailTaken: 'A user with this email already exists',
  passwordTooShort: 'Password must be at least 12 characters',
  createFailed: 'Failed to create client',
} as const;

/** Spec 001 §9: an agent-created temporary password has at least 12 characters (the wizard makes 16). */
export const MIN_CLIENT_PASSWORD_LENGTH = 12;

export interface ValidClient {
  fullName: string;
  email: string;
  phone: string | null;
  password: string | null;
}

/**
 * The spec's order: name and e-mail present, then the address's shape; then the password when one
 * is given. Phone is optional (blank is none). Whether the address is taken is the store's answer.
 */
export function validateNewClient(form: { fullName?: string | null; email?: string | null; phone?: string | null; password?: string | null }): ValidClient {
  const fullName = form.fullName?.trim() ?? '';
  const email = typedEmail(form.email ?? '');
  if (fullName === '' || email === '') throw new ValidationError(ClientMessages.nameAndEmailRequired);
  if (!isEmail(email)) throw new ValidationError(ClientMessages.emailInvalid);
  const phone = form.phone?.trim() ? form.phone.trim() : null;
  for (const [label, value] of [
    ['Full name', fullName],
    ['Phone', phone],
  ] as const) {
    if (value && value.length > MAX_FIELD_LENGTH) throw new ValidationError(`${label} must be at most ${MAX_FIELD_LENGTH} characters`);
  }
  const password = form.password ?? null;
  if (password !== null && password.length < MIN_CLIENT_PASSWORD_LENGTH) throw new ValidationError(ClientMessages.passwordTooShort);
  return { fullName, email, phone, password };
}
