import { DATE_RANGE, DAY_COUNT_MAX } from '../../../../../../openapi/shared-rules';
import { ValidationError } from '../../../../platform/errors/domain-error';

/**
 * Calendar arithmetic on date-only values (`YYYY-MM-DD`, contract §Values). Done in UTC so a date
 * never shifts with the server's zone; which zone "today" is in is the caller's choice.
 */
const DAY_MS = 86_400_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const toUtcMs = (date: string): number => {
  const match = DATE_ONLY.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
};

export const isDateOnly = (value: string): boolean => {
  if (!DATE_ONLY.test(value)) return false;
  return new Date(toUtcMs(value)).toISOString().startsWith(value);
};

/**
 * How far day arithmetic reaches: the dates a deal takes (DATE_RANGE), give or take the largest day
 * count, so a count from the last day of the range still works and nothing stored before the bounds
 * (a huge day count, year 9999) ends in `RangeError: Invalid time value` (issue 18 item 6).
 */
const REACH_MS = DAY_COUNT_MAX.any * DAY_MS;
const EARLIEST_MS = Date.UTC(Number(DATE_RANGE.min.slice(0, 4)), 0, 1) - REACH_MS;
const LATEST_MS = Date.UTC(Number(DATE_RANGE.max.slice(0, 4)), 11, 31) + REACH_MS;
const countable = (ms: number) => ms >= EARLIEST_MS && ms <= LATEST_MS;

export const addDays = (date: string, days: number): string => {
  const from = isDateOnly(date) ? toUtcMs(date) : Number.NaN;
  const to = from + days * DAY_MS;
  if (!Number.isSafeInteger(days) || !countable(from) || !countable(to)) {
    throw new ValidationError(`${date} plus ${days} days is outside the dates a deal counts with (${DATE_RANGE.min} to ${DATE_RANGE.max}, give or take ten years)`);
  }
  return new Date(to).toISOString().slice(0, 10);
};

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);

/** The UTC calendar date of an instant: a date-only value sent for a date-time is UTC midnight (spec 002 §3). */
export const utcDateOf = (instant: Date | string): string => new Date(instant).toISOString().slice(0, 10);

/**
 * A date-time field's value that carries only a date: a date-only value sent for a date-time is stored
 * with a UTC midnight suffix (spec 002 §3), `YYYY-MM-DDT00:00:00.000Z` exactly. A timed value that falls
 * on that same instant (7 p.m. CDT is 00:00Z the next day) is stored with an explicit `+00:00` offset
 * instead, so it keeps its time (issue 18 item 4, ADR 0026 addendum).
 */
export const DATE_ONLY_DATETIME_SUFFIX = 'T00:00:00.000Z';
export const TIMED_UTC_MIDNIGHT_SUFFIX = 'T00:00:00+00:00';

export const isDateOnlyDateTime = (value: string): boolean => {
  const date = value.slice(0, 10);
  return isDateOnly(date) && (value === date || value === `${date}${DATE_ONLY_DATETIME_SUFFIX}`);
};
