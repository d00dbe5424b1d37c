import { expectDomainError } from '../../../../../../test/support/decider-spec';
import { optionalDate } from './input-values';

/** The due date of a task or a utility (issue 18 item 6): the deal's date range, as the catalogue's dates. */
describe('optionalDate', () => {
  it('takes none, and a real day from 1900-01-01 to 2200-12-31', () => {
    expect([optionalDate(undefined), optionalDate(null), optionalDate('')]).toEqual([null, null, null]);
    expect([optionalDate('1900-01-01'), optionalDate('2200-12-31')]).toEqual(['1900-01-01', '2200-12-31']);
  });

  it.each([
    ['9999-01-01', 'due_date: must be a date between 1900-01-01 and 2200-12-31'],
    ['1899-12-31', 'due_date: must be a date between 1900-01-01 and 2200-12-31'],
    ['0000-01-01', 'due_date: must be a date between 1900-01-01 and 2200-12-31'],
    ['2026-02-30', 'due_date: must be a date (YYYY-MM-DD)'],
    ['tomorrow', 'due_date: must be a date (YYYY-MM-DD)'],
  ])('refuses %p', (value, message) => {
    expectDomainError(() => optionalDate(value), 400, message);
  });
});
