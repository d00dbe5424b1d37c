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
