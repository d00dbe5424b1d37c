import { DATE_RANGE, isDateInRange, multiLine } from '../../../../../../openapi/shared-rules';
import { ValidationError } from '../../../../platform/errors/domain-error';
import { isDateOnly } from './milestone-dates';

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

/**
 * A calendar day a person gives the deal: real, and within DATE_RANGE like the catalogue's dates
 * (issue 18 item 6; the range is checked first, as Date.UTC reads year 0 as 1900). `subject` starts
 * the messages ('due_date:', 'Due date').
 */
export function dealDate(value: unknown, subject: string): string {
  const written = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
  if (written !== null && !isDateInRange(written)) throw new ValidationError(`${subject} must be a date between ${DATE_RANGE.min} and ${DATE_RANGE.max}`);
  if (written === null || !isDateOnly(written)) throw new ValidationError(`${subject} must be a date (YYYY-MM-DD)`);
  return written;
}

/** An optional calendar date (`due_date` of a task or a utility): absent, null or empty is none. */
export function optionalDate(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  return dealDate(value, 'due_date:');
}
