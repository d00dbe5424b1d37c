import { APPRAISAL_STATUSES, options, SURVEY_PAID_BY } from '../../../shared/fields/deal-options';
import type { Draft, FieldDef, FieldSectionDef } from '../../../shared/fields/field-def';

/*
 * The deal's contingency, disclosure, party and note fields as the agent's detail screen edits them
 * after the wizard (issue 20 item 3; spec 002 §3 "Contingency and compliance", §4 field dependencies,
 * §6 visibility). The server applies the same dependency rules (lifecycle/domain/field-dependencies.ts);
 * here they decide what the form shows. Relative imports only, so the unit tests load this file as it is.
 */

const ticked = (key: string) => (draft: Draft) => draft[key] === true;
const unticked = (key: string) => (draft: Draft) => draft[key] !== true;
const isAny =
  (key: string, ...values: string[]) =>
  (draft: Draft) =>
    values.includes(String(draft[key] ?? ''));

export const INSPECTION_CONTINGENCY_STATUSES = options(
  ['pending', 'Pending'],
  ['scheduled', 'Scheduled'],
  ['completed', 'Completed'],
  ['waived', 'Waived'],
  ['not_applicable', 'Not applicable'],
);

/** A deal's type decides the appraisal fields (spec 002 §4) and the construction manager (§3). */
interface DealType {
  transaction_type: string;
}

/** Spec 002 §4: checking scheduled clears waived (the server), checking waived clears scheduled and the date and time. */
export const inspectionSection: FieldSectionDef = {
  id: 'inspection',
  title: 'Inspection',
  fields: [
    { key: 'inspection_waived', label: 'Inspection waived', kind: 'boolean' },
    { key: 'inspection_scheduled', label: 'Inspection scheduled', kind: 'boolean', visibleWhen: unticked('inspection_waived'), clearsWhen: ticked('inspection_waived') },
    {
      key: 'inspection_datetime',
      label: 'Inspection date and time',
      kind: 'datetime',
      visibleWhen: ticked('inspection_scheduled'),
      clearsWhen: (d) => d.inspection_waived === true || d.inspection_scheduled !== true,
    },
    { key: 'inspection_contingency_status', label: 'Inspection contingency', kind: 'enum', options: INSPECTION_CONTINGENCY_STATUSES },
    { key: 'inspection_contingency_date', label: 'Inspection contingency date', kind: 'date' },
    { key: 'inspection_contingency_end_date', label: 'Inspection contingency ends', kind: 'date' },
    {
      key: 'inspection_contingency_cleared_date',
      label: 'Inspection contingency cleared on',
      kind: 'date',
      visibleWhen: isAny('inspection_contingency_status', 'completed'),
    },
    { key: 'inspection_report_url', label: 'Inspection report', kind: 'url' },
    { key: 'inspection_outcome', label: 'Inspection outcome', kind: 'text' },
    { key: 'inspection_notes', label: 'Inspection notes', kind: 'text', multiline: true },
    // Spec 002 §6: the client never reads the agent's inspection notes.
    { key: 'inspection_agent_notes', label: 'Agent inspection notes', kind: 'text', multiline: true, agentOnly: true },
  ],
};

/**
 * Spec 002 §4: the scheduled date and time appears when scheduled or completed, the completed one when
 * completed; appraisal fields apply to buyer deals, a seller sees only the optional appraisal date and
 * time. Spec 002 §6: the values, the gap notes and the contingency notes are agent-only.
 */
export function appraisalSection(deal: DealType): FieldSectionDef {
  if (deal.transaction_type === 'seller') {
    return {
      id: 'appraisal',
      title: 'Appraisal',
      fields: [
        { key: 'appraisal_scheduled_at', label: 'Appraisal date and time', kind: 'datetime' },
        { key: 'appraisal_notes', label: 'Appraisal notes', kind: 'text', multiline: true, agentOnly: true },
      ],
    };
  }
  return {
    id: 'appraisal',
    title: 'Appraisal',
    fields: [
      { key: 'appraisal_status', label: 'Appraisal status', kind: 'enum', options: APPRAISAL_STATUSES },
      { key: 'appraisal_due_date', label: 'Appraisal due date', kind: 'date' },
      {
        key: 'appraisal_scheduled_at',
        label: 'Appraisal date and time',
        kind: 'datetime',
        visibleWhen: isAny('appraisal_status', 'scheduled', 'completed'),
        clearsWhen: (d) => !isAny('appraisal_status', 'scheduled', 'completed')(d),
      },
      {
        key: 'appraisal_completed_at',
        label: 'Appraisal completed',
        kind: 'datetime',
        visibleWhen: isAny('appraisal_status', 'completed'),
        clearsWhen: (d) => !isAny('appraisal_status', 'completed')(d),
      },
      { key: 'appraisal_value', label: 'Appraised value', kind: 'money', agentOnly: true },
      { key: 'appraisal_expected_value', label: 'Expected appraisal value', kind: 'money', agentOnly: true },
      { key: 'appraisal_gap_notes', label: 'Appraisal gap notes', kind: 'text', multiline: true, agentOnly: true },
      { key: 'appraisal_report_url', label: 'Appraisal report', kind: 'url' },
      { key: 'appraisal_contingency', label: 'Appraisal contingency', kind: 'boolean' },
      { key: 'appraisal_contingency_end_date', label: 'Appraisal contingency ends', kind: 'date', visibleWhen: ticked('appraisal_contingency') },
      {
        key: 'appraisal_contingency_notes',
        label: 'Appraisal contingency notes',
        kind: 'text',
        multiline: true,
        agentOnly: true,
        visibleWhen: ticked('appraisal_contingency'),
      },
      { key: 'appraisal_notes', label: 'Appraisal notes', kind: 'text', multiline: true, agentOnly: true },
    ],
  };
}

const VISIBILITY_HINT = "Unticked hides these documents from the client; while never set, each document's own visibility decides";
const surveyOn = ticked('survey_required');

/**
 * Spec 002 §4: delivering the disclosure or the survey clears its due date; undelivering the survey
 * clears its document and visibility; survey_required off clears the survey fields; outside new
 * construction a survey the seller provides clears who pays and the due date. The visibility flags
 * sit with the documents they govern (spec 002 §3; backend DOCUMENT_VISIBILITY_SWITCHES).
 */
export function disclosuresSection(deal: DealType): FieldSectionDef {
  const sellerProvides = (d: Draft) => deal.transaction_type !== 'new_construction' && d.survey_provided_by_seller === true;
  return {
    id: 'disclosures',
    title: 'Disclosures & Survey',
    fields: [
      { key: 'seller_disclosure_required', label: "Seller's disclosure required", kind: 'boolean' },
      { key: 'seller_disclosure_delivered', label: "Seller's disclosure delivered", kind: 'boolean' },
      {
        key: 'seller_disclosure_due_date',
        label: "Seller's disclosure due date",
        kind: 'date',
        visibleWhen: unticked('seller_disclosure_delivered'),
        clearsWhen: ticked('seller_disclosure_delivered'),
      },
      { key: 'seller_disclosure_doc_visibility', label: "Client sees the seller's disclosure", kind: 'boolean', hint: VISIBILITY_HINT },
      { key: 'survey_required', label: 'Survey required', kind: 'boolean' },
      { key: 'survey_provided_by_seller', label: 'Survey provided by seller', kind: 'boolean', visibleWhen: surveyOn },
      { key: 'survey_paid_by', label: 'Survey paid by', kind: 'enum', options: SURVEY_PAID_BY, visibleWhen: (d) => surveyOn(d) && !sellerProvides(d), clearsWhen: sellerProvides },
      {
        key: 'survey_due_date',
        label: 'Survey due date',
        kind: 'date',
        visibleWhen: (d) => surveyOn(d) && d.survey_delivered !== true && !sellerProvides(d),
        clearsWhen: (d) => d.survey_delivered === true || sellerProvides(d),
      },
      { key: 'survey_delivered', label: 'Survey delivered', kind: 'boolean', visibleWhen: surveyOn },
      { key: 'survey_document_url', label: 'Survey document', kind: 'url', visibleWhen: (d) => surveyOn(d) && d.survey_delivered === true },
      {
        key: 'survey_client_doc_visibility',
        label: 'Client sees the survey',
        kind: 'boolean',
        hint: VISIBILITY_HINT,
        visibleWhen: (d) => surveyOn(d) && d.survey_delivered === true,
      },
      // Spec 002 §6: survey notes are the agent's.
      { key: 'survey_notes', label: 'Survey notes', kind: 'text', multiline: true, agentOnly: true, visibleWhen: surveyOn },
    ],
  };
}

/** A person of the deal (spec 002 §3 "Parties"). */
function party(prefix: string, who: string, agentOnly = false): FieldDef[] {
  const flag = agentOnly ? { agentOnly: true } : {};
  return [
    { key: `${prefix}_name`, label: `${who} name`, kind: 'text', ...flag },
    { key: `${prefix}_email`, label: `${who} e-mail`, kind: 'email', ...flag },
    { key: `${prefix}_phone`, label: `${who} phone`, kind: 'phone', ...flag },
  ];
}

/**
 * The parties as the contract names them (spec 002 §3). Spec 002 §6: other-agent information and the
 * second buyer's and seller's details are never shown to a client. The construction manager is new
 * construction's.
 */
export function partiesSection(deal: DealType): FieldSectionDef {
  return {
    id: 'parties',
    title: 'Parties',
    fields: [
      ...party('buyer', 'Buyer'),
      ...party('buyer_2', 'Second buyer', true),
      ...party('seller', 'Seller'),
      ...party('seller_2', 'Second seller', true),
      ...party('other_agent', "Other side's agent", true),
      { key: 'other_agent_company', label: "Other side's brokerage", kind: 'text', agentOnly: true },
      ...party('transaction_coordinator', 'Transaction coordinator'),
      ...(deal.transaction_type === 'new_construction' ? party('construction_manager', 'Construction manager') : []),
    ],
  };
}

/** Spec 002 §6: the agent's own notes, never shown to a client. */
export const agentNotesSection: FieldSectionDef = {
  id: 'agent-notes',
  title: 'Agent Notes',
  fields: [
    { key: 'internal_notes', label: 'Internal notes', kind: 'text', multiline: true, agentOnly: true },
    { key: 'agent_internal_notes', label: 'Private agent notes', kind: 'text', multiline: true, agentOnly: true },
  ],
};
