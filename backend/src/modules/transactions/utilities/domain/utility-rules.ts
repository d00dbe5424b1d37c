import { singleLine, webAddressOf } from '../../../../../../openapi/shared-rules';
import { NotFoundError, ValidationError } from '../../../../platform/errors/domain-error';
import { optionalDate, optionalText } from '../../kernel/domain/input-values';

/** Spec 002 §9 lists, verbatim: what a utility is, what the buyer does with it, where it stands. */
export const UTILITY_TYPES = ['Electric', 'Gas', 'Water', 'Sewer', 'Internet', 'Cable/TV', 'Trash', 'HOA', 'Other'] as const;
export const UTILITY_ACTIONS = ['Transfer', 'Setup New', 'Cancel'] as const;
export const UTILITY_STATUSES = ['Not Started', 'Confirmed', 'Completed'] as const;
export type UtilityType = (typeof UTILITY_TYPES)[number];
export type UtilityAction = (typeof UTILITY_ACTIONS)[number];
export type UtilityStatus = (typeof UTILITY_STATUSES)[number];

/** Spec 002 §8 messages. */
export const UTILITY_MESSAGES = {
  notFound: 'Utility not found',
  typeRequired: `Utility type is required: one of ${UTILITY_TYPES.join(', ')}`,
  actionRequired: `Action is required: one of ${UTILITY_ACTIONS.join(', ')}`,
  status: `Status must be one of ${UTILITY_STATUSES.join(', ')}`,
  website: 'Website must be a web address (http or https)',
  buyerOnly: 'Utilities apply to buyer transactions only',
} as const;

export const UTILITY_NAME_MAX = 200;
export const UTILITY_NUMBER_MAX = 100;
export const UTILITY_NOTES_MAX = 2000;

export class UtilityNotFoundError extends NotFoundError {
  constructor() {
    super(UTILITY_MESSAGES.notFound);
  }
}

/** A utility as the deal keeps it (spec 002 §3 Utility); client_task_id is the task it keeps in step. */
export interface UtilityFields {
  utility_type: UtilityType;
  action: UtilityAction;
  provider_name: string | null;
  website_url: string | null;
  due_date: string | null;
  notes: string | null;
  status: UtilityStatus;
  is_client_visible: boolean;
  create_client_task: boolean;
  account_number: string | null;
  confirmation_number: string | null;
}

/** What a request may carry for a utility (absent = unchanged or the default, null = cleared). */
export type UtilityInput = { [K in keyof UtilityFields]?: unknown };

const oneOf = <T extends string>(list: readonly T[], value: unknown, message: string): T => {
  if (typeof value !== 'string' || !(list as readonly string[]).includes(value)) throw new ValidationError(message);
  return value as T;
};

const flag = (value: unknown, label: string, fallback: boolean): boolean => {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw new ValidationError(`${label} must be true or false`);
  return value;
};

const website = (value: unknown): string | null => {
  const written = optionalText(value, 'Website', 2048, singleLine);
  if (written === null) return null;
  const address = webAddressOf(written);
  if (!address) throw new ValidationError(UTILITY_MESSAGES.website);
  return address;
};

/**
 * The utility a request makes of the current one (or of the spec's defaults for a new one: Transfer,
 * Not Started, shown to the client, no client task): every field checked, text trimmed.
 */
export function utilityOf(input: UtilityInput, current?: UtilityFields): UtilityFields {
  const given = <K extends keyof UtilityFields>(key: K): unknown => (input[key] === undefined ? current?.[key] : input[key]);
  return {
    utility_type: oneOf(UTILITY_TYPES, given('utility_type'), UTILITY_MESSAGES.typeRequired),
    action: oneOf(UTILITY_ACTIONS, given('action') ?? 'Transfer', UTILITY_MESSAGES.actionRequired),
    provider_name: optionalText(given('provider_name'), 'Provider name', UTILITY_NAME_MAX, singleLine),
    website_url: website(given('website_url')),
    due_date: optionalDate(given('due_date')),
    notes: optionalText(given('notes'), 'Notes', UTILITY_NOTES_MAX),
    status: oneOf(UTILITY_STATUSES, given('status') ?? 'Not Started', UTILITY_MESSAGES.status),
    is_client_visible: flag(given('is_client_visible'), 'is_client_visible', true),
    create_client_task: flag(given('create_client_task'), 'create_client_task', false),
    account_number: optionalText(given('account_number'), 'Account number', UTILITY_NUMBER_MAX, singleLine),
    confirmation_number: optionalText(given('confirmation_number'), 'Confirmation number', UTILITY_NUMBER_MAX, singleLine),
  };
}

/** The keys whose values differ between two versions of a utility. */
export function changedUtilityFields(before: UtilityFields, after: UtilityFields): Partial<UtilityFields> {
  return Object.fromEntries(Object.entries(after).filter(([key, value]) => before[key as keyof UtilityFields] !== value));
}


/** The linked task asks for what the utility is: "Transfer the Electric service (Austin Energy)". */
export function utilityTaskTitle(utility: Pick<UtilityFields, 'utility_type' | 'action' | 'provider_name'>): string {
  const service = utility.utility_type === 'Other' ? 'utility service' : `${utility.utility_type} service`;
  const verb = utility.action === 'Setup New' ? 'Set up new' : utility.action === 'Cancel' ? 'Cancel the' : 'Transfer the';
  return `${verb} ${service}${utility.provider_name ? ` (${utility.provider_name})` : ''}`;
}
