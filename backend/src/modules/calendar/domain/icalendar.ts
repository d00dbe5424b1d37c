/**
 * A calendar a subscriber's app (Google, Apple, Outlook) reads: RFC 5545 text, written by hand since
 * we need a small, exact subset. Lines end in CRLF and are folded at 75 octets without splitting a
 * UTF-8 character (§3.1); TEXT values escape backslash, semicolon, comma and newlines (§3.3.11).
 */
export interface CalendarEvent {
  /** Stable across fetches, so an app updates the event instead of adding a copy (§3.8.4.7). */
  uid: string;
  summary: string;
  description?: string;
  url?: string;
  /** A whole-day event on this date (`YYYY-MM-DD`)… */
  date: string;
  /** …or, when set, an instant (ISO, UTC): the event starts then and lasts `TIMED_EVENT_MINUTES`. */
  at?: string | null;
}

export interface Calendar {
  /** The calendar's name in the subscriber's app (X-WR-CALNAME, read by Google, Apple and Outlook). */
  name: string;
  description?: string;
  events: readonly CalendarEvent[];
  /** DTSTAMP of every event: when this copy was made. */
  generatedAt: Date;
}

/** A timed deadline (the option period's 5 p.m.) shows as a short block starting at the deadline. */
export const TIMED_EVENT_MINUTES = 30;
/** How often apps that honour it should fetch again (Apple, Outlook; Google decides for itself). */
export const REFRESH_INTERVAL = 'PT1H';

export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n?|\n/g, '\\n');
}

/** Folds one content line to at most 75 octets per physical line, never inside a UTF-8 sequence. */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  let limit = 75; // the first line; continuation lines start with a space, so 74 octets of content
  while (start < bytes.length) {
    let end = Math.min(start + limit, bytes.length);
    // Step back to a character boundary: a continuation byte is 10xxxxxx.
    while (end < bytes.length && end > start && (bytes[end] & 0xc0) === 0x80) end -= 1;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
    limit = 74;
  }
  return parts.join('\r\n ');
}

const compactDate = (date: string): string => date.replace(/-/g, '');

function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** `20261127T230000Z`. */
export function utcStamp(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  const when = event.at
    ? [`DTSTART:${utcStamp(new Date(event.at))}`, `DTEND:${utcStamp(new Date(Date.parse(event.at) + TIMED_EVENT_MINUTES * 60_000))}`]
    : [`DTSTART;VALUE=DATE:${compactDate(event.date)}`, `DTEND;VALUE=DATE:${compactDate(nextDay(event.date))}`];
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    ...when,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    // A deadline is a marker, not a meeting: it never shows the agent as busy.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

export function renderCalendar(calendar: Calendar): string {
  const stamp = utcStamp(calendar.generatedAt);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Threshold//Deal milestones//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...(calendar.description ? [`X-WR-CALDESC:${escapeText(calendar.description)}`] : []),
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH_INTERVAL}`,
    `X-PUBLISHED-TTL:${REFRESH_INTERVAL}`,
    ...calendar.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
