import { ValidationError } from '../../../../../platform/errors/domain-error';
import { isDateOnly } from '../milestone-dates';

/**
 * Property-local time (TREC 20-18 ¶5B: "5:00 p.m. (local time where the Property is located)"), and
 * the zone every deal counts its days in. Contract days are the property's calendar days; instants are stored in UTC. Offsets
 * come from the runtime's time-zone data (Intl), so daylight-saving changes need no table here.
 */

export interface PropertyZone {
  readonly id: string;
  /** The zone as the explanations name it: "Central", "Mountain". */
  readonly label: string;
}

export const CENTRAL: PropertyZone = { id: 'America/Chicago', label: 'Central' };
export const MOUNTAIN: PropertyZone = { id: 'America/Denver', label: 'Mountain' };
export const PACIFIC: PropertyZone = { id: 'America/Los_Angeles', label: 'Pacific' };
export const EASTERN: PropertyZone = { id: 'America/New_York', label: 'Eastern' };

interface StateZones {
  readonly zone: PropertyZone;
  /** Counties of the state that keep another zone (names lower case, without "County"). */
  readonly exceptions?: { readonly counties: readonly string[]; readonly zone: PropertyZone };
}

/**
 * The zone a deal's days are counted in, by the property's state (the four the product serves) and,
 * where a state is split, its county (15 U.S.C. §263; 49 CFR §71.7): Texas is Central but El Paso and
 * Hudspeth counties keep Mountain time; Florida is Eastern but its western panhandle keeps Central.
 * One table for the code (dealZoneOf) and the SQL the read side counts "today" with (dealZoneSql).
 */
const STATE_ZONES: Readonly<Record<string, StateZones>> = {
  TX: { zone: CENTRAL, exceptions: { counties: ['el paso', 'hudspeth'], zone: MOUNTAIN } },
  CA: { zone: PACIFIC },
  FL: {
    zone: EASTERN,
    exceptions: { counties: ['bay', 'calhoun', 'escambia', 'gulf', 'holmes', 'jackson', 'okaloosa', 'santa rosa', 'walton', 'washington'], zone: CENTRAL },
  },
  NY: { zone: EASTERN },
};

/** A deal with no state yet (a draft) or another one counts in the brokerage's home zone. */
export const DEFAULT_DEAL_ZONE = CENTRAL;

const countyName = (county: string | null | undefined): string => (county ?? '').trim().toLowerCase().replace(/\s+county$/, '');

export function dealZoneOf(state: string | null | undefined, county: string | null | undefined): PropertyZone {
  const rule = STATE_ZONES[(state ?? '').trim().toUpperCase()];
  if (!rule) return DEFAULT_DEAL_ZONE;
  return rule.exceptions?.counties.includes(countyName(county)) ? rule.exceptions.zone : rule.zone;
}

export function texasZoneOf(county: string | null | undefined): PropertyZone {
  return dealZoneOf('TX', county);
}

/** The same rule as dealZoneOf, as a SQL expression over a state and a county expression. */
export function dealZoneSql(state: string, county: string): string {
  const quoted = (value: string) => `'${value.replace(/'/g, "''")}'`;
  const normalisedCounty = `regexp_replace(lower(btrim(coalesce(${county}, ''))), '\\s+county$', '')`;
  const arms = Object.entries(STATE_ZONES).map(([code, rule]) => {
    const zone = rule.exceptions
      ? `CASE WHEN ${normalisedCounty} IN (${rule.exceptions.counties.map(quoted).join(', ')}) THEN ${quoted(rule.exceptions.zone.id)} ELSE ${quoted(rule.zone.id)} END`
      : quoted(rule.zone.id);
    return `WHEN ${quoted(code)} THEN ${zone}`;
  });
  return `(CASE upper(btrim(coalesce(${state}, ''))) ${arms.join(' ')} ELSE ${quoted(DEFAULT_DEAL_ZONE.id)} END)`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (zone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
};

/** The zone's offset from UTC at an instant, in milliseconds (local − UTC; −6 h for CST), as Intl gives it. */
function offsetFromIntl(ms: number, zone: string): number {
  const parts = Object.fromEntries(formatterFor(zone).formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  const local = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return local - Math.floor(ms / 1000) * 1000;
}

const HOUR_MS = 3_600_000;
/** Per zone, the offset of each UTC hour it keeps one offset through; bounded (cleared when full). */
const hourOffsets = new Map<string, Map<number, number>>();
const HOURS_KEPT = 100_000;

/**
 * The zone's offset at an instant, looked up by its UTC hour: Intl's formatToParts costs some 10 µs a
 * call, and a rebuild asks for "today" once per replayed event (issue 23 item 2). An hour whose first and
 * last second have the same offset keeps it throughout (no zone changes its offset twice in an hour), so
 * the offset is kept for it; an hour with a change in it is asked of Intl for every instant.
 */
function offsetAt(ms: number, zone: string): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offsets = hourOffsets.get(zone);
  const kept = offsets?.get(hour);
  if (kept !== undefined) return kept;
  const first = offsetFromIntl(hour * HOUR_MS, zone);
  if (offsetFromIntl(hour * HOUR_MS + HOUR_MS - 1000, zone) !== first) return offsetFromIntl(ms, zone);
  if (!offsets) hourOffsets.set(zone, (offsets = new Map()));
  if (offsets.size >= HOURS_KEPT) offsets.clear();
  offsets.set(hour, first);
  return first;
}

/**
 * The UTC instant of a wall-clock time on a local calendar date (`YYYY-MM-DD`, `HH:MM`) in a zone.
 * Offset math: guess with the offset at the naive instant, then correct once with the offset at the
 * guess, which settles every time away from the one-hour gap of a spring-forward night.
 */
export function zonedInstant(date: string, time: string, zone: string): string {
  // Outside a real 4-digit-year day the offset lookup reads an invalid Date (RangeError: Invalid time value).
  if (!isDateOnly(date)) throw new ValidationError(`${date} is not a calendar date a deal counts with`);
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const naive = Date.UTC(y, m - 1, d, hh, mm);
  const first = naive - offsetAt(naive, zone);
  const settled = naive - offsetAt(first, zone);
  return new Date(settled).toISOString();
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** The calendar date of an instant in a zone (the property's "today"). */
export function localDateOf(instant: Date | string, zone: string): string {
  const ms = new Date(instant).getTime();
  if (Number.isFinite(ms)) {
    // The offset is whole seconds, so the local second's calendar day is that of the instant plus the offset.
    const local = new Date(ms + offsetAt(ms, zone));
    const year = local.getUTCFullYear();
    // Intl writes years outside 1000–9999 otherwise (no padding, eras): those are left to it.
    if (year >= 1000 && year <= 9999) return `${year}-${pad(local.getUTCMonth() + 1, 2)}-${pad(local.getUTCDate(), 2)}`;
  }
  const parts = Object.fromEntries(formatterFor(zone).formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
