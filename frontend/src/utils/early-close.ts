/**
 * Closing before the closing date asks again, naming the date (issue 20 item 5): a close completes
 * the deal's open tasks and dates its record, so an early one is a second, deliberate decision.
 */
export interface ClosingDates {
  closing_date?: string | null;
  closing_appointment_datetime?: string | null;
}

export const EARLY_CLOSE_TITLE = 'Close before the closing date?';
export const EARLY_CLOSE_CONFIRM = 'Close anyway';

const DAY_MS = 86_400_000;

/** The day the deal closes: its closing date, else its appointment's day. */
export function closingDayOf(deal: ClosingDates): string | null {
  const day = deal.closing_date ?? deal.closing_appointment_datetime ?? null;
  return day && /^\d{4}-\d{2}-\d{2}/.test(day) ? day.slice(0, 10) : null;
}

/** The second question when the closing day is still ahead of `today` (the browser's day, as the screen reads it); null on or after it, or when unknown. */
export function earlyCloseQuestion(deal: ClosingDates, today: string): string | null {
  const closingDay = closingDayOf(deal);
  if (!closingDay || closingDay <= today) return null;
  const days = Math.round((Date.parse(`${closingDay}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  const named = new Date(`${closingDay}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const when = days === 1 ? 'tomorrow' : `${days} days from today`;
  return `The closing date is ${named}, ${when}. Closing now records the deal closed today and completes its open tasks. Close it anyway?`;
}
