import { closingDayOf, earlyCloseQuestion } from '../../frontend/src/utils/early-close';

/** Issue 20 item 5: closing before the closing date asks again, naming the date. */
describe('early close', () => {
  it('asks when the closing date is ahead, naming the date and how far it is', () => {
    expect(earlyCloseQuestion({ closing_date: '2027-04-02' }, '2027-03-30')).toBe(
      'The closing date is Friday, April 2, 2027, 3 days from today. Closing now records the deal closed today and completes its open tasks. Close it anyway?',
    );
    expect(earlyCloseQuestion({ closing_date: '2027-04-02' }, '2027-04-01')).toMatch(/April 2, 2027, tomorrow\./);
  });

  it('does not ask on or after the closing day, or when the deal states none', () => {
    expect(earlyCloseQuestion({ closing_date: '2027-04-02' }, '2027-04-02')).toBeNull();
    expect(earlyCloseQuestion({ closing_date: '2027-04-02' }, '2027-04-05')).toBeNull();
    expect(earlyCloseQuestion({}, '2027-04-01')).toBeNull();
    expect(earlyCloseQuestion({ closing_date: 'soon' }, '2027-04-01')).toBeNull();
  });

  it("reads the appointment's day when the deal has no closing date", () => {
    expect(closingDayOf({ closing_date: null, closing_appointment_datetime: '2027-04-02T19:00:00.000Z' })).toBe('2027-04-02');
    expect(earlyCloseQuestion({ closing_appointment_datetime: '2027-04-02T19:00:00.000Z' }, '2027-03-26')).toMatch(/April 2, 2027, 7 days from today/);
  });
});
