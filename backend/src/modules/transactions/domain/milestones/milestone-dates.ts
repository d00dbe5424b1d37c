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

export const addDays = (date: string, days: number): string => new Date(toUtcMs(date) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);

/** The UTC calendar date of an instant: a date-only value sent for a date-time is UTC midnight (spec 002 §3). */
export const utcDateOf = (instant: Date | string): string => new Date(instant).toISOString().slice(0, 10);
