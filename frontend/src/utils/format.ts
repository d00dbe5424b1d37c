const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

/** "Nov 21, 2025, 3:04:05 PM" in the user's locale; an empty value shows "Not set" (spec 000 §5). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return 'Not set';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Not set' : dateTime.format(date);
}

export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : time.format(date);
}

const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * "Nov 21, 2025". A date without a time part is read as local midnight (spec 000 §5), so the day
 * shown is the day stored whatever the time zone; an empty date shows "Not set".
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return 'Not set';
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(parsed.getTime()) ? 'Not set' : dateOnly.format(parsed);
}

/** A stored value shown as words: "under_review" → "Under review". */
export function humanize(value: string): string {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
