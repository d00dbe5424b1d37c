import { multiLine } from '../../../../../openapi/shared-rules';
import { ValidationError } from '../../../platform/errors/domain-error';
import { isDateOnly } from './milestones/milestone-dates';

/**
 * An optional text a person typed for the deal (a contact's name, a task's description, a utility's
 * notes, a check-in's note): absent or null is none, anything but text is refused, the ends trimmed
 * (`singleLine` for one-line fields), bounded by `max`, and empty is none.
 */
export function optionalText(value: unknown, label: string, max: number, shape: (value: string) => string = multiLine): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new ValidationError(`${label} must be text`);
  const text = shape(value);
  if (text.length > max) throw new ValidationError(`${label} must be at most ${max} characters`);
  return text === '' ? null : text;
}

/** An optional calendar date (`due_date` of a task or a utility): absent, null or empty is none. */
export function optionalDate(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !isDateOnly(value)) throw new ValidationError('due_date: must be a date (YYYY-MM-DD)');
  return value;
}
