import type { FieldDef } from '../../frontend/src/shared/fields/field-def';
import { isFieldShown } from '../../frontend/src/shared/fields/field-def';
import { documentRoute, fieldHref, formatFieldValue, formatRecordField, NOT_SET } from '../../frontend/src/shared/fields/field-format';
import { transactionDetailsSection } from '../../frontend/src/features/transactions/fields/deal-fields';
import {
  applyDependencies,
  changedFields,
  draftOf,
  parseDraftValue,
  rebaseDraft,
  sameFieldValues,
  toDraftValue,
} from '../../frontend/src/shared/fields/field-values';

/** The browser's zone in these rules: behind UTC, so a day read as UTC midnight would show as the day before. */
const CHICAGO = 'America/Chicago';

const price: FieldDef = { key: 'purchase_price', label: 'Purchase price', kind: 'money' };
const downPct: FieldDef = { key: 'down_payment_percentage', label: 'Down payment', kind: 'percent' };
const sqft: FieldDef = { key: 'square_footage', label: 'Square footage', kind: 'integer' };
const yearBuilt: FieldDef = { key: 'year_built', label: 'Year built', kind: 'integer', grouping: false };
const baths: FieldDef = { key: 'bathrooms', label: 'Bathrooms', kind: 'decimal', step: 0.5 };
const closing: FieldDef = { key: 'closing_date', label: 'Closing date', kind: 'date' };
const walkthrough: FieldDef = { key: 'final_walkthrough_datetime', label: 'Final walkthrough', kind: 'datetime' };
const status: FieldDef = {
  key: 'loan_approval_status',
  label: 'Loan approval status',
  kind: 'enum',
  options: [
    { value: 'not_started', label: 'Not started' },
    { value: 'in_underwriting', label: 'In underwriting' },
    { value: 'approved', label: 'Approved' },
  ],
};
const approvalDate: FieldDef = {
  key: 'loan_approval_date',
  label: 'Loan approval date',
  kind: 'date',
  // Spec 002 §4: only asked when the status is approved.
  visibleWhen: (d) => d.loan_approval_status === 'approved',
};
const waived: FieldDef = { key: 'financing_contingency_waived', label: 'Financing contingency waived', kind: 'boolean' };
const contingencyEnd: FieldDef = {
  key: 'financing_contingency_end_date',
  label: 'Financing contingency end date',
  kind: 'date',
  // Spec 002 §4: waiving the financing contingency clears its date.
  clearsWhen: (d) => d.financing_contingency_waived === true,
};
const notes: FieldDef = { key: 'loan_internal_notes', label: 'Loan notes', kind: 'text', multiline: true, agentOnly: true };
const lender: FieldDef = { key: 'lender_name', label: 'Lender', kind: 'text' };
const email: FieldDef = { key: 'loan_officer_email', label: 'Loan officer e-mail', kind: 'email' };

const defs = [price, downPct, sqft, yearBuilt, baths, closing, walkthrough, status, approvalDate, waived, contingencyEnd, notes, lender, email];

// As the API reads a deal: numeric columns may arrive as strings, dates as days, instants in UTC.
const deal = {
  purchase_price: '425000.00',
  down_payment_percentage: 20,
  square_footage: 2400,
  year_built: 1998,
  bathrooms: '2.5',
  closing_date: '2026-03-01',
  final_walkthrough_datetime: '2026-02-28T22:00:00.000Z',
  loan_approval_status: 'in_underwriting',
  loan_approval_date: null,
  financing_contingency_waived: false,
  financing_contingency_end_date: '2026-02-15',
  loan_internal_notes: null,
  lender_name: 'First Texas Bank ',
  loan_officer_email: null,
};

describe('the read view (spec 002: "Not set", whole US dollars)', () => {
  it('shows an empty option period start as the effective date it defaults to, labelled as the default (issue 20 item 1)', () => {
    const start = transactionDetailsSection({ transaction_type: 'buyer', property_state: 'TX' }).fields.find((def) => def.key === 'option_period_start')!;
    expect(formatRecordField(start, { option_period_start: null, effective_date: '2027-03-01' }, 'UTC')).toMatch(/^Mar 1, 2027 \(the effective date, by default\)$/);
    expect(formatRecordField(start, { option_period_start: '2027-03-02', effective_date: '2027-03-01' }, 'UTC')).toMatch(/^Mar 2, 2027$/);
    expect(formatRecordField(start, { option_period_start: null, effective_date: null })).toBe(NOT_SET);
  });

  it('shows money in whole dollars, whatever the stored form', () => {
    expect(formatFieldValue(price, '425000.00')).toBe('$425,000');
    expect(formatFieldValue(price, 425000.4)).toBe('$425,000');
  });

  it('shows "Not set" for every empty kind, booleans included', () => {
    for (const def of defs) {
      expect(formatFieldValue(def, null)).toBe(NOT_SET);
      expect(formatFieldValue(def, undefined)).toBe(NOT_SET);
    }
    expect(formatFieldValue(lender, '   ')).toBe(NOT_SET);
  });

  it('shows percent, grouped integers, years without grouping, enum labels and Yes/No', () => {
    expect(formatFieldValue(downPct, '3.5')).toBe('3.5%');
    expect(formatFieldValue(sqft, 2400)).toBe('2,400');
    expect(formatFieldValue(yearBuilt, 1998)).toBe('1998');
    expect(formatFieldValue(status, 'in_underwriting')).toBe('In underwriting');
    expect(formatFieldValue(status, 'denied')).toBe('Denied');
    expect(formatFieldValue(waived, true)).toBe('Yes');
    expect(formatFieldValue(waived, false)).toBe('No');
  });

  it('shows a date-only value as the stored day in any time zone (local midnight, spec 000 §5)', () => {
    // Read as UTC midnight and shown in Chicago, 2026-03-01 would be Feb 28.
    expect(formatFieldValue(closing, '2026-03-01', CHICAGO)).toBe('Mar 1, 2026');
    expect(formatFieldValue(closing, '2026-03-01T00:00:00.000Z', CHICAGO)).toBe('Mar 1, 2026');
    expect(formatFieldValue(closing, '2026-03-01', 'Asia/Tokyo')).toBe('Mar 1, 2026');
  });

  it('shows a date-time in the given zone, with the zone named (issue 20 item 4)', () => {
    // 22:00 UTC is 4 PM in Chicago (CST, UTC−6).
    expect(formatFieldValue(walkthrough, '2026-02-28T22:00:00.000Z', CHICAGO)).toMatch(/^Feb 28, 2026.*4:00\s?PM CST$/);
    // Spec 002 §3: without a time part, UTC midnight (6 PM the day before in Chicago).
    expect(formatFieldValue(walkthrough, '2026-03-01', CHICAGO)).toMatch(/^Feb 28, 2026.*6:00\s?PM CST$/);
  });

  it('hides agent-only fields from clients and applies visibleWhen', () => {
    const draft = draftOf(defs, deal);
    expect(isFieldShown(notes, draft, 'agent')).toBe(true);
    expect(isFieldShown(notes, draft, 'client')).toBe(false);
    expect(isFieldShown(approvalDate, draft)).toBe(false);
    expect(isFieldShown(approvalDate, { ...draft, loan_approval_status: 'approved' })).toBe(true);
  });
});

describe('a document field (t47_doc_url and the like) holds the document, not a URL to read', () => {
  const def: FieldDef = { key: 't47_doc_url', label: 'T-47 document', kind: 'url' };
  const route = '/api/transactions/11111111-1111-4111-8111-111111111111/documents/22222222-2222-4222-8222-222222222222/file';

  it('reads as an uploaded document, never its route, and offers no plain link (the route needs the session)', () => {
    expect(formatFieldValue(def, route)).toBe('Uploaded document');
    expect(fieldHref(def, route)).toBeUndefined();
    expect(documentRoute(def, route)).toBe(route);
  });

  it('leaves an address the agent typed as a link', () => {
    expect(formatFieldValue(def, 'https://title.example/t47.pdf')).toBe('https://title.example/t47.pdf');
    expect(fieldHref(def, 'https://title.example/t47.pdf')).toBe('https://title.example/t47.pdf');
    expect(documentRoute(def, 'https://title.example/t47.pdf')).toBeNull();
    expect(documentRoute({ key: 'notes', label: 'Notes', kind: 'text' }, route)).toBeNull();
  });
});

describe('parsing what was typed', () => {
  it('reads money with or without $ and commas, and refuses cents and words', () => {
    expect(parseDraftValue(price, '$425,000')).toEqual({ ok: true, value: 425000 });
    expect(parseDraftValue(price, '425000')).toEqual({ ok: true, value: 425000 });
    expect(parseDraftValue(price, '425000.50')).toEqual({ ok: false, error: 'Purchase price must be a whole dollar amount' });
    expect(parseDraftValue(price, 'lots')).toMatchObject({ ok: false });
  });

  it('keeps percent within 0–100, integers whole and decimals on their step', () => {
    expect(parseDraftValue(downPct, '101')).toEqual({ ok: false, error: 'Down payment must be at most 100' });
    expect(parseDraftValue(downPct, '12.5%')).toEqual({ ok: true, value: 12.5 });
    expect(parseDraftValue(sqft, '2,400')).toEqual({ ok: true, value: 2400 });
    expect(parseDraftValue(sqft, '2400.5')).toMatchObject({ ok: false });
    expect(parseDraftValue(baths, '2.5')).toEqual({ ok: true, value: 2.5 });
    expect(parseDraftValue(baths, '2.25')).toEqual({ ok: false, error: 'Bathrooms must be in steps of 0.5' });
  });

  it('turns an empty input into null, or an error when the field is required', () => {
    expect(parseDraftValue(lender, '   ')).toEqual({ ok: true, value: null });
    expect(parseDraftValue({ ...lender, required: true }, '')).toEqual({ ok: false, error: 'Lender is required' });
  });

  it('checks dates and e-mail addresses', () => {
    expect(parseDraftValue(closing, '2026-02-30')).toEqual({ ok: false, error: 'Closing date must be a date' });
    expect(parseDraftValue(email, 'officer@bank')).toMatchObject({ ok: false });
    expect(parseDraftValue(email, ' officer@bank.com ')).toEqual({ ok: true, value: 'officer@bank.com' });
  });

  it("keeps dates and date-times within the server's range, 1900-01-01 to 2200-12-31 (issue 18 item 6)", () => {
    expect(parseDraftValue(closing, '9999-01-01')).toEqual({ ok: false, error: 'Closing date must be between 1900-01-01 and 2200-12-31' });
    expect(parseDraftValue(closing, '1899-12-31')).toEqual({ ok: false, error: 'Closing date must be between 1900-01-01 and 2200-12-31' });
    expect(parseDraftValue(closing, '2200-12-31')).toEqual({ ok: true, value: '2200-12-31' });
    expect(parseDraftValue(walkthrough, '0000-01-01T10:00', CHICAGO)).toEqual({ ok: false, error: 'Final walkthrough must be between 1900-01-01 and 2200-12-31' });
    expect(parseDraftValue(walkthrough, '2200-12-31T12:00', CHICAGO)).toEqual({ ok: true, value: '2200-12-31T18:00:00.000Z' });
  });

  it('edits a date-time in local time and sends the UTC instant', () => {
    expect(toDraftValue(walkthrough, '2026-02-28T22:00:00.000Z', CHICAGO)).toBe('2026-02-28T16:00');
    expect(parseDraftValue(walkthrough, '2026-02-28T16:30', CHICAGO)).toEqual({ ok: true, value: '2026-02-28T22:30:00.000Z' });
    // Summer time (CDT, UTC−5) in July.
    expect(parseDraftValue(walkthrough, '2026-07-04T09:00', CHICAGO)).toEqual({ ok: true, value: '2026-07-04T14:00:00.000Z' });
    expect(toDraftValue(walkthrough, '2026-07-04T14:00:00Z', CHICAGO)).toBe('2026-07-04T09:00');
    // Spec 002 §3: a stored date-time without a time part is UTC midnight.
    expect(toDraftValue(walkthrough, '2026-03-01', CHICAGO)).toBe('2026-02-28T18:00');
  });
});

describe('changedFields: only what the user changed is sent (spec 002 §5)', () => {
  const start = () => ({ ...draftOf(defs, deal, CHICAGO) });

  it('sends nothing for an untouched form, even with numeric strings, untrimmed text and UTC instants', () => {
    expect(changedFields(defs, deal, start(), CHICAGO)).toEqual({ changes: {}, errors: {} });
  });

  it('sends nothing when a value is typed back to what is stored', () => {
    const draft = { ...start(), purchase_price: '$425,000', bathrooms: '2.50', closing_date: '2026-03-01' };
    expect(changedFields(defs, deal, draft, CHICAGO)).toEqual({ changes: {}, errors: {} });
  });

  it('sends a changed number as a number and a changed date as its day', () => {
    const draft = { ...start(), purchase_price: '430,000', closing_date: '2026-03-15' };
    expect(changedFields(defs, deal, draft, CHICAGO).changes).toEqual({ purchase_price: 430000, closing_date: '2026-03-15' });
  });

  it('sends null for a cleared field', () => {
    const draft = { ...start(), lender_name: '', square_footage: '' };
    expect(changedFields(defs, deal, draft, CHICAGO).changes).toEqual({ lender_name: null, square_footage: null });
  });

  it('sends a changed date-time as its UTC instant', () => {
    const draft = { ...start(), final_walkthrough_datetime: '2026-02-28T17:00' };
    expect(changedFields(defs, deal, draft, CHICAGO).changes).toEqual({ final_walkthrough_datetime: '2026-02-28T23:00:00.000Z' });
  });

  it('reports unreadable input per field and does not send it', () => {
    const draft = { ...start(), purchase_price: 'about 400k', lender_name: 'Hill Country CU' };
    expect(changedFields(defs, deal, draft, CHICAGO)).toEqual({
      changes: { lender_name: 'Hill Country CU' },
      errors: { purchase_price: 'Purchase price must be a whole dollar amount' },
    });
  });

  it('applies clearsWhen: waiving the financing contingency clears its date', () => {
    const draft = { ...start(), financing_contingency_waived: true };
    expect(applyDependencies(defs, draft).financing_contingency_end_date).toBe('');
    expect(changedFields(defs, deal, draft, CHICAGO).changes).toEqual({
      financing_contingency_waived: true,
      financing_contingency_end_date: null,
    });
  });

  it('neither validates nor sends a field its visibleWhen hides', () => {
    const hidden = { ...start(), loan_approval_date: 'not a date' };
    expect(changedFields(defs, deal, hidden, CHICAGO)).toEqual({ changes: {}, errors: {} });
    const shown = { ...hidden, loan_approval_status: 'approved', loan_approval_date: '2026-02-01' };
    expect(changedFields(defs, deal, shown, CHICAGO).changes).toEqual({ loan_approval_status: 'approved', loan_approval_date: '2026-02-01' });
  });
});

describe('rebaseDraft: reloading after a stale save keeps what the user typed', () => {
  it('takes the new record and keeps only the fields the user had edited', () => {
    const typed = { ...draftOf(defs, deal, CHICAGO), lender_name: 'Hill Country CU' };
    const theirs = { ...deal, purchase_price: 440000, lender_name: 'Other Bank' };
    const rebased = rebaseDraft(defs, deal, theirs, typed, CHICAGO);
    expect(rebased.purchase_price).toBe('440000');
    expect(rebased.lender_name).toBe('Hill Country CU');
    // Against the new record, the user's edit is what would be sent.
    expect(changedFields(defs, theirs, rebased, CHICAGO).changes).toEqual({ lender_name: 'Hill Country CU' });
  });
});

describe('sameFieldValues: a newer version that changed none of the form\'s fields needs no reload offer (ADR 0027)', () => {
  it('is true when only other fields (or nothing but the version) changed, false when one of these did', () => {
    expect(sameFieldValues(defs, deal, { ...deal, version: 9, closing_gift_ideas: 'Wine' })).toBe(true);
    expect(sameFieldValues(defs, deal, { ...deal, purchase_price: 440000 })).toBe(false);
    // An absent value and null are the same "not set".
    const withoutLender = { ...deal } as Record<string, unknown>;
    delete withoutLender.lender_name;
    expect(sameFieldValues(defs, { ...deal, lender_name: null }, withoutLender)).toBe(true);
  });
});
