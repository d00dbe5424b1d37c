import { DAY_COUNT_MAX } from '../../../../../../openapi/shared-rules';
import {
  APPRAISAL_STATUSES,
  BUILDER_LENDER_TYPES,
  CLOSING_STATUSES,
  LOAN_APPROVAL_STATUSES,
  options,
  PROPERTY_TYPES,
  SURVEY_PAID_BY,
  WHO_PAYS_TITLE,
} from '../../../../shared/fields/deal-options';
import type { Draft, FieldDef, FieldSectionDef } from '../../../../shared/fields/field-def';
import { SURVEY_TERMS_FIELDS, TITLE_OBJECTION_DAYS_FIELD } from '../../../../shared/fields/contract-terms';

/*
 * The new-transaction wizard's eight steps as data (spec 001 §2.6), each a list of titled sections of
 * field-kit definitions. Keys are the catalogue's snake_case names (contract, ADR 0020). Pure TypeScript
 * with relative imports only, so test/unit loads it as it is.
 */

export const TRANSACTION_TYPES = options(['buyer', 'Buyer'], ['seller', 'Seller'], ['new_construction', 'New construction']);
/** Spec 001 §5/§9: the wizard's state choices, default TX. */
export const STATE_CHOICES = options(['TX', 'Texas (TX)'], ['CA', 'California (CA)'], ['FL', 'Florida (FL)'], ['NY', 'New York (NY)']);
export const DEFAULT_STATE = 'TX';
/** Spec 001 §3: fha, va, usda shown in upper case. */
const FINANCING_TYPES = options(['conventional', 'Conventional'], ['fha', 'FHA'], ['va', 'VA'], ['usda', 'USDA'], ['other', 'Other'], ['cash', 'Cash']);
const INSURANCE_STATUSES = options(['not_started', 'Not started'], ['in_progress', 'In progress'], ['bound', 'Bound']);
const POSSESSION_MODES = options(['on_funding', 'On funding'], ['on_closing', 'On closing'], ['on_date', 'On a date'], ['leaseback', 'Leaseback']);

/**
 * Asked on the Financial step as well as on Timeline (issue 20 item 1): the ¶5A earnest money and
 * option fee deadlines are counted from it, and the Financial step holds their fields.
 */
const EFFECTIVE_DATE: FieldDef = {
  key: 'effective_date',
  label: 'Effective date',
  kind: 'date',
  hint: "The contract's deadlines are counted from it: once set, each is suggested with its paragraph",
};

const on = (draft: Draft, key: string): boolean => draft[key] === true;
const is = (draft: Draft, key: string, value: string): boolean => draft[key] === value;
export const isTexas = (draft: Draft): boolean => draft.property_state === 'TX';
export const isSeller = (draft: Draft): boolean => draft.transaction_type === 'seller';
const notSeller = (draft: Draft): boolean => !isSeller(draft);
const isBuyer = (draft: Draft): boolean => draft.transaction_type === 'buyer';
/** A resale deal: not new construction. */
const resale = (draft: Draft): boolean => draft.transaction_type !== 'new_construction';

/**
 * Spec 002 §2 hides the HOA and Title editors of a new-construction deal, and the TREC 20-18 terms
 * (¶6C survey, ¶6D objections) are a resale contract's, so the wizard does not ask for what such a
 * deal could never show (issue 20 item 1: what the wizard records is what the deal holds).
 */
const sellerProvidesSurvey = (d: Draft): boolean => resale(d) && on(d, 'survey_provided_by_seller');
const resaleOnly = (def: FieldDef): FieldDef => ({ ...def, visibleWhen: (d) => resale(d) && (def.visibleWhen?.(d) ?? true) });

/** A section of the field kit, as the deal's editors have, that shows on a step only while `visibleWhen` holds. */
export interface WizardSection extends FieldSectionDef {
  /** Shown only while this holds (e.g. the Texas items only for TX, spec 001 §4). */
  visibleWhen?: (draft: Draft) => boolean;
}

export interface WizardStep {
  id: 'basics' | 'property' | 'parties' | 'financial' | 'timeline' | 'title' | 'additional' | 'review';
  title: string;
  sections: readonly WizardSection[];
}

const person = (prefix: string, title: string, withCompany = false): FieldDef[] => [
  { key: `${prefix}_name`, label: `${title} name`, kind: 'text' },
  ...(withCompany ? [{ key: `${prefix}_company`, label: `${title} company`, kind: 'text' } as FieldDef] : []),
  { key: `${prefix}_email`, label: `${title} email`, kind: 'email' },
  { key: `${prefix}_phone`, label: `${title} phone`, kind: 'phone' },
];

/** Spec 001 §2.6, in order; the review step has no inputs of its own. */
export const WIZARD_STEPS: readonly WizardStep[] = [
  {
    id: 'basics',
    title: 'Transaction Basics',
    sections: [
      {
        id: 'basics',
        title: 'Transaction and property',
        fields: [
          { key: 'transaction_type', label: 'Transaction type', kind: 'enum', options: TRANSACTION_TYPES, required: true },
          { key: 'property_address', label: 'Property address', kind: 'text', required: true, maxLength: 300 },
          { key: 'property_city', label: 'City', kind: 'text', required: true, maxLength: 120 },
          { key: 'property_state', label: 'State', kind: 'enum', options: STATE_CHOICES, required: true },
          { key: 'property_zip', label: 'ZIP code', kind: 'text', required: true, maxLength: 10 },
        ],
      },
    ],
  },
  {
    id: 'property',
    title: 'Property Details',
    sections: [
      {
        id: 'property',
        title: 'Property',
        fields: [
          { key: 'property_type', label: 'Property type', kind: 'enum', options: PROPERTY_TYPES },
          { key: 'property_county', label: 'County', kind: 'text' },
          { key: 'square_footage', label: 'Square footage', kind: 'integer', min: 0 },
          { key: 'bedrooms', label: 'Bedrooms', kind: 'decimal', min: 0, step: 0.5 },
          { key: 'bathrooms', label: 'Bathrooms', kind: 'decimal', min: 0, step: 0.5 },
          { key: 'year_built', label: 'Year built', kind: 'integer', min: 1600, max: 2100, grouping: false },
          { key: 'lot_size', label: 'Lot size', kind: 'text' },
          { key: 'mls_number', label: 'MLS number', kind: 'text' },
        ],
      },
    ],
  },
  {
    id: 'parties',
    title: 'Parties Involved',
    sections: [
      { id: 'buyers', title: 'Buyers', fields: [...person('buyer', 'Buyer'), ...person('buyer_2', 'Second buyer')] },
      { id: 'sellers', title: 'Sellers', fields: [...person('seller', 'Seller'), ...person('seller_2', 'Second seller')] },
      { id: 'other_agent', title: 'Other agent', fields: person('other_agent', 'Other agent', true).map((def) => ({ ...def, agentOnly: true })) },
      { id: 'coordinator', title: 'Transaction coordinator', fields: person('transaction_coordinator', 'Coordinator') },
      {
        id: 'construction',
        title: 'Construction manager',
        visibleWhen: (draft) => is(draft, 'transaction_type', 'new_construction'),
        fields: person('construction_manager', 'Construction manager'),
      },
    ],
  },
  {
    id: 'financial',
    title: 'Financial Terms',
    sections: [
      {
        id: 'price',
        title: 'Price and earnest money',
        fields: [
          EFFECTIVE_DATE,
          { key: 'purchase_price', label: 'Purchase price', kind: 'money' },
          // Spec 001 §6: earnest money amounts in the wizard are agent-only.
          { key: 'earnest_money_amount', label: 'Earnest money', kind: 'money', agentOnly: true },
          { key: 'earnest_money_due_date', label: 'Earnest money due date', kind: 'date' },
          { key: 'earnest_money_paid', label: 'Earnest money paid', kind: 'boolean' },
          { key: 'earnest_money_paid_date', label: 'Earnest money paid date', kind: 'date', visibleWhen: (d) => on(d, 'earnest_money_paid') },
          // The same link field the deal's Financial Details section edits.
          { key: 'earnest_money_receipt_url', label: 'Earnest money receipt', kind: 'url', hint: 'A link to the receipt', visibleWhen: (d) => on(d, 'earnest_money_paid') },
          { key: 'additional_earnest_money_amount', label: 'Additional earnest money', kind: 'money', agentOnly: true },
          { key: 'additional_earnest_money_due_date', label: 'Additional earnest money due date', kind: 'date' },
          { key: 'additional_earnest_money_paid', label: 'Additional earnest money paid', kind: 'boolean' },
          {
            key: 'additional_earnest_money_paid_date',
            label: 'Additional earnest money paid date',
            kind: 'date',
            visibleWhen: (d) => on(d, 'additional_earnest_money_paid'),
          },
          { key: 'seller_concessions', label: 'Seller Paid Closing Costs', kind: 'money' },
          { key: 'estimated_closing_costs', label: 'Estimated closing costs', kind: 'money' },
        ],
      },
      {
        id: 'loan',
        title: 'Down payment and loan',
        visibleWhen: notSeller,
        fields: [
          { key: 'down_payment_amount', label: 'Down payment', kind: 'money' },
          { key: 'down_payment_percentage', label: 'Down payment %', kind: 'percent', min: 0, max: 100, step: 0.1, hint: '0 to 100 in steps of 0.1, computed from the amount and price' },
          { key: 'loan_amount', label: 'Loan amount', kind: 'money', hint: 'Purchase price minus down payment' },
          // ADR 0061: on buyer and new-construction deals the server keeps lending_type in step with it.
          { key: 'financing_type', label: 'Financing type', kind: 'enum', options: FINANCING_TYPES, hint: 'Also the lending type' },
          {
            key: 'builder_lender_type',
            label: 'Builder or outside lender',
            kind: 'enum',
            options: BUILDER_LENDER_TYPES,
            visibleWhen: (d) => is(d, 'transaction_type', 'new_construction'),
          },
          { key: 'lender_name', label: 'Lender', kind: 'text' },
          { key: 'loan_officer_name', label: 'Loan officer name', kind: 'text' },
          { key: 'loan_officer_email', label: 'Loan officer email', kind: 'email' },
          { key: 'loan_officer_phone', label: 'Loan officer phone', kind: 'phone' },
          { key: 'loan_approval_status', label: 'Loan approval status', kind: 'enum', options: LOAN_APPROVAL_STATUSES },
          { key: 'loan_approval_date', label: 'Loan approval date', kind: 'date', visibleWhen: (d) => is(d, 'loan_approval_status', 'approved') },
          { key: 'financing_contingency_enabled', label: 'Financing contingency', kind: 'boolean' },
          { key: 'financing_contingency_waived', label: 'Financing contingency waived', kind: 'boolean' },
          {
            key: 'financing_contingency_end_date',
            label: 'Financing contingency end date',
            kind: 'date',
            visibleWhen: (d) => !on(d, 'financing_contingency_waived'),
            clearsWhen: (d) => on(d, 'financing_contingency_waived'),
          },
          { key: 'loan_internal_notes', label: 'Internal loan notes', kind: 'text', multiline: true, agentOnly: true },
        ],
      },
      {
        id: 'option',
        title: 'Option period',
        fields: [
          { key: 'option_fee_amount', label: 'Option fee', kind: 'money' },
          { key: 'option_money_due_date', label: 'Option fee due date', kind: 'date' },
          { key: 'option_fee_paid_date', label: 'Option fee paid date', kind: 'date' },
          { key: 'option_period_days', label: 'Option period (days)', kind: 'integer', min: 0, max: DAY_COUNT_MAX.option_period },
        ],
      },
    ],
  },
  {
    id: 'timeline',
    title: 'Timeline & Contingencies',
    sections: [
      {
        id: 'dates',
        title: 'Key dates',
        fields: [
          { key: 'contract_date', label: 'Contract date', kind: 'date' },
          EFFECTIVE_DATE,
          { key: 'option_period_start', label: 'Option period start', kind: 'date', hint: 'Defaults to the effective date' },
          { key: 'option_period_end', label: 'Option period end', kind: 'date', hint: 'Start plus the option period days' },
          { key: 'closing_date', label: 'Closing date', kind: 'date', required: true },
        ],
      },
      {
        id: 'inspection',
        title: 'Inspection and appraisal',
        fields: [
          { key: 'inspection_scheduled', label: 'Inspection scheduled', kind: 'boolean' },
          { key: 'inspection_waived', label: 'Inspection waived', kind: 'boolean' },
          // Asked once scheduled, as the deal's Inspection section shows it; a seller's date and time marks it scheduled (spec 001 §4).
          {
            key: 'inspection_datetime',
            label: 'Inspection date and time',
            kind: 'datetime',
            visibleWhen: (d) => on(d, 'inspection_scheduled') || (isSeller(d) && !on(d, 'inspection_waived')),
          },
          { key: 'appraisal_status', label: 'Appraisal status', kind: 'enum', options: APPRAISAL_STATUSES, visibleWhen: isBuyer },
          { key: 'appraisal_due_date', label: 'Appraisal due date', kind: 'date', visibleWhen: isBuyer },
          {
            key: 'appraisal_scheduled_at',
            label: 'Appraisal date and time',
            kind: 'datetime',
            // Spec 001 §4: shown when scheduled or completed; a seller sees only this optional one.
            visibleWhen: (d) => isSeller(d) || is(d, 'appraisal_status', 'scheduled') || is(d, 'appraisal_status', 'completed'),
          },
          {
            key: 'appraisal_completed_at',
            label: 'Appraisal completed',
            kind: 'datetime',
            visibleWhen: (d) => isBuyer(d) && is(d, 'appraisal_status', 'completed'),
          },
          { key: 'home_sale_contingency', label: 'Home-sale contingency', kind: 'boolean' },
          { key: 'home_sale_contingency_date', label: 'Home-sale contingency date', kind: 'date', visibleWhen: (d) => on(d, 'home_sale_contingency') },
        ],
      },
      {
        id: 'disclosures',
        title: 'Disclosures and survey',
        fields: [
          { key: 'seller_disclosure_required', label: "Seller's disclosure required", kind: 'boolean' },
          { key: 'seller_disclosure_delivered', label: "Seller's disclosure delivered", kind: 'boolean' },
          {
            key: 'seller_disclosure_due_date',
            label: "Seller's disclosure due date",
            kind: 'date',
            visibleWhen: (d) => !on(d, 'seller_disclosure_delivered'),
          },
          { key: 'survey_required', label: 'Survey required', kind: 'boolean' },
          { key: 'survey_provided_by_seller', label: 'Survey provided by seller', kind: 'boolean', visibleWhen: (d) => on(d, 'survey_required') },
          { key: 'survey_delivered', label: 'Survey delivered', kind: 'boolean', visibleWhen: (d) => on(d, 'survey_required') },
          // Spec 001 §4: a survey the seller provides on a resale deal has no payer nor due date.
          {
            key: 'survey_paid_by',
            label: 'Survey paid by',
            kind: 'enum',
            options: SURVEY_PAID_BY,
            visibleWhen: (d) => on(d, 'survey_required') && !sellerProvidesSurvey(d),
          },
          {
            key: 'survey_due_date',
            label: 'Survey due date',
            kind: 'date',
            visibleWhen: (d) => on(d, 'survey_required') && !on(d, 'survey_delivered') && !sellerProvidesSurvey(d),
          },
          ...SURVEY_TERMS_FIELDS.map(resaleOnly),
        ],
      },
      {
        id: 'hoa',
        title: 'HOA',
        visibleWhen: resale,
        fields: [
          { key: 'hoa_exists', label: 'Property has an HOA', kind: 'boolean' },
          { key: 'hoa_name', label: 'HOA name', kind: 'text', visibleWhen: (d) => on(d, 'hoa_exists') },
          { key: 'hoa_monthly_fee', label: 'HOA monthly fee', kind: 'money', visibleWhen: (d) => on(d, 'hoa_exists') },
          { key: 'hoa_transfer_fee', label: 'HOA transfer fee', kind: 'money', visibleWhen: (d) => on(d, 'hoa_exists') },
          ...person('hoa_manager', 'HOA manager').map((def) => ({ ...def, visibleWhen: (d: Draft) => on(d, 'hoa_exists') })),
          { key: 'hoa_resale_cert_required', label: 'Resale certificate required', kind: 'boolean', visibleWhen: (d) => on(d, 'hoa_exists') },
          {
            key: 'hoa_resale_cert_due_date',
            label: 'Resale certificate due date',
            kind: 'date',
            visibleWhen: (d) => on(d, 'hoa_exists') && on(d, 'hoa_resale_cert_required'),
          },
        ],
      },
      {
        id: 'texas',
        title: 'Texas requirements',
        visibleWhen: isTexas,
        fields: [
          { key: 't47_required', label: 'T-47 affidavit required', kind: 'boolean' },
          { key: 't47_delivered', label: 'T-47 delivered', kind: 'boolean', visibleWhen: (d) => on(d, 't47_required') },
          { key: 't47_delivered_date', label: 'T-47 delivered date', kind: 'date', visibleWhen: (d) => on(d, 't47_required') && on(d, 't47_delivered') },
          { key: 't47_due_date', label: 'T-47 due date', kind: 'date', visibleWhen: (d) => on(d, 't47_required') && !on(d, 't47_delivered') },
          { key: 'mud_pid_required', label: 'MUD/PID notice required', kind: 'boolean' },
          { key: 'mud_pid_delivered', label: 'MUD/PID delivered', kind: 'boolean', visibleWhen: (d) => on(d, 'mud_pid_required') },
          {
            key: 'mud_pid_due_date',
            label: 'MUD/PID due date',
            kind: 'date',
            visibleWhen: (d) => on(d, 'mud_pid_required') && !on(d, 'mud_pid_delivered'),
          },
        ],
      },
    ],
  },
  {
    id: 'title',
    title: 'Title & Closing',
    sections: [
      {
        id: 'title',
        title: 'Title and escrow',
        fields: [
          // On every deal the title company and its contact are the deal's title company contact (Key Contacts).
          { key: 'title_company_name', label: 'Title company', kind: 'text' },
          { key: 'title_company_contact', label: 'Title company contact', kind: 'text' },
          ...(
            [
              { key: 'escrow_officer_name', label: 'Escrow officer name', kind: 'text' },
              { key: 'escrow_officer_email', label: 'Escrow officer email', kind: 'email' },
              { key: 'escrow_officer_phone', label: 'Escrow officer phone', kind: 'phone' },
              { key: 'who_pays_title', label: 'Who pays title', kind: 'enum', options: WHO_PAYS_TITLE },
              { key: 'title_objection_date', label: 'Title objection date', kind: 'date' },
              TITLE_OBJECTION_DAYS_FIELD,
              { key: 'non_realty_items_included', label: 'Non-realty items included', kind: 'boolean' },
              {
                key: 'non_realty_items_list',
                label: 'Non-realty items',
                kind: 'text',
                multiline: true,
                visibleWhen: (d) => on(d, 'non_realty_items_included'),
              },
            ] satisfies FieldDef[]
          ).map(resaleOnly),
        ],
      },
      {
        id: 'closing',
        title: 'Closing, funding and possession',
        fields: [
          { key: 'closing_appointment_datetime', label: 'Closing appointment', kind: 'datetime' },
          { key: 'closing_location', label: 'Closing location', kind: 'text' },
          { key: 'closing_status', label: 'Closing status', kind: 'enum', options: CLOSING_STATUSES },
          { key: 'funding_datetime', label: 'Funding date and time', kind: 'datetime' },
          { key: 'possession_mode', label: 'Possession', kind: 'enum', options: POSSESSION_MODES },
          { key: 'possession_datetime', label: 'Possession date and time', kind: 'datetime', visibleWhen: (d) => is(d, 'possession_mode', 'on_date') },
          { key: 'leaseback_start_date', label: 'Leaseback start', kind: 'date', visibleWhen: (d) => is(d, 'possession_mode', 'leaseback') },
          { key: 'leaseback_end_date', label: 'Leaseback end', kind: 'date', visibleWhen: (d) => is(d, 'possession_mode', 'leaseback') },
          { key: 'leaseback_rent', label: 'Leaseback rent (per day)', kind: 'money', visibleWhen: (d) => is(d, 'possession_mode', 'leaseback') },
          { key: 'schedule_walkthrough', label: 'Schedule final walkthrough', kind: 'boolean' },
          {
            key: 'final_walkthrough_datetime',
            label: 'Final walkthrough',
            kind: 'datetime',
            // Spec 001 §5 defaults it to now; it says so, so the agent sets the real time (issue 20 item 1).
            hint: 'Set to now when ticked: change it to the walkthrough’s date and time',
            visibleWhen: (d) => on(d, 'schedule_walkthrough'),
          },
        ],
      },
    ],
  },
  {
    id: 'additional',
    title: 'Additional Requirements',
    sections: [
      {
        id: 'warranty',
        title: 'Home warranty',
        // Spec 002 §2: a deal shows Home Warranty and Insurance on buyer deals only.
        visibleWhen: isBuyer,
        fields: [
          { key: 'home_warranty_selected', label: 'Home warranty', kind: 'boolean' },
          { key: 'home_warranty_company', label: 'Warranty company', kind: 'text', visibleWhen: (d) => on(d, 'home_warranty_selected') },
          { key: 'home_warranty_amount', label: 'Warranty amount', kind: 'money', visibleWhen: (d) => on(d, 'home_warranty_selected') },
          { key: 'seller_pays_home_warranty', label: 'Seller pays warranty', kind: 'boolean', visibleWhen: (d) => on(d, 'home_warranty_selected') },
        ],
      },
      {
        // Spec 001 §2.6: the HOA package is asked on the Additional step.
        id: 'hoa_package',
        title: 'HOA package',
        visibleWhen: (d) => resale(d) && on(d, 'hoa_exists'),
        fields: [
          { key: 'hoa_package_due_date', label: 'HOA package due date', kind: 'date' },
          { key: 'hoa_docs_received', label: 'HOA package received', kind: 'boolean' },
          { key: 'hoa_docs_received_date', label: 'HOA package received date', kind: 'date', visibleWhen: (d) => on(d, 'hoa_docs_received') },
          { key: 'hoa_package_url', label: 'HOA package', kind: 'url', hint: 'A link to the package' },
        ],
      },
      {
        id: 'insurance',
        title: "Homeowner's insurance",
        visibleWhen: isBuyer,
        fields: [
          { key: 'insurance_status', label: 'Insurance status', kind: 'enum', options: INSURANCE_STATUSES },
          { key: 'insurance_provider', label: 'Insurance provider', kind: 'text' },
          { key: 'insurance_policy_number', label: 'Policy number', kind: 'text', agentOnly: true },
          { key: 'insurance_bind_date', label: 'Bind date', kind: 'date', visibleWhen: (d) => is(d, 'insurance_status', 'bound') },
        ],
      },
      {
        id: 'appraisal',
        title: 'Appraisal',
        visibleWhen: isBuyer,
        fields: [
          { key: 'appraisal_expected_value', label: 'Expected appraisal value', kind: 'money', agentOnly: true },
          { key: 'appraisal_gap_notes', label: 'Appraisal gap notes', kind: 'text', multiline: true, agentOnly: true },
        ],
      },
      {
        id: 'repairs',
        title: 'Repairs and provisions',
        fields: [
          { key: 'seller_repairs_required', label: 'Seller repairs required', kind: 'boolean' },
          {
            key: 'seller_repairs_description',
            label: 'Repairs',
            kind: 'text',
            multiline: true,
            visibleWhen: (d) => on(d, 'seller_repairs_required'),
          },
          { key: 'special_provisions', label: 'Special provisions', kind: 'text', multiline: true },
          { key: 'closing_gift_ideas', label: 'Closing gift ideas', kind: 'text', multiline: true, agentOnly: true },
        ],
      },
    ],
  },
  { id: 'review', title: 'Review', sections: [] },
];

/** Spec 001 §2.6: 'Edit in Disclosures' on the review step returns to step index 4. */
export const DISCLOSURES_STEP_INDEX = 4;
export const REVIEW_STEP_INDEX = WIZARD_STEPS.length - 1;
/** The step that holds the key contacts (spec 001 §2.6 Additional). */
export const ADDITIONAL_STEP_INDEX = WIZARD_STEPS.findIndex((step) => step.id === 'additional');

/** Every field definition the wizard edits, once. */
export const WIZARD_FIELDS: readonly FieldDef[] = [
  ...new Map(WIZARD_STEPS.flatMap((step) => step.sections.flatMap((section) => section.fields)).map((def) => [def.key, def])).values(),
];

/** The fields of one step that show for this draft (hidden sections and fields are neither validated nor sent). */
export function visibleFields(step: WizardStep, draft: Draft): FieldDef[] {
  return step.sections
    .filter((section) => !section.visibleWhen || section.visibleWhen(draft))
    .flatMap((section) => section.fields.filter((def) => !def.visibleWhen || def.visibleWhen(draft)));
}

/** Spec 001 §9 defaults: state TX, possession on funding, closing unscheduled, insurance not started, appraisal not ordered. */
export function initialWizardDraft(): Record<string, string | boolean> {
  const draft: Record<string, string | boolean> = {};
  for (const def of WIZARD_FIELDS) draft[def.key] = def.kind === 'boolean' ? false : '';
  return {
    ...draft,
    transaction_type: 'buyer',
    property_state: DEFAULT_STATE,
    possession_mode: 'on_funding',
    closing_status: 'unscheduled',
    insurance_status: 'not_started',
    appraisal_status: 'not_ordered',
  };
}
