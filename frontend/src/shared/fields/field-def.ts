/*
 * The field kit's definition layer (issue 8, item 8): one typed definition per field renders the read
 * view (FieldSection) and the edit form (FieldForm), parses what was typed and sends only what changed.
 * Pure TypeScript with relative imports only, so the unit tests (test/unit, Node) load it as it is.
 */

/** A value as the API stores it: numbers may arrive as numeric strings (PostgreSQL `numeric`). */
export type StoredValue = string | number | boolean | null | undefined;

/** A record as read from the API: field keys to stored values (other keys are ignored). */
export type FieldRecord = Readonly<Record<string, unknown>>;

/** What an input holds while editing: text for every kind, a tick for booleans. */
export type DraftValue = string | boolean;
export type Draft = Readonly<Record<string, DraftValue>>;

/** A dependency rule reads the draft (or, in the read view, the record turned into a draft). */
export type DraftRule = (draft: Draft) => boolean;

export interface EnumOption {
  value: string;
  label: string;
}

interface BaseDef {
  /** The record's property, e.g. `purchase_price`. */
  key: string;
  label: string;
  hint?: string;
  /** Spec 002 §6: shown to agents only, with the 'AGENT ONLY' label. */
  agentOnly?: boolean;
  /** An empty value is refused with "<label> is required". */
  required?: boolean;
  /** Shown (and validated) only while this holds, e.g. the loan approval date once status is approved. */
  visibleWhen?: DraftRule;
  /** Required only while this holds, e.g. the insurance bind date once the status is bound (spec 002 §4). */
  requiredWhen?: DraftRule;
  /** Emptied while this holds, e.g. the financing contingency date once the contingency is waived (spec 002 §4). */
  clearsWhen?: DraftRule;
  /**
   * While empty, the read view shows this other field's value with the note, e.g. the option period
   * start: the effective date, labelled as the default (spec 001 §4, issue 20 item 1).
   */
  defaultsTo?: { key: string; note: string };
}

export interface TextDef extends BaseDef {
  kind: 'text';
  /** Free text over several lines (a textarea); otherwise one line. */
  multiline?: boolean;
  maxLength?: number;
}
export interface EmailDef extends BaseDef {
  kind: 'email';
}
export interface PhoneDef extends BaseDef {
  kind: 'phone';
}
export interface UrlDef extends BaseDef {
  kind: 'url';
}
/** Whole US dollars (spec 001/002: "Currency in US dollars without decimals"). */
export interface MoneyDef extends BaseDef {
  kind: 'money';
}
export interface PercentDef extends BaseDef {
  kind: 'percent';
  /** Defaults 0 and 100. */
  min?: number;
  max?: number;
  /** The value must be a multiple of it, e.g. 0.1 for the down payment percentage (spec 002 §5). */
  step?: number;
}
export interface IntegerDef extends BaseDef {
  kind: 'integer';
  min?: number;
  max?: number;
  /** Thousands separators in the read view; off for years ("1998"). Default on. */
  grouping?: boolean;
}
export interface DecimalDef extends BaseDef {
  kind: 'decimal';
  min?: number;
  max?: number;
  /** The value must be a multiple of it, e.g. 0.5 for bathrooms. */
  step?: number;
}
/** A calendar day, stored `YYYY-MM-DD`, read as local midnight (spec 000 §5). */
export interface DateDef extends BaseDef {
  kind: 'date';
}
/** An instant, stored in UTC (ISO 8601), shown and edited in local time. */
export interface DateTimeDef extends BaseDef {
  kind: 'datetime';
}
export interface EnumDef extends BaseDef {
  kind: 'enum';
  options: readonly EnumOption[];
}
export interface BooleanDef extends BaseDef {
  kind: 'boolean';
}

export type FieldDef =
  | TextDef
  | EmailDef
  | PhoneDef
  | UrlDef
  | MoneyDef
  | PercentDef
  | IntegerDef
  | DecimalDef
  | DateDef
  | DateTimeDef
  | EnumDef
  | BooleanDef;

export type FieldKind = FieldDef['kind'];

/** A titled group of fields, as the deal's detail screen shows them (spec 002 §2). */
export interface FieldSectionDef {
  id: string;
  title: string;
  fields: readonly FieldDef[];
}

/** Whether a field shows for this draft and audience (agent-only fields never show to clients). */
export function isFieldShown(def: FieldDef, draft: Draft, audience: 'agent' | 'client' = 'agent'): boolean {
  if (def.agentOnly && audience !== 'agent') return false;
  return def.visibleWhen ? def.visibleWhen(draft) : true;
}
