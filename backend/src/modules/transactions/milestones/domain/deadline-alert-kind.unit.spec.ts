import { dealZoneOf } from '../../kernel/domain/deadlines/property-time';
import { checkInHeadline, formatDue } from './deadline-alert-kind';

/** The zone a Texas deal in this county counts its days in (ADR 0032). */
const texas = (county: string | null) => dealZoneOf('TX', county).id;

/** An alert's "due …" in the property's own time (TREC ¶5B), not the server's or a fixed zone's. */
describe('formatDue', () => {
  // The option period's end, 5:00 p.m. in the property's zone on Friday, February 13, 2026 (standard time in both zones).
  const centralFive = '2026-02-13T23:00:00.000Z';
  const mountainFive = '2026-02-14T00:00:00.000Z';

  it('says a timed deadline in Central time for most of Texas', () => {
    expect(formatDue({ due_date: '2026-02-13', due_datetime: centralFive, time_zone: texas('Travis') })).toBe('Friday, February 13, 2026 at 5:00 PM CST');
    expect(formatDue({ due_date: '2026-02-13', due_datetime: centralFive, time_zone: texas(null) })).toBe('Friday, February 13, 2026 at 5:00 PM CST');
  });

  it('says it in Mountain time in El Paso and Hudspeth counties', () => {
    expect(formatDue({ due_date: '2026-02-13', due_datetime: mountainFive, time_zone: texas('El Paso County') })).toBe(
      'Friday, February 13, 2026 at 5:00 PM MST',
    );
  });

  it('says a date-only deadline as its calendar date, whatever the zone', () => {
    expect(formatDue({ due_date: '2026-11-27', due_datetime: null, time_zone: texas('Hudspeth') })).toBe('Friday, November 27, 2026');
  });
});

describe("a check-in's alert headline (ADR 0078)", () => {
  it('names the client, the feeling and the address', () => {
    expect(checkInHeadline('Jane Doe', 'anxious', '12 Elm Row')).toBe('Check-in: Jane Doe feels anxious at 12 Elm Row');
  });

  it('has words for an erased client and a deal without an address yet', () => {
    expect(checkInHeadline(null, 'happy', null)).toBe('Check-in: Your client feels happy at a transaction without an address yet');
  });
});
