/*
 * Calendar arithmetic for the dashboard on date-only strings ("YYYY-MM-DD"). "Today" is the agent's
 * local calendar day, passed in, so every rule is testable with a fixed day in any time zone.
 */

const DAY_MS = 86_400_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})/;

/** Days since the epoch of a calendar day, or null for an empty or malformed value. */
export function dayNumber(value: string | null | undefined): number | null {
  const match = value ? DATE_ONLY.exec(value) : null;
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day a day number names, as "YYYY-MM-DD". */
export function dayString(day: number): string {
  const date = new Date(day * DAY_MS);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The browser's local calendar day of an instant (default now): what "today" means to the agent. */
export function localDay(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole days from `today` to `due` (negative when overdue), or null when `due` is not a date. */
export function daysUntil(due: string | null | undefined, today: string): number | null {
  const dueDay = dayNumber(due);
  const todayDay = dayNumber(today);
  return dueDay === null || todayDay === null ? null : dueDay - todayDay;
}

/** An inclusive range of calendar days. */
export interface DayRange {
  start: string;
  end: string;
}

/** Spec 001 §4: This Week runs from Sunday through the next Saturday. */
export function weekOf(today: string): DayRange {
  const day = dayNumber(today) ?? 0;
  const weekday = new Date(day * DAY_MS).getUTCDay(); // 0 = Sunday
  return { start: dayString(day - weekday), end: dayString(day - weekday + 6) };
}

/** Year and month (1–12) of a calendar day. */
function yearMonth(today: string): { year: number; month: number } {
  const date = new Date((dayNumber(today) ?? 0) * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

/** Spec 001 §4: This Month is the calendar month. */
export function monthOf(today: string): DayRange {
  const { year, month } = yearMonth(today);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start: `${year}-${pad(month)}-01`, end: `${year}-${pad(month)}-${pad(last)}` };
}

/** Spec 001 §9: a quarter is a calendar quarter (Jan–Mar, Apr–Jun, Jul–Sep, Oct–Dec). */
export function quarterOf(today: string): DayRange {
  const { year, month } = yearMonth(today);
  const firstMonth = Math.floor((month - 1) / 3) * 3 + 1;
  const lastMonth = firstMonth + 2;
  const last = new Date(Date.UTC(year, lastMonth, 0)).getUTCDate();
  return { start: `${year}-${pad(firstMonth)}-01`, end: `${year}-${pad(lastMonth)}-${pad(last)}` };
}

/** Year to date: 1 January through today. */
export function yearToDate(today: string): DayRange {
  return { start: `${today.slice(0, 4)}-01-01`, end: today };
}

/** Whether a day lies in the range, both ends included. Date-only strings compare as text. */
export function inRange(value: string | null | undefined, range: DayRange): boolean {
  if (!value || !DATE_ONLY.test(value)) return false;
  const day = value.slice(0, 10);
  return day >= range.start && day <= range.end;
}

// A day shown as itself in every zone: formatted in UTC from UTC midnight (spec 000 §5).
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Dec 18": the short date the sidebar shows for a milestone beyond the urgent window. */
export function shortDate(value: string): string {
  const day = dayNumber(value);
  return day === null ? value : shortDay.format(day * DAY_MS);
}

/** Spec 001 §9: the urgent window is 3 days or fewer. */
export const URGENT_WINDOW_DAYS = 3;

/**
 * Spec 001 §2.1 / §4, Upcoming Tasks: 'Nd overdue' before today, 'Today', else 'Nd'.
 * Returns null when the task has no due date.
 */
export function taskDueLabel(due: string | null | undefined, today: string): string | null {
  const days = daysUntil(due, today);
  if (days === null) return null;
  if (days < 0) return `${-days}d overdue`;
  if (days === 0) return 'Today';
  return `${days}d`;
}

/** A task is urgent when overdue or due within the urgent window (spec 001 §4). */
export function isTaskUrgent(due: string | null | undefined, today: string): boolean {
  const days = daysUntil(due, today);
  return days !== null && days <= URGENT_WINDOW_DAYS;
}

export interface MilestoneDueLabel {
  text: string;
  urgent: boolean;
  overdue: boolean;
}

/**
 * Spec 001 §2.1 / §4, Upcoming Milestones: 'Nd overdue' when past due, 'Today' or 'Nd' inside the
 * urgent window (0 to 3 days), otherwise the short date.
 */
export function milestoneDueLabel(due: string, today: string): MilestoneDueLabel {
  const days = daysUntil(due, today);
  if (days === null) return { text: due, urgent: false, overdue: false };
  if (days < 0) return { text: `${-days}d overdue`, urgent: true, overdue: true };
  if (days === 0) return { text: 'Today', urgent: true, overdue: false };
  if (days <= URGENT_WINDOW_DAYS) return { text: `${days}d`, urgent: true, overdue: false };
  return { text: shortDate(due), urgent: false, overdue: false };
}

/** Spec 001 §4: a milestone counts as Upcoming when due 0 to 3 days from today (overdue ones are skipped). */
export function isMilestoneUpcoming(due: string | null | undefined, today: string): boolean {
  const days = daysUntil(due, today);
  return days !== null && days >= 0 && days <= URGENT_WINDOW_DAYS;
}
