import type { ClientRole } from './transaction-access';
import { FIELD_BY_KEY } from './transaction-fields';
import type { MilestoneType } from './milestone-types';

/**
 * Spec 002 §6 "Field visibility by role" (and 001 §6) as data: what a client of the deal never sees.
 * The access policy applies these to every response, list row and socket payload (ADR 0021).
 */

/** Agent-only for every client: notes, appraisal values, earnest money amounts, other-agent information, the title panel. */
export const AGENT_ONLY_FIELDS = [
  'loan_internal_notes',
  'appraisal_contingency_notes',
  'appraisal_gap_notes',
  'insurance_policy_number',
  'closing_gift_ideas',
  'final_walkthrough_notes',
  'possession_notes',
  'internal_notes',
  'agent_internal_notes',
  'appraisal_value',
  'appraisal_expected_value',
  // "earnest money amounts in the wizard view"
  'earnest_money_amount',
  'additional_earnest_money_amount',
  // "other-agent information" / counterparty
  'other_agent_name',
  'other_agent_company',
  'other_agent_email',
  'other_agent_phone',
  // "the title panel" (labelled Agent Only, 001 §6); non_realty_items_list stays visible (002 §3)
  'who_pays_title',
  'title_objection_date',
  'title_objection_days',
  'title_commitment_received',
  'title_commitment_received_date',
  'title_objection_notes',
  'property_use_notes',
] as const;

/** Every client additionally loses these notes and the second buyer's and seller's name, e-mail and phone. */
const CLIENT_HIDDEN_FIELDS = [
  ...AGENT_ONLY_FIELDS,
  'closing_notes',
  'closing_special_considerations',
  'inspection_agent_notes',
  'appraisal_notes',
  'survey_notes',
  'repair_notes',
  'buyer_2_name',
  'buyer_2_email',
  'buyer_2_phone',
  'seller_2_name',
  'seller_2_email',
  'seller_2_phone',
] as const;

/**
 * The opposite party's contact details ("counterparty information", agent-only for every client): the
 * name may show (it is on the contract the client signed), the e-mail and phone never — the parties
 * talk through their agents (docs/adr/0036).
 */
const SELLER_CONTACT_FIELDS = ['seller_email', 'seller_phone'] as const;
const BUYER_CONTACT_FIELDS = ['buyer_email', 'buyer_phone'] as const;

/** A buyer client (new construction included): the client list and the seller's contact details. */
export const BUYER_CLIENT_HIDDEN_FIELDS = [...CLIENT_HIDDEN_FIELDS, ...SELLER_CONTACT_FIELDS] as const;

/**
 * A seller client loses what a buyer client loses (the buyer's contact details instead of their own)
 * plus the financial and buyer-side fields.
 */
export const SELLER_CLIENT_HIDDEN_FIELDS = [
  ...CLIENT_HIDDEN_FIELDS,
  ...BUYER_CONTACT_FIELDS,
  // earnest and option dates and amounts
  'earnest_money_due_date',
  'earnest_money_paid',
  'earnest_money_paid_date',
  'earnest_money_receipt_url',
  'additional_earnest_money_due_date',
  'additional_earnest_money_paid',
  'additional_earnest_money_paid_date',
  'option_fee_amount',
  'option_money_due_date',
  'option_fee_paid_date',
  // down payment and the buyer's financing
  'down_payment_amount',
  'down_payment_percentage',
  'loan_amount',
  'financing_type',
  'lending_type',
  'builder_lender_type',
  'lender_name',
  'loan_officer_name',
  'loan_officer_email',
  'loan_officer_phone',
  // appraisal status, report and scheduled fields
  'appraisal_status',
  'appraisal_report_url',
  'appraisal_scheduled_at',
  'appraisal_completed_at',
  'appraisal_due_date',
  // inspection report, outcome, notes and waived flag
  'inspection_report_url',
  'inspection_outcome',
  'inspection_notes',
  'inspection_waived',
  // contingency cleared and waived fields
  'inspection_contingency_cleared_date',
  'financing_contingency_waived',
  // financing approval and conditions, loan approval date
  'loan_approval_status',
  'loan_approval_date',
  'financing_conditions',
  // insurance status, bind date, provider and policy number
  'insurance_status',
  'insurance_bind_date',
  'insurance_provider',
  'insurance_company',
] as const;

/**
 * Milestones a seller client never sees whatever their visibility (issue 19 item 2; ADR 0036
 * addendum): spec 002 §4 shows most milestones to the client, but on a seller deal these are dated
 * from, done by, or there or not because of, the buyer-side fields the seller client's deny list
 * hides (§6: option dates and amounts, the inspection's waived flag, contingency cleared and waived
 * fields, appraisal status and scheduled fields). The stricter rule wins, as with the document switches.
 */
export const SELLER_CLIENT_HIDDEN_MILESTONES = [
  // option_money_due_date, option_fee_paid_date
  'option_fee',
  // inspection_waived (dated the day the buyer waived)
  'inspection_waived',
  // inspection_contingency_cleared_date / inspection_contingency_status
  'inspection_contingency_cleared',
  // there only while the inspection is neither waived nor its contingency waived or not applicable
  'inspection_contingency_end',
  // appraisal_scheduled_at, done by appraisal_status
  'appraisal_scheduled',
] as const satisfies readonly MilestoneType[];

for (const key of [...BUYER_CLIENT_HIDDEN_FIELDS, ...SELLER_CLIENT_HIDDEN_FIELDS]) {
  if (!FIELD_BY_KEY.has(key)) throw new Error(`Visibility list names "${key}", which is not a catalogue field`);
}

/**
 * The agent's per-kind switches for what a client sees of a deal's documents (spec 001 §3; issue 19
 * item 2): each governs the documents of its kinds on top of each document's own visibility (the
 * stricter wins) and the catalogue URL fields that point at them. Off (false) hides them from the
 * client on every read and download; unset leaves each document's own visibility in charge. A new
 * switch is a row here.
 */
export const DOCUMENT_VISIBILITY_SWITCHES = [
  { flag: 'survey_client_doc_visibility', kinds: ['survey'], urlFields: ['survey_document_url'] },
  { flag: 'seller_disclosure_doc_visibility', kinds: ['sellers_disclosure'], urlFields: [] },
  { flag: 'hoa_resale_cert_doc_visibility', kinds: ['hoa_resale_cert'], urlFields: ['hoa_resale_cert_url'] },
] as const;

/** The URL fields a client loses because the deal's switches for them are off. */
export function concealedDocumentFields(deal: Readonly<Record<string, unknown>>): string[] {
  return DOCUMENT_VISIBILITY_SWITCHES.filter(({ flag }) => deal[flag] === false).flatMap(({ urlFields }) => [...urlFields]);
}

for (const { flag, urlFields } of DOCUMENT_VISIBILITY_SWITCHES) {
  for (const key of [flag, ...urlFields]) if (!FIELD_BY_KEY.has(key)) throw new Error(`Document switch names "${key}", which is not a catalogue field`);
}

/** A key contact as stored (spec 002 §3 Contact). */
export interface DealContact {
  role: string;
  name: string;
  email: string | null;
  phone: string | null;
  is_agent_only: boolean;
}

/** Contact roles on the opposite side of the deal, by the client's side (spec 002 §9 roles; other_party is the other side's). */
const COUNTERPARTY_CONTACT_ROLES: Record<ClientRole, readonly string[]> = {
  buyer_client: ['seller', 'other_seller', 'other_party'],
  seller_client: ['buyer', 'co_buyer', 'other_buyer', 'other_party'],
};

/**
 * A key contact as the deal's client may see it, or undefined when they may not (spec 002 §6; ADR
 * 0021, 0036): never an agent-only one, no agent of either side (other_agent included: the parties
 * talk through their agents) nor a "counterparty" role; the opposite party by name only, without
 * e-mail or phone. Lender, title, inspector and the co-buyer stay whole.
 */
export function contactForClient<C extends DealContact>(contact: C, clientRole: ClientRole): C | undefined {
  const role = contact.role.toLowerCase();
  if (contact.is_agent_only || role.includes('agent') || role.includes('counterparty')) return undefined;
  if (COUNTERPARTY_CONTACT_ROLES[clientRole].includes(role)) return { ...contact, email: null, phone: null };
  return contact;
}
