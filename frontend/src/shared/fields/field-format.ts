import { humanize } from '../../utils/format';
import type { FieldDef } from './field-def';
import { formatZonedInstant, instantOf } from './time-zone';

/** Spec 000 §5 / 002: an empty value reads "Not set". */
export const NOT_SET = 'Not set';

/** Spec 001/002: "Currency in US dollars without decimals", whatever the browser's locale. */
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: false });

// A stored day is shown as that calendar day: formatted in UTC from UTC midnight, it is the same day
// in every zone, which is what spec 000 §5's "read as local midnight" guarantees.
const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

function formatDay(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  return day.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

function formatInstant(value: string, timeZone: string | undefined): string {
  const instant = instantOf(value);
  return instant ? formatZonedInstant(instant, timeZone) : value;
}

function asNumber(value: unknown): number | null {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * A stored value as the read view shows it: "$425,000", "3.5%", "Yes", the enum's label, or "Not set".
 * Date-times show in `timeZone` (default the browser's).
 */
export function formatFieldValue(def: FieldDef, value: unknown, timeZone?: string): string {
  if (def.kind === 'boolean') {
    if (value === null || value === undefined || value === '') return NOT_SET;
    return value === true || value === 'true' ? 'Yes' : 'No';
  }
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return NOT_SET;
  const text = String(value);
  switch (def.kind) {
    case 'money': {
      const n = asNumber(value);
      return n === null ? text : dollars.format(Math.round(n));
    }
    case 'percent': {
      const n = asNumber(value);
      return n === null ? text : `${plain.format(n)}%`;
    }
    case 'integer': {
      const n = asNumber(value);
      if (n === null) return text;
      return def.grouping === false ? plain.format(n) : grouped.format(n);
    }
    case 'decimal': {
      const n = asNumber(value);
      return n === null ? text : grouped.format(n);
    }
    case 'date':
      return formatDay(text);
    case 'datetime':
      return formatInstant(text, timeZone);
    case 'enum':
      return def.options.find((option) => option.value === text)?.label ?? humanize(text);
    case 'url':
      return documentRoute(def, text) ? UPLOADED_DOCUMENT : text;
    default:
      return text;
  }
}

/**
 * A field as the read view shows it from its record: its own value, or, while empty, the value it
 * defaults to with the note saying so ("Mar 1, 2027 (the effective date, by default)").
 */
export function formatRecordField(def: FieldDef, record: Readonly<Record<string, unknown>>, timeZone?: string): string {
  const text = formatFieldValue(def, record[def.key], timeZone);
  if (text !== NOT_SET || !def.defaultsTo) return text;
  const fallback = formatFieldValue(def, record[def.defaultsTo.key], timeZone);
  return fallback === NOT_SET ? NOT_SET : `${fallback} (${def.defaultsTo.note})`;
}

/** What a document field (t47_doc_url, the appraisal report…) reads as where it cannot offer the download itself. */
export const UPLOADED_DOCUMENT = 'Uploaded document';

/** The deal's document route an uploaded document fills its field with (backend documentUrl): it needs the session, so it is no plain link. */
const DOCUMENT_ROUTE = /^\/api\/transactions\/[0-9a-f-]{36}\/documents\/[0-9a-f-]{36}\/file$/i;

/** The document route a url field holds, or null (empty, an address typed by hand, another kind). */
export function documentRoute(def: FieldDef, value: unknown): string | null {
  return def.kind === 'url' && typeof value === 'string' && DOCUMENT_ROUTE.test(value.trim()) ? value.trim() : null;
}

/** The link a read view offers for a contact value, if any. */
export function fieldHref(def: FieldDef, value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  if (def.kind === 'email') return `mailto:${value.trim()}`;
  if (def.kind === 'phone') return `tel:${value.replace(/[^\d+]/g, '')}`;
  if (def.kind === 'url' && /^https?:\/\//i.test(value.trim())) return value.trim();
  return undefined;
}
