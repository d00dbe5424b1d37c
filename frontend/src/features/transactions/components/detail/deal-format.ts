import type { BadgeTone } from '@/components/ui/badge';
import { formatFieldValue } from '@/shared/fields/field-format';
import { dayInZone } from '@/shared/fields/time-zone';

/** Spec 000 §5: calendar days as local dates, 'Not set' when empty. */
export const formatDay = (value: unknown) => formatFieldValue({ key: 'day', label: 'Date', kind: 'date' }, value);
/** Whole US dollars (spec 002 §9). */
export const formatMoney = (value: unknown) => formatFieldValue({ key: 'money', label: 'Amount', kind: 'money' }, value);

/** Spec 002 §2: closed grey; pending amber; under_contract, option, inspection, appraisal, final blue; cancelled red; others teal. */
export function statusTone(status: string): BadgeTone {
  if (status === 'closed') return 'neutral';
  if (status === 'pending') return 'warning';
  if (status === 'cancelled') return 'danger';
  if (['under_contract', 'option', 'inspection', 'appraisal', 'final'].some((part) => status.includes(part))) return 'info';
  return 'brand';
}

export const statusLabel = (status: string) => status.replace(/_/g, ' ').replace(/^\w/, (first) => first.toUpperCase());

export const typeLabel = (type: string) => (type === 'seller' ? 'Seller' : type === 'new_construction' ? 'New construction' : 'Buyer');

/**
 * The calendar day of an instant, e.g. for 'Closed on {date}', a check-in's day or 'Completed {date}':
 * in the deal's time zone (its `time_zone`, as the page's date-times are), the browser's when not given.
 */
export function localDayOf(instant: string, timeZone?: string): string {
  return dayInZone(instant, timeZone);
}
