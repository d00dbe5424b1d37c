import { dayInZone as localDayOf } from '../../frontend/src/shared/fields/time-zone';
import { FIELD_LIMITS, integerMaxOf } from '../../backend/src/modules/transactions/kernel/domain/field-values';
import { FIELD_BY_KEY } from '../../backend/src/modules/transactions/kernel/domain/transaction-fields';
import {
  closingSection,
  dealSections,
  financialSection,
  hoaSection,
  insuranceSection,
  LOAN_FIELD_KEYS,
  transactionDetailsSection,
  type DealShape,
} from '../../frontend/src/features/transactions/fields/deal-fields';
import { isFieldShown, type Draft, type FieldDef, type FieldSectionDef } from '../../frontend/src/shared/fields/field-def';
import { applyDependencies, changedFields, draftOf, parseDraftValue } from '../../frontend/src/shared/fields/field-values';

const buyer: DealShape = { transaction_type: 'buyer', property_state: 'CO' };
const seller: DealShape = { transaction_type: 'seller', property_state: 'CO' };
const texasBuyer: DealShape = { transaction_type: 'buyer', property_state: 'tx' };
const newConstruction: DealShape = { transaction_type: 'new_construction', property_state: 'CO' };

const keysOf = (section: FieldSectionDef) => section.fields.map((def) => def.key);
const def = (section: FieldSectionDef, key: string): FieldDef => {
  const found = section.fields.find((field) => field.key === key);
  if (!found) throw new Error(`${key} is not in ${section.title}`);
  return found;
};
const shown = (section: FieldSectionDef, draft: Draft) => section.fields.filter((field) => isFieldShown(field, draft)).map((field) => field.key);

/** The catalogue's kinds the front end's kinds may stand for. */
const KIND_OF: Record<string, string[]> = {
  text: ['text', 'long_text'],
  email: ['email'],
  phone: ['phone'],
  url: ['url'],
  money: ['money'],
  percent: ['percent'],
  integer: ['integer'],
  decimal: ['decimal', 'money'],
  date: ['date'],
  datetime: ['datetime'],
  enum: ['enum'],
  boolean: ['boolean'],
};

describe('deal fields (spec 002 §3 catalogue)', () => {
  const everySection = [...dealSections(texasBuyer), ...dealSections(seller), ...dealSections(newConstruction)];

  it('every field is a catalogue key of a matching kind, and enum options are the catalogue values', () => {
    for (const section of everySection) {
      for (const field of section.fields) {
        const spec = FIELD_BY_KEY.get(field.key);
        expect({ key: field.key, known: Boolean(spec) }).toEqual({ key: field.key, known: true });
        expect(KIND_OF[field.kind]).toContain(spec!.kind);
        if (field.kind === 'enum') expect(field.options.map((option) => option.value)).toEqual([...(spec!.values ?? [])]);
      }
    }
  });

  it("asks no day count past the server's bound: the option period at most 90 days (issue 18 item 6)", () => {
    for (const section of everySection) {
      for (const field of section.fields.filter((candidate) => candidate.kind === 'integer')) {
        const serverMax = integerMaxOf(FIELD_BY_KEY.get(field.key)!);
        const max = 'max' in field ? field.max : undefined;
        if (serverMax < FIELD_LIMITS.integer) expect([field.key, max]).toEqual([field.key, serverMax]);
      }
    }
    expect(parseDraftValue(def(transactionDetailsSection(buyer), 'option_period_days'), '91')).toEqual({ ok: false, error: 'Option period (days) must be at most 90' });
  });

  it('a key appears in one section only', () => {
    const keys = dealSections(texasBuyer).flatMap(keysOf);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('buyer deals carry Home Warranty and Insurance; HOA and Title are hidden for new construction (spec 002 §2)', () => {
    expect(dealSections(buyer).map((s) => s.title)).toEqual([
      'Transaction Details',
      'Inspection',
      'Appraisal',
      'Disclosures & Survey',
      'Repairs & Special Provisions',
      'Closing & Possession',
      'Home Warranty',
      'Insurance',
      'Financial Details',
      'HOA',
      'Title',
      'Parties',
      'Agent Notes',
    ]);
    expect(dealSections(seller).map((s) => s.title)).not.toContain('Insurance');
    expect(dealSections(newConstruction).map((s) => s.title)).not.toEqual(expect.arrayContaining(['HOA']));
    expect(dealSections(newConstruction).map((s) => s.title)).not.toContain('Title');
  });
});

describe('Financial (spec 002 §5)', () => {
  it('seller deals neither show nor save the loan fields', () => {
    const sellerKeys = keysOf(financialSection(seller));
    for (const key of LOAN_FIELD_KEYS) expect(sellerKeys).not.toContain(key);
    expect(sellerKeys).toContain('purchase_price');
    const { changes } = changedFields(financialSection(seller).fields, { version: 1 }, { loan_amount: '300000', purchase_price: '400000' });
    expect(changes).toEqual({ purchase_price: 400000 });
  });

  it('buyer deals carry them; new construction also asks builder or outside lender', () => {
    expect(keysOf(financialSection(buyer))).toEqual(expect.arrayContaining(['loan_amount', 'lending_type', 'loan_internal_notes']));
    expect(keysOf(financialSection(buyer))).not.toContain('builder_lender_type');
    expect(keysOf(financialSection(newConstruction))).toContain('builder_lender_type');
  });

  it('down payment percentage: 0 to 100 in steps of 0.1', () => {
    const pct = def(financialSection(buyer), 'down_payment_percentage');
    expect(parseDraftValue(pct, '12.5')).toEqual({ ok: true, value: 12.5 });
    expect(parseDraftValue(pct, '100')).toEqual({ ok: true, value: 100 });
    expect(parseDraftValue(pct, '100.1').ok).toBe(false);
    expect(parseDraftValue(pct, '12.55')).toEqual({ ok: false, error: 'Down payment percentage must be in steps of 0.1' });
  });

  it('the loan approval date shows only when approved; waiving the financing contingency clears its date', () => {
    const section = financialSection(buyer);
    expect(shown(section, { loan_approval_status: 'in_underwriting' })).not.toContain('loan_approval_date');
    expect(shown(section, { loan_approval_status: 'approved' })).toContain('loan_approval_date');
    const record = { version: 3, financing_contingency_end_date: '2026-12-01' };
    const draft = { ...draftOf(section.fields, record), financing_contingency_waived: true };
    expect(changedFields(section.fields, record, draft).changes).toEqual({ financing_contingency_waived: true, financing_contingency_end_date: null });
  });
});

describe('HOA (spec 002 §4)', () => {
  it('turning off hoa_exists clears the name, fees and certificate fields', () => {
    const record = { version: 1, hoa_exists: true, hoa_name: 'Oak Park HOA', hoa_monthly_fee: 120, hoa_resale_cert_required: true, hoa_resale_cert_due_date: '2026-12-01' };
    const draft = { ...draftOf(hoaSection.fields, record), hoa_exists: false };
    expect(changedFields(hoaSection.fields, record, draft).changes).toEqual({
      hoa_exists: false,
      hoa_name: null,
      hoa_monthly_fee: null,
      hoa_resale_cert_required: false,
      hoa_resale_cert_due_date: null,
    });
  });

  it('turning off the resale certificate clears its due date only', () => {
    const draft = applyDependencies(hoaSection.fields, { hoa_exists: true, hoa_name: 'Oak', hoa_resale_cert_required: false, hoa_resale_cert_due_date: '2026-12-01' });
    expect(draft).toMatchObject({ hoa_name: 'Oak', hoa_resale_cert_due_date: '' });
  });
});

describe('Insurance (spec 002 §4, §6)', () => {
  it('the bind date is required when the status is bound, even when it was not touched', () => {
    const record = { version: 1, insurance_status: 'quoted' };
    const bound = { ...draftOf(insuranceSection.fields, record), insurance_status: 'bound' };
    expect(changedFields(insuranceSection.fields, record, bound).errors).toEqual({ insurance_bind_date: 'Bind date is required' });
    expect(changedFields(insuranceSection.fields, record, { ...bound, insurance_bind_date: '2026-11-30' }).errors).toEqual({});
  });

  it('the policy number is agent-only', () => {
    expect(def(insuranceSection, 'insurance_policy_number').agentOnly).toBe(true);
    expect(shown(insuranceSection, {})).toContain('insurance_policy_number');
    expect(insuranceSection.fields.filter((field) => isFieldShown(field, {}, 'client')).map((f) => f.key)).not.toContain('insurance_policy_number');
  });
});

describe('Closing & Possession (spec 002 §4 possession modes)', () => {
  it('leaving on_date clears the possession date-time; leaving leaseback clears its dates and rent', () => {
    const draft = applyDependencies(closingSection.fields, {
      possession_mode: 'on_closing',
      possession_datetime: '2026-12-20T10:00',
      leaseback_start_date: '2026-12-20',
      leaseback_end_date: '2026-12-30',
      leaseback_rent: '150.5',
    });
    expect(draft).toMatchObject({ possession_datetime: '', leaseback_start_date: '', leaseback_end_date: '', leaseback_rent: '' });
  });

  it('on_date requires the possession date-time; leaseback rent is a decimal daily rate', () => {
    const record = { version: 1, possession_mode: 'on_funding' };
    expect(changedFields(closingSection.fields, record, { ...draftOf(closingSection.fields, record), possession_mode: 'on_date' }).errors).toEqual({
      possession_datetime: 'Possession date and time is required',
    });
    expect(parseDraftValue(def(closingSection, 'leaseback_rent'), '150.5')).toEqual({ ok: true, value: 150.5 });
  });

  it('walkthrough notes, possession notes and gift ideas are agent-only (spec 002 §6)', () => {
    for (const key of ['final_walkthrough_notes', 'possession_notes', 'closing_gift_ideas']) expect(def(closingSection, key).agentOnly).toBe(true);
  });
});

describe('Transaction Details (spec 002 §4 Texas items, §5 integers)', () => {
  it('T-47 and MUD/PID appear only for Texas properties', () => {
    expect(keysOf(transactionDetailsSection(buyer))).not.toContain('t47_required');
    expect(keysOf(transactionDetailsSection(texasBuyer))).toEqual(expect.arrayContaining(['t47_required', 'mud_pid_required', 'mud_pid_document_url']));
  });

  it('unticking T-47 required clears delivered, due date and document; ticking delivered clears the due date', () => {
    const fields = transactionDetailsSection(texasBuyer).fields;
    expect(applyDependencies(fields, { t47_required: false, t47_delivered: true, t47_due_date: '2026-12-01', t47_doc_url: 'https://x.test/t47.pdf' })).toMatchObject({
      t47_delivered: false,
      t47_due_date: '',
      t47_doc_url: '',
    });
    expect(applyDependencies(fields, { t47_required: true, t47_delivered: true, t47_due_date: '2026-12-01' })).toMatchObject({ t47_due_date: '' });
    expect(applyDependencies(fields, { mud_pid_required: true, mud_pid_delivered: false, mud_pid_document_url: 'https://x.test/m.pdf' })).toMatchObject({
      mud_pid_document_url: '',
    });
  });

  it('unticking the home sale contingency clears its date; square footage and year built are whole numbers', () => {
    const section = transactionDetailsSection(buyer);
    expect(applyDependencies(section.fields, { home_sale_contingency: false, home_sale_contingency_date: '2026-12-01' })).toMatchObject({ home_sale_contingency_date: '' });
    expect(parseDraftValue(def(section, 'square_footage'), '2,100')).toEqual({ ok: true, value: 2100 });
    expect(parseDraftValue(def(section, 'year_built'), '1998.5').ok).toBe(false);
    expect(parseDraftValue(def(section, 'bathrooms'), '2.25').ok).toBe(false);
  });
});

describe("a day-only date of an instant (a check-in's day, 'Completed …') is the deal's day, as its date-times are", () => {
  it('reads the calendar day in the deal time zone, not the browser’s (the unit tests run in UTC)', () => {
    // 9 pm in Austin on Nov 29 is already Nov 30 in UTC.
    expect(localDayOf('2026-11-30T03:00:00Z', 'America/Chicago')).toBe('2026-11-29');
    expect(localDayOf('2026-11-30T03:00:00Z', 'UTC')).toBe('2026-11-30');
    expect(localDayOf('2026-11-30T03:00:00Z')).toBe('2026-11-30');
    expect(localDayOf('not a date', 'America/Chicago')).toBe('');
  });
});
