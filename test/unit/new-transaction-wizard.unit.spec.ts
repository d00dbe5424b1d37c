import {
  applyWizardEdit,
  checkWizardFile,
  firstInvalidStep,
  reviewWarnings,
  sanitizeWizardPayload,
  validateStep,
  withClientAsParty,
  WIZARD_MESSAGES,
  wizardContacts,
} from '../../frontend/src/features/agent/components/wizard/wizard-rules';
import { initialWizardDraft, STATE_CHOICES, visibleFields, WIZARD_STEPS } from '../../frontend/src/features/agent/components/wizard/wizard-steps';
import { filesToUpload, SECTION_UPLOADS } from '../../frontend/src/features/agent/components/wizard/wizard-uploads';

/** Spec 001 §2.6, §4 and §5: the new-transaction wizard's steps, rules and messages. */
const draftWith = (values: Record<string, string | boolean>) => ({ ...initialWizardDraft(), ...values });
const basics = { property_address: '12 Oak St', property_city: 'Austin', property_zip: '78701' };
const step = (id: string) => WIZARD_STEPS.findIndex((s) => s.id === id);

describe('wizard steps', () => {
  it('has the eight steps in the spec order, state choices TX/CA/FL/NY and TX by default', () => {
    expect(WIZARD_STEPS.map((s) => s.title)).toEqual([
      'Transaction Basics',
      'Property Details',
      'Parties Involved',
      'Financial Terms',
      'Timeline & Contingencies',
      'Title & Closing',
      'Additional Requirements',
      'Review',
    ]);
    expect(STATE_CHOICES.map((o) => o.value)).toEqual(['TX', 'CA', 'FL', 'NY']);
    expect(initialWizardDraft().property_state).toBe('TX');
  });

  it('shows the Texas items only for TX', () => {
    const keys = (state: string) => visibleFields(WIZARD_STEPS[step('timeline')]!, draftWith({ property_state: state })).map((d) => d.key);
    expect(keys('TX')).toContain('t47_required');
    expect(keys('CA')).not.toContain('t47_required');
    expect(keys('CA')).not.toContain('mud_pid_required');
  });
});

describe('validateStep', () => {
  it('requires the basics and the client with "Required"', () => {
    const errors = validateStep(0, draftWith({}), null);
    expect(errors).toEqual({ property_address: 'Required', property_city: 'Required', property_zip: 'Required', client_id: 'Required' });
    expect(validateStep(0, draftWith(basics), 'client-1')).toEqual({});
  });

  it('asks a buyer with non-cash financing for the financing contingency end date unless waived', () => {
    const financial = step('financial');
    expect(validateStep(financial, draftWith({ financing_type: 'fha' }), 'c').financing_contingency_end_date).toBe(WIZARD_MESSAGES.financingEndRequired);
    expect(validateStep(financial, draftWith({ financing_type: 'cash' }), 'c')).toEqual({});
    expect(validateStep(financial, draftWith({ financing_type: 'fha', financing_contingency_waived: true }), 'c')).toEqual({});
    expect(
      validateStep(financial, draftWith({ transaction_type: 'new_construction', financing_contingency_enabled: true }), 'c').financing_contingency_end_date,
    ).toBe('Financing contingency due date is required when enabled');
  });

  it('orders effective date, option period end and closing date ("not after": the same day passes)', () => {
    const timeline = step('timeline');
    const check = (values: Record<string, string>) => validateStep(timeline, draftWith({ closing_date: '2027-01-30', ...values }), 'c');
    expect(check({ effective_date: '2027-01-10', option_period_end: '2027-01-05' }).option_period_end).toBe(
      'Option period end date must be after effective date',
    );
    expect(check({ option_period_end: '2027-02-05' }).closing_date).toBe('Closing date must be after option period end date');
    expect(check({ effective_date: '2027-02-05' }).closing_date).toBe('Closing date must be after effective date');
    expect(check({ effective_date: '2027-01-30' })).toEqual({});
    expect(validateStep(timeline, draftWith({}), 'c').closing_date).toBe('Required');
  });

  it('needs T-47 and MUD/PID due dates while required and not delivered (Texas only)', () => {
    const timeline = step('timeline');
    const values = { closing_date: '2027-01-30', t47_required: true, mud_pid_required: true };
    expect(validateStep(timeline, draftWith(values), 'c')).toEqual({
      t47_due_date: 'Due date required if not delivered',
      mud_pid_due_date: 'Due date required if not delivered',
    });
    expect(validateStep(timeline, draftWith({ ...values, t47_delivered: true, mud_pid_due_date: '2027-01-20' }), 'c')).toEqual({});
  });

  it('needs a walkthrough date and time while scheduled and a bind date when insurance is bound', () => {
    expect(validateStep(step('title'), draftWith({ schedule_walkthrough: true }), 'c').final_walkthrough_datetime).toBe('Required');
    expect(validateStep(step('additional'), draftWith({ insurance_status: 'bound' }), 'c').insurance_bind_date).toBe('Required');
  });

  it('finds the first step that does not validate', () => {
    expect(firstInvalidStep(draftWith(basics), 'c')).toBe(step('timeline'));
    expect(firstInvalidStep(draftWith({ ...basics, closing_date: '2027-01-30' }), 'c')).toBeNull();
  });
});

describe('applyWizardEdit', () => {
  it('computes down payment amount and percent from each other and the read-only loan amount', () => {
    let draft = applyWizardEdit(draftWith({}), 'purchase_price', '400,000');
    expect(draft.loan_amount).toBe('400000');
    draft = applyWizardEdit(draft, 'down_payment_amount', '80000');
    expect(draft.down_payment_percentage).toBe('20');
    expect(draft.loan_amount).toBe('320000');
    draft = applyWizardEdit(draft, 'down_payment_percentage', '12.5');
    expect(draft.down_payment_amount).toBe('50000');
    expect(draft.loan_amount).toBe('350000');
    draft = applyWizardEdit(draft, 'purchase_price', '500000');
    expect(draft.down_payment_amount).toBe('62500');
  });

  it('clears what a change makes meaningless (spec 001 §4)', () => {
    let draft = draftWith({ financing_contingency_end_date: '2027-01-01' });
    expect(applyWizardEdit(draft, 'financing_contingency_waived', true).financing_contingency_end_date).toBe('');
    draft = draftWith({ t47_required: true, t47_delivered: true, t47_due_date: '2027-01-01' });
    expect(applyWizardEdit(draft, 't47_required', false)).toMatchObject({ t47_delivered: false, t47_due_date: '' });
    expect(applyWizardEdit(draftWith({ t47_due_date: '2027-01-01' }), 't47_delivered', true).t47_due_date).toBe('');
    expect(applyWizardEdit(draftWith({ mud_pid_due_date: '2027-01-01' }), 'mud_pid_delivered', true).mud_pid_due_date).toBe('');
    expect(applyWizardEdit(draftWith({ home_sale_contingency_date: '2027-01-01' }), 'home_sale_contingency', false).home_sale_contingency_date).toBe('');
    expect(applyWizardEdit(draftWith({ inspection_waived: true }), 'inspection_scheduled', true).inspection_waived).toBe(false);
    expect(applyWizardEdit(draftWith({ inspection_datetime: '2027-01-01T10:00' }), 'inspection_scheduled', false).inspection_datetime).toBe('');
    expect(applyWizardEdit(draftWith({ inspection_scheduled: true, inspection_datetime: 'x' }), 'inspection_waived', true)).toMatchObject({
      inspection_scheduled: false,
      inspection_datetime: '',
    });
    expect(applyWizardEdit(draftWith({ transaction_type: 'seller', inspection_waived: true }), 'inspection_datetime', '2027-01-01T10:00')).toMatchObject({
      inspection_scheduled: true,
      inspection_waived: false,
    });
    expect(applyWizardEdit(draftWith({ hoa_name: 'Oaks', hoa_monthly_fee: '50' }), 'hoa_exists', false)).toMatchObject({ hoa_name: '', hoa_monthly_fee: '' });
    expect(applyWizardEdit(draftWith({ survey_due_date: '2027-01-01' }), 'survey_delivered', true).survey_due_date).toBe('');
    expect(applyWizardEdit(draftWith({ survey_required: true, survey_option: 'buyer_new', survey_days: '14', survey_received_date: '2027-01-01' }), 'survey_required', false)).toMatchObject({
      survey_option: '',
      survey_days: '',
      survey_received_date: '',
    });
    expect(applyWizardEdit(draftWith({ seller_disclosure_due_date: '2027-01-01' }), 'seller_disclosure_delivered', true).seller_disclosure_due_date).toBe('');
    expect(applyWizardEdit(draftWith({ possession_datetime: '2027-01-01T10:00' }), 'possession_mode', 'on_closing').possession_datetime).toBe('');
    expect(applyWizardEdit(draftWith({ leaseback_rent: '100' }), 'possession_mode', 'on_date').leaseback_rent).toBe('');
    expect(applyWizardEdit(draftWith({ t47_required: true }), 'property_state', 'CA').t47_required).toBe(false);
  });

  it('recomputes the option period end from start (or effective date) plus days', () => {
    let draft = applyWizardEdit(draftWith({ effective_date: '2027-01-28' }), 'option_period_days', '5');
    expect(draft.option_period_end).toBe('2027-02-02');
    draft = applyWizardEdit(draft, 'option_period_start', '2027-01-01');
    expect(draft.option_period_end).toBe('2027-01-06');
  });

  it('puts the current time in the walkthrough when its toggle is ticked', () => {
    const now = new Date(2026, 10, 23, 9, 5);
    expect(applyWizardEdit(draftWith({}), 'schedule_walkthrough', true, now).final_walkthrough_datetime).toBe('2026-11-23T09:05');
  });
});

describe('sanitizeWizardPayload', () => {
  it('drops empty values and unknown or hidden fields, parses numbers and normalises dates', () => {
    const payload = sanitizeWizardPayload(
      {
        ...draftWith({ ...basics, purchase_price: '$425,000', bathrooms: '2.5', closing_date: '2027-01-30', property_county: '  ' }),
        schedule_walkthrough: true,
        final_walkthrough_datetime: '2027-01-29T15:00',
        mystery: 'x',
        t47_due_date: '2027-01-20', // hidden: t47 not required
      },
      'UTC',
    );
    expect(payload).toEqual({
      transaction_type: 'buyer',
      property_state: 'TX',
      ...basics,
      purchase_price: 425000,
      bathrooms: 2.5,
      closing_date: '2027-01-30',
      final_walkthrough_datetime: '2027-01-29T15:00:00.000Z',
      possession_mode: 'on_funding',
      closing_status: 'unscheduled',
      insurance_status: 'not_started',
      appraisal_status: 'not_ordered',
    });
  });

  it('sends option_period_end_date as option_period_end and never a seller deal\'s loan fields', () => {
    expect(sanitizeWizardPayload({ ...draftWith({}), option_period_end_date: '2027-01-05' }).option_period_end).toBe('2027-01-05');
    const seller = sanitizeWizardPayload(draftWith({ transaction_type: 'seller', down_payment_amount: '1000', lender_name: 'Bank' }));
    expect(seller.down_payment_amount).toBeUndefined();
    expect(seller.lender_name).toBeUndefined();
  });
});

describe('checkWizardFile', () => {
  const MB = 1024 * 1024;
  const WORD_DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  it('checks the photo, the contract and the other documents with the spec messages', () => {
    expect(checkWizardFile('photo', { name: 'a.pdf', type: 'application/pdf', size: 1 })).toBe('Please select a valid image file');
    expect(checkWizardFile('photo', { name: 'a.jpg', type: 'image/jpeg', size: 6 * MB })).toBe('Image size must be less than 5MB');
    expect(checkWizardFile('photo', { name: 'a.jpg', type: 'image/jpeg', size: 5 * MB })).toBeNull();
    expect(checkWizardFile('contract', { name: 'a.txt', type: 'text/plain', size: 1 })).toBe('Please select a PDF or Word document');
    expect(checkWizardFile('contract', { name: 'a.docx', type: '', size: 11 * MB })).toBe('File size must be less than 10MB');
    expect(checkWizardFile('contract', { name: 'a.pdf', type: 'application/pdf', size: 2 * MB })).toBeNull();
    expect(checkWizardFile('t47', { name: 'a.docx', type: '', size: 1 })).toBe('Please select a PDF document');
    expect(checkWizardFile('survey', { name: 'a.doc', type: 'application/msword', size: 1 })).toBeNull();
  });

  it('takes the resale certificate and the appraisal report as PDF only, at most 10MB (spec 001 §5)', () => {
    for (const slot of ['hoa_resale_cert', 'appraisal_report'] as const) {
      expect(checkWizardFile(slot, { name: 'a.docx', type: WORD_DOCX, size: 1 })).toBe(WIZARD_MESSAGES.invalidPdf);
      expect(checkWizardFile(slot, { name: 'a.png', type: 'image/png', size: 1 })).toBe('Please select a PDF document');
      expect(checkWizardFile(slot, { name: 'a.pdf', type: 'application/pdf', size: 11 * MB })).toBe('File size must be less than 10MB');
      expect(checkWizardFile(slot, { name: 'a.pdf', type: 'application/pdf', size: 10 * MB })).toBeNull();
    }
  });
});

describe('section uploads', () => {
  const file = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  const picked = { hoa_resale_cert: file('resale.pdf'), appraisal_report: file('appraisal.pdf'), contract: file('contract.pdf') };

  it('asks the resale certificate with the HOA package and the appraisal report with the appraisal, on the Additional step', () => {
    const additional = WIZARD_STEPS.find((s) => s.id === 'additional')!.sections.map((section) => section.id);
    expect(Object.keys(SECTION_UPLOADS).sort()).toEqual(['appraisal', 'hoa_package']);
    for (const id of Object.keys(SECTION_UPLOADS)) expect(additional).toContain(id);
    expect([SECTION_UPLOADS.hoa_package!.slot, SECTION_UPLOADS.appraisal!.slot]).toEqual(['hoa_resale_cert', 'appraisal_report']);
  });

  it('uploads a section file only while its section shows: no HOA, no certificate; a seller deal, no appraisal report', () => {
    expect(Object.keys(filesToUpload(picked, draftWith({ hoa_exists: true }))).sort()).toEqual(['appraisal_report', 'contract', 'hoa_resale_cert']);
    expect(Object.keys(filesToUpload(picked, draftWith({ hoa_exists: false }))).sort()).toEqual(['appraisal_report', 'contract']);
    expect(Object.keys(filesToUpload(picked, draftWith({ transaction_type: 'seller', hoa_exists: true }))).sort()).toEqual(['contract', 'hoa_resale_cert']);
  });
});

describe('Texas-only uploads', () => {
  const file = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  const picked = { t47: file('t47.pdf'), mud_pid: file('mud.pdf'), contract: file('contract.pdf') };

  it('uploads the T-47 and MUD/PID notice only while the property is in Texas (spec 001 §4): picked in TX, then moved, they are dropped', () => {
    expect(Object.keys(filesToUpload(picked, draftWith({ property_state: 'TX' }))).sort()).toEqual(['contract', 'mud_pid', 't47']);
    expect(Object.keys(filesToUpload(picked, draftWith({ property_state: 'CA' }))).sort()).toEqual(['contract']);
    const withResale = { ...picked, hoa_resale_cert: file('resale.pdf') };
    expect(Object.keys(filesToUpload(withResale, draftWith({ property_state: 'CA', hoa_exists: false }))).sort()).toEqual(['contract']);
  });
});

describe('reviewWarnings and contacts', () => {
  it('lists the missing required items and a missing client', () => {
    expect(reviewWarnings(draftWith({ t47_required: true, mud_pid_required: true }), null, false)).toEqual({
      missingItems: ['Executed Contract', 'T-47 Due Date', 'MUD/PID Due Date'],
      clientMissing: true,
    });
    expect(reviewWarnings(draftWith({ t47_required: true, t47_delivered: true }), 'c', true)).toEqual({ missingItems: [], clientMissing: false });
  });

  it('writes the named parties as contacts, the other agent agent-only', () => {
    const contacts = wizardContacts(draftWith({ buyer_name: 'Ana', buyer_2_name: 'Ben', other_agent_name: 'Lia', other_agent_company: 'Realty', buyer_email: ' ' }));
    expect(contacts).toEqual([
      { role: 'buyer', name: 'Ana', is_agent_only: false },
      { role: 'co_buyer', name: 'Ben', is_agent_only: false },
      { role: 'listing_agent', name: 'Lia', company: 'Realty', is_agent_only: true },
    ]);
  });

  it("fills the deal's own party from the chosen client, keeping what the agent typed (issue 20 item 1)", () => {
    const robin = { full_name: 'Robin Buyer', email: 'robin@example.com', phone: '512-555-0100' };
    const sam = { full_name: 'Sam Other', email: 'sam@example.com', phone: null };
    const buyerDeal = withClientAsParty(draftWith({ transaction_type: 'buyer' }), robin, null);
    expect([buyerDeal.buyer_name, buyerDeal.buyer_email, buyerDeal.buyer_phone]).toEqual(['Robin Buyer', 'robin@example.com', '512-555-0100']);
    // Another client chosen: the values the first one filled follow; a phone the agent typed stays.
    const typed = { ...buyerDeal, buyer_phone: '512-555-0199' };
    const switched = withClientAsParty(typed, sam, robin);
    expect([switched.buyer_name, switched.buyer_email, switched.buyer_phone]).toEqual(['Sam Other', 'sam@example.com', '512-555-0199']);
    const sellerDeal = withClientAsParty(draftWith({ transaction_type: 'seller', buyer_name: 'Someone' }), robin, null);
    expect([sellerDeal.seller_name, sellerDeal.buyer_name]).toEqual(['Robin Buyer', 'Someone']);
    expect(withClientAsParty(draftWith({ buyer_name: 'Kept' }), robin, null).buyer_name).toBe('Kept');
  });

  it('refuses on the Title step a walkthrough before the effective date (issue 20 item 1)', () => {
    const title = WIZARD_STEPS.findIndex((step) => step.id === 'title');
    const before = draftWith({ effective_date: '2027-03-01', schedule_walkthrough: true, final_walkthrough_datetime: '2027-02-28T16:00' });
    expect(validateStep(title, before, 'c').final_walkthrough_datetime).toBe(WIZARD_MESSAGES.walkthroughAfterEffective);
    expect(validateStep(title, { ...before, final_walkthrough_datetime: '2027-03-01T16:00' }, 'c').final_walkthrough_datetime).toBeUndefined();
  });

  it('names a company once when no person at it is given (issue 20 item 1: not "Independence Title, Independence Title")', () => {
    expect(wizardContacts(draftWith({ title_company_name: 'Independence Title', lender_name: 'Hill Bank', loan_officer_name: 'Lee Park' }))).toEqual([
      { role: 'lender', name: 'Lee Park', company: 'Hill Bank' },
      { role: 'title_company', name: 'Independence Title' },
    ]);
  });

  it('sends no escrow officer on new construction, where the wizard does not ask for one (ADR 0076)', () => {
    const typed = { title_company_name: 'Builder Title', escrow_officer_email: 'esc@title.test', escrow_officer_phone: '512-555-0100' };
    expect(wizardContacts(draftWith({ ...typed, transaction_type: 'buyer' }))).toEqual([
      { role: 'title_company', name: 'Builder Title', email: 'esc@title.test', phone: '512-555-0100' },
    ]);
    expect(wizardContacts(draftWith({ ...typed, transaction_type: 'new_construction' }))).toEqual([{ role: 'title_company', name: 'Builder Title' }]);
  });
});
