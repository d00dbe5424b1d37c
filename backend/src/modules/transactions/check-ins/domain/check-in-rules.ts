import { CHECK_IN_FEELINGS, CHECK_IN_TEXT_MAX, CheckInFeeling } from '../../../../../../openapi/shared-rules';
import { optionalText } from '../../kernel/domain/input-values';
import { NotFoundError, ValidationError } from '../../../../platform/errors/domain-error';

/** Spec 002 §5 / §8 messages (the quoted ones verbatim). */
export const CHECK_IN_MESSAGES = {
  notFound: 'Check-in not found',
  feelingRequired: `Please choose how you are feeling: one of ${CHECK_IN_FEELINGS.join(', ')}`,
  responseRequired: 'Agent response cannot be empty',
  notAuthenticated: 'Not authenticated',
} as const;

export class CheckInNotFoundError extends NotFoundError {
  constructor() {
    super(CHECK_IN_MESSAGES.notFound);
  }
}

export function checkInFeeling(value: unknown): CheckInFeeling {
  if (typeof value !== 'string' || !(CHECK_IN_FEELINGS as readonly string[]).includes(value)) throw new ValidationError(CHECK_IN_MESSAGES.feelingRequired);
  return value as CheckInFeeling;
}

/** Free text of a check-in: line breaks kept, ends trimmed, bounded; empty is none. */
export const checkInText = (value: unknown, label: string): string | null => optionalText(value, label, CHECK_IN_TEXT_MAX);

export function checkInResponse(value: unknown): string {
  const text = checkInText(value, 'Response');
  if (text === null) throw new ValidationError(CHECK_IN_MESSAGES.responseRequired);
  return text;
}
