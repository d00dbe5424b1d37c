import type { EnumOption, FieldDef, FieldSectionDef } from '@/shared/fields/field-def';

/*
 * The deal's fields by section (spec 002 §3), with the dependency rules of spec 002 §4, as data for
 * the field kit. Keys are the catalogue's names; the deal's API is not built yet, so the sections here
 * are the first few and the rest follow the same pattern when it is.
 */

const options = (...pairs: [string, string][]): EnumOption[] => pairs.map(([value, label]) => ({ value, label }));

export const PROPERTY_TYPES = options(
  ['single_family', 'Single family'],
  ['condo', 'Condo'],
  ['townhouse', 'Townhouse'],
  ['multi_family', 'Multi-family'],
  ['land', 'Land'],
  ['commercial', 'Commercial'],
);

export const LENDING_TYPES = options(['conventional', 'Conventional'], ['fha', 'FHA'], ['va', 'VA'], ['usda', 'USDA'], ['cash', 'Cash'], ['other', 'Other']);

export const LOAN_APPROVAL_STATUSES = options(
  ['not_started', 'Not started'],
  ['preapproved', 'Preapproved'],
  ['in_underwriting', 'In underwriting'],
  ['approved', 'Approved'],
  ['denied', 'Denied'],
);

export const POSSESSION_MODES = options(['on_funding', 'On funding'], ['on_closing', 'On closing'], ['on_date', 'On a date'], ['leaseback', 'Leaseback']);

export const propertySection: FieldSectionDef = {
  id: 'property',
  title: 'Transaction Details',
  fields: [
    { key: 'property_type', label: 'Property type', kind: 'enum', options: PROPERTY_TYPES },
    { key: 'square_footage', label: 'Square footage', kind: 'integer', min: 0 },
    { key: 'bedrooms', label: 'Bedrooms', kind: 'integer', min: 0 },
    { key: 'bathrooms', label: 'Bathrooms', kind: 'decimal', min: 0, step: 0.5 },
    { key: 'year_built', label: 'Year built', kind: 'integer', min: 1600, max: 2100, grouping: false },
    { key: 'lot_size', label: 'Lot size', kind: 'text' },
    { key: 'mls_number', label: 'MLS number', kind: 'text' },
    { key: 'contract_date', label: 'Contract date', kind: 'date' },
    { key: 'closing_date', label: 'Closing date', kind: 'date' },
  ],
};

const financingApplies = (draft: Readonly<Record<string, unknown>>) => draft.lending_type !== 'cash';

/** Spec 002 §5: seller transactions neither show nor save the loan fields; pass the buyer's list there. */
export const financialFields: readonly FieldDef[] = [
  { key: 'purchase_price', label: 'Purchase price', kind: 'money' },
  { key: 'earnest_money_amount', label: 'Earnest money', kind: 'money', agentOnly: true },
  { key: 'option_fee_amount', label: 'Option fee', kind: 'money' },
  { key: 'seller_concessions', label: 'Seller Paid Closing Costs', kind: 'money' },
  { key: 'lending_type', label: 'Lending type', kind: 'enum', options: LENDING_TYPES },
  { key: 'loan_amount', label: 'Loan amount', kind: 'money', visibleWhen: financingApplies },
  { key: 'down_payment_amount', label: 'Down payment', kind: 'money' },
  { key: 'down_payment_percentage', label: 'Down payment percentage', kind: 'percent', hint: 'Between 0 and 100' },
  { key: 'lender_name', label: 'Lender', kind: 'text', visibleWhen: financingApplies },
  { key: 'loan_officer_email', label: 'Loan officer e-mail', kind: 'email', visibleWhen: financingApplies },
  { key: 'loan_officer_phone', label: 'Loan officer phone', kind: 'phone', visibleWhen: financingApplies },
  { key: 'loan_approval_status', label: 'Loan approval status', kind: 'enum', options: LOAN_APPROVAL_STATUSES },
  // Spec 002 §4: the approval date is only asked when the status is approved.
  { key: 'loan_approval_date', label: 'Loan approval date', kind: 'date', visibleWhen: (d) => d.loan_approval_status === 'approved' },
  { key: 'financing_contingency_waived', label: 'Financing contingency waived', kind: 'boolean' },
  // Spec 002 §4: waiving the financing contingency clears its date.
  {
    key: 'financing_contingency_end_date',
    label: 'Financing contingency ends',
    kind: 'date',
    visibleWhen: (d) => d.financing_contingency_waived !== true,
    clearsWhen: (d) => d.financing_contingency_waived === true,
  },
  { key: 'loan_internal_notes', label: 'Loan notes', kind: 'text', multiline: true, agentOnly: true },
];

export const financialSection: FieldSectionDef = { id: 'financial', title: 'Financial Details', fields: financialFields };

export const closingSection: FieldSectionDef = {
  id: 'closing',
  title: 'Closing & Possession',
  fields: [
    { key: 'closing_location', label: 'Closing location', kind: 'text' },
    { key: 'closing_appointment_datetime', label: 'Closing appointment', kind: 'datetime' },
    { key: 'final_walkthrough_datetime', label: 'Final walkthrough', kind: 'datetime' },
    { key: 'final_walkthrough_notes', label: 'Walkthrough notes', kind: 'text', multiline: true, agentOnly: true },
    { key: 'possession_mode', label: 'Possession', kind: 'enum', options: POSSESSION_MODES, required: true },
    { key: 'possession_date', label: 'Possession date', kind: 'date', visibleWhen: (d) => d.possession_mode === 'on_date' },
    { key: 'leaseback_rent', label: 'Leaseback rent (daily)', kind: 'decimal', min: 0, visibleWhen: (d) => d.possession_mode === 'leaseback' },
    { key: 'possession_notes', label: 'Possession notes', kind: 'text', multiline: true, agentOnly: true },
  ],
};

export const DEAL_SECTIONS: readonly FieldSectionDef[] = [propertySection, financialSection, closingSection];
