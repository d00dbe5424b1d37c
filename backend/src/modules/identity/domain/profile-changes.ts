import { ValidationError } from '../../../platform/errors/domain-error';
import { IdentityMessages } from './identity.errors';
import { MAX_FIELD_LENGTH } from './registration-form';
import type { Role } from './user.events';

/** Whose own profile screen this is: the agent roles (spec 000 §6 gives the three the same powers). */
export const isAgentRole = (role: Role | null | undefined): boolean => role === 'agent' || role === 'broker' || role === 'team_lead';

/** A profile edit as sent: an absent key is left alone, `null` or blank clears an optional one. */
export interface ProfileEdit {
  fullName?: string;
  phone?: string | null;
  company?: string | null;
  licenseNumber?: string | null;
}

/** The keys an edit changes, trimmed: what the event records. */
export type OwnProfileChanges = ProfileEdit;

const LABELS: Record<keyof ProfileEdit, string> = { fullName: 'Full name', phone: 'Phone', company: 'Company', licenseNumber: 'License number' };

/** The profile row's current values, in the event's names. */
export type CurrentProfile = { [K in keyof ProfileEdit]-?: K extends 'fullName' ? string : string | null };

/**
 * Trims and checks an edit with registration's rules and messages (spec 000 §5: a name is required,
 * every field at most 200 characters), then keeps only the keys whose value differs from `current`.
 */
export function profileChanges(edit: ProfileEdit, current: Partial<CurrentProfile>): ProfileEdit {
  const changes: ProfileEdit = {};
  for (const key of Object.keys(LABELS) as (keyof ProfileEdit)[]) {
    const raw = edit[key];
    if (raw === undefined) continue;
    const value = raw === null || raw.trim() === '' ? null : raw.trim();
    if (key === 'fullName' && value === null) throw new ValidationError(IdentityMessages.fullNameRequired);
    if (value !== null && value.length > MAX_FIELD_LENGTH) throw new ValidationError(`${LABELS[key]} must be at most ${MAX_FIELD_LENGTH} characters`);
    if (value !== current[key]) (changes as Record<string, string | null>)[key] = value;
  }
  return changes;
}
