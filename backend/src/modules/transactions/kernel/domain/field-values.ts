import { DATE_RANGE, DAY_COUNT_MAX, isDateInRange, isEmailAddress, multiLine, singleLine } from '../../../../../../openapi/shared-rules';
import { ValidationError } from '../../../../platform/errors/domain-error';
import { DATE_ONLY_DATETIME_SUFFIX, TIMED_UTC_MIDNIGHT_SUFFIX } from './milestone-dates';
import { FIELD_ALIASES, FIELD_BY_KEY, FieldSpec, FieldValue, FieldValues } from './transaction-fields';

/**
 * The one normalisation of catalogue values (spec 001 §5 "Before saving", 002 §3 date handling):
 * blank text is unset, dates are trimmed to YYYY-MM-DD, a date-only date-time becomes UTC midnight,
 * numbers are checked for their kind. The DTOs refuse wrong types first; this is the domain's own guard.
 */
export const FIELD_LIMITS = { text: 500, long_text: 10_000, money: 1_000_000_000_000, integer: 2_147_483_647 } as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}/;

/** The largest whole number a field takes: its own bound, never past DAY_COUNT_MAX.any for a `*_days` count (issue 18 item 6). */
export function integerMaxOf(spec: FieldSpec): number {
  const max = spec.max ?? FIELD_LIMITS.integer;
  return spec.key.endsWith('_days') ? Math.min(max, DAY_COUNT_MAX.any) : max;
}

/** How the OpenAPI schema names DATE_RANGE (OpenAPI 3.0 bounds no string, so its description does). */
export const DATE_RANGE_TEXT = `${DATE_RANGE.min} to ${DATE_RANGE.max}`;
export const DEAL_DATE_DESCRIPTION = `A calendar day from ${DATE_RANGE_TEXT}`;
const outOfRange = (what: string) => `must be ${what} between ${DATE_RANGE.min} and ${DATE_RANGE.max}`;

/** Spec 002 §3 / 001 §4: the legacy inspection contingency values and what they mean now. */
export const LEGACY_INSPECTION_STATUS: Readonly<Record<string, string>> = {
  active: 'pending',
  cleared: 'completed',
  expired: 'not_applicable',
};

function invalid(key: string, message: string): never {
  throw new ValidationError(`${key}: ${message}`);
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const DATE_FORMAT = 'must be a date (YYYY-MM-DD)';
const DATE_TIME_FORMAT = 'must be a date-time (ISO 8601)';

/** The written calendar date of a date or date-time: within DATE_RANGE (checked first: Date.UTC reads year 0 as 1900), then real. */
function calendarDate(key: string, match: RegExpExecArray | null, what: 'a date' | 'a date-time'): string {
  const format = what === 'a date' ? DATE_FORMAT : DATE_TIME_FORMAT;
  if (!match) invalid(key, format);
  const date = `${match[1]}-${match[2]}-${match[3]}`;
  if (!isDateInRange(date)) invalid(key, outOfRange(what));
  // Date.parse rolls an impossible day over (February 30 is March 2): the written day must be real.
  if (!isRealDate(Number(match[1]), Number(match[2]), Number(match[3]))) invalid(key, format);
  return date;
}

function normaliseDate(key: string, value: string): string {
  return calendarDate(key, DATE.exec(value.trim()), 'a date');
}

function normaliseDateTime(key: string, value: string): string {
  const trimmed = value.trim();
  // Spec 002 §3: a date-time without a time part gets a UTC midnight suffix.
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return `${calendarDate(key, DATE.exec(trimmed), 'a date-time')}${DATE_ONLY_DATETIME_SUFFIX}`;
  calendarDate(key, DATE_TIME.exec(trimmed), 'a date-time');
  const time = Date.parse(/[zZ]|[+-]\d{2}:?\d{2}$/.test(trimmed) ? trimmed : `${trimmed}Z`);
  if (Number.isNaN(time)) invalid(key, DATE_TIME_FORMAT);
  // The instant is what is stored and counted with, so the range bounds it too (in UTC).
  const instant = new Date(time).toISOString();
  if (!isDateInRange(instant.slice(0, 10))) invalid(key, outOfRange('a date-time'));
  // A time sent that lands on UTC midnight must not read as the date-only value above.
  return instant.endsWith(DATE_ONLY_DATETIME_SUFFIX) ? `${instant.slice(0, 10)}${TIMED_UTC_MIDNIGHT_SUFFIX}` : instant;
}

function decimals(value: number): number {
  const text = String(value);
  const dot = text.indexOf('.');
  return dot === -1 || text.includes('e') ? 0 : text.length - dot - 1;
}

function normaliseNumber(spec: FieldSpec, value: number): number {
  const { key, kind } = spec;
  if (typeof value !== 'number' || !Number.isFinite(value)) invalid(key, 'must be a number');
  if (value < 0) invalid(key, 'must not be negative');
  switch (kind) {
    case 'money':
      if (value > FIELD_LIMITS.money) invalid(key, `must be at most ${FIELD_LIMITS.money}`);
      if (decimals(value) > 2) invalid(key, 'must have at most 2 decimal places');
      return value;
    case 'percent':
      // Spec 001 §5 / §9: Down Payment % min 0, max 100, step 0.1 (issue 20 item 1: the API as the wizard).
      if (value > 100) invalid(key, 'must be at most 100');
      if (Math.abs(value * 10 - Math.round(value * 10)) > 1e-9) invalid(key, 'must be in steps of 0.1');
      return value;
    case 'integer': {
      if (!Number.isInteger(value)) invalid(key, 'must be a whole number');
      const max = integerMaxOf(spec);
      if (value > max) invalid(key, `must be at most ${max}`);
      return value;
    }
    default:
      // bedrooms, bathrooms: steps of 0.5 (spec 002 §3).
      if (!Number.isInteger(value * 2)) invalid(key, 'must be in steps of 0.5');
      if (value > 1000) invalid(key, 'must be at most 1000');
      return value;
  }
}

function normaliseText(spec: FieldSpec, value: string): string | null {
  const { key, kind } = spec;
  if (typeof value !== 'string') invalid(key, 'must be text');
  const trimmed = kind === 'long_text' ? multiLine(value) : singleLine(value);
  if (trimmed === '') return null;
  const max = kind === 'long_text' ? FIELD_LIMITS.long_text : FIELD_LIMITS.text;
  if (trimmed.length > max) invalid(key, `must be at most ${max} characters`);
  // Spec 001 §5: 'Invalid email format'.
  if (kind === 'email' && !isEmailAddress(trimmed)) invalid(key, 'Invalid email format');
  return trimmed;
}

/** One value of a catalogue field, normalised; null means unset. */
export function normaliseFieldValue(spec: FieldSpec, value: unknown): FieldValue {
  if (value === null || value === undefined) return null;
  const { key, kind } = spec;
  switch (kind) {
    case 'boolean':
      if (typeof value !== 'boolean') invalid(key, 'must be true or false');
      return value;
    case 'money':
    case 'percent':
    case 'integer':
    case 'decimal':
      return normaliseNumber(spec, value as number);
    case 'date':
      if (typeof value !== 'string') invalid(key, DATE_FORMAT);
      return value.trim() === '' ? null : normaliseDate(key, value);
    case 'datetime':
      if (typeof value !== 'string') invalid(key, DATE_TIME_FORMAT);
      return value.trim() === '' ? null : normaliseDateTime(key, value);
    case 'enum': {
      if (typeof value !== 'string') invalid(key, `must be one of ${spec.values!.join(', ')}`);
      const lower = value.trim().toLowerCase();
      if (lower === '') return null; // spec 001 §5: blank status fields are removed
      if (key === 'inspection_contingency_status' && !spec.values!.includes(lower)) return LEGACY_INSPECTION_STATUS[lower] ?? 'pending';
      if (!spec.values!.includes(lower)) invalid(key, `must be one of ${spec.values!.join(', ')}`);
      return lower;
    }
    default:
      return normaliseText(spec, value as string);
  }
}

/** The message a value of a field is refused with, or null when it is taken: the DTO's check is the domain's own. */
export function fieldValueProblem(spec: FieldSpec, value: unknown): string | null {
  try {
    normaliseFieldValue(spec, value);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

/**
 * A request's catalogue fields normalised: aliases folded in, unknown keys refused, and (for a PATCH)
 * absent keys left out so that "absent = unchanged, null = clear" survives.
 */
export function normaliseFields(input: Readonly<Record<string, unknown>>): FieldValues {
  const fields: FieldValues = {};
  for (const [rawKey, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const key = FIELD_ALIASES[rawKey] ?? rawKey;
    const spec = FIELD_BY_KEY.get(key);
    if (!spec) throw new ValidationError(`${rawKey}: not a transaction field`);
    fields[key] = normaliseFieldValue(spec, value);
  }
  return fields;
}

/** Only the set fields (a create or a draft save stores no nulls: spec 001 §5 drops empty values). */
export function setFields(fields: FieldValues): FieldValues {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
}
