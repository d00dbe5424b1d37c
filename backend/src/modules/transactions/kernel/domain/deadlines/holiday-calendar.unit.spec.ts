import { HOLIDAY_DEFINITIONS, federalHolidayOn, federalHolidaysOf, legalHolidayOn, legalHolidaysOf } from './holiday-calendar';

/**
 * The Texas legal holidays of each year, checked against a printed calendar (ADR 0026): the national
 * holidays of Tex. Gov't Code §662.003(a) on their own day, never moved off a weekend, and the three
 * §662.003(b) days on which state offices close (§662.004(b)).
 */
const TEXAS: Record<number, string[]> = {
  2024: ['01-01', '01-15', '02-19', '05-27', '07-04', '09-02', '11-11', '11-28', '11-29', '12-24', '12-25', '12-26'],
  2025: ['01-01', '01-20', '02-17', '05-26', '07-04', '09-01', '11-11', '11-27', '11-28', '12-24', '12-25', '12-26'],
  // July 4 is a Saturday and December 26 a Saturday: each stays where it falls.
  2026: ['01-01', '01-19', '02-16', '05-25', '07-04', '09-07', '11-11', '11-26', '11-27', '12-24', '12-25', '12-26'],
  // July 4 a Sunday, Christmas a Saturday, December 26 a Sunday; nothing is observed on a Friday or Monday.
  2027: ['01-01', '01-18', '02-15', '05-31', '07-04', '09-06', '11-11', '11-25', '11-26', '12-24', '12-25', '12-26'],
  // New Year's Day and Veterans Day on Saturdays, December 24 on a Sunday.
  2028: ['01-01', '01-17', '02-21', '05-29', '07-04', '09-04', '11-11', '11-23', '11-24', '12-24', '12-25', '12-26'],
  2029: ['01-01', '01-15', '02-19', '05-28', '07-04', '09-03', '11-11', '11-22', '11-23', '12-24', '12-25', '12-26'],
  2030: ['01-01', '01-21', '02-18', '05-27', '07-04', '09-02', '11-11', '11-28', '11-29', '12-24', '12-25', '12-26'],
};

const NAMES = [
  "New Year's Day",
  'Martin Luther King Jr. Day',
  "Presidents' Day",
  'Memorial Day',
  'Independence Day',
  'Labor Day',
  'Veterans Day',
  'Thanksgiving Day',
  'Friday after Thanksgiving',
  'Christmas Eve',
  'Christmas Day',
  'Day after Christmas',
];

describe('the Texas legal holidays a ¶5A deadline moves past (ADR 0026)', () => {
  it('cites its authority for every day it keeps: §662.003(a), or §662.003(b) with the §662.004(b) closing', () => {
    for (const holiday of HOLIDAY_DEFINITIONS.filter((d) => d.texas !== null)) {
      expect(holiday.texas).toMatch(/^Tex\. Gov\u2019t Code §662\.003\((a\)\(\d\)$|b\)\(\d\), §662\.004\(b\)$)/);
    }
    for (const holiday of HOLIDAY_DEFINITIONS) expect(holiday.texas ?? holiday.federal).toBeTruthy();
  });

  for (const [year, days] of Object.entries(TEXAS)) {
    it(`lists the legal holidays of ${year}`, () => {
      expect(legalHolidaysOf(Number(year)).map((h) => `${h.date} ${h.name}`)).toEqual(days.map((day, i) => `${year}-${day} ${NAMES[i]}`));
    });
  }

  it('leaves out the skeleton-crew state holidays (Emancipation Day included) and the optional holidays', () => {
    expect(legalHolidayOn('2027-01-19')).toBeNull(); // Confederate Heroes Day
    expect(legalHolidayOn('2026-03-02')).toBeNull(); // Texas Independence Day
    expect(legalHolidayOn('2026-04-21')).toBeNull(); // San Jacinto Day
    expect(legalHolidayOn('2026-06-19')).toBeNull(); // Emancipation Day in Texas (federal Juneteenth)
    expect(legalHolidayOn('2026-08-27')).toBeNull(); // Lyndon Baines Johnson Day
    expect(legalHolidayOn('2026-04-03')).toBeNull(); // Good Friday (optional)
    expect(legalHolidayOn('2026-03-31')).toBeNull(); // Cesar Chavez Day (optional)
  });

  it('is not Columbus Day, and not a federal observed day', () => {
    expect(legalHolidayOn('2026-10-12')).toBeNull(); // Columbus Day
    expect(legalHolidayOn('2026-07-03')).toBeNull(); // Independence Day observed by federal offices
    expect(legalHolidayOn('2027-12-31')).toBeNull(); // New Year's Day 2028 observed by federal offices
    expect(legalHolidayOn('2026-07-04')).toBe('Independence Day'); // on its Saturday
  });
});

describe('the federal holidays, only ever named as a possible bank closure (ADR 0026)', () => {
  it('moves a weekend federal holiday to its observed weekday (5 U.S.C. §6103(b))', () => {
    expect(federalHolidaysOf(2027).map((h) => `${h.date} ${h.name}`)).toEqual([
      "2027-01-01 New Year's Day",
      '2027-01-18 Martin Luther King Jr. Day',
      "2027-02-15 Presidents' Day",
      '2027-05-31 Memorial Day',
      '2027-06-18 Juneteenth (observed)',
      '2027-07-05 Independence Day (observed)',
      '2027-09-06 Labor Day',
      '2027-10-11 Columbus Day',
      '2027-11-11 Veterans Day',
      '2027-11-25 Thanksgiving Day',
      '2027-12-24 Christmas Day (observed)',
      // January 1, 2028 is a Saturday: observed the Friday before, in 2027.
      "2027-12-31 New Year's Day (observed)",
    ]);
  });

  it('names the day federal offices close', () => {
    expect(federalHolidayOn('2026-07-03')).toBe('Independence Day (observed)');
    expect(federalHolidayOn('2026-10-12')).toBe('Columbus Day');
    expect(federalHolidayOn('2026-06-19')).toBe('Juneteenth');
    expect(federalHolidayOn('2026-11-27')).toBeNull(); // the Friday after Thanksgiving is Texas only
  });
});
