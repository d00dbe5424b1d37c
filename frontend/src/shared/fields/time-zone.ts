/*
 * Local time for the field kit. Every function takes the time zone to read in; left out, it is the
 * browser's. Explicit zones keep the rules testable in any zone (test/unit runs in UTC) and leave room
 * for a profile's own zone later.
 */

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar and clock parts of an instant in a zone, 24-hour. */
function partsIn(instant: Date, timeZone: string | undefined) {
  const key = timeZone ?? '';
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(key, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** Spec 002 §3: a date-time stored without a time part means UTC midnight. */
export function instantOf(value: string): Date | null {
  const date = new Date(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` input shows it: wall-clock time in the zone, to the minute. */
export function toWallClock(value: string, timeZone?: string): string {
  const date = instantOf(value);
  if (!date) return '';
  const p = partsIn(date, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string | undefined): number {
  const p = partsIn(new Date(instant), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock time in the zone names (the later offset when a clock change repeats it). */
export function fromWallClock(year: number, month: number, day: number, hour: number, minute: number, second: number, timeZone?: string): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const first = asUtc - offsetAt(asUtc, timeZone);
  const second_ = asUtc - offsetAt(first, timeZone);
  return new Date(second_);
}

/** The calendar day (YYYY-MM-DD) an instant falls on in the zone (the deal's, so 'Completed …' agrees with its date-times); '' when unreadable. */
export function dayInZone(instant: string, timeZone?: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const p = partsIn(date, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

const zonedFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as a person reads a deal's time: "Dec 2, 2026, 5:00 PM CST", in `timeZone` (the
 * property's, ADR 0032; the browser's when unknown) with the zone's short name, since an hour means
 * nothing without it. The timeline and every date-time field read view use it.
 */
export function formatZonedInstant(instant: Date, timeZone?: string): string {
  const key = timeZone ?? '';
  let format = zonedFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone });
    zonedFormats.set(key, format);
  }
  return format.format(instant);
}
