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
