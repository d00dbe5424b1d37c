import { DATE_RANGE, isDateInRange, isEmailAddress, multiLine, singleLine } from '../../../../openapi/shared-rules';
import type { Draft, DraftValue, FieldDef, FieldRecord } from './field-def';
import { fromWallClock, instantOf, toWallClock } from './time-zone';

/*
 * Stored value ⇄ draft (what an input holds) ⇄ value sent. Spec 002 §5: numeric inputs are parsed,
 * empty becomes null, only changed fields are sent, and nothing is sent when nothing changed.
 */

/** What a field sends: null clears it. */
export type SentValue = string | number | boolean | null;

export type ParseResult = { ok: true; value: SentValue } | { ok: false; error: string };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

function isValidDay(value: string): boolean {
  if (!DATE_ONLY.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A written day outside the dates the server takes (checked before validity: Date.UTC reads year 0 as 1900). */
function outOfRange(def: FieldDef, text: string): ParseResult | null {
  const day = text.slice(0, 10);
  return DATE_ONLY.test(day) && !isDateInRange(day) ? { ok: false, error: `${def.label} must be between ${DATE_RANGE.min} and ${DATE_RANGE.max}` } : null;
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** The input's content for a stored value (a date-time as wall-clock time in `timeZone`, default the browser's). */
export function toDraftValue(def: FieldDef, stored: unknown, timeZone?: string): DraftValue {
  if (def.kind === 'boolean') return stored === true || stored === 'true';
  if (isEmpty(stored)) return '';
  const text = String(stored);
  switch (def.kind) {
    case 'date':
      return text.slice(0, 10);
    case 'datetime':
      return toWallClock(text, timeZone);
    default:
      return text;
  }
}

/** The draft of a whole record: what the edit form starts from (and what dependency rules read). */
export function draftOf(defs: readonly FieldDef[], record: FieldRecord, timeZone?: string): Record<string, DraftValue> {
  return Object.fromEntries(defs.map((def) => [def.key, toDraftValue(def, record[def.key], timeZone)]));
}

function parseNumber(def: FieldDef, text: string, pattern: RegExp, words: string): ParseResult {
  if (!pattern.test(text)) return { ok: false, error: `${def.label} must be ${words}` };
  return { ok: true, value: Number(text) };
}

function inRange(def: FieldDef & { min?: number; max?: number }, result: ParseResult, min?: number, max?: number): ParseResult {
  if (!result.ok || typeof result.value !== 'number') return result;
  const low = def.min ?? min;
  const high = def.max ?? max;
  if (low !== undefined && result.value < low) return { ok: false, error: `${def.label} must be at least ${low}` };
  if (high !== undefined && result.value > high) return { ok: false, error: `${def.label} must be at most ${high}` };
  return result;
}

/** Reads one input: trimmed, empty → null, numbers as numbers, dates checked, date-times to UTC. */
export function parseDraftValue(def: FieldDef, draft: DraftValue | undefined, timeZone?: string): ParseResult {
  if (def.kind === 'boolean') return { ok: true, value: draft === true };
  const raw = typeof draft === 'string' ? draft : '';
  const text = def.kind === 'text' && def.multiline ? multiLine(raw) : singleLine(raw);
  if (text === '') return def.required ? { ok: false, error: `${def.label} is required` } : { ok: true, value: null };
  switch (def.kind) {
    case 'text':
      return def.maxLength !== undefined && text.length > def.maxLength
        ? { ok: false, error: `${def.label} must be at most ${def.maxLength} characters` }
        : { ok: true, value: text };
    case 'email':
      return isEmailAddress(text) ? { ok: true, value: text } : { ok: false, error: `${def.label} must be a valid e-mail address` };
    case 'phone':
      return /^[+()\d\s.-]{7,40}$/.test(text) && /\d{7}/.test(text.replace(/\D/g, ''))
        ? { ok: true, value: text }
        : { ok: false, error: `${def.label} must be a phone number` };
    case 'url': {
      const url = URL.canParse(text) ? new URL(text) : null;
      return url && (url.protocol === 'https:' || url.protocol === 'http:')
        ? { ok: true, value: text }
        : { ok: false, error: `${def.label} must be a web address starting with https://` };
    }
    case 'money':
      // "$425,000" and "425000" are the same whole-dollar amount.
      return inRange(def, parseNumber(def, text.replace(/[$,\s]/g, ''), /^\d+$/, 'a whole dollar amount'), 0);
    case 'percent':
      return inSteps(def, inRange(def, parseNumber(def, text.replace(/%$/, '').trim(), /^\d+(\.\d+)?$/, 'a percentage'), 0, 100));
    case 'integer':
      return inRange(def, parseNumber(def, text.replace(/,/g, ''), /^-?\d+$/, 'a whole number'));
    case 'decimal':
      return inSteps(def, inRange(def, parseNumber(def, text.replace(/,/g, ''), /^-?\d+(\.\d+)?$/, 'a number')));
    case 'date':
      return outOfRange(def, text) ?? (isValidDay(text) ? { ok: true, value: text } : { ok: false, error: `${def.label} must be a date` });
    case 'datetime': {
      const refused = outOfRange(def, text);
      if (refused) return refused;
      const match = LOCAL_DATE_TIME.exec(text);
      if (!match || !isValidDay(text.slice(0, 10))) return { ok: false, error: `${def.label} must be a date and time` };
      const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
      // Wall-clock time, as the datetime-local input means it, sent as a UTC instant.
      const instant = fromWallClock(y!, mo!, d!, h!, mi!, Number.isNaN(s) ? 0 : s!, timeZone);
      return { ok: true, value: instant.toISOString() };
    }
    case 'enum':
      return def.options.some((option) => option.value === text)
        ? { ok: true, value: text }
        : { ok: false, error: `${def.label} must be one of the choices` };
  }
}

/** The stored value in the shape parseDraftValue gives, so equal values compare equal. */
export function normalizeStored(def: FieldDef, stored: unknown): SentValue {
  if (def.kind === 'boolean') return stored === true || stored === 'true';
  if (isEmpty(stored)) return null;
  const text = String(stored);
  switch (def.kind) {
    case 'money':
    case 'percent':
    case 'integer':
    case 'decimal': {
      const n = Number(text);
      return Number.isFinite(n) ? n : text;
    }
    case 'date':
      return text.slice(0, 10);
    case 'datetime':
      return instantOf(text)?.toISOString() ?? text;
    default:
      return text;
  }
}

/** A value that must be a multiple of the field's step (bathrooms by 0.5, percentages by 0.1). */
function inSteps(def: FieldDef, result: ParseResult): ParseResult {
  const step = def.kind === 'decimal' || def.kind === 'percent' ? def.step : undefined;
  if (!result.ok || !step || typeof result.value !== 'number') return result;
  const steps = result.value / step;
  return Math.abs(steps - Math.round(steps)) > 1e-9 ? { ok: false, error: `${def.label} must be in steps of ${step}` } : result;
}

const emptyDraft = (value: DraftValue): boolean => value === '' || value === false;

/** Empties every field whose `clearsWhen` holds (spec 002 §4, "Field dependencies in transaction forms"). */
export function applyDependencies(defs: readonly FieldDef[], draft: Draft): Record<string, DraftValue> {
  const next: Record<string, DraftValue> = { ...draft };
  for (const def of defs) {
    if (def.clearsWhen?.(next)) next[def.key] = def.kind === 'boolean' ? false : '';
  }
  return next;
}

export interface FieldChanges {
  /** Only the fields whose value differs from the record's, ready to send (null clears). */
  changes: Record<string, SentValue>;
  /** A message per field that cannot be read; nothing should be sent while any exists. */
  errors: Record<string, string>;
}

/**
 * What to send for a draft: the fields the user changed (after dependency rules), parsed. A field
 * left as it was is never sent, nor one typed back to its stored value ("425,000" for 425000).
 * Hidden fields are neither validated nor sent unless a rule cleared them.
 */
export function changedFields(defs: readonly FieldDef[], original: FieldRecord, draft: Draft, timeZone?: string): FieldChanges {
  const settled = applyDependencies(defs, draft);
  const changes: Record<string, SentValue> = {};
  const errors: Record<string, string> = {};
  for (const def of defs) {
    const value = settled[def.key];
    if (value === undefined || value === toDraftValue(def, original[def.key], timeZone)) continue;
    const cleared = def.clearsWhen?.(settled) ?? false;
    if (!cleared && def.visibleWhen && !def.visibleWhen(settled)) continue;
    // A field a rule emptied is cleared on the server too, required or not.
    const parsed: ParseResult = cleared ? { ok: true, value: def.kind === 'boolean' ? false : null } : parseDraftValue(def, value, timeZone);
    if (!parsed.ok) {
      errors[def.key] = parsed.error;
      continue;
    }
    if (parsed.value !== normalizeStored(def, original[def.key])) changes[def.key] = parsed.value;
  }
  // A conditional requirement holds whether or not the field itself was touched (bound needs its bind date).
  for (const def of defs) {
    const shown = !def.visibleWhen || def.visibleWhen(settled);
    if (shown && !errors[def.key] && def.requiredWhen?.(settled) && emptyDraft(settled[def.key] ?? toDraftValue(def, original[def.key], timeZone))) {
      errors[def.key] = `${def.label} is required`;
    }
  }
  return { changes, errors };
}

/**
 * After a reload that brought someone else's change: the new record's values, with every field the
 * user had edited kept as typed, so their unsaved input stays on screen to review and save again.
 */
/**
 * Whether two reads of a record hold the same values for these fields: a newer version that changed
 * none of them (another section saved, a task of the deal checked, ADR 0027) needs no reload offer.
 */
export function sameFieldValues(defs: readonly FieldDef[], before: FieldRecord, after: FieldRecord): boolean {
  return defs.every((def) => (before[def.key] ?? null) === (after[def.key] ?? null));
}

export function rebaseDraft(
  defs: readonly FieldDef[],
  before: FieldRecord,
  after: FieldRecord,
  draft: Draft,
  timeZone?: string,
): Record<string, DraftValue> {
  const next = draftOf(defs, after, timeZone);
  for (const def of defs) {
    const typed = draft[def.key];
    if (typed !== undefined && typed !== toDraftValue(def, before[def.key], timeZone)) next[def.key] = typed;
  }
  return next;
}
