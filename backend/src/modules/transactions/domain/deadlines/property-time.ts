/**
 * Property-local time for Texas contracts (TREC 20-18 ¶5B: "5:00 p.m. (local time where the Property
 * is located)"). Contract days are the property's calendar days; instants are stored in UTC. Offsets
 * come from the runtime's time-zone data (Intl), so daylight-saving changes need no table here.
 */

/** Texas is Central time except El Paso and Hudspeth counties, which keep Mountain time (15 U.S.C. §263; 49 CFR §71.7). */
const MOUNTAIN_COUNTIES: ReadonlySet<string> = new Set(['el paso', 'hudspeth']);

export interface PropertyZone {
  readonly id: string;
  /** The zone as the explanations name it: "Central", "Mountain". */
  readonly label: string;
}

export const CENTRAL: PropertyZone = { id: 'America/Chicago', label: 'Central' };
export const MOUNTAIN: PropertyZone = { id: 'America/Denver', label: 'Mountain' };

export function texasZoneOf(county: string | null | undefined): PropertyZone {
  const name = (county ?? '').trim().toLowerCase().replace(/\s+county$/, '');
  return MOUNTAIN_COUNTIES.has(name) ? MOUNTAIN : CENTRAL;
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

/** The zone's offset from UTC at an instant, in milliseconds (local − UTC; −6 h for CST). */
function offsetAt(ms: number, zone: string): number {
  const parts = Object.fromEntries(formatterFor(zone).formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  const local = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return local - Math.floor(ms / 1000) * 1000;
}

/**
 * The UTC instant of a wall-clock time on a local calendar date (`YYYY-MM-DD`, `HH:MM`) in a zone.
 * Offset math: guess with the offset at the naive instant, then correct once with the offset at the
 * guess, which settles every time away from the one-hour gap of a spring-forward night.
 */
export function zonedInstant(date: string, time: string, zone: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const naive = Date.UTC(y, m - 1, d, hh, mm);
  const first = naive - offsetAt(naive, zone);
  const settled = naive - offsetAt(first, zone);
  return new Date(settled).toISOString();
}

/** The calendar date of an instant in a zone (the property's "today"). */
export function localDateOf(instant: Date | string, zone: string): string {
  const parts = Object.fromEntries(formatterFor(zone).formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
