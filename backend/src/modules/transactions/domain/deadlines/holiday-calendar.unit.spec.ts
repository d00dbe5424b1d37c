import { legalHolidayOn, legalHolidaysOf } from './holiday-calendar';

/** One expected list per year, checked against a printed calendar (ADR 0026 decides which days count). */
const EXPECTED: Record<number, string[]> = {
  2024: [
    "2024-01-01 New Year's Day",
    '2024-01-15 Martin Luther King Jr. Day',
    "2024-02-19 Presidents' Day",
    '2024-05-27 Memorial Day',
    '2024-06-19 Juneteenth',
    '2024-07-04 Independence Day',
    '2024-09-02 Labor Day',
    '2024-10-14 Columbus Day',
    '2024-11-11 Veterans Day',
    '2024-11-28 Thanksgiving Day',
    '2024-11-29 Day after Thanksgiving',
    '2024-12-24 Christmas Eve',
    '2024-12-25 Christmas Day',
    '2024-12-26 Day after Christmas',
  ],
  2025: [
    "2025-01-01 New Year's Day",
    '2025-01-20 Martin Luther King Jr. Day',
    "2025-02-17 Presidents' Day",
    '2025-05-26 Memorial Day',
    '2025-06-19 Juneteenth',
    '2025-07-04 Independence Day',
    '2025-09-01 Labor Day',
    '2025-10-13 Columbus Day',
    '2025-11-11 Veterans Day',
    '2025-11-27 Thanksgiving Day',
    '2025-11-28 Day after Thanksgiving',
    '2025-12-24 Christmas Eve',
    '2025-12-25 Christmas Day',
    '2025-12-26 Day after Christmas',
  ],
  2026: [
    "2026-01-01 New Year's Day",
    '2026-01-19 Martin Luther King Jr. Day',
    "2026-02-16 Presidents' Day",
    '2026-05-25 Memorial Day',
    '2026-06-19 Juneteenth',
    // July 4 is a Saturday: observed Friday.
    '2026-07-03 Independence Day (observed)',
    '2026-09-07 Labor Day',
    '2026-10-12 Columbus Day',
    '2026-11-11 Veterans Day',
    '2026-11-26 Thanksgiving Day',
    '2026-11-27 Day after Thanksgiving',
    '2026-12-24 Christmas Eve',
    '2026-12-25 Christmas Day',
    // A Saturday: Texas state holidays are not moved off a weekend.
    '2026-12-26 Day after Christmas',
  ],
  2027: [
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
    '2027-11-26 Day after Thanksgiving',
    '2027-12-24 Christmas Eve and Christmas Day (observed)',
    '2027-12-26 Day after Christmas',
    // January 1, 2028 is a Saturday: observed the Friday before, in 2027.
    "2027-12-31 New Year's Day (observed)",
  ],
  2028: [
    '2028-01-17 Martin Luther King Jr. Day',
    "2028-02-21 Presidents' Day",
    '2028-05-29 Memorial Day',
    '2028-06-19 Juneteenth',
    '2028-07-04 Independence Day',
    '2028-09-04 Labor Day',
    '2028-10-09 Columbus Day',
    '2028-11-10 Veterans Day (observed)',
    '2028-11-23 Thanksgiving Day',
    '2028-11-24 Day after Thanksgiving',
    '2028-12-24 Christmas Eve',
    '2028-12-25 Christmas Day',
    '2028-12-26 Day after Christmas',
  ],
  2029: [
    "2029-01-01 New Year's Day",
    '2029-01-15 Martin Luther King Jr. Day',
    "2029-02-19 Presidents' Day",
    '2029-05-28 Memorial Day',
    '2029-06-19 Juneteenth',
    '2029-07-04 Independence Day',
    '2029-09-03 Labor Day',
    '2029-10-08 Columbus Day',
    '2029-11-12 Veterans Day (observed)',
    '2029-11-22 Thanksgiving Day',
    '2029-11-23 Day after Thanksgiving',
    '2029-12-24 Christmas Eve',
    '2029-12-25 Christmas Day',
    '2029-12-26 Day after Christmas',
  ],
  2030: [
    "2030-01-01 New Year's Day",
    '2030-01-21 Martin Luther King Jr. Day',
    "2030-02-18 Presidents' Day",
    '2030-05-27 Memorial Day',
    '2030-06-19 Juneteenth',
    '2030-07-04 Independence Day',
    '2030-09-02 Labor Day',
    '2030-10-14 Columbus Day',
    '2030-11-11 Veterans Day',
    '2030-11-28 Thanksgiving Day',
    '2030-11-29 Day after Thanksgiving',
    '2030-12-24 Christmas Eve',
    '2030-12-25 Christmas Day',
    '2030-12-26 Day after Christmas',
  ],
};

describe('the legal holiday calendar (ADR 0026)', () => {
  for (const [year, expected] of Object.entries(EXPECTED)) {
    it(`lists the legal holidays of ${year}`, () => {
      expect(legalHolidaysOf(Number(year)).map((h) => `${h.date} ${h.name}`)).toEqual(expected);
    });
  }

  it('leaves out the skeleton-crew state holidays and the optional holidays', () => {
    expect(legalHolidayOn('2026-01-19')).toBe('Martin Luther King Jr. Day');
    expect(legalHolidayOn('2027-01-19')).toBeNull(); // Confederate Heroes Day
    expect(legalHolidayOn('2026-03-02')).toBeNull(); // Texas Independence Day
    expect(legalHolidayOn('2026-04-21')).toBeNull(); // San Jacinto Day
    expect(legalHolidayOn('2026-08-27')).toBeNull(); // Lyndon Baines Johnson Day
    expect(legalHolidayOn('2026-04-03')).toBeNull(); // Good Friday (optional)
    expect(legalHolidayOn('2026-03-31')).toBeNull(); // Cesar Chavez Day (optional)
  });

  it('does not move a federal holiday that falls on a weekday', () => {
    expect(legalHolidayOn('2026-07-04')).toBeNull(); // the Saturday itself is a weekend, not the holiday
    expect(legalHolidayOn('2026-07-03')).toBe('Independence Day (observed)');
  });
});
