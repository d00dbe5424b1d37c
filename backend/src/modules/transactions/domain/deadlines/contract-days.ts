import { addDays } from '../milestones/milestone-dates';
import { legalHolidayOn } from './holiday-calendar';

/**
 * Counting contract days (TREC 20-18): the anchor day is day 0 and a period of N days ends on the
 * Nth calendar day after it (before it, for periods counted back from closing). Weekends and holidays
 * count; only where the contract says so does a last day on a Saturday, Sunday or legal holiday move
 * to the end of the next day that is none of those (¶5A).
 */

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const weekdayIndex = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Why a day is not a business day for ¶5A: "Saturday", "Sunday", the holiday's name, or null. */
export function nonBusinessReason(date: string): string | null {
  const weekday = weekdayIndex(date);
  if (weekday === 6) return 'Saturday';
  if (weekday === 0) return 'Sunday';
  return legalHolidayOn(date);
}

/** The first day on or after `date` that is not a Saturday, Sunday or legal holiday. */
export function nextBusinessDayFrom(date: string): string {
  let day = date;
  while (nonBusinessReason(day)) day = addDays(day, 1);
  return day;
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

/** "the third day", "day 14". */
export const nthDay = (n: number): string => (n < ORDINALS.length ? `the ${ORDINALS[n]} day` : `day ${n}`);

export const dayCount = (n: number): string => `${n} ${n === 1 ? 'day' : 'days'}`;
