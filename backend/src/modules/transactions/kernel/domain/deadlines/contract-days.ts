import { addDays } from '../milestone-dates';
import { federalHolidayOn, legalHolidayOn } from './holiday-calendar';

/**
 * Counting contract days (TREC 20-18): the anchor day is day 0 and a period of N days ends on the
 * Nth calendar day after it (before it, for periods counted back from closing). Weekends and holidays
 * count; only where the contract says so does a last day on a Saturday, Sunday or legal holiday move
 * to the end of the next day that is none of those (¶5A).
 */

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const weekdayIndex = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Whether ¶5A(2) passes over the day: "a Saturday, Sunday, or legal holiday" (a Texas one). */
export function isPassedOver(date: string): boolean {
  const weekday = weekdayIndex(date);
  return weekday === 6 || weekday === 0 || legalHolidayOn(date) !== null;
}

/** "Saturday, July 4 (Independence Day)": the day and, when it is one, the Texas legal holiday. */
export function dayWithHoliday(date: string): string {
  const holiday = legalHolidayOn(date);
  return holiday ? `${longDate(date)} (${holiday})` : longDate(date);
}

export interface BusinessDayMove {
  /** The first day on or after the last day that is not a Saturday, Sunday or Texas legal holiday. */
  readonly date: string;
  /** Every day passed over, in order, from the last day itself. */
  readonly passed: readonly string[];
}

/** Where ¶5A(2) moves a last day: past every Saturday, Sunday and Texas legal holiday, one day at a time. */
export function nextBusinessDayFrom(last: string): BusinessDayMove {
  const passed: string[] = [];
  let day = last;
  while (isPassedOver(day)) {
    passed.push(day);
    day = addDays(day, 1);
  }
  return { date: day, passed };
}

/**
 * The federal holidays Texas does not keep (observed days, Columbus Day, Juneteenth) among `dates`:
 * banks may close on them, though the contract's day does not move (ADR 0026).
 */
export function bankClosures(dates: readonly string[]): Array<{ date: string; holiday: string }> {
  return dates.flatMap((date) => {
    const holiday = federalHolidayOn(date);
    return holiday && !legalHolidayOn(date) ? [{ date, holiday }] : [];
  });
}

/** "Wednesday, November 25" (the explanations' date style). */
export function longDate(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${WEEKDAYS[weekdayIndex(date)]}, ${MONTHS[month - 1]} ${day}`;
}

/** "5:00 p.m." from "17:00". */
export function clockTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'a.m.' : 'p.m.';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

const ORDINALS = ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** "a, b and c". */
export const listed = (items: readonly string[]): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** "the third day", "day 14". */
export const nthDay = (n: number): string => (n < ORDINALS.length ? `the ${ORDINALS[n]} day` : `day ${n}`);

export const dayCount = (n: number): string => `${n} ${n === 1 ? 'day' : 'days'}`;
