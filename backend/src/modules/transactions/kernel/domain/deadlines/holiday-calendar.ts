/**
 * The holiday calendar of the Texas deadline engine (ADR 0026), as data: one row per holiday with the
 * rule that dates it and the authority for each reading of it.
 *
 * Two readings, never mixed:
 * - **Texas legal holidays** move a TREC 20-18 ¶5A(2) last day ("a Saturday, Sunday, or legal
 *   holiday"): the national holidays of Tex. Gov't Code §662.003(a) and the three §662.003(b) state
 *   holidays on which state offices close (the Friday after Thanksgiving, December 24 and 26:
 *   §662.004(b)). Texas has no observed-day rule, so each is a holiday on its own date, weekend or not.
 *   The other §662.003(b) days (Emancipation Day in Texas among them) are skeleton-crew days with
 *   offices open, and the §662.003(c) optional holidays are not holidays at all.
 * - **Federal holidays** (5 U.S.C. §6103(a), moved off a weekend by §6103(b) and Executive Order
 *   11582) never move a deadline. Where one that Texas does not keep falls on a ¶5A last day, the
 *   explanation says banks may be closed: the buyer's money may need a day it does not get.
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
  /** Why it is a Texas legal holiday, or null when it is not one. */
  readonly texas: string | null;
  /** Why federal offices close on it (observed off a weekend), or null when they do not. */
  readonly federal: string | null;
}

const US = '5 U.S.C. §6103(a)';
const TX_NATIONAL = (n: number): string => `Tex. Gov\u2019t Code §662.003(a)(${n})`;
const TX_CLOSED = (n: number): string => `Tex. Gov\u2019t Code §662.003(b)(${n}), §662.004(b)`;

export const HOLIDAY_DEFINITIONS: readonly HolidayDefinition[] = [
  { name: "New Year's Day", date: { kind: 'fixed', month: 1, day: 1 }, texas: TX_NATIONAL(1), federal: US },
  { name: 'Martin Luther King Jr. Day', date: { kind: 'nth_weekday', month: 1, weekday: 1, n: 3 }, texas: TX_NATIONAL(2), federal: US },
  { name: "Presidents' Day", date: { kind: 'nth_weekday', month: 2, weekday: 1, n: 3 }, texas: TX_NATIONAL(3), federal: US },
  { name: 'Memorial Day', date: { kind: 'nth_weekday', month: 5, weekday: 1, n: -1 }, texas: TX_NATIONAL(4), federal: US },
  // Emancipation Day in Texas (§662.003(b)(4)) is a skeleton-crew day: state offices stay open.
  { name: 'Juneteenth', date: { kind: 'fixed', month: 6, day: 19 }, texas: null, federal: US },
  { name: 'Independence Day', date: { kind: 'fixed', month: 7, day: 4 }, texas: TX_NATIONAL(5), federal: US },
  { name: 'Labor Day', date: { kind: 'nth_weekday', month: 9, weekday: 1, n: 1 }, texas: TX_NATIONAL(6), federal: US },
  // Not in §662.003: a federal holiday only, on which Texas offices (and title companies) are open.
  { name: 'Columbus Day', date: { kind: 'nth_weekday', month: 10, weekday: 1, n: 2 }, texas: null, federal: US },
  { name: 'Veterans Day', date: { kind: 'fixed', month: 11, day: 11 }, texas: TX_NATIONAL(7), federal: US },
  { name: 'Thanksgiving Day', date: { kind: 'nth_weekday', month: 11, weekday: 4, n: 4 }, texas: TX_NATIONAL(8), federal: US },
  { name: 'Friday after Thanksgiving', date: { kind: 'after', holiday: 'Thanksgiving Day', days: 1 }, texas: TX_CLOSED(6), federal: null },
  { name: 'Christmas Eve', date: { kind: 'fixed', month: 12, day: 24 }, texas: TX_CLOSED(7), federal: null },
  { name: 'Christmas Day', date: { kind: 'fixed', month: 12, day: 25 }, texas: TX_NATIONAL(9), federal: US },
  { name: 'Day after Christmas', date: { kind: 'fixed', month: 12, day: 26 }, texas: TX_CLOSED(8), federal: null },
];

export interface Holiday {
  /** The day it is kept (for a federal holiday, the observed weekday when a weekend moved it). */
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

/** The federal observed day: Saturday → the Friday before, Sunday → the Monday after (5 U.S.C. §6103(b)). */
function federalDayOf(ms: number): { ms: number; observed: boolean } {
  const weekday = new Date(ms).getUTCDay();
  if (weekday === 6) return { ms: ms - DAY_MS, observed: true };
  if (weekday === 0) return { ms: ms + DAY_MS, observed: true };
  return { ms, observed: false };
}

const byDate = (a: Holiday, b: Holiday): number => a.date.localeCompare(b.date);

/** The Texas legal holidays of `year` in date order, each on its own date (Texas moves none off a weekend). */
export function legalHolidaysOf(year: number): Holiday[] {
  return HOLIDAY_DEFINITIONS.filter((d) => d.texas !== null)
    .map((d) => ({ date: iso(dateOf(d, year)), name: d.name }))
    .sort(byDate);
}

/**
 * The days federal offices close in `year`, in date order. An observed day can fall in the year before
 * its holiday (New Year's Day on a Saturday is observed on December 31), so next year's are looked at too.
 */
export function federalHolidaysOf(year: number): Holiday[] {
  return [year, year + 1]
    .flatMap((y) =>
      HOLIDAY_DEFINITIONS.filter((d) => d.federal !== null).map((d) => {
        const { ms, observed } = federalDayOf(dateOf(d, y));
        return { date: iso(ms), name: observed ? `${d.name} (observed)` : d.name };
      }),
    )
    .filter((h) => h.date.startsWith(`${year}-`))
    .sort(byDate);
}

/** A per-year lookup of one calendar: the holiday's name on a `YYYY-MM-DD` date, or null. */
function lookupOf(holidaysOf: (year: number) => Holiday[]): (date: string) => string | null {
  const years = new Map<number, ReadonlyMap<string, string>>();
  return (date) => {
    const year = Number(date.slice(0, 4));
    let days = years.get(year);
    if (!days) {
      days = new Map(holidaysOf(year).map((h) => [h.date, h.name]));
      years.set(year, days);
    }
    return days.get(date) ?? null;
  };
}

/** The Texas legal holiday on a `YYYY-MM-DD` date, or null: what moves a ¶5A last day. */
export const legalHolidayOn = lookupOf(legalHolidaysOf);

/** The federal holiday kept on a `YYYY-MM-DD` date, or null: named as a possible bank closure, never a move. */
export const federalHolidayOn = lookupOf(federalHolidaysOf);
