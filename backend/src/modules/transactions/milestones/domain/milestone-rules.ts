import { addDays, isDateOnly, isDateOnlyDateTime, utcDateOf } from '../../kernel/domain/milestone-dates';
import { MilestoneType } from '../../kernel/domain/milestone-types';
import { dealZoneOf, localDateOf } from '../../kernel/domain/deadlines/property-time';
import { DealType, DueMoment, Maybe, MilestoneSourceDeal } from '../../kernel/domain/milestone-sources';

/** The milestone rules (spec 002 §4 Milestones): which catalogue fields date each type, for which deals. */

export type FieldType = Exclude<MilestoneType, 'utility_transfer' | 'custom'>;

/** `today` = the type is dated the day it is generated (spec 002 §4: survey already provided, …). */
type RuleDue = DueMoment | 'today' | null;

export interface MilestoneRule {
  readonly type: FieldType;
  /** Deal types the milestone exists for; absent = all three. */
  readonly dealTypes?: readonly DealType[];
  /** TREC-only items (T-47, MUD/PID) exist only when the property is in Texas (spec 002 §4). */
  readonly texasOnly?: boolean;
  /** Whether the deal's flags call for this milestone at all (a waived contingency has no end). */
  readonly applies?: (deal: MilestoneSourceDeal) => boolean;
  readonly due: (deal: MilestoneSourceDeal) => RuleDue;
  /**
   * `due` may answer 'today': the type keeps the date its first regeneration gave, so a regeneration
   * depends on the stored rows of these types (and only these). generateMilestones refuses 'today'
   * from a rule without it.
   */
  readonly datedWhenGenerated?: true;
  /** Spec 002 §4 default visibility; absent = visible to the client. */
  readonly clientVisible?: (deal: MilestoneSourceDeal) => boolean;
  /** The deal's fields say it has happened (see GeneratedMilestone.completed); absent = not yet. */
  readonly doneWhen?: (deal: MilestoneSourceDeal) => boolean;
}

export const always = (): boolean => true;

export const onDate = (value: Maybe<string>): DueMoment | null => (value && isDateOnly(value) ? { date: value, datetime: null } : null);

/**
 * A date-time field's moment, on the property's calendar (a 7 p.m. Central closing is that day's, not
 * the next UTC day's). A value sent without a time (stored as `…T00:00:00.000Z`, spec 002 §3) is that
 * date without a time: due all that day, not past from its first instant. A time sent that falls on
 * UTC midnight is stored with `+00:00` and keeps its time (isDateOnlyDateTime).
 */
const atInstant = (deal: MilestoneSourceDeal, value: Maybe<string>): DueMoment | null => {
  if (!value || Number.isNaN(Date.parse(value))) return null;
  const instant = new Date(value).toISOString();
  if (isDateOnlyDateTime(value.trim())) return { date: utcDateOf(instant), datetime: null };
  return { date: localDateOf(instant, dealZoneOf(deal.property_state, deal.property_county).id), datetime: instant };
};

const firstOf = (...moments: Array<DueMoment | null>): DueMoment | null => moments.find((m) => m) ?? null;

const NOT_SELLER: readonly DealType[] = ['buyer', 'new_construction'];
/** HOA, title and resale-survey fields are hidden for new construction (spec 002 §2). */
const RESALE: readonly DealType[] = ['buyer', 'seller'];
const buyerOnly = (deal: MilestoneSourceDeal): boolean => deal.transaction_type === 'buyer';

/** Option period end = start (or effective date) + option_period_days when not given (spec 002 §4). */
const optionPeriodEnd = (deal: MilestoneSourceDeal): DueMoment | null => {
  const given = onDate(deal.option_period_end) ?? onDate(deal.option_period_end_date);
  if (given) return given;
  const start = deal.option_period_start ?? deal.effective_date;
  const days = deal.option_period_days;
  return start && isDateOnly(start) && typeof days === 'number' && Number.isInteger(days) && days >= 0
    ? { date: addDays(start, days), datetime: null }
    : null;
};

/** The closing date the contract names; the appointment adds its time (and dates it when alone). */
const closingMoment = (deal: MilestoneSourceDeal): DueMoment | null => {
  const appointment = atInstant(deal, deal.closing_appointment_datetime);
  const date = onDate(deal.closing_date);
  if (date) return { date: date.date, datetime: appointment?.datetime ?? null };
  return appointment;
};

/** Possession follows the possession mode (spec 002 §4 Possession modes; unknown = on_funding). */
const possessionMoment = (deal: MilestoneSourceDeal): DueMoment | null => {
  const explicit = onDate(deal.possession_date);
  switch (deal.possession_mode) {
    case 'on_date':
      return firstOf(atInstant(deal, deal.possession_datetime), explicit);
    case 'leaseback':
      return firstOf(onDate(deal.leaseback_end_date), explicit);
    case 'on_closing':
      return firstOf(explicit, closingMoment(deal));
    default:
      return firstOf(explicit, atInstant(deal, deal.funding_datetime), closingMoment(deal));
  }
};

const notTrue = (flag: Maybe<boolean>): boolean => flag !== true;
const notFalse = (flag: Maybe<boolean>): boolean => flag !== false;

/** One rule per generated type, in catalogue order. */
export const MILESTONE_RULES: readonly MilestoneRule[] = [
  // Recorded from the executed contract: a fact, done from the start.
  { type: 'contract_signed', due: (d) => firstOf(onDate(d.contract_date), onDate(d.effective_date)), doneWhen: always },
  {
    type: 'earnest_money',
    due: (d) => firstOf(onDate(d.earnest_money_due_date), onDate(d.earnest_money_paid_date)),
    clientVisible: buyerOnly,
    doneWhen: (d) => d.earnest_money_paid === true || Boolean(onDate(d.earnest_money_paid_date)),
  },
  {
    type: 'additional_earnest_money',
    due: (d) => firstOf(onDate(d.additional_earnest_money_due_date), onDate(d.additional_earnest_money_paid_date)),
    clientVisible: buyerOnly,
    doneWhen: (d) => d.additional_earnest_money_paid === true || Boolean(onDate(d.additional_earnest_money_paid_date)),
  },
  {
    type: 'option_fee',
    due: (d) => firstOf(onDate(d.option_money_due_date), onDate(d.option_fee_paid_date)),
    doneWhen: (d) => Boolean(onDate(d.option_fee_paid_date)),
  },
  { type: 'option_period_end', due: optionPeriodEnd },
  {
    // A never-occupied new home needs no seller's disclosure (Texas Property Code §5.008(e)).
    type: 'seller_disclosure_due',
    dealTypes: RESALE,
    applies: (d) => notFalse(d.seller_disclosure_required) && notTrue(d.seller_disclosure_delivered),
    due: (d) => onDate(d.seller_disclosure_due_date),
  },
  {
    type: 'survey_already_provided',
    dealTypes: RESALE,
    applies: (d) => d.survey_provided_by_seller === true,
    due: () => 'today',
    datedWhenGenerated: true,
    doneWhen: always,
  },
  {
    type: 'survey_received',
    applies: (d) => notTrue(d.survey_provided_by_seller) && (d.survey_delivered === true || Boolean(d.survey_document_url)),
    due: () => 'today',
    datedWhenGenerated: true,
    doneWhen: always,
  },
  {
    type: 'survey_due',
    applies: (d) =>
      notFalse(d.survey_required) &&
      notTrue(d.survey_delivered) &&
      (d.transaction_type === 'new_construction' || notTrue(d.survey_provided_by_seller)),
    due: (d) => onDate(d.survey_due_date),
  },
  {
    // The title panel is the agent's (spec 001 §6), so its deadline is too: a client never learns the
    // title_objection_date the spec hides from them through their timeline.
    type: 'title_objection',
    dealTypes: RESALE,
    due: (d) => onDate(d.title_objection_date),
    clientVisible: () => false,
  },
  {
    type: 'hoa_resale_cert_due',
    dealTypes: RESALE,
    applies: (d) => notFalse(d.hoa_exists) && notFalse(d.hoa_resale_cert_required),
    due: (d) => onDate(d.hoa_resale_cert_due_date),
  },
  {
    type: 'hoa_package',
    dealTypes: RESALE,
    applies: (d) => notFalse(d.hoa_exists),
    due: (d) => firstOf(onDate(d.hoa_package_due_date), onDate(d.hoa_docs_received_date)),
    doneWhen: (d) => d.hoa_docs_received === true || Boolean(onDate(d.hoa_docs_received_date)),
  },
  {
    type: 'appraisal_scheduled',
    due: (d) => atInstant(d, d.appraisal_scheduled_at),
    doneWhen: (d) => d.appraisal_status === 'completed',
  },
  {
    // The lender's target for the appraisal; it concerns the agent's follow-up, never the client.
    type: 'appraisal_target',
    dealTypes: NOT_SELLER,
    due: (d) => onDate(d.appraisal_due_date),
    clientVisible: () => false,
  },
  { type: 'inspection_waived', applies: (d) => d.inspection_waived === true, due: () => 'today', datedWhenGenerated: true, doneWhen: always },
  {
    type: 'inspection',
    applies: (d) => notTrue(d.inspection_waived),
    due: (d) => atInstant(d, d.inspection_datetime),
    doneWhen: (d) => d.inspection_contingency_status === 'completed',
  },
  {
    type: 'insurance_bind',
    dealTypes: NOT_SELLER,
    due: (d) => onDate(d.insurance_bind_date),
    doneWhen: (d) => d.insurance_status === 'bound',
  },
  {
    type: 't47_due',
    texasOnly: true,
    applies: (d) => notFalse(d.t47_required) && notTrue(d.t47_delivered),
    due: (d) => onDate(d.t47_due_date),
  },
  {
    type: 'mudpid_due',
    texasOnly: true,
    applies: (d) => notFalse(d.mud_pid_required) && notTrue(d.mud_pid_delivered),
    due: (d) => onDate(d.mud_pid_due_date),
  },
  { type: 'repair_deadline', due: (d) => onDate(d.repairs_deadline_overall) },
  { type: 'reinspection', due: (d) => atInstant(d, d.reinspection_scheduled_at) },
  {
    // Seller deals carry no loan fields (spec 002 §2 Financial).
    type: 'financing_contingency_end',
    dealTypes: NOT_SELLER,
    applies: (d) => notFalse(d.financing_contingency_enabled) && notTrue(d.financing_contingency_waived),
    due: (d) => onDate(d.financing_contingency_end_date),
  },
  {
    type: 'loan_approval',
    dealTypes: NOT_SELLER,
    due: (d) => onDate(d.loan_approval_date),
    doneWhen: (d) => d.loan_approval_status === 'approved',
  },
  {
    type: 'inspection_contingency_end',
    applies: (d) => notTrue(d.inspection_waived) && !['waived', 'not_applicable'].includes(d.inspection_contingency_status ?? ''),
    due: (d) => firstOf(onDate(d.inspection_contingency_end_date), onDate(d.inspection_contingency_date)),
  },
  {
    type: 'inspection_contingency_cleared',
    applies: (d) => d.inspection_contingency_status === 'completed' || Boolean(onDate(d.inspection_contingency_cleared_date)),
    due: (d) => onDate(d.inspection_contingency_cleared_date) ?? 'today',
    datedWhenGenerated: true,
    doneWhen: always,
  },
  {
    type: 'appraisal_contingency_end',
    dealTypes: NOT_SELLER,
    applies: (d) => notFalse(d.appraisal_contingency),
    due: (d) => onDate(d.appraisal_contingency_end_date),
  },
  {
    type: 'home_sale_contingency_end',
    applies: (d) => notFalse(d.home_sale_contingency),
    // A seller deal records the buyer's sale-of-other-property contingency under its own name.
    due: (d) => firstOf(onDate(d.home_sale_contingency_date), onDate(d.buyer_sale_contingency_date)),
  },
  { type: 'final_walkthrough', due: (d) => atInstant(d, d.final_walkthrough_datetime) },
  { type: 'closing', due: closingMoment, doneWhen: (d) => ['completed', 'funded'].includes(d.closing_status ?? '') },
  { type: 'funding', due: (d) => atInstant(d, d.funding_datetime), doneWhen: (d) => d.closing_status === 'funded' },
  { type: 'possession', due: possessionMoment },
];

/** The set the projection and the integrity check treat as "dated when generated". */
export const DATED_TODAY_TYPES: ReadonlySet<MilestoneType> = new Set([
  'survey_already_provided',
  'survey_received',
  'inspection_waived',
  'inspection_contingency_cleared',
]);
