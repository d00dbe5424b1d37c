import { expectDomainError } from '../../../../../../test/support/decider-spec';
import { integerMaxOf, normaliseFields } from './field-values';
import { DAY_COUNT_MAX } from '../../../../../../openapi/shared-rules';
import { FIELD_KEYS, PERSONAL_FIELD_KEYS, TRANSACTION_FIELDS } from './transaction-fields';

/** Spec 001 §5 "Before saving", 002 §3 date handling and value kinds; the contract's "Values". */
describe('catalogue values', () => {
  it('holds every field once, with the parties as personal data', () => {
    expect(new Set(FIELD_KEYS).size).toBe(FIELD_KEYS.length);
    expect(FIELD_KEYS.length).toBeGreaterThan(190);
    expect(PERSONAL_FIELD_KEYS).toEqual(expect.arrayContaining(['buyer_name', 'buyer_email', 'seller_2_phone', 'loan_officer_email', 'title_company_contact']));
    expect(PERSONAL_FIELD_KEYS).not.toContain('property_address');
    for (const field of TRANSACTION_FIELDS.filter((f) => f.kind === 'enum')) expect([field.key, field.values?.length]).toEqual([field.key, expect.any(Number)]);
  });

  it('trims text, collapses one-line text, keeps long text line breaks, and makes blank unset', () => {
    expect(normaliseFields({ property_address: '  12  Oak\tLane ', special_provisions: ' a\r\nb ', lot_size: '   ' })).toEqual({
      property_address: '12 Oak Lane',
      special_provisions: 'a\nb',
      lot_size: null,
    });
  });

  it('trims dates to YYYY-MM-DD and gives a date-only date-time UTC midnight', () => {
    expect(normaliseFields({ closing_date: '2026-12-18T23:00:00Z', funding_datetime: '2026-12-18', inspection_datetime: '2026-11-10T09:30:00-06:00' })).toEqual({
      closing_date: '2026-12-18',
      funding_datetime: '2026-12-18T00:00:00.000Z',
      inspection_datetime: '2026-11-10T15:30:00.000Z',
    });
  });

  it('keeps a timed value at exactly UTC midnight apart from a date-only one (issue 18 item 4: 7 p.m. CDT is 00:00Z)', () => {
    expect(normaliseFields({ final_walkthrough_datetime: '2026-06-19T19:00:00-05:00', funding_datetime: '2026-06-20T00:00:00.000Z', possession_datetime: '2026-06-20' })).toEqual({
      final_walkthrough_datetime: '2026-06-20T00:00:00+00:00',
      funding_datetime: '2026-06-20T00:00:00+00:00',
      possession_datetime: '2026-06-20T00:00:00.000Z',
    });
  });

  it('lower-cases enums and maps legacy inspection contingency values', () => {
    expect(normaliseFields({ property_type: 'Condo', inspection_contingency_status: 'cleared', possession_mode: '' })).toEqual({
      property_type: 'condo',
      inspection_contingency_status: 'completed',
      possession_mode: null,
    });
  });

  it('takes a down payment percentage in steps of 0.1, as the wizard offers it (issue 20 item 1)', () => {
    for (const value of [0, 0.1, 0.3, 12.3, 20, 99.9, 100]) expect(normaliseFields({ down_payment_percentage: value })).toEqual({ down_payment_percentage: value });
  });

  it('refuses what does not fit its kind', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ buyer_email: 'not-an-address' }, 'buyer_email: Invalid email format'],
      [{ closing_date: '18/12/2026' }, 'closing_date: must be a date (YYYY-MM-DD)'],
      [{ funding_datetime: 'tomorrow' }, 'funding_datetime: must be a date-time (ISO 8601)'],
      [{ purchase_price: -1 }, 'purchase_price: must not be negative'],
      [{ down_payment_percentage: 100.5 }, 'down_payment_percentage: must be at most 100'],
      [{ down_payment_percentage: 12.25 }, 'down_payment_percentage: must be in steps of 0.1'],
      [{ down_payment_percentage: 1e-7 }, 'down_payment_percentage: must be in steps of 0.1'],
      [{ year_built: 1999.5 }, 'year_built: must be a whole number'],
      [{ hoa_exists: 'yes' }, 'hoa_exists: must be true or false'],
      [{ financing_type: 'crypto' }, 'financing_type: must be one of conventional, fha, va, usda, cash, other'],
      [{ mls_number: 'x'.repeat(501) }, 'mls_number: must be at most 500 characters'],
    ];
    for (const [input, message] of cases) expectDomainError(() => normaliseFields(input), 400, message);
  });

  describe('bounds (issue 18 item 6): refused with the range, never stored as something else', () => {
    it('takes dates and date-times from 1900-01-01 to 2200-12-31', () => {
      expect(normaliseFields({ contract_date: '1900-01-01', closing_date: '2200-12-31', funding_datetime: '1900-01-01T00:00:00Z', inspection_datetime: '2200-12-31T23:59:59Z' })).toEqual({
        contract_date: '1900-01-01',
        closing_date: '2200-12-31',
        funding_datetime: '1900-01-01T00:00:00+00:00',
        inspection_datetime: '2200-12-31T23:59:59.000Z',
      });
    });

    it.each([
      [{ closing_date: '9999-01-01' }, 'closing_date: must be a date between 1900-01-01 and 2200-12-31'],
      [{ contract_date: '1899-12-31' }, 'contract_date: must be a date between 1900-01-01 and 2200-12-31'],
      [{ contract_date: '0000-01-01' }, 'contract_date: must be a date between 1900-01-01 and 2200-12-31'],
      [{ funding_datetime: '0000-01-01T10:00:00Z' }, 'funding_datetime: must be a date-time between 1900-01-01 and 2200-12-31'],
      // 10000-01-01T04:00Z once in UTC: the instant is what is stored and counted with.
      [{ funding_datetime: '9999-12-31T23:00:00-05:00' }, 'funding_datetime: must be a date-time between 1900-01-01 and 2200-12-31'],
      [{ funding_datetime: '2201-01-01' }, 'funding_datetime: must be a date-time between 1900-01-01 and 2200-12-31'],
      // Date.parse rolls February 30 over to March 2; a date-only field already refused it.
      [{ inspection_datetime: '2026-02-30T10:00Z' }, 'inspection_datetime: must be a date-time (ISO 8601)'],
      [{ inspection_datetime: '2026-04-31T10:00:00-05:00' }, 'inspection_datetime: must be a date-time (ISO 8601)'],
      [{ inspection_datetime: '2027-02-29T10:00:00Z' }, 'inspection_datetime: must be a date-time (ISO 8601)'],
      [{ option_period_days: 91 }, 'option_period_days: must be at most 90'],
      [{ option_period_days: 3_000_000 }, 'option_period_days: must be at most 90'],
      [{ option_period_days: 2_147_483_647 }, 'option_period_days: must be at most 90'],
    ])('refuses %p', (input, message) => {
      expectDomainError(() => normaliseFields(input), 400, message);
    });

    it('keeps a real leap day in a date-time', () => {
      expect(normaliseFields({ inspection_datetime: '2028-02-29T10:00:00-06:00' })).toEqual({ inspection_datetime: '2028-02-29T16:00:00.000Z' });
    });

    it('bounds every day count: the option period to 90, other contract day counts to 365, any *_days to 3,650', () => {
      expect(integerMaxOf(TRANSACTION_FIELDS.find((field) => field.key === 'option_period_days')!)).toBe(90);
      expect(integerMaxOf({ key: 'survey_days', kind: 'integer', section: 'disclosures', max: DAY_COUNT_MAX.contract })).toBe(365);
      expect(integerMaxOf({ key: 'lease_days', kind: 'integer', section: 'closing' })).toBe(3_650);
      expect(integerMaxOf({ key: 'lease_days', kind: 'integer', section: 'closing', max: 100_000 })).toBe(3_650);
      expect(integerMaxOf({ key: 'square_footage', kind: 'integer', section: 'property' })).toBe(2_147_483_647);
      for (const field of TRANSACTION_FIELDS.filter((candidate) => candidate.key.endsWith('_days'))) expect([field.key, integerMaxOf(field) <= 3_650]).toEqual([field.key, true]);
    });
  });
});
