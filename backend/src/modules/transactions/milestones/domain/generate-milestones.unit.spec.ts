import { DeadlineEngine, DerivedDeadline, GeneratedMilestone, MilestoneSourceDeal } from '../../kernel/domain/milestone-sources';
import { generateMilestones } from './generate-milestones';
import { MILESTONE_RULES } from './milestone-rules';
import { MILESTONE_TYPES, MilestoneType } from '../../kernel/domain/milestone-types';

const TODAY = '2026-11-23';
const buyer = (fields: Partial<MilestoneSourceDeal> = {}): MilestoneSourceDeal => ({
  transaction_type: 'buyer',
  property_state: 'TX',
  ...fields,
});
const seller = (fields: Partial<MilestoneSourceDeal> = {}): MilestoneSourceDeal =>
  buyer({ transaction_type: 'seller', ...fields });
const newHome = (fields: Partial<MilestoneSourceDeal> = {}): MilestoneSourceDeal =>
  buyer({ transaction_type: 'new_construction', ...fields });

const generate = (deal: MilestoneSourceDeal, today = TODAY): GeneratedMilestone[] => generateMilestones(deal, { today });
const only = (deal: MilestoneSourceDeal, type: MilestoneType): GeneratedMilestone | undefined =>
  generate(deal).find((m) => m.milestone_type === type);
const types = (deal: MilestoneSourceDeal): string[] => generate(deal).map((m) => m.milestone_type);
const FROM_DEAL = { date_source: 'deal', explanation: null, citation: null, computed_due_date: null } as const;
const onDay = (type: MilestoneType, name: string, date: string, visible = true, completed = false): GeneratedMilestone => ({
  milestone_type: type,
  milestone_name: name,
  due_date: date,
  due_datetime: null,
  is_client_visible: visible,
  completed,
  ...FROM_DEAL,
});
const atTime = (type: MilestoneType, name: string, instant: string): GeneratedMilestone => ({
  milestone_type: type,
  milestone_name: name,
  due_date: instant.slice(0, 10),
  due_datetime: instant,
  is_client_visible: true,
  completed: false,
  ...FROM_DEAL,
});

describe('generateMilestones: one rule per catalogue type (spec 002 §3, §4)', () => {
  it('has a rule for each of the 32 types but utility_transfer and custom, which come from their own records', () => {
    expect(MILESTONE_RULES.map((r) => r.type)).toEqual(MILESTONE_TYPES.filter((t) => t !== 'utility_transfer' && t !== 'custom'));
  });

  it('generates nothing for a deal without dates or flags', () => {
    expect(generate(buyer())).toEqual([]);
    expect(generate(seller())).toEqual([]);
    expect(generate(newHome())).toEqual([]);
  });

  // Given a buyer deal in Texas with one driving field, then exactly this milestone.
  // A fifth column `true`: the fields say it has already happened, so it is generated completed.
  const dateDriven: Array<[MilestoneType, string, Partial<MilestoneSourceDeal>, string, boolean?]> = [
    ['contract_signed', 'Contract Signed', { contract_date: '2026-12-01' }, '2026-12-01', true],
    ['contract_signed', 'Contract Signed', { effective_date: '2026-12-02' }, '2026-12-02', true],
    ['earnest_money', 'Earnest Money Due', { earnest_money_due_date: '2026-12-04' }, '2026-12-04'],
    ['earnest_money', 'Earnest Money Due', { earnest_money_paid_date: '2026-12-03' }, '2026-12-03', true],
    [
      'additional_earnest_money',
      'Additional Earnest Money Due',
      { additional_earnest_money_due_date: '2026-12-10' },
      '2026-12-10',
    ],
    [
      'additional_earnest_money',
      'Additional Earnest Money Due',
      { additional_earnest_money_paid_date: '2026-12-09' },
      '2026-12-09',
      true,
    ],
    ['option_fee', 'Option Fee Due', { option_money_due_date: '2026-12-04' }, '2026-12-04'],
    ['option_fee', 'Option Fee Due', { option_fee_paid_date: '2026-12-03' }, '2026-12-03', true],
    ['option_period_end', 'Option Period Ends', { option_period_end: '2026-12-08' }, '2026-12-08'],
    ['option_period_end', 'Option Period Ends', { option_period_end_date: '2026-12-09' }, '2026-12-09'],
    ['seller_disclosure_due', "Seller's Disclosure Due", { seller_disclosure_due_date: '2026-12-05' }, '2026-12-05'],
    ['survey_due', 'Survey Due', { survey_due_date: '2026-12-15' }, '2026-12-15'],
    ['hoa_resale_cert_due', 'HOA Resale Certificate Due', { hoa_resale_cert_due_date: '2026-12-11' }, '2026-12-11'],
    ['hoa_package', 'HOA Documents Due', { hoa_package_due_date: '2026-12-12' }, '2026-12-12'],
    ['hoa_package', 'HOA Documents Due', { hoa_docs_received_date: '2026-12-06' }, '2026-12-06', true],
    ['insurance_bind', "Homeowner's Insurance Bound", { insurance_bind_date: '2026-12-20' }, '2026-12-20'],
    ['t47_due', 'T-47 Affidavit Due', { t47_required: true, t47_due_date: '2026-12-07' }, '2026-12-07'],
    ['mudpid_due', 'MUD/PID Notice Due', { mud_pid_required: true, mud_pid_due_date: '2026-12-07' }, '2026-12-07'],
    ['repair_deadline', 'Repairs Deadline', { repairs_deadline_overall: '2026-12-18' }, '2026-12-18'],
    ['financing_contingency_end', 'Financing Contingency Ends', { financing_contingency_end_date: '2026-12-22' }, '2026-12-22'],
    ['loan_approval', 'Loan Approval', { loan_approval_date: '2026-12-21' }, '2026-12-21'],
    [
      'inspection_contingency_end',
      'Inspection Contingency Ends',
      { inspection_contingency_end_date: '2026-12-10' },
      '2026-12-10',
    ],
    ['inspection_contingency_end', 'Inspection Contingency Ends', { inspection_contingency_date: '2026-12-09' }, '2026-12-09'],
    [
      'inspection_contingency_cleared',
      'Inspection Contingency Cleared',
      { inspection_contingency_cleared_date: '2026-12-11' },
      '2026-12-11',
      true,
    ],
    ['appraisal_contingency_end', 'Appraisal Contingency Ends', { appraisal_contingency_end_date: '2026-12-19' }, '2026-12-19'],
    ['home_sale_contingency_end', 'Home Sale Contingency Ends', { home_sale_contingency_date: '2026-12-30' }, '2026-12-30'],
    ['home_sale_contingency_end', 'Home Sale Contingency Ends', { buyer_sale_contingency_date: '2026-12-29' }, '2026-12-29'],
    ['closing', 'Closing', { closing_date: '2027-01-08' }, '2027-01-08'],
    ['possession', 'Possession', { possession_date: '2027-01-09' }, '2027-01-09'],
  ];
  it.each(dateDriven)('%s "%s" from %j', (type, name, fields, date, done = false) => {
    const expected = [onDay(type, name, date, true, done)];
    // A closing date also dates possession under the default on_funding mode when funding is not set.
    if (type === 'closing') expected.push(onDay('possession', 'Possession', date));
    expect(generate(buyer(fields))).toEqual(expected);
  });

  const timeDriven: Array<[MilestoneType, string, Partial<MilestoneSourceDeal>, string]> = [
    [
      'appraisal_scheduled',
      'Appraisal Appointment',
      { appraisal_scheduled_at: '2026-12-14T16:00:00.000Z' },
      '2026-12-14T16:00:00.000Z',
    ],
    ['inspection', 'Home Inspection', { inspection_datetime: '2026-12-03T15:00:00.000Z' }, '2026-12-03T15:00:00.000Z'],
    ['reinspection', 'Re-inspection', { reinspection_scheduled_at: '2026-12-16T14:30:00Z' }, '2026-12-16T14:30:00.000Z'],
    [
      'final_walkthrough',
      'Final Walkthrough',
      { final_walkthrough_datetime: '2027-01-07T17:00:00.000Z' },
      '2027-01-07T17:00:00.000Z',
    ],
    ['funding', 'Funding', { funding_datetime: '2027-01-08T22:00:00.000Z' }, '2027-01-08T22:00:00.000Z'],
  ];
  it.each(timeDriven)('%s "%s" at the instant of %j', (type, name, fields, instant) => {
    const expected = [atTime(type, name, instant)];
    // Funding also gives possession its date under the default on_funding mode.
    if (type === 'funding') expected.push({ ...atTime('possession', 'Possession', instant) });
    expect(generate(buyer(fields))).toEqual(expected);
  });

  it('reads a date-time at exactly UTC midnight as a date without a time (what a date-only value becomes, spec 002 §3)', () => {
    expect(only(buyer({ inspection_datetime: '2026-12-03T00:00:00.000Z' }), 'inspection')).toEqual(
      onDay('inspection', 'Home Inspection', '2026-12-03'),
    );
    expect(only(buyer({ inspection_datetime: '2026-12-03T00:00:01.000Z' }), 'inspection')?.due_datetime).toBe(
      '2026-12-03T00:00:01.000Z',
    );
  });

  it('keeps the time of a timed value at exactly UTC midnight: a 7 p.m. CDT walkthrough is June 19 at 00:00Z June 20 (issue 18 item 4)', () => {
    // What the API stores for "2026-06-19T19:00:00-05:00" (field-values: a timed UTC midnight keeps its offset).
    expect(only(buyer({ property_state: 'TX', property_county: 'Travis', final_walkthrough_datetime: '2026-06-20T00:00:00+00:00' }), 'final_walkthrough')).toMatchObject({
      due_date: '2026-06-19',
      due_datetime: '2026-06-20T00:00:00.000Z',
    });
  });

  it('ignores values that are not dates rather than inventing one', () => {
    expect(generate(buyer({ closing_date: '2026-02-30', inspection_datetime: 'soon', contract_date: '' }))).toEqual([]);
  });
});

describe('generateMilestones: the types dated today when generated (spec 002 §4)', () => {
  it.each<[MilestoneType, Partial<MilestoneSourceDeal>]>([
    ['survey_already_provided', { survey_provided_by_seller: true }],
    ['survey_received', { survey_delivered: true }],
    ['survey_received', { survey_document_url: '/api/transactions/t1/documents/d1/file' }],
    ['inspection_waived', { inspection_waived: true }],
    ['inspection_contingency_cleared', { inspection_contingency_status: 'completed' }],
  ])('%s is dated today, and done, for %j', (type, fields) => {
    expect(generate(buyer(fields))).toEqual([
      expect.objectContaining({ milestone_type: type, due_date: TODAY, due_datetime: null, completed: true }),
    ]);
  });

  it('keeps the date a dated-today milestone first got when the deal is regenerated later', () => {
    const first = generateMilestones(buyer({ inspection_waived: true }), { today: '2026-11-20' });
    const later = generateMilestones(buyer({ inspection_waived: true, closing_date: '2027-01-08' }), {
      today: TODAY,
      previous: first,
    });
    expect(later.map((m) => [m.milestone_type, m.due_date])).toEqual([
      ['inspection_waived', '2026-11-20'],
      ['closing', '2027-01-08'],
      ['possession', '2027-01-08'],
    ]);
  });
});

describe('generateMilestones: client visibility defaults (spec 002 §4)', () => {
  const money = { earnest_money_due_date: '2026-12-04', additional_earnest_money_due_date: '2026-12-10' };

  it('shows earnest money and additional earnest money to the client on a buyer deal only', () => {
    const visibility = (deal: MilestoneSourceDeal) => generate(deal).map((m) => [m.milestone_type, m.is_client_visible]);
    expect(visibility(buyer(money))).toEqual([
      ['earnest_money', true],
      ['additional_earnest_money', true],
    ]);
    expect(visibility(seller(money))).toEqual([
      ['earnest_money', false],
      ['additional_earnest_money', false],
    ]);
    expect(visibility(newHome(money))).toEqual([
      ['earnest_money', false],
      ['additional_earnest_money', false],
    ]);
  });

  it('never shows the appraisal target to the client', () => {
    expect(only(buyer({ appraisal_due_date: '2026-12-17' }), 'appraisal_target')).toEqual(
      onDay('appraisal_target', 'Appraisal Target Date', '2026-12-17', false),
    );
  });

  it('shows every other type to the client', () => {
    const everything = generate(buyer(EVERY_FIELD));
    const hidden = everything.filter((m) => !m.is_client_visible).map((m) => m.milestone_type);
    expect(hidden).toEqual(['appraisal_target']);
  });
});

/** A Texas buyer deal with a date for every rule (flags left unset, so nothing is waived). */
const EVERY_FIELD: Partial<MilestoneSourceDeal> = {
  contract_date: '2026-12-01',
  earnest_money_due_date: '2026-12-04',
  additional_earnest_money_due_date: '2026-12-10',
  option_money_due_date: '2026-12-04',
  option_period_end: '2026-12-08',
  seller_disclosure_due_date: '2026-12-05',
  survey_due_date: '2026-12-15',
  hoa_resale_cert_due_date: '2026-12-11',
  hoa_package_due_date: '2026-12-12',
  appraisal_scheduled_at: '2026-12-14T16:00:00.000Z',
  appraisal_due_date: '2026-12-17',
  inspection_datetime: '2026-12-03T15:00:00.000Z',
  insurance_bind_date: '2026-12-20',
  t47_due_date: '2026-12-07',
  mud_pid_due_date: '2026-12-07',
  repairs_deadline_overall: '2026-12-18',
  reinspection_scheduled_at: '2026-12-16T14:30:00.000Z',
  financing_contingency_end_date: '2026-12-22',
  loan_approval_date: '2026-12-21',
  inspection_contingency_end_date: '2026-12-10',
  appraisal_contingency_end_date: '2026-12-19',
  home_sale_contingency_date: '2026-12-30',
  final_walkthrough_datetime: '2027-01-07T17:00:00.000Z',
  closing_date: '2027-01-08',
  closing_appointment_datetime: '2027-01-08T20:00:00.000Z',
  funding_datetime: '2027-01-08T22:00:00.000Z',
  possession_mode: 'on_funding',
};

describe('generateMilestones: which types each kind of deal has', () => {
  it('gives a Texas buyer deal every dated type, soonest first, one date in catalogue order', () => {
    expect(generate(buyer(EVERY_FIELD)).map((m) => `${m.due_date} ${m.milestone_type}`)).toEqual([
      '2026-12-01 contract_signed',
      '2026-12-03 inspection',
      '2026-12-04 earnest_money',
      '2026-12-04 option_fee',
      '2026-12-05 seller_disclosure_due',
      '2026-12-07 t47_due',
      '2026-12-07 mudpid_due',
      '2026-12-08 option_period_end',
      '2026-12-10 additional_earnest_money',
      '2026-12-10 inspection_contingency_end',
      '2026-12-11 hoa_resale_cert_due',
      '2026-12-12 hoa_package',
      '2026-12-14 appraisal_scheduled',
      '2026-12-15 survey_due',
      '2026-12-16 reinspection',
      '2026-12-17 appraisal_target',
      '2026-12-18 repair_deadline',
      '2026-12-19 appraisal_contingency_end',
      '2026-12-20 insurance_bind',
      '2026-12-21 loan_approval',
      '2026-12-22 financing_contingency_end',
      '2026-12-30 home_sale_contingency_end',
      '2027-01-07 final_walkthrough',
      '2027-01-08 closing',
      '2027-01-08 funding',
      '2027-01-08 possession',
    ]);
  });

  it('leaves the T-47 and MUD/PID milestones off a deal outside Texas (spec 002 §4)', () => {
    const california = types(buyer({ ...EVERY_FIELD, property_state: 'CA' }));
    expect(california).not.toContain('t47_due');
    expect(california).not.toContain('mudpid_due');
    expect(california).toHaveLength(24);
    expect(types(buyer({ ...EVERY_FIELD, property_state: ' tx ' }))).toContain('t47_due');
  });

  it('gives a seller deal no loan, appraisal-contingency or insurance milestones (seller deals carry no loan fields)', () => {
    const sellerTypes = types(seller(EVERY_FIELD));
    for (const buyerSide of [
      'appraisal_target',
      'insurance_bind',
      'financing_contingency_end',
      'loan_approval',
      'appraisal_contingency_end',
    ])
      expect(sellerTypes).not.toContain(buyerSide);
    expect(sellerTypes).toEqual(expect.arrayContaining(['appraisal_scheduled', 'seller_disclosure_due', 'hoa_package']));
    expect(sellerTypes).toHaveLength(21);
  });

  it('gives a new-construction deal no HOA or seller-disclosure milestones (HOA and Title hidden; new homes exempt)', () => {
    const newHomeTypes = types(newHome(EVERY_FIELD));
    for (const resaleOnly of ['seller_disclosure_due', 'hoa_resale_cert_due', 'hoa_package'])
      expect(newHomeTypes).not.toContain(resaleOnly);
    expect(newHomeTypes).toEqual(expect.arrayContaining(['survey_due', 'insurance_bind', 'loan_approval']));
    expect(newHomeTypes).toHaveLength(23);
    expect(types(newHome({ survey_provided_by_seller: true }))).toEqual([]);
  });
});

describe('generateMilestones: flags that remove a milestone (spec 002 §4 field dependencies)', () => {
  it.each<[MilestoneType, Partial<MilestoneSourceDeal>]>([
    ['seller_disclosure_due', { seller_disclosure_due_date: '2026-12-05', seller_disclosure_delivered: true }],
    ['seller_disclosure_due', { seller_disclosure_due_date: '2026-12-05', seller_disclosure_required: false }],
    ['survey_due', { survey_due_date: '2026-12-15', survey_required: false }],
    ['survey_due', { survey_due_date: '2026-12-15', survey_delivered: true }],
    ['survey_due', { survey_due_date: '2026-12-15', survey_provided_by_seller: true }],
    ['hoa_resale_cert_due', { hoa_resale_cert_due_date: '2026-12-11', hoa_exists: false }],
    ['hoa_resale_cert_due', { hoa_resale_cert_due_date: '2026-12-11', hoa_resale_cert_required: false }],
    ['hoa_package', { hoa_package_due_date: '2026-12-12', hoa_exists: false }],
    ['inspection', { inspection_datetime: '2026-12-03T15:00:00.000Z', inspection_waived: true }],
    ['t47_due', { t47_due_date: '2026-12-07', t47_required: false }],
    ['t47_due', { t47_due_date: '2026-12-07', t47_delivered: true }],
    ['mudpid_due', { mud_pid_due_date: '2026-12-07', mud_pid_required: false }],
    ['mudpid_due', { mud_pid_due_date: '2026-12-07', mud_pid_delivered: true }],
    ['financing_contingency_end', { financing_contingency_end_date: '2026-12-22', financing_contingency_waived: true }],
    ['financing_contingency_end', { financing_contingency_end_date: '2026-12-22', financing_contingency_enabled: false }],
    ['inspection_contingency_end', { inspection_contingency_end_date: '2026-12-10', inspection_waived: true }],
    ['inspection_contingency_end', { inspection_contingency_end_date: '2026-12-10', inspection_contingency_status: 'waived' }],
    [
      'inspection_contingency_end',
      { inspection_contingency_end_date: '2026-12-10', inspection_contingency_status: 'not_applicable' },
    ],
    ['appraisal_contingency_end', { appraisal_contingency_end_date: '2026-12-19', appraisal_contingency: false }],
    ['home_sale_contingency_end', { home_sale_contingency_date: '2026-12-30', home_sale_contingency: false }],
    ['survey_received', { survey_delivered: true, survey_provided_by_seller: true }],
  ])('no %s for %j', (type, fields) => {
    expect(types(buyer(fields))).not.toContain(type);
  });

  it('keeps the inspection contingency milestones when the contingency is pending or scheduled', () => {
    for (const status of ['pending', 'scheduled'])
      expect(types(buyer({ inspection_contingency_end_date: '2026-12-10', inspection_contingency_status: status }))).toEqual([
        'inspection_contingency_end',
      ]);
  });
});

describe('generateMilestones: milestones the fields say have happened are generated completed (ADR 0024)', () => {
  it.each<[MilestoneType, Partial<MilestoneSourceDeal>, Partial<MilestoneSourceDeal>]>([
    ['earnest_money', { earnest_money_due_date: '2026-12-04' }, { earnest_money_paid: true }],
    ['additional_earnest_money', { additional_earnest_money_due_date: '2026-12-10' }, { additional_earnest_money_paid: true }],
    ['option_fee', { option_money_due_date: '2026-12-04' }, { option_fee_paid_date: '2026-12-03' }],
    ['hoa_package', { hoa_package_due_date: '2026-12-12' }, { hoa_docs_received: true }],
    ['appraisal_scheduled', { appraisal_scheduled_at: '2026-12-14T16:00:00.000Z' }, { appraisal_status: 'completed' }],
    ['inspection', { inspection_datetime: '2026-12-03T15:00:00.000Z' }, { inspection_contingency_status: 'completed' }],
    ['insurance_bind', { insurance_bind_date: '2026-12-20' }, { insurance_status: 'bound' }],
    ['loan_approval', { loan_approval_date: '2026-12-21' }, { loan_approval_status: 'approved' }],
    ['closing', { closing_date: '2027-01-08' }, { closing_status: 'completed' }],
    ['closing', { closing_date: '2027-01-08' }, { closing_status: 'funded' }],
    ['funding', { funding_datetime: '2027-01-08T22:00:00.000Z' }, { closing_status: 'funded' }],
  ])('%s: open with %j, done once %j', (type, dated, done) => {
    expect(only(buyer(dated), type)?.completed).toBe(false);
    expect(only(buyer({ ...dated, ...done }), type)?.completed).toBe(true);
  });

  it('keeps deadlines open whatever their date: only a fact on the deal completes them', () => {
    const open = generate(buyer({ option_period_end: '2020-01-01', financing_contingency_end_date: '2020-01-02' }));
    expect(open.map((m) => m.completed)).toEqual([false, false]);
  });

  it("or the agent's confirmation, for the confirmed type only (ADR 0049)", () => {
    const deal = buyer({ option_period_end: '2020-01-01', financing_contingency_end_date: '2020-01-02', confirmed: { option_period_end: '2020-01-02T15:00:00.000Z' } });
    expect(generate(deal).map((m) => [m.milestone_type, m.completed])).toEqual([
      ['option_period_end', true],
      ['financing_contingency_end', false],
    ]);
  });
});

describe('generateMilestones: derived dates', () => {
  it('ends the option period option_period_days after its start (spec 002 §4)', () => {
    expect(only(buyer({ option_period_start: '2026-12-01', option_period_days: 7 }), 'option_period_end')?.due_date).toBe(
      '2026-12-08',
    );
  });

  it('counts the option period from the effective date when no start is given, across a month end', () => {
    expect(only(buyer({ effective_date: '2026-12-28', option_period_days: 10 }), 'option_period_end')?.due_date).toBe(
      '2027-01-07',
    );
  });

  it('prefers the stored option period end over the computed one', () => {
    const deal = buyer({ option_period_start: '2026-12-01', option_period_days: 7, option_period_end: '2026-12-09' });
    expect(only(deal, 'option_period_end')?.due_date).toBe('2026-12-09');
  });

  it('dates closing by the contract closing date and times it by the appointment', () => {
    expect(
      only(buyer({ closing_date: '2027-01-08', closing_appointment_datetime: '2027-01-08T20:00:00.000Z' }), 'closing'),
    ).toEqual({ ...onDay('closing', 'Closing', '2027-01-08'), due_datetime: '2027-01-08T20:00:00.000Z' });
  });

  it('dates closing by the appointment alone when there is no closing date', () => {
    expect(only(buyer({ closing_appointment_datetime: '2027-01-08T20:00:00.000Z' }), 'closing')).toEqual(
      atTime('closing', 'Closing', '2027-01-08T20:00:00.000Z'),
    );
  });

  it("dates a timed milestone by the property's calendar: a 7 p.m. Austin closing is that day's, not the next UTC day's", () => {
    const evening = '2027-01-09T01:00:00.000Z'; // 7:00 p.m. CST on Friday, January 8
    expect(only(buyer({ closing_appointment_datetime: evening }), 'closing')?.due_date).toBe('2027-01-08');
    expect(only(buyer({ property_state: 'CA', closing_appointment_datetime: evening }), 'closing')?.due_date).toBe('2027-01-08');
    expect(only(buyer({ property_state: 'NY', closing_appointment_datetime: evening }), 'closing')?.due_date).toBe('2027-01-08');
    // 7 p.m. Pacific is 03:00Z the next day; still the 8th in California.
    expect(only(buyer({ property_state: 'CA', closing_appointment_datetime: '2027-01-09T03:00:00.000Z' }), 'closing')?.due_date).toBe('2027-01-08');
  });
});

describe('generateMilestones: possession follows the possession mode (spec 002 §4)', () => {
  const base = {
    closing_date: '2027-01-08',
    funding_datetime: '2027-01-09T18:00:00.000Z',
    possession_datetime: '2027-01-12T17:00:00.000Z',
    leaseback_end_date: '2027-01-31',
  };
  const possession = (fields: Partial<MilestoneSourceDeal>) => only(buyer({ ...base, ...fields }), 'possession');

  it('on_funding (and the default) takes funding', () => {
    expect(possession({ possession_mode: 'on_funding' })?.due_datetime).toBe('2027-01-09T18:00:00.000Z');
    expect(possession({ possession_mode: null })?.due_datetime).toBe('2027-01-09T18:00:00.000Z');
    expect(possession({ possession_mode: 'whenever' })?.due_datetime).toBe('2027-01-09T18:00:00.000Z');
  });

  it('on_funding without a funding time falls back to closing', () => {
    expect(possession({ possession_mode: 'on_funding', funding_datetime: null })?.due_date).toBe('2027-01-08');
  });

  it('on_closing takes closing', () => {
    expect(possession({ possession_mode: 'on_closing' })).toEqual(onDay('possession', 'Possession', '2027-01-08'));
  });

  it('on_date takes the possession date-time', () => {
    expect(possession({ possession_mode: 'on_date' })?.due_datetime).toBe('2027-01-12T17:00:00.000Z');
  });

  it('leaseback takes the end of the leaseback', () => {
    expect(possession({ possession_mode: 'leaseback' })).toEqual(onDay('possession', 'Possession', '2027-01-31'));
  });

  it('an explicit possession date wins over closing and funding', () => {
    expect(possession({ possession_mode: 'on_funding', possession_date: '2027-01-10' })?.due_date).toBe('2027-01-10');
  });
});

describe('generateMilestones: utilities and custom milestones plug in', () => {
  it('adds one utility_transfer per utility with a transfer date', () => {
    const milestones = generateMilestones(buyer({ closing_date: '2027-01-08', possession_date: '2027-01-09' }), {
      today: TODAY,
      utilities: [
        { utility_type: 'Electric', transfer_date: '2027-01-08' },
        { utility_type: 'Water', transfer_date: null },
        { utility_type: 'Internet', transfer_date: '2027-01-05', is_client_visible: false },
      ],
    });
    expect(milestones).toEqual([
      onDay('utility_transfer', 'Internet Transfer', '2027-01-05', false),
      onDay('closing', 'Closing', '2027-01-08'),
      onDay('utility_transfer', 'Electric Transfer', '2027-01-08'),
      onDay('possession', 'Possession', '2027-01-09'),
    ]);
  });

  it("adds the agent's custom milestones with their name, date and visibility", () => {
    const milestones = generateMilestones(buyer(), {
      today: TODAY,
      custom: [{ milestone_name: 'Pick up keys', due_date: '2027-01-09', is_client_visible: false }],
    });
    expect(milestones).toEqual([onDay('custom', 'Pick up keys', '2027-01-09', false)]);
  });
});

describe('generateMilestones: the deadline-engine seam (issue 10 item 2, ADR 0026)', () => {
  const derived = (date: string, source: 'contract' | 'override' = 'contract'): DerivedDeadline => ({
    date,
    datetime: null,
    source,
    explanation: 'why',
    citation: 'TREC 20-18 ¶5A',
    computed_date: '2026-11-30',
  });
  const threeDaysAfterEffective: DeadlineEngine = {
    derive: (type, deal) => (type === 'earnest_money' && deal.effective_date === '2026-11-25' ? derived('2026-11-30') : null),
  };

  it("dates a type by the engine's answer, with its source, explanation and citation", () => {
    const milestones = generateMilestones(buyer({ effective_date: '2026-11-25' }), {
      today: TODAY,
      deadlines: threeDaysAfterEffective,
    });
    expect(milestones.map((m) => `${m.due_date} ${m.milestone_type} ${m.date_source}`)).toEqual([
      '2026-11-25 contract_signed deal',
      '2026-11-30 earnest_money contract',
    ]);
    expect(milestones[1]).toMatchObject({ explanation: 'why', citation: 'TREC 20-18 ¶5A', computed_due_date: '2026-11-30' });
  });

  it("keeps the engine's override and falls back to the deal's date when the engine has no answer", () => {
    const overriding: DeadlineEngine = { derive: (type) => (type === 'earnest_money' ? derived('2026-12-01', 'override') : null) };
    const milestones = generateMilestones(buyer({ effective_date: '2026-11-25', option_money_due_date: '2026-11-29' }), {
      today: TODAY,
      deadlines: overriding,
    });
    expect(milestones.find((m) => m.milestone_type === 'earnest_money')).toMatchObject({
      due_date: '2026-12-01',
      date_source: 'override',
      computed_due_date: '2026-11-30',
    });
    expect(milestones.find((m) => m.milestone_type === 'option_fee')).toMatchObject({ due_date: '2026-11-29', date_source: 'deal' });
  });

  it("is not asked for a type the deal's flags rule out", () => {
    const asked: string[] = [];
    const engine: DeadlineEngine = {
      derive: (type) => {
        asked.push(type);
        return null;
      },
    };
    generateMilestones(seller({ property_state: 'CA', earnest_money_due_date: '2026-11-28', inspection_waived: true }), {
      today: TODAY,
      deadlines: engine,
    });
    expect(asked).toContain('earnest_money');
    expect(asked).not.toContain('inspection');
    expect(asked).not.toContain('t47_due');
    expect(asked).not.toContain('loan_approval');
  });
});
