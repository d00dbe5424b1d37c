/**
 * The legal holidays a Texas contract deadline moves past (TREC 20-18 ¶5A: "a Saturday, Sunday, or
 * legal holiday"). Which days count is decided in ADR 0026: the federal holidays (5 U.S.C. §6103(a)),
 * with the federal observed-date rule (a holiday on a Saturday is observed the Friday before, on a
 * Sunday the Monday after, 5 U.S.C. §6103(b) and Executive Order 11582), and the Texas national and
 * state holidays on which state offices close (Tex. Gov't Code §662.003(a), and the Friday after
 * Thanksgiving, December 24 and December 26 of §662.003(b)), which Texas does not move off a weekend.
 * The §662.003(b) "skeleton crew" days and the §662.003(c) optional holidays are not legal holidays
 * here: offices, banks and title companies are open, and the earlier deadline is the safe one.
 *
 * The calendar is data: one row per holiday with the rule that dates it and its authority.
 */

type HolidayDate =
  | { readonly kind: 'fixed'; readonly month: number; readonly day: number }
  /** The nth weekday (0 = Sunday) of a month; n = -1 is the last. */
  | { readonly kind: 'nth_weekday'; readonly month: number; readonly weekday: number; readonly n: number }
  /** A number of days after another holiday of the same year (the Friday after Thanksgiving). */
  | { readonly kind: 'after'; readonly holiday: string; readonly days: number };

export interface HolidayDefinition {
  readonly name: string;
  readonly date: HolidayDate;
  /** Federal holidays on a weekend are observed on the nearest weekday; Texas state holidays are not. */
  readonly observed: 'federal' | 'none';
  readonly authority: string;
}

const FEDERAL = '5 U.S.C. §6103(a)';
const BOTH = '5 U.S.C. §6103(a); Tex. Gov\u2019t Code §662.003(a)';
const TEXAS_STATE = 'Tex. Gov\u2019t Code §662.003(b)';

export const HOLIDAY_DEFINITIONS: readonly HolidayDefinition[] = [
  { name: "New Year's Day", date: { kind: 'fixed', month: 1, day: 1 }, observed: 'federal', authority: BOTH },
  { name: 'Martin Luther King Jr. Day', date: { kind: 'nth_weekday', month: 1, weekday: 1, n: 3 }, observed: 'federal', authority: BOTH },
  { name: "Presidents' Day", date: { kind: 'nth_weekday', month: 2, weekday: 1, n: 3 }, observed: 'federal', authority: BOTH },
  { name: 'Memorial Day', date: { kind: 'nth_weekday', month: 5, weekday: 1, n: -1 }, observed: 'federal', authority: BOTH },
  // Federal Juneteenth National Independence Day; in Texas also Emancipation Day (§662.003(b)).
  { name: 'Juneteenth', date: { kind: 'fixed', month: 6, day: 19 }, observed: 'federal', authority: FEDERAL },
  { name: 'Independence Day', date: { kind: 'fixed', month: 7, day: 4 }, observed: 'federal', authority: BOTH },
  { name: 'Labor Day', date: { kind: 'nth_weekday', month: 9, weekday: 1, n: 1 }, observed: 'federal', authority: BOTH },
  // Federal only: Texas dropped Columbus Day from its holidays.
  { name: 'Columbus Day', date: { kind: 'nth_weekday', month: 10, weekday: 1, n: 2 }, observed: 'federal', authority: FEDERAL },
  { name: 'Veterans Day', date: { kind: 'fixed', month: 11, day: 11 }, observed: 'federal', authority: BOTH },
  { name: 'Thanksgiving Day', date: { kind: 'nth_weekday', month: 11, weekday: 4, n: 4 }, observed: 'federal', authority: BOTH },
  { name: 'Day after Thanksgiving', date: { kind: 'after', holiday: 'Thanksgiving Day', days: 1 }, observed: 'none', authority: TEXAS_STATE },
  { name: 'Christmas Eve', date: { kind: 'fixed', month: 12, day: 24 }, observed: 'none', authority: TEXAS_STATE },
  { name: 'Christmas Day', date: { kind: 'fixed', month: 12, day: 25 }, observed: 'federal', authority: BOTH },
  { name: 'Day after Christmas', date: { kind: 'fixed', month: 12, day: 26 }, observed: 'none', authority: TEXAS_STATE },
];

export interface Holiday {
  /** The day it is a legal holiday (the observed day when a weekend moved it). */
  readonly date: string;
  readonly name: string;
}

const iso = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

function dateOf(definition: HolidayDefinition, year: number): number {
  const rule = definition.date;
  switch (rule.kind) {
    case 'fixed':
      return Date.UTC(year, rule.month - 1, rule.day);
    case 'nth_weekday': {
      if (rule.n > 0) {
        const first = Date.UTC(year, rule.month - 1, 1);
        const shift = (rule.weekday - new Date(first).getUTCDay() + 7) % 7;
        return first + (shift + (rule.n - 1) * 7) * DAY_MS;
      }
      const last = Date.UTC(year, rule.month, 0);
      return last - ((new Date(last).getUTCDay() - rule.weekday + 7) % 7) * DAY_MS;
    }
    case 'after': {
      const base = HOLIDAY_DEFINITIONS.find((d) => d.name === rule.holiday);
      if (!base) throw new Error(`Unknown holiday ${rule.holiday}`);
      return dateOf(base, year) + rule.days * DAY_MS;
    }
  }
}

/** Saturday → the Friday before, Sunday → the Monday after (the federal rule). */
function observedOf(definition: HolidayDefinition, ms: number): { ms: number; observed: boolean } {
  if (definition.observed === 'none') return { ms, observed: false };
  const weekday = new Date(ms).getUTCDay();
  if (weekday === 6) return { ms: ms - DAY_MS, observed: true };
  if (weekday === 0) return { ms: ms + DAY_MS, observed: true };
  return { ms, observed: false };
}

/**
 * The legal holidays whose day falls in `year`, in date order. An observed day can fall in the year
 * before its holiday (New Year's Day on a Saturday is observed on December 31), so the next year's
 * holidays are looked at too.
 */
export function legalHolidaysOf(year: number): Holiday[] {
  const days = [year, year + 1].flatMap((y) =>
    HOLIDAY_DEFINITIONS.map((definition) => {
      const { ms, observed } = observedOf(definition, dateOf(definition, y));
      return { date: iso(ms), name: observed ? `${definition.name} (observed)` : definition.name };
    }),
  );
  const byDate = new Map<string, string>();
  for (const day of days.filter((h) => h.date.startsWith(`${year}-`)).sort((a, b) => a.date.localeCompare(b.date))) {
    const other = byDate.get(day.date);
    // Two holidays on one day (Christmas Eve and Christmas Day observed): one day, both names.
    byDate.set(day.date, other ? `${other} and ${day.name}` : day.name);
  }
  return [...byDate].map(([date, name]) => ({ date, name }));
}

const cache = new Map<number, ReadonlyMap<string, string>>();

/** The legal holiday on a `YYYY-MM-DD` date, or null. */
export function legalHolidayOn(date: string): string | null {
  const year = Number(date.slice(0, 4));
  let byDate = cache.get(year);
  if (!byDate) {
    byDate = new Map(legalHolidaysOf(year).map((h) => [h.date, h.name]));
    cache.set(year, byDate);
  }
  return byDate.get(date) ?? null;
}
