/**
 * Field rules of the API contract that both sides apply: the API validates with them and the front
 * end checks them before sending, so a form never lets through what the server refuses, nor refuses
 * what it accepts. Plain TypeScript without imports: compiled into the API, bundled into the SPA
 * (imported there as `@contract/shared-rules`).
 */

// One @, something on both sides, a dot in the domain, no spaces or angle brackets: what an inbox
// can deliver to, and nothing that could pass for markup in an e-mail header.
const EMAIL_PATTERN = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** RFC 5321's limit on a forward path. */
export const EMAIL_MAX_LENGTH = 254;

/** Whether a (trimmed) value is an e-mail address the product accepts. */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** One line of text: trimmed, inner runs of whitespace (line breaks included) collapsed. */
export function singleLine(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

/** Free text keeps its line breaks; only the ends are trimmed and Windows line ends unified. */
export function multiLine(value: string | null | undefined): string {
  return (value ?? '').replace(/\r\n?/g, '\n').trim();
}

/**
 * The calendar dates the product takes, in every date and date-time it is sent (issue 18 item 6):
 * wide enough for a house built in 1900 and a 99-year lease, narrow enough that day arithmetic and
 * time-zone offsets never leave what a JavaScript Date and PostgreSQL hold.
 */
export const DATE_RANGE = { min: '1900-01-01', max: '2200-12-31' } as const;

/** Whether a `YYYY-MM-DD` date (compared as text) lies within DATE_RANGE. */
export function isDateInRange(date: string): boolean {
  return date >= DATE_RANGE.min && date <= DATE_RANGE.max;
}

/**
 * The largest day counts a deal takes (issue 18 item 6): TREC's option period is days, not months
 * (90 is far past any negotiated one); another day count of the contract (survey, title objection,
 * financing) within a year; and any `*_days` field at most ten years, whatever declares it, so day
 * arithmetic always stays within the dates the product takes.
 */
export const DAY_COUNT_MAX = { option_period: 90, contract: 365, any: 3_650 } as const;

/** How many accounts one invite code may create at most: enough for a whole brokerage (spec 000 §4 sets the minimum, 1). */
export const MAX_INVITE_USES = 1_000;

/**
 * A web address the product links to: http or https only (never javascript: or data:), a host with
 * a dot, no spaces; one typed without a scheme ("austinenergy.com") gets https. Null when it is none.
 */
export function webAddressOf(value: string): string | null {
  const written = value.trim();
  if (written === '' || /\s/.test(written)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(written) ? written : `https://${written}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname.includes('.') || url.username || url.password) return null;
  return url.toString();
}

/** Spec 002 §9: the feelings a client checks in with, in the order the modal offers them. */
export const CHECK_IN_FEELINGS = ['excited', 'happy', 'confident', 'neutral', 'anxious', 'stressed', 'overwhelmed', 'confused', 'frustrated'] as const;
export type CheckInFeeling = (typeof CHECK_IN_FEELINGS)[number];
/** Spec 002 §4 / §9: a client is prompted when they never checked in on the deal, or their last check-in is this many days old. */
export const CHECK_IN_REMINDER_DAYS = 7;
export const CHECK_IN_TEXT_MAX = 2000;

/** Whether a client is due a check-in prompt (spec 002 §4 "Check-ins"): none yet, or the latest is 7 or more days old. */
export function checkInDue(latestCreatedAt: string | null | undefined, now: Date): boolean {
  if (!latestCreatedAt) return true;
  const latest = Date.parse(latestCreatedAt);
  return Number.isNaN(latest) || now.getTime() - latest >= CHECK_IN_REMINDER_DAYS * 86_400_000;
}

/** Spec 002 §9: the vendor categories of the deal's detail flow, in the spec's order (ADR 0050). */
export const TRANSACTION_VENDOR_CATEGORIES = [
  'Inspector',
  'Title Company',
  'Lender',
  'Appraiser',
  'HOA',
  'Electrician',
  'Plumber',
  'HVAC',
  'Roofer',
  'Handyman',
  'Moving Company',
  'Utility Provider',
  'Insurance Agent',
  'Other',
] as const;
