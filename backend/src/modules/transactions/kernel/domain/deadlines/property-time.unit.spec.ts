import { expectDomainError } from '../../../../../../../test/support/decider-spec';
import { CENTRAL, DEFAULT_DEAL_ZONE, EASTERN, MOUNTAIN, PACIFIC, dealZoneOf, localDateOf, texasZoneOf, zonedInstant } from './property-time';

describe('property-local time (TREC 20-18 ¶5B "local time where the Property is located")', () => {
  it('puts 5:00 p.m. Central at 23:00Z in standard time and 22:00Z in daylight time, across the March change', () => {
    expect(zonedInstant('2026-03-07', '17:00', CENTRAL.id)).toBe('2026-03-07T23:00:00.000Z');
    // Clocks spring forward at 2:00 a.m. on Sunday, March 8, 2026.
    expect(zonedInstant('2026-03-08', '17:00', CENTRAL.id)).toBe('2026-03-08T22:00:00.000Z');
    expect(zonedInstant('2026-03-09', '17:00', CENTRAL.id)).toBe('2026-03-09T22:00:00.000Z');
  });

  it('and across the November change', () => {
    expect(zonedInstant('2026-10-31', '17:00', CENTRAL.id)).toBe('2026-10-31T22:00:00.000Z');
    // Clocks fall back at 2:00 a.m. on Sunday, November 1, 2026.
    expect(zonedInstant('2026-11-01', '17:00', CENTRAL.id)).toBe('2026-11-01T23:00:00.000Z');
  });

  it('keeps El Paso and Hudspeth counties on Mountain time, where 5:00 p.m. is the next UTC day', () => {
    expect(texasZoneOf('El Paso')).toBe(MOUNTAIN);
    expect(texasZoneOf('Hudspeth County')).toBe(MOUNTAIN);
    expect(texasZoneOf('Travis')).toBe(CENTRAL);
    expect(texasZoneOf(null)).toBe(CENTRAL);
    expect(zonedInstant('2026-01-09', '17:00', MOUNTAIN.id)).toBe('2026-01-10T00:00:00.000Z');
  });

  it("gives the property's calendar date of an instant", () => {
    expect(localDateOf('2026-11-26T03:00:00Z', CENTRAL.id)).toBe('2026-11-25');
    expect(localDateOf('2026-11-26T07:00:00Z', CENTRAL.id)).toBe('2026-11-26');
  });

  it('gives the date and the instant Intl gives, through every offset change, in zones whose offsets are not whole hours too', () => {
    const formats = new Map<string, Intl.DateTimeFormat>();
    const intlDate = (ms: number, zone: string) => {
      const format = formats.get(zone) ?? formats.set(zone, new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })).get(zone)!;
      const parts = Object.fromEntries(format.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
      return `${parts.year}-${parts.month}-${parts.day}`;
    };
    const zones = [CENTRAL.id, MOUNTAIN.id, PACIFIC.id, EASTERN.id, 'Australia/Lord_Howe', 'Pacific/Chatham', 'America/St_Johns', 'Asia/Kolkata', 'Europe/London'];
    const checked = [];
    // 2026 and 2027 every 2 hours 13 minutes 7 seconds (a step that lands at another minute of each hour, across days and each change), and 1880 (local mean time, offsets in seconds).
    for (const [from, to] of [
      [Date.UTC(2026, 0, 1), Date.UTC(2028, 0, 1)],
      [Date.UTC(1880, 0, 1), Date.UTC(1880, 2, 1)],
    ]) {
      for (let ms = from!; ms < to!; ms += 7_987_000) checked.push(ms);
    }
    for (const zone of zones) {
      const wrong = checked.filter((ms) => localDateOf(new Date(ms), zone) !== intlDate(ms, zone)).slice(0, 3);
      expect({ zone, wrong: wrong.map((ms) => new Date(ms).toISOString()) }).toEqual({ zone, wrong: [] });
    }
    // An offset that changes within a UTC hour: Tehran left +04:30 at midnight of 21–22 September 2021, at
    // 19:30Z. The hour's earlier half is asked first, so an offset kept for the hour from its start would put
    // 19:45Z (23:15 local) on the 22nd.
    expect(localDateOf('2021-09-21T19:10:00Z', 'Asia/Tehran')).toBe('2021-09-21');
    expect(localDateOf('2021-09-21T19:45:00Z', 'Asia/Tehran')).toBe('2021-09-21');
    expect(localDateOf('2021-09-21T20:30:00Z', 'Asia/Tehran')).toBe('2021-09-22');
    // Wall-clock times across the changes: 5:00 p.m., and the hours of the change itself (2:30 a.m. falls in the spring gap).
    expect(zonedInstant('2026-03-08', '01:30', CENTRAL.id)).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedInstant('2026-03-08', '03:30', CENTRAL.id)).toBe('2026-03-08T08:30:00.000Z');
    expect(zonedInstant('2026-11-01', '01:30', CENTRAL.id)).toBe('2026-11-01T06:30:00.000Z');
    expect(zonedInstant('2026-04-05', '17:00', 'Australia/Lord_Howe')).toBe('2026-04-05T06:30:00.000Z');
  });

  it("counts a deal's days in its property's zone: by state, and by county where the state is split", () => {
    expect(dealZoneOf('TX', 'Travis')).toBe(CENTRAL);
    expect(dealZoneOf(' tx ', 'El Paso County')).toBe(MOUNTAIN);
    expect(dealZoneOf('CA', 'Los Angeles')).toBe(PACIFIC);
    expect(dealZoneOf('FL', 'Miami-Dade')).toBe(EASTERN);
    expect(dealZoneOf('FL', 'Escambia County')).toBe(CENTRAL);
    expect(dealZoneOf('NY', null)).toBe(EASTERN);
    expect(dealZoneOf(null, null)).toBe(DEFAULT_DEAL_ZONE);
    expect(dealZoneOf('OK', 'Tulsa')).toBe(DEFAULT_DEAL_ZONE);
  });
});

describe('zonedInstant defends itself (issue 18 item 6)', () => {
  it.each(['10000-01-01', '+010226-01-0', '2026-02-30', ''])('refuses %p with a 400 instead of RangeError: Invalid time value', (date) => {
    expectDomainError(() => zonedInstant(date, '17:00', 'America/Chicago'), 400, `${date} is not a calendar date a deal counts with`);
  });
});
