/**
 * The milestone catalogue of spec 002 §3: the 32 known milestone types and the title objection deadline (ADR 0026), in the order a deal usually
 * meets them (ties on one date keep this order), with the name the timeline shows.
 */
export const MILESTONE_TYPES = [
  'contract_signed',
  'earnest_money',
  'additional_earnest_money',
  'option_fee',
  'option_period_end',
  'seller_disclosure_due',
  'survey_already_provided',
  'survey_received',
  'survey_due',
  // Not among spec 002 §3's 32: TREC 20-18 ¶6D's objection period (issue 18 item 3, ADR 0026 addendum).
  'title_objection',
  'hoa_resale_cert_due',
  'hoa_package',
  'appraisal_scheduled',
  'appraisal_target',
  'inspection_waived',
  'inspection',
  'insurance_bind',
  't47_due',
  'mudpid_due',
  'repair_deadline',
  'reinspection',
  'financing_contingency_end',
  'loan_approval',
  'inspection_contingency_end',
  'inspection_contingency_cleared',
  'appraisal_contingency_end',
  'home_sale_contingency_end',
  'final_walkthrough',
  'closing',
  'funding',
  'possession',
  'utility_transfer',
  'custom',
] as const;

export type MilestoneType = (typeof MILESTONE_TYPES)[number];

export const MILESTONE_NAMES: Readonly<Record<MilestoneType, string>> = {
  contract_signed: 'Contract Signed',
  earnest_money: 'Earnest Money Due',
  additional_earnest_money: 'Additional Earnest Money Due',
  option_fee: 'Option Fee Due',
  option_period_end: 'Option Period Ends',
  seller_disclosure_due: "Seller's Disclosure Due",
  survey_already_provided: 'Existing Survey Provided by Seller',
  survey_received: 'Survey Received',
  survey_due: 'Survey Due',
  title_objection: 'Title Objection Deadline',
  hoa_resale_cert_due: 'HOA Resale Certificate Due',
  hoa_package: 'HOA Documents Due',
  appraisal_scheduled: 'Appraisal Appointment',
  appraisal_target: 'Appraisal Target Date',
  inspection_waived: 'Inspection Waived',
  inspection: 'Home Inspection',
  insurance_bind: "Homeowner's Insurance Bound",
  t47_due: 'T-47 Affidavit Due',
  mudpid_due: 'MUD/PID Notice Due',
  repair_deadline: 'Repairs Deadline',
  reinspection: 'Re-inspection',
  financing_contingency_end: 'Financing Contingency Ends',
  loan_approval: 'Loan Approval',
  inspection_contingency_end: 'Inspection Contingency Ends',
  inspection_contingency_cleared: 'Inspection Contingency Cleared',
  appraisal_contingency_end: 'Appraisal Contingency Ends',
  home_sale_contingency_end: 'Home Sale Contingency Ends',
  final_walkthrough: 'Final Walkthrough',
  closing: 'Closing',
  funding: 'Funding',
  possession: 'Possession',
  utility_transfer: 'Utility Transfer',
  custom: 'Custom Milestone',
};

/** Catalogue position of a type: the tie-break when two milestones fall on one date. */
export const milestoneTypeOrder = (type: MilestoneType): number => MILESTONE_TYPES.indexOf(type);

export const isMilestoneType = (value: string): value is MilestoneType => (MILESTONE_TYPES as readonly string[]).includes(value);
