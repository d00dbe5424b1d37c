import { DAY_COUNT_MAX } from '../../../../../../openapi/shared-rules';

/**
 * The deal's field catalogue as data (spec 002 §3, 001 §3; ADR 0020). Every catalogue key keeps its
 * snake_case name in requests, responses, events and the front end. The DTOs, the OpenAPI schema, the
 * sealing of third parties' personal data and the client visibility lists are all derived from here,
 * so a field is added in exactly one place.
 */
export type FieldKind =
  | 'text'
  | 'long_text'
  | 'email'
  | 'phone'
  | 'url'
  | 'money'
  | 'percent'
  | 'integer'
  | 'decimal'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'boolean';

export type FieldSection =
  | 'property'
  | 'parties'
  | 'contract'
  | 'financial'
  | 'hoa'
  | 'title'
  | 'insurance'
  | 'home_warranty'
  | 'inspection'
  | 'appraisal'
  | 'disclosures'
  | 'texas'
  | 'closing'
  | 'notes';

export interface FieldSpec {
  readonly key: string;
  readonly kind: FieldKind;
  readonly section: FieldSection;
  /** Enum fields: the spec's lower-case values. */
  readonly values?: readonly string[];
  /** A name, e-mail or phone of a party: sealed in the events under the deal's subject (ADR 0020). */
  readonly personal?: boolean;
  /** An identifier that is nobody's business outside the deal (the insurance policy number): sealed like free text (ADR 0040). */
  readonly confidential?: boolean;
  /** Integer fields: the largest value taken, when smaller than the kind's own limit (a day count). */
  readonly max?: number;
}

export const PROPERTY_TYPES = ['single_family', 'condo', 'townhouse', 'multi_family', 'land', 'commercial'] as const;
export const FINANCING_TYPES = ['conventional', 'fha', 'va', 'usda', 'cash', 'other'] as const;
export const BUILDER_LENDER_TYPES = ['builder', 'outside'] as const;
export const LOAN_APPROVAL_STATUSES = ['not_started', 'preapproved', 'in_underwriting', 'approved', 'denied'] as const;
export const WHO_PAYS_TITLE = ['buyer', 'seller', 'split'] as const;
export const INSURANCE_STATUSES = ['not_started', 'in_progress', 'quoted', 'bound'] as const;
export const APPRAISAL_STATUSES = ['not_ordered', 'ordered', 'scheduled', 'completed'] as const;
export const INSPECTION_CONTINGENCY_STATUSES = ['pending', 'scheduled', 'completed', 'waived', 'not_applicable'] as const;
export const SURVEY_PAID_BY = ['buyer', 'seller'] as const;
/** TREC 20-18 ¶6C's three boxes: (1) the seller's existing survey with a T-47, (2) a new survey the buyer obtains, (3) a new survey the seller furnishes. */
export const SURVEY_OPTIONS = ['existing', 'buyer_new', 'seller_new'] as const;
export const CLOSING_STATUSES = ['unscheduled', 'scheduled', 'completed', 'funded', 'delayed', 'canceled'] as const;
export const POSSESSION_MODES = ['on_funding', 'on_closing', 'on_date', 'leaseback'] as const;

/** A person of the deal: name, e-mail and phone, all personal data (spec 002 §3 "Parties"). */
function party(prefix: string, section: FieldSection = 'parties'): FieldSpec[] {
  return [
    { key: `${prefix}_name`, kind: 'text', section, personal: true },
    { key: `${prefix}_email`, kind: 'email', section, personal: true },
    { key: `${prefix}_phone`, kind: 'phone', section, personal: true },
  ];
}

const f = (key: string, kind: FieldKind, section: FieldSection, values?: readonly string[]): FieldSpec =>
  values ? { key, kind, section, values } : { key, kind, section };

/** A day count of the contract: a whole number from 0 to `max` (DAY_COUNT_MAX, issue 18 item 6). */
const days = (key: `${string}_days`, section: FieldSection, max: number = DAY_COUNT_MAX.contract): FieldSpec => ({ key, kind: 'integer', section, max });

export const TRANSACTION_FIELDS: readonly FieldSpec[] = [
  // Property (spec 002 §3 "Property", 001 §2.6 property step)
  f('property_address', 'text', 'property'),
  f('property_city', 'text', 'property'),
  f('property_state', 'text', 'property'),
  f('property_zip', 'text', 'property'),
  f('property_county', 'text', 'property'),
  f('property_image_url', 'url', 'property'),
  f('property_type', 'enum', 'property', PROPERTY_TYPES),
  f('square_footage', 'integer', 'property'),
  f('bedrooms', 'decimal', 'property'),
  f('bathrooms', 'decimal', 'property'),
  f('year_built', 'integer', 'property'),
  f('lot_size', 'text', 'property'),
  f('mls_number', 'text', 'property'),
  f('property_use_notes', 'long_text', 'title'),

  // Parties (spec 002 §3 "Parties")
  ...party('buyer'),
  ...party('buyer_2'),
  ...party('seller'),
  ...party('seller_2'),
  ...party('other_agent'),
  f('other_agent_company', 'text', 'parties'),
  ...party('transaction_coordinator'),
  ...party('construction_manager'),

  // Contract and timeline dates
  f('contract_date', 'date', 'contract'),
  f('effective_date', 'date', 'contract'),
  f('closing_date', 'date', 'contract'),
  f('option_period_start', 'date', 'contract'),
  f('option_period_end', 'date', 'contract'),
  days('option_period_days', 'contract', DAY_COUNT_MAX.option_period),
  f('option_fee_amount', 'money', 'contract'),
  f('option_money_due_date', 'date', 'contract'),
  f('option_fee_paid_date', 'date', 'contract'),
  f('repairs_deadline_overall', 'date', 'contract'),
  f('home_sale_contingency', 'boolean', 'contract'),
  f('home_sale_contingency_date', 'date', 'contract'),
  f('buyer_sale_contingency_date', 'date', 'contract'),
  f('seller_repairs_required', 'boolean', 'contract'),
  f('seller_repairs_description', 'long_text', 'contract'),
  f('special_provisions', 'long_text', 'contract'),
  f('repair_notes', 'long_text', 'contract'),
  f('reinspection_scheduled_at', 'datetime', 'contract'),

  // Financial (spec 002 §3 "Financial", 001 §3 financial fields)
  f('purchase_price', 'money', 'financial'),
  f('loan_amount', 'money', 'financial'),
  f('down_payment_amount', 'money', 'financial'),
  f('down_payment_percentage', 'percent', 'financial'),
  f('earnest_money_amount', 'money', 'financial'),
  f('earnest_money_due_date', 'date', 'financial'),
  f('earnest_money_paid', 'boolean', 'financial'),
  f('earnest_money_paid_date', 'date', 'financial'),
  f('earnest_money_receipt_url', 'url', 'financial'),
  f('additional_earnest_money_amount', 'money', 'financial'),
  f('additional_earnest_money_due_date', 'date', 'financial'),
  f('additional_earnest_money_paid', 'boolean', 'financial'),
  f('additional_earnest_money_paid_date', 'date', 'financial'),
  f('home_warranty_amount', 'money', 'home_warranty'),
  f('seller_concessions', 'money', 'financial'),
  f('estimated_closing_costs', 'money', 'financial'),
  f('financing_type', 'enum', 'financial', FINANCING_TYPES),
  f('lending_type', 'enum', 'financial', FINANCING_TYPES),
  f('builder_lender_type', 'enum', 'financial', BUILDER_LENDER_TYPES),
  f('lender_name', 'text', 'financial'),
  ...party('loan_officer', 'financial'),
  f('loan_approval_status', 'enum', 'financial', LOAN_APPROVAL_STATUSES),
  f('loan_approval_date', 'date', 'financial'),
  f('financing_contingency_enabled', 'boolean', 'financial'),
  f('financing_contingency_waived', 'boolean', 'financial'),
  f('financing_contingency_end_date', 'date', 'financial'),
  f('financing_conditions', 'long_text', 'financial'),
  f('loan_internal_notes', 'long_text', 'financial'),

  // HOA (spec 002 §3 "HOA")
  f('hoa_exists', 'boolean', 'hoa'),
  f('hoa_required', 'boolean', 'hoa'),
  f('hoa_name', 'text', 'hoa'),
  f('hoa_monthly_fee', 'money', 'hoa'),
  f('hoa_transfer_fee', 'money', 'hoa'),
  f('hoa_capital_contribution', 'money', 'hoa'),
  ...party('hoa_manager', 'hoa'),
  f('hoa_resale_cert_required', 'boolean', 'hoa'),
  f('hoa_resale_cert_due_date', 'date', 'hoa'),
  f('hoa_resale_cert_url', 'url', 'hoa'),
  f('hoa_resale_cert_doc_visibility', 'boolean', 'hoa'),
  f('hoa_docs_received', 'boolean', 'hoa'),
  f('hoa_docs_received_date', 'date', 'hoa'),
  f('hoa_package_url', 'url', 'hoa'),
  f('hoa_package_due_date', 'date', 'hoa'),

  // Title and escrow (spec 002 §3 "Title")
  f('title_company_name', 'text', 'title'),
  { key: 'title_company_contact', kind: 'text', section: 'title', personal: true },
  ...party('escrow_officer', 'title'),
  f('who_pays_title', 'enum', 'title', WHO_PAYS_TITLE),
  f('title_objection_date', 'date', 'title'),
  // TREC 20-18 ¶6D: the days after the buyer receives the commitment, exception documents and survey.
  days('title_objection_days', 'title'),
  f('title_commitment_received', 'boolean', 'title'),
  f('title_commitment_received_date', 'date', 'title'),
  f('title_objection_notes', 'long_text', 'title'),
  f('non_realty_items_included', 'boolean', 'title'),
  f('non_realty_items_list', 'long_text', 'title'),

  // Insurance (spec 002 §3 "Insurance")
  f('insurance_status', 'enum', 'insurance', INSURANCE_STATUSES),
  f('insurance_provider', 'text', 'insurance'),
  f('insurance_company', 'text', 'insurance'),
  { key: 'insurance_policy_number', kind: 'text', section: 'insurance', confidential: true },
  f('insurance_bind_date', 'date', 'insurance'),
  ...party('insurance_agent', 'insurance'),
  f('insurance_premium', 'money', 'insurance'),
  f('insurance_binder_url', 'url', 'insurance'),

  // Home warranty (spec 002 §3 "Home warranty")
  f('home_warranty_selected', 'boolean', 'home_warranty'),
  f('home_warranty_company', 'text', 'home_warranty'),
  f('home_warranty_plan_name', 'text', 'home_warranty'),
  f('home_warranty_coverage_start_date', 'date', 'home_warranty'),
  f('home_warranty_notes', 'long_text', 'home_warranty'),
  f('home_warranty_submitted_to_title', 'boolean', 'home_warranty'),
  f('home_warranty_submitted_date', 'date', 'home_warranty'),
  f('seller_pays_home_warranty', 'boolean', 'home_warranty'),

  // Inspection (spec 002 §3 "Contingency and compliance", §6 inspection report/outcome/notes)
  f('inspection_scheduled', 'boolean', 'inspection'),
  f('inspection_waived', 'boolean', 'inspection'),
  f('inspection_datetime', 'datetime', 'inspection'),
  f('inspection_contingency_status', 'enum', 'inspection', INSPECTION_CONTINGENCY_STATUSES),
  f('inspection_contingency_date', 'date', 'inspection'),
  f('inspection_contingency_end_date', 'date', 'inspection'),
  f('inspection_contingency_cleared_date', 'date', 'inspection'),
  f('inspection_report_url', 'url', 'inspection'),
  f('inspection_outcome', 'text', 'inspection'),
  f('inspection_notes', 'long_text', 'inspection'),
  f('inspection_agent_notes', 'long_text', 'inspection'),

  // Appraisal
  f('appraisal_contingency', 'boolean', 'appraisal'),
  f('appraisal_contingency_notes', 'long_text', 'appraisal'),
  f('appraisal_contingency_end_date', 'date', 'appraisal'),
  f('appraisal_status', 'enum', 'appraisal', APPRAISAL_STATUSES),
  f('appraisal_due_date', 'date', 'appraisal'),
  f('appraisal_scheduled_at', 'datetime', 'appraisal'),
  f('appraisal_completed_at', 'datetime', 'appraisal'),
  f('appraisal_value', 'money', 'appraisal'),
  f('appraisal_expected_value', 'money', 'appraisal'),
  f('appraisal_gap_notes', 'long_text', 'appraisal'),
  f('appraisal_report_url', 'url', 'appraisal'),
  f('appraisal_notes', 'long_text', 'appraisal'),

  // Disclosures and survey
  f('seller_disclosure_required', 'boolean', 'disclosures'),
  f('seller_disclosure_delivered', 'boolean', 'disclosures'),
  f('seller_disclosure_due_date', 'date', 'disclosures'),
  f('seller_disclosure_doc_visibility', 'boolean', 'disclosures'),
  f('survey_required', 'boolean', 'disclosures'),
  f('survey_delivered', 'boolean', 'disclosures'),
  f('survey_provided_by_seller', 'boolean', 'disclosures'),
  f('survey_paid_by', 'enum', 'disclosures', SURVEY_PAID_BY),
  f('survey_due_date', 'date', 'disclosures'),
  // TREC 20-18 ¶6C: which box the contract checks, and the days its blank gives.
  f('survey_option', 'enum', 'disclosures', SURVEY_OPTIONS),
  days('survey_days', 'disclosures'),
  f('survey_received_date', 'date', 'disclosures'),
  f('survey_document_url', 'url', 'disclosures'),
  f('survey_client_doc_visibility', 'boolean', 'disclosures'),
  f('survey_notes', 'long_text', 'disclosures'),

  // Texas (spec 002 §1: shown when the property state is TX)
  f('t47_required', 'boolean', 'texas'),
  f('t47_delivered', 'boolean', 'texas'),
  f('t47_delivered_date', 'date', 'texas'),
  f('t47_due_date', 'date', 'texas'),
  f('t47_doc_url', 'url', 'texas'),
  f('mud_pid_required', 'boolean', 'texas'),
  f('mud_pid_delivered', 'boolean', 'texas'),
  f('mud_pid_due_date', 'date', 'texas'),
  f('mud_pid_document_url', 'url', 'texas'),

  // Closing and possession (spec 002 §3 "Closing and possession")
  f('closing_status', 'enum', 'closing', CLOSING_STATUSES),
  f('closing_appointment_datetime', 'datetime', 'closing'),
  f('closing_location', 'text', 'closing'),
  f('closing_special_considerations', 'long_text', 'closing'),
  f('closing_notes', 'long_text', 'closing'),
  f('funding_datetime', 'datetime', 'closing'),
  f('final_walkthrough_datetime', 'datetime', 'closing'),
  f('final_walkthrough_status', 'text', 'closing'),
  f('final_walkthrough_outcome', 'text', 'closing'),
  f('final_walkthrough_checklist_url', 'url', 'closing'),
  f('final_walkthrough_notes', 'long_text', 'closing'),
  f('possession_mode', 'enum', 'closing', POSSESSION_MODES),
  f('possession_date', 'date', 'closing'),
  f('possession_datetime', 'datetime', 'closing'),
  f('possession_notes', 'long_text', 'closing'),
  f('leaseback_start_date', 'date', 'closing'),
  f('leaseback_end_date', 'date', 'closing'),
  f('leaseback_rent', 'money', 'closing'),
  f('closing_gift_ideas', 'long_text', 'closing'),

  // Agent's own notes (spec 002 §6: agent-only)
  f('internal_notes', 'long_text', 'notes'),
  f('agent_internal_notes', 'long_text', 'notes'),
];

export type FieldValue = string | number | boolean | null;
/** Catalogue key → value; a key absent means "not set" in state, "unchanged" in a change. */
export type FieldValues = Record<string, FieldValue>;

export const FIELD_BY_KEY: ReadonlyMap<string, FieldSpec> = new Map(TRANSACTION_FIELDS.map((field) => [field.key, field]));
export const FIELD_KEYS: readonly string[] = TRANSACTION_FIELDS.map((field) => field.key);
/** Parties' names, e-mails and phones: what the store seals (ADR 0020). */
export const PERSONAL_FIELD_KEYS: readonly string[] = TRANSACTION_FIELDS.filter((field) => field.personal).map((field) => field.key);

/**
 * Free text (every long-text field) and confidential identifiers: they can carry personal or
 * confidential data, so the store seals them under the deal like the parties (ADR 0040).
 */
export const CONFIDENTIAL_FIELD_KEYS: readonly string[] = TRANSACTION_FIELDS.filter((field) => field.kind === 'long_text' || field.confidential).map(
  (field) => field.key,
);

export const isFieldKey = (key: string): boolean => FIELD_BY_KEY.has(key);

/** Spec 002 §3: option_period_end_date is an alias of option_period_end. */
export const FIELD_ALIASES: Readonly<Record<string, string>> = { option_period_end_date: 'option_period_end', mud_pid_doc_url: 'mud_pid_document_url' };

/** Spec 002 §9 / 001 §9 defaults a new deal starts with. */
export const FIELD_DEFAULTS: Readonly<FieldValues> = {
  possession_mode: 'on_funding',
  closing_status: 'unscheduled',
  insurance_status: 'not_started',
  appraisal_status: 'not_ordered',
};

export const TRANSACTION_TYPES = ['buyer', 'seller', 'new_construction'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Spec 001 §4 statuses seen, plus archived (spec 002 §4). */
export const TRANSACTION_STATUSES = [
  'draft',
  'pending',
  'under_contract',
  'option_period',
  'inspection',
  'appraisal',
  'final_walkthrough',
  'closing',
  'closed',
  'cancelled',
  'archived',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * The statuses an agent moves a live deal between as the contract progresses (spec 001 §4: Under
 * Contract means the six contract statuses). Draft ends with submit, closed with close/reopen, and
 * archived has no command yet (ADR 0020).
 */
export const WORKING_STATUSES = [
  'pending',
  'under_contract',
  'option_period',
  'inspection',
  'appraisal',
  'final_walkthrough',
  'closing',
  'cancelled',
] as const satisfies readonly TransactionStatus[];
export type WorkingStatus = (typeof WORKING_STATUSES)[number];

/** The wizard's last step (spec 001 §2.6: eight steps, 0 to 7). */
export const WIZARD_STEP_MAX = 7;
/** A wizard step's index, 0 to WIZARD_STEP_MAX. */
export const isWizardStep = (step: unknown): step is number => Number.isInteger(step) && (step as number) >= 0 && (step as number) <= WIZARD_STEP_MAX;
