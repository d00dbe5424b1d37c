import { DAY_COUNT_MAX } from '../../../../../openapi/shared-rules';
import { SURVEY_TERMS_FIELDS, TITLE_OBJECTION_DAYS_FIELD } from '../../../shared/fields/contract-terms';
import { BUILDER_LENDER_TYPES, CLOSING_STATUSES, LOAN_APPROVAL_STATUSES, options, PROPERTY_TYPES, WHO_PAYS_TITLE } from '../../../shared/fields/deal-options';
import type { Draft, FieldDef, FieldSectionDef } from '../../../shared/fields/field-def';
import { agentNotesSection, appraisalSection, disclosuresSection, inspectionSection, partiesSection } from './contingency-fields';

/*
 * The deal's fields by section as the agent's detail screen edits them (spec 002 §2, §3), with the
 * dependency rules of spec 002 §4 and the edit rules of §5, as data for the field kit. Keys are the
 * catalogue's names (backend domain/transaction-fields.ts, ADR 0020). Relative imports only, so the
 * unit tests (Node) load this file as it is.
 */

export const LENDING_TYPES = options(['conventional', 'Conventional'], ['fha', 'FHA'], ['va', 'VA'], ['usda', 'USDA'], ['cash', 'Cash'], ['other', 'Other']);
export const INSURANCE_STATUSES = options(['not_started', 'Not started'], ['in_progress', 'In progress'], ['quoted', 'Quoted'], ['bound', 'Bound']);
/** Spec 002 §4: on_funding is the default and the label of any unknown value. */
export const POSSESSION_MODES = options(['on_funding', 'On Funding (Default)'], ['on_closing', 'On closing'], ['on_date', 'On a date'], ['leaseback', 'Leaseback']);

const ticked = (key: string) => (draft: Draft) => draft[key] === true;
const unticked = (key: string) => (draft: Draft) => draft[key] !== true;

/** What decides which fields a deal's sections carry. */
export interface DealShape {
  transaction_type: string;
  property_state?: string | null;
}

export const isBuyerDeal = (deal: DealShape) => deal.transaction_type === 'buyer';
export const isSellerDeal = (deal: DealShape) => deal.transaction_type === 'seller';
/** Spec 002 §4: Texas items (T-47, MUD/PID) appear only when the property state is TX. */
export const isTexasDeal = (deal: DealShape) => (deal.property_state ?? '').trim().toUpperCase() === 'TX';

/** Spec 002 §4: T-47 and MUD/PID follow the same rules; the due date shows only while not delivered. */
function texasItem(prefix: 't47' | 'mud_pid', label: string, documentKey: string, extra: FieldDef[] = []): FieldDef[] {
  const required = `${prefix}_required`;
  const delivered = `${prefix}_delivered`;
  return [
    { key: required, label: `${label} required`, kind: 'boolean' },
    { key: delivered, label: `${label} delivered`, kind: 'boolean', visibleWhen: ticked(required), clearsWhen: unticked(required) },
    ...extra,
    {
      key: `${prefix}_due_date`,
      label: `${label} due date`,
      kind: 'date',
      visibleWhen: (d) => d[required] === true && d[delivered] !== true,
      clearsWhen: (d) => d[required] !== true || d[delivered] === true,
    },
    {
      key: documentKey,
      label: `${label} document`,
      kind: 'url',
      visibleWhen: (d) => d[required] === true && d[delivered] === true,
      clearsWhen: (d) => d[required] !== true || d[delivered] !== true,
    },
  ];
}

export const TEXAS_FIELDS: readonly FieldDef[] = [
  ...texasItem('t47', 'T-47', 't47_doc_url', [
    { key: 't47_delivered_date', label: 'T-47 delivered on', kind: 'date', visibleWhen: ticked('t47_delivered'), clearsWhen: unticked('t47_delivered') },
  ]),
  ...texasItem('mud_pid', 'MUD/PID notice', 'mud_pid_document_url'),
];

/** Transaction Details: the property and the contract's dates (spec 002 §2; §5 integers, empty → null). */
export function transactionDetailsSection(deal: DealShape): FieldSectionDef {
  return {
    id: 'transaction-details',
    title: 'Transaction Details',
    fields: [
      { key: 'property_address', label: 'Address', kind: 'text' },
      { key: 'property_city', label: 'City', kind: 'text' },
      { key: 'property_state', label: 'State', kind: 'text', hint: 'Two letters, e.g. TX' },
      { key: 'property_zip', label: 'ZIP code', kind: 'text' },
      { key: 'property_type', label: 'Property type', kind: 'enum', options: PROPERTY_TYPES },
      { key: 'property_county', label: 'County', kind: 'text' },
      { key: 'square_footage', label: 'Square footage', kind: 'integer', min: 0 },
      { key: 'bedrooms', label: 'Bedrooms', kind: 'decimal', min: 0, step: 0.5 },
      { key: 'bathrooms', label: 'Bathrooms', kind: 'decimal', min: 0, step: 0.5 },
      { key: 'year_built', label: 'Year built', kind: 'integer', min: 1600, max: 2100, grouping: false },
      { key: 'lot_size', label: 'Lot size', kind: 'text' },
      { key: 'mls_number', label: 'MLS number', kind: 'text' },
      { key: 'contract_date', label: 'Contract date', kind: 'date' },
      { key: 'effective_date', label: 'Effective date', kind: 'date' },
      { key: 'closing_date', label: 'Closing date', kind: 'date' },
      // Spec 001 §4: the option period runs from its start or, when none is given, the effective date.
      {
        key: 'option_period_start',
        label: 'Option period starts',
        kind: 'date',
        hint: 'Leave empty to start on the effective date',
        defaultsTo: { key: 'effective_date', note: 'the effective date, by default' },
      },
      { key: 'option_period_days', label: 'Option period (days)', kind: 'integer', min: 0, max: DAY_COUNT_MAX.option_period },
      { key: 'option_period_end', label: 'Option period ends', kind: 'date', hint: 'Recomputed from the start (or effective date) plus the days' },
      { key: 'option_money_due_date', label: 'Option money due', kind: 'date' },
      { key: 'option_fee_paid_date', label: 'Option fee paid on', kind: 'date' },
      { key: 'home_sale_contingency', label: 'Home sale contingency', kind: 'boolean' },
      // Spec 002 §4: unticking the home sale contingency clears its date.
      {
        key: 'home_sale_contingency_date',
        label: 'Home sale contingency date',
        kind: 'date',
        visibleWhen: ticked('home_sale_contingency'),
        clearsWhen: unticked('home_sale_contingency'),
      },
      ...(isTexasDeal(deal) ? TEXAS_FIELDS : []),
    ],
  };
}

/** Spec 002 §5: seller deals neither show nor save these (loan, down payment, lending type, approval, loan notes). */
export const LOAN_FIELD_KEYS: ReadonlySet<string> = new Set([
  'lending_type',
  'builder_lender_type',
  'loan_amount',
  'down_payment_amount',
  'down_payment_percentage',
  'lender_name',
  'loan_officer_name',
  'loan_officer_email',
  'loan_officer_phone',
  'loan_approval_status',
  'loan_approval_date',
  'financing_contingency_enabled',
  'financing_contingency_waived',
  'financing_contingency_end_date',
  'financing_conditions',
  'loan_internal_notes',
]);

const financedDeal = (d: Draft) => d.lending_type !== 'cash';

const FINANCIAL_FIELDS: readonly FieldDef[] = [
  { key: 'purchase_price', label: 'Purchase price', kind: 'money' },
  { key: 'earnest_money_amount', label: 'Earnest money', kind: 'money', agentOnly: true },
  { key: 'earnest_money_due_date', label: 'Earnest money due', kind: 'date' },
  { key: 'earnest_money_paid', label: 'Earnest money paid', kind: 'boolean' },
  { key: 'earnest_money_paid_date', label: 'Earnest money paid on', kind: 'date', visibleWhen: ticked('earnest_money_paid') },
  { key: 'earnest_money_receipt_url', label: 'Earnest money receipt', kind: 'url', visibleWhen: ticked('earnest_money_paid') },
  { key: 'additional_earnest_money_amount', label: 'Additional earnest money', kind: 'money', agentOnly: true },
  { key: 'additional_earnest_money_due_date', label: 'Additional earnest money due', kind: 'date' },
  { key: 'additional_earnest_money_paid', label: 'Additional earnest money paid', kind: 'boolean' },
  {
    key: 'additional_earnest_money_paid_date',
    label: 'Additional earnest money paid on',
    kind: 'date',
    visibleWhen: ticked('additional_earnest_money_paid'),
  },
  { key: 'option_fee_amount', label: 'Option fee', kind: 'money' },
  { key: 'seller_concessions', label: 'Seller Paid Closing Costs', kind: 'money' },
  { key: 'estimated_closing_costs', label: 'Estimated closing costs', kind: 'money' },
  { key: 'lending_type', label: 'Lending type', kind: 'enum', options: LENDING_TYPES },
  { key: 'loan_amount', label: 'Loan amount', kind: 'money', visibleWhen: financedDeal },
  { key: 'down_payment_amount', label: 'Down payment', kind: 'money' },
  // Spec 002 §5: min 0, max 100, step 0.1.
  { key: 'down_payment_percentage', label: 'Down payment percentage', kind: 'percent', min: 0, max: 100, step: 0.1, hint: 'Between 0 and 100, in steps of 0.1' },
  { key: 'lender_name', label: 'Lender', kind: 'text', visibleWhen: financedDeal },
  { key: 'loan_officer_name', label: 'Loan officer', kind: 'text', visibleWhen: financedDeal },
  { key: 'loan_officer_email', label: 'Loan officer e-mail', kind: 'email', visibleWhen: financedDeal },
  { key: 'loan_officer_phone', label: 'Loan officer phone', kind: 'phone', visibleWhen: financedDeal },
  { key: 'loan_approval_status', label: 'Loan approval status', kind: 'enum', options: LOAN_APPROVAL_STATUSES, visibleWhen: financedDeal },
  // Spec 002 §4: the approval date is only asked when the status is approved.
  {
    key: 'loan_approval_date',
    label: 'Loan approval date',
    kind: 'date',
    visibleWhen: (d) => financedDeal(d) && d.loan_approval_status === 'approved',
  },
  { key: 'financing_contingency_enabled', label: 'Financing contingency', kind: 'boolean', visibleWhen: financedDeal },
  { key: 'financing_contingency_waived', label: 'Financing contingency waived', kind: 'boolean', visibleWhen: financedDeal },
  // Spec 002 §4: waiving the financing contingency clears its date.
  {
    key: 'financing_contingency_end_date',
    label: 'Financing contingency ends',
    kind: 'date',
    visibleWhen: (d) => financedDeal(d) && d.financing_contingency_waived !== true,
    clearsWhen: ticked('financing_contingency_waived'),
  },
  { key: 'financing_conditions', label: 'Financing conditions', kind: 'text', multiline: true, visibleWhen: financedDeal },
  { key: 'loan_internal_notes', label: 'Loan notes', kind: 'text', multiline: true, agentOnly: true },
];

/*
 * ADR 0061: on buyer and new-construction deals financing_type and lending_type are one fact, which
 * the server keeps in step, so lending_type is edited; a seller deal has no lending type, and its
 * financing type (how the buyer pays) is edited on its own.
 */
const SELLER_FINANCING: FieldDef = { key: 'financing_type', label: 'Financing type', kind: 'enum', options: LENDING_TYPES };

export function financialSection(deal: DealShape): FieldSectionDef {
  const builder = deal.transaction_type === 'new_construction';
  const fields = isSellerDeal(deal)
    ? FINANCIAL_FIELDS.filter((def) => !LOAN_FIELD_KEYS.has(def.key)).flatMap((def) => (def.key === 'estimated_closing_costs' ? [def, SELLER_FINANCING] : [def]))
    : FINANCIAL_FIELDS;
  const withBuilder: FieldDef[] = builder
    ? [...fields.slice(0, fields.findIndex((def) => def.key === 'lending_type') + 1), { key: 'builder_lender_type', label: 'Builder or outside lender', kind: 'enum', options: BUILDER_LENDER_TYPES }, ...fields.slice(fields.findIndex((def) => def.key === 'lending_type') + 1)]
    : [...fields];
  return { id: 'financial', title: 'Financial Details', fields: withBuilder };
}

const hasHoa = ticked('hoa_exists');
const noHoa = unticked('hoa_exists');

/** Spec 002 §4: turning off hoa_exists clears the name, fees, certificate fields and document URLs. */
export const hoaSection: FieldSectionDef = {
  id: 'hoa',
  title: 'HOA',
  fields: [
    { key: 'hoa_exists', label: 'Property has an HOA', kind: 'boolean' },
    { key: 'hoa_required', label: 'HOA membership required', kind: 'boolean', visibleWhen: hasHoa },
    { key: 'hoa_name', label: 'HOA name', kind: 'text', visibleWhen: hasHoa, clearsWhen: noHoa },
    { key: 'hoa_monthly_fee', label: 'Monthly fee', kind: 'money', visibleWhen: hasHoa, clearsWhen: noHoa },
    { key: 'hoa_transfer_fee', label: 'Transfer fee', kind: 'money', visibleWhen: hasHoa, clearsWhen: noHoa },
    { key: 'hoa_capital_contribution', label: 'Capital contribution', kind: 'money', visibleWhen: hasHoa, clearsWhen: noHoa },
    { key: 'hoa_manager_name', label: 'HOA manager', kind: 'text', visibleWhen: hasHoa },
    { key: 'hoa_manager_email', label: 'HOA manager e-mail', kind: 'email', visibleWhen: hasHoa },
    { key: 'hoa_manager_phone', label: 'HOA manager phone', kind: 'phone', visibleWhen: hasHoa },
    { key: 'hoa_resale_cert_required', label: 'Resale certificate required', kind: 'boolean', visibleWhen: hasHoa, clearsWhen: noHoa },
    // Spec 002 §4: turning off the resale certificate flag clears its due date.
    {
      key: 'hoa_resale_cert_due_date',
      label: 'Resale certificate due',
      kind: 'date',
      visibleWhen: (d) => hasHoa(d) && d.hoa_resale_cert_required === true,
      clearsWhen: (d) => noHoa(d) || d.hoa_resale_cert_required !== true,
    },
    { key: 'hoa_resale_cert_url', label: 'Resale certificate', kind: 'url', visibleWhen: hasHoa, clearsWhen: noHoa },
    {
      key: 'hoa_resale_cert_doc_visibility',
      label: 'Client sees the resale certificate',
      kind: 'boolean',
      hint: "Unticked hides it from the client; while never set, the document's own visibility decides",
      visibleWhen: hasHoa,
    },
    { key: 'hoa_docs_received', label: 'HOA documents received', kind: 'boolean', visibleWhen: hasHoa, clearsWhen: noHoa },
    { key: 'hoa_docs_received_date', label: 'HOA documents received on', kind: 'date', visibleWhen: ticked('hoa_docs_received'), clearsWhen: noHoa },
    { key: 'hoa_package_due_date', label: 'HOA package due', kind: 'date', visibleWhen: hasHoa, clearsWhen: noHoa },
    { key: 'hoa_package_url', label: 'HOA package', kind: 'url', visibleWhen: hasHoa, clearsWhen: noHoa },
  ],
};

/** Spec 002 §6: the title panel is agent-only as a whole (its heading carries the label). */
export const titleSection: FieldSectionDef = {
  id: 'title',
  title: 'Title',
  fields: [
    { key: 'title_company_name', label: 'Title company', kind: 'text' },
    { key: 'title_company_contact', label: 'Title company contact', kind: 'text' },
    { key: 'escrow_officer_name', label: 'Escrow officer', kind: 'text' },
    { key: 'escrow_officer_email', label: 'Escrow officer e-mail', kind: 'email' },
    { key: 'escrow_officer_phone', label: 'Escrow officer phone', kind: 'phone' },
    { key: 'who_pays_title', label: 'Who pays title', kind: 'enum', options: WHO_PAYS_TITLE },
    { key: 'title_objection_date', label: 'Title objection deadline', kind: 'date' },
    TITLE_OBJECTION_DAYS_FIELD,
    { key: 'title_commitment_received', label: 'Title commitment received', kind: 'boolean' },
    {
      key: 'title_commitment_received_date',
      label: 'Title commitment received on',
      kind: 'date',
      visibleWhen: ticked('title_commitment_received'),
    },
    { key: 'title_objection_notes', label: 'Title objection notes', kind: 'text', multiline: true },
    { key: 'property_use_notes', label: 'Property use notes', kind: 'text', multiline: true },
    { key: 'non_realty_items_included', label: 'Non-realty items included', kind: 'boolean' },
    {
      key: 'non_realty_items_list',
      label: 'Non-realty items',
      kind: 'text',
      multiline: true,
      hint: 'Shown to the client',
      visibleWhen: ticked('non_realty_items_included'),
    },
    ...SURVEY_TERMS_FIELDS,
  ],
};

/** Buyer deals only (spec 002 §2). Spec 002 §4: the bind date is required when the status is bound. */
export const insuranceSection: FieldSectionDef = {
  id: 'insurance',
  title: 'Insurance',
  fields: [
    { key: 'insurance_status', label: 'Insurance status', kind: 'enum', options: INSURANCE_STATUSES },
    { key: 'insurance_provider', label: 'Provider', kind: 'text' },
    { key: 'insurance_company', label: 'Insurance company', kind: 'text' },
    // Spec 002 §6: never shown to clients.
    { key: 'insurance_policy_number', label: 'Policy number', kind: 'text', agentOnly: true },
    { key: 'insurance_bind_date', label: 'Bind date', kind: 'date', requiredWhen: (d) => d.insurance_status === 'bound' },
    { key: 'insurance_premium', label: 'Annual premium', kind: 'money' },
    { key: 'insurance_agent_name', label: 'Insurance agent', kind: 'text' },
    { key: 'insurance_agent_email', label: 'Insurance agent e-mail', kind: 'email' },
    { key: 'insurance_agent_phone', label: 'Insurance agent phone', kind: 'phone' },
    { key: 'insurance_binder_url', label: 'Insurance binder', kind: 'url' },
  ],
};

const warrantySelected = ticked('home_warranty_selected');

/** Buyer deals only (spec 002 §2). */
export const homeWarrantySection: FieldSectionDef = {
  id: 'home-warranty',
  title: 'Home Warranty',
  fields: [
    { key: 'home_warranty_selected', label: 'Home warranty selected', kind: 'boolean' },
    { key: 'home_warranty_company', label: 'Warranty company', kind: 'text', visibleWhen: warrantySelected },
    { key: 'home_warranty_plan_name', label: 'Plan', kind: 'text', visibleWhen: warrantySelected },
    { key: 'home_warranty_amount', label: 'Warranty cost', kind: 'money', visibleWhen: warrantySelected },
    { key: 'home_warranty_coverage_start_date', label: 'Coverage starts', kind: 'date', visibleWhen: warrantySelected },
    { key: 'seller_pays_home_warranty', label: 'Seller pays the warranty', kind: 'boolean', visibleWhen: warrantySelected },
    { key: 'home_warranty_submitted_to_title', label: 'Submitted to title', kind: 'boolean', visibleWhen: warrantySelected },
    {
      key: 'home_warranty_submitted_date',
      label: 'Submitted to title on',
      kind: 'date',
      visibleWhen: (d) => warrantySelected(d) && d.home_warranty_submitted_to_title === true,
    },
    { key: 'home_warranty_notes', label: 'Warranty notes', kind: 'text', multiline: true, visibleWhen: warrantySelected },
  ],
};

/**
 * Spec 002 §4 possession modes: on_date needs the possession date/time; leaving on_date clears it,
 * leaving leaseback clears the leaseback dates and rent (a daily rate).
 */
export const closingSection: FieldSectionDef = {
  id: 'closing',
  title: 'Closing & Possession',
  fields: [
    { key: 'closing_status', label: 'Closing status', kind: 'enum', options: CLOSING_STATUSES },
    { key: 'closing_appointment_datetime', label: 'Closing appointment', kind: 'datetime' },
    { key: 'closing_location', label: 'Closing location', kind: 'text' },
    { key: 'funding_datetime', label: 'Funding', kind: 'datetime' },
    { key: 'closing_special_considerations', label: 'Special considerations', kind: 'text', multiline: true },
    { key: 'closing_notes', label: 'Closing notes', kind: 'text', multiline: true },
    { key: 'final_walkthrough_datetime', label: 'Final walkthrough', kind: 'datetime' },
    { key: 'final_walkthrough_status', label: 'Walkthrough status', kind: 'text' },
    { key: 'final_walkthrough_outcome', label: 'Walkthrough outcome', kind: 'text' },
    { key: 'final_walkthrough_checklist_url', label: 'Walkthrough checklist', kind: 'url' },
    { key: 'final_walkthrough_notes', label: 'Walkthrough notes', kind: 'text', multiline: true, agentOnly: true },
    { key: 'possession_mode', label: 'Possession', kind: 'enum', options: POSSESSION_MODES },
    // The possession milestone takes this date before funding or closing (milestone-rules possessionMoment).
    {
      key: 'possession_date',
      label: 'Possession date',
      kind: 'date',
      hint: 'When possession is agreed for a day other than funding or closing',
      visibleWhen: (d) => d.possession_mode !== 'on_date' && d.possession_mode !== 'leaseback',
    },
    {
      key: 'possession_datetime',
      label: 'Possession date and time',
      kind: 'datetime',
      visibleWhen: (d) => d.possession_mode === 'on_date',
      clearsWhen: (d) => d.possession_mode !== 'on_date',
      requiredWhen: (d) => d.possession_mode === 'on_date',
    },
    ...(['leaseback_start_date', 'leaseback_end_date'] as const).map(
      (key): FieldDef => ({
        key,
        label: key === 'leaseback_start_date' ? 'Leaseback starts' : 'Leaseback ends',
        kind: 'date',
        visibleWhen: (d) => d.possession_mode === 'leaseback',
        clearsWhen: (d) => d.possession_mode !== 'leaseback',
      }),
    ),
    {
      key: 'leaseback_rent',
      label: 'Leaseback rent (daily)',
      kind: 'decimal',
      min: 0,
      visibleWhen: (d) => d.possession_mode === 'leaseback',
      clearsWhen: (d) => d.possession_mode !== 'leaseback',
    },
    { key: 'possession_notes', label: 'Possession notes', kind: 'text', multiline: true, agentOnly: true },
    { key: 'closing_gift_ideas', label: 'Closing gift ideas', kind: 'text', multiline: true, agentOnly: true },
  ],
};

/** Long texts here are cut at 200 characters with See More / Show Less in the read view (spec 002 §5). */
export const repairsSection: FieldSectionDef = {
  id: 'repairs',
  title: 'Repairs & Special Provisions',
  fields: [
    { key: 'seller_repairs_required', label: 'Seller repairs required', kind: 'boolean' },
    { key: 'seller_repairs_description', label: 'Repairs requested', kind: 'text', multiline: true, visibleWhen: ticked('seller_repairs_required') },
    { key: 'repairs_deadline_overall', label: 'Repairs deadline', kind: 'date' },
    { key: 'reinspection_scheduled_at', label: 'Reinspection', kind: 'datetime' },
    { key: 'repair_notes', label: 'Repair notes', kind: 'text', multiline: true },
    { key: 'special_provisions', label: 'Special provisions', kind: 'text', multiline: true },
  ],
};

export const TRUNCATE_AT = 200;

/** The editable sections a deal shows, in screen order (spec 002 §2: HOA and Title hidden for new construction). */
export function dealSections(deal: DealShape): FieldSectionDef[] {
  const newConstruction = deal.transaction_type === 'new_construction';
  return [
    transactionDetailsSection(deal),
    inspectionSection,
    appraisalSection(deal),
    disclosuresSection(deal),
    repairsSection,
    closingSection,
    ...(isBuyerDeal(deal) ? [homeWarrantySection, insuranceSection] : []),
    financialSection(deal),
    ...(newConstruction ? [] : [hoaSection, titleSection]),
    partiesSection(deal),
    agentNotesSection,
  ];
}
