import { isEmailAddress, multiLine, singleLine } from '@contract/shared-rules';

/*
 * The public forms check what the API checks (backend leads domain), with the same rules from
 * openapi/shared-rules.ts and the same words, so a refusal is explained beside the field at once.
 */

/** The leads API's limit on a name or an organization. */
export const LEAD_NAME_MAX = 200;

export function requiredLine(value: string, label: string): string | undefined {
  return singleLine(value) ? undefined : `${label} is required`;
}

export function requiredText(value: string, label: string): string | undefined {
  return multiLine(value) ? undefined : `${label} is required`;
}

export function emailError(value: string): string | undefined {
  const address = singleLine(value);
  if (!address) return 'Email is required';
  return isEmailAddress(address) ? undefined : 'Email must be a valid e-mail address';
}
