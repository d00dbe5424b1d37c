import { dealZoneOf, localDateOf } from '../deadlines/property-time';
import { addDays, isDateOnly, isDateOnlyDateTime, utcDateOf } from './milestone-dates';
import { compareMilestones } from './milestone-status';
import { MILESTONE_NAMES, MilestoneType } from './milestone-types';

/**
 * The milestone generator (spec 002 §4 Milestones): a deal's milestones are a pure function of its
 * fields. Full regeneration = run this and replace what is stored (ADR 0024).
 *
 * Every rule below names the catalogue fields (spec 002 §3) that drive its type. Date-only fields
 * are `YYYY-MM-DD`; date-time fields are ISO instants whose UTC calendar date is the milestone's
 * due_date, because a date-only value sent for a date-time is stored as UTC midnight (spec 002 §3).
 */

type Maybe<T> = T | null | undefined;

export type DealType = 'buyer' | 'seller' | 'new_construction';

/** The deal fields the rules read (catalogue names); the deal read model satisfies it structurally. */
export interface MilestoneSourceDeal {
  readonly transaction_type: string;
  /** Contract deadlines moved by a signed amendment (TREC 39), by milestone type (issue 18 item 4). */
  readonly amendments?: Readonly<Record<string, { readonly date: string; readonly amendedOn: string }>>;
  readonly property_state?: Maybe<string>;
  readonly property_county?: Maybe<string>;
  readonly title_commitment_received_date?: Maybe<string>;
  readonly contract_date?: Maybe<string>;
  readonly effective_date?: Maybe<string>;
  readonly closing_date?: Maybe<string>;
  readonly closing_appointment_datetime?: Maybe<string>;
  readonly closing_status?: Maybe<string>;
  readonly funding_datetime?: Maybe<string>;
  readonly earnest_money_due_date?: Maybe<string>;
  readonly earnest_money_paid?: Maybe<boolean>;
  readonly earnest_money_paid_date?: Maybe<string>;
  readonly additional_earnest_money_due_date?: Maybe<string>;
  readonly additional_earnest_money_paid?: Maybe<boolean>;
  readonly additional_earnest_money_paid_date?: Maybe<string>;
  readonly option_fee_amount?: Maybe<string | number>;
  readonly option_money_due_date?: Maybe<string>;
  readonly option_fee_paid_date?: Maybe<string>;
  readonly option_period_start?: Maybe<string>;
  readonly option_period_end?: Maybe<string>;
  readonly option_period_end_date?: Maybe<string>;
  readonly option_period_days?: Maybe<number>;
  readonly seller_disclosure_required?: Maybe<boolean>;
  readonly seller_disclosure_delivered?: Maybe<boolean>;
  readonly seller_disclosure_due_date?: Maybe<string>;
  readonly survey_required?: Maybe<boolean>;
  readonly survey_provided_by_seller?: Maybe<boolean>;
  readonly survey_delivered?: Maybe<boolean>;
  readonly survey_document_url?: Maybe<string>;
  readonly survey_due_date?: Maybe<string>;
  readonly survey_option?: Maybe<string>;
  readonly survey_days?: Maybe<number>;
  readonly survey_received_date?: Maybe<string>;
  readonly title_objection_date?: Maybe<string>;
  readonly title_objection_days?: Maybe<number>;
  readonly hoa_exists?: Maybe<boolean>;
  readonly hoa_resale_cert_required?: Maybe<boolean>;
  readonly hoa_resale_cert_due_date?: Maybe<string>;
  readonly hoa_package_due_date?: Maybe<string>;
  readonly hoa_docs_received?: Maybe<boolean>;
  readonly hoa_docs_received_date?: Maybe<string>;
  readonly appraisal_status?: Maybe<string>;
  readonly appraisal_scheduled_at?: Maybe<string>;
  readonly appraisal_due_date?: Maybe<string>;
  readonly appraisal_contingency?: Maybe<boolean>;
  readonly appraisal_contingency_end_date?: Maybe<string>;
  readonly inspection_waived?: Maybe<boolean>;
  readonly inspection_datetime?: Maybe<string>;
  readonly inspection_contingency_status?: Maybe<string>;
  readonly inspection_contingency_date?: Maybe<string>;
  readonly inspection_contingency_end_date?: Maybe<string>;
  readonly inspection_contingency_cleared_date?: Maybe<string>;
  readonly insurance_status?: Maybe<string>;
  readonly insurance_bind_date?: Maybe<string>;
  readonly t47_required?: Maybe<boolean>;
  readonly t47_delivered?: Maybe<boolean>;
  readonly t47_due_date?: Maybe<string>;
  readonly mud_pid_required?: Maybe<boolean>;
  readonly mud_pid_delivered?: Maybe<boolean>;
  readonly mud_pid_due_date?: Maybe<string>;
  readonly repairs_deadline_overall?: Maybe<string>;
  readonly reinspection_scheduled_at?: Maybe<string>;
  readonly financing_contingency_enabled?: Maybe<boolean>;
  readonly financing_contingency_waived?: Maybe<boolean>;
  readonly financing_contingency_end_date?: Maybe<string>;
  readonly loan_approval_status?: Maybe<string>;
  readonly loan_approval_date?: Maybe<string>;
  readonly home_sale_contingency?: Maybe<boolean>;
  readonly home_sale_contingency_date?: Maybe<string>;
  readonly buyer_sale_contingency_date?: Maybe<string>;
  readonly final_walkthrough_datetime?: Maybe<string>;
  readonly possession_mode?: Maybe<string>;
  readonly possession_date?: Maybe<string>;
  readonly possession_datetime?: Maybe<string>;
  readonly leaseback_end_date?: Maybe<string>;
}

/** When a milestone is due: always a calendar date, plus the instant for types that have a time. */
export interface DueMoment {
  readonly date: string;
  readonly datetime: string | null;
}

export interface GeneratedMilestone {
  /** Set for an agent's own milestone: its row id. Generated types get ids from (deal, type, occurrence). */
  readonly id?: string;
  /** What the row's id is keyed by instead of its occurrence: the utility a utility_transfer belongs to. */
  readonly key?: string;
  readonly milestone_type: MilestoneType;
  readonly milestone_name: string;
  readonly due_date: string;
  readonly due_datetime: string | null;
  readonly is_client_visible: boolean;
  /**
   * Already done when generated: the milestone records a fact the deal's fields state (the contract
   * was signed, the earnest money is paid, the inspection was waived), so it never turns the deal
   * overdue (ADR 0024).
   */
  readonly completed: boolean;
  /**
   * Where the date comes from (ADR 0026): `contract` = computed by the deadline engine from its anchor;
   * `override` = the agent's date, which differs from the computed one (kept through regeneration);
   * `deal` = a date on the deal with no contract rule behind it.
   */
  readonly date_source: DateSource;
  /** Plain-language reason for the date ("3 days after the effective date of …"); null for `deal`. */
  readonly explanation: string | null;
  /** The contract paragraph the rule comes from ("TREC 20-18 ¶5A"); null for `deal`. */
  readonly citation: string | null;
  /** The date the contract rule gives (equal to due_date unless overridden); null for `deal`. */
  readonly computed_due_date: string | null;
}

export const DATE_SOURCES = ['contract', 'override', 'deal'] as const;
export type DateSource = (typeof DATE_SOURCES)[number];

/** A deadline the engine computed, or the agent's differing date for it (ADR 0026). */
export interface DerivedDeadline extends DueMoment {
  readonly source: 'contract' | 'override';
  readonly explanation: string;
  readonly citation: string;
  readonly computed_date: string;
}

/**
 * The deadline engine seam (ADR 0024, 0026): asked for every type that applies to the deal. It
 * answers when it has a contract rule for the type and the rule's anchor is on the deal (Texas:
 * `texasDeadlineEngine`, TREC 20-18); the agent's own date for the deadline then stays as an override.
 * When it answers nothing, the type is dated from the deal's fields.
 */
/**
 * The version of the rules below. Raise it with any change to what the generator makes for a deal:
 * deals whose milestones were written by older rules then show the integrity warning until they are
 * fixed (regenerated) or change (ADR 0029).
 */
export const MILESTONE_RULES_VERSION = 6;

export interface DeadlineEngine {
  derive(type: MilestoneType, deal: MilestoneSourceDeal): DerivedDeadline | null;
  /**
   * For a type the engine has a rule for but the contract does not (an option period with no option fee
   * stated, TREC 20-18 ¶5D): why, said on the milestone the deal's own fields still date. Absent = none.
   */
  withoutRule?(type: MilestoneType, deal: MilestoneSourceDeal): string | null;
}

/** No contract rules: every milestone is dated from the deal's fields. */
export const FIELDS_ONLY: DeadlineEngine = { derive: () => null };

/** A utility of the deal (issue 10 item 1: one utility_transfer per utility with a transfer date). */
export interface MilestoneSourceUtility {
  /** The utility's id: its milestone's row id is keyed by it, not by where its date sorts (issue 18 item 9). */
  readonly id?: string;
  readonly utility_type: string;
  /** Transfer (the default), Setup New or Cancel (spec 002 §9): what the milestone is called. */
  readonly action?: Maybe<string>;
  readonly transfer_date: Maybe<string>;
  readonly is_client_visible?: Maybe<boolean>;
  /** Confirmed or Completed: the milestone records a fact, done when generated (ADR 0024). */
  readonly done?: Maybe<boolean>;
}

const UTILITY_MILESTONE_WORD: Readonly<Record<string, string>> = { 'Setup New': 'Setup', Cancel: 'Cancellation' };

/** An agent's own milestone (spec 002 §7 Create milestone: name, due date, visibility). */
export interface MilestoneSourceCustom {
  /** Its own id, kept as the row's id (a custom milestone is addressed by it). */
  readonly id?: string;
  readonly milestone_name: string;
  readonly due_date: string;
  readonly is_client_visible?: Maybe<boolean>;
}

export interface GenerateMilestonesOptions {
  /** The calendar date milestones "dated today when generated" get (spec 002 §4). */
  readonly today: string;
  /**
   * The deal's stored milestones, if any: a type dated today keeps the date it first got, so
   * regenerating tomorrow does not move "Inspection Waived" to tomorrow.
   */
  readonly previous?: ReadonlyArray<{ readonly milestone_type: string; readonly due_date: string | null }>;
  readonly utilities?: readonly MilestoneSourceUtility[];
  readonly custom?: readonly MilestoneSourceCustom[];
  readonly deadlines?: DeadlineEngine;
}

// ---------------------------------------------------------------------------------------------
// The rules

type FieldType = Exclude<MilestoneType, 'utility_transfer' | 'custom'>;

/** `today` = the type is dated the day it is generated (spec 002 §4: survey already provided, …). */
type RuleDue = DueMoment | 'today' | null;

interface MilestoneRule {
  readonly type: FieldType;
  /** Deal types the milestone exists for; absent = all three. */
  readonly dealTypes?: readonly DealType[];
  /** TREC-only items (T-47, MUD/PID) exist only when the property is in Texas (spec 002 §4). */
  readonly texasOnly?: boolean;
  /** Whether the deal's flags call for this milestone at all (a waived contingency has no end). */
  readonly applies?: (deal: MilestoneSourceDeal) => boolean;
  readonly due: (deal: MilestoneSourceDeal) => RuleDue;
  /** Spec 002 §4 default visibility; absent = visible to the client. */
  readonly clientVisible?: (deal: MilestoneSourceDeal) => boolean;
  /** The deal's fields say it has happened (see GeneratedMilestone.completed); absent = not yet. */
  readonly doneWhen?: (deal: MilestoneSourceDeal) => boolean;
}

const always = (): boolean => true;

const onDate = (value: Maybe<string>): DueMoment | null => (value && isDateOnly(value) ? { date: value, datetime: null } : null);

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
    doneWhen: always,
  },
  {
    type: 'survey_received',
    applies: (d) => notTrue(d.survey_provided_by_seller) && (d.survey_delivered === true || Boolean(d.survey_document_url)),
    due: () => 'today',
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
  { type: 'inspection_waived', applies: (d) => d.inspection_waived === true, due: () => 'today', doneWhen: always },
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

const isTexas = (deal: MilestoneSourceDeal): boolean => (deal.property_state ?? '').trim().toUpperCase() === 'TX';

const appliesToDeal = (rule: MilestoneRule, deal: MilestoneSourceDeal): boolean =>
  (!rule.dealTypes || rule.dealTypes.includes(deal.transaction_type as DealType)) &&
  (!rule.texasOnly || isTexas(deal)) &&
  (rule.applies?.(deal) ?? true);

const FROM_DEAL = { date_source: 'deal', explanation: null, citation: null, computed_due_date: null } as const;

export function generateMilestones(deal: MilestoneSourceDeal, options: GenerateMilestonesOptions): GeneratedMilestone[] {
  const deadlines = options.deadlines ?? FIELDS_ONLY;
  const firstDated = (type: MilestoneType): string =>
    options.previous?.find((m) => m.milestone_type === type && m.due_date)?.due_date ?? options.today;

  const fromFields = MILESTONE_RULES.flatMap((rule): GeneratedMilestone[] => {
    if (!appliesToDeal(rule, deal)) return [];
    const derived = deadlines.derive(rule.type, deal);
    const due = derived ? null : rule.due(deal);
    const moment = derived ?? (due === 'today' ? { date: firstDated(rule.type), datetime: null } : due);
    if (!moment) return [];
    return [
      {
        milestone_type: rule.type,
        milestone_name: MILESTONE_NAMES[rule.type],
        due_date: moment.date,
        due_datetime: moment.datetime,
        is_client_visible: rule.clientVisible?.(deal) ?? true,
        completed: rule.doneWhen?.(deal) ?? false,
        ...(derived
          ? { date_source: derived.source, explanation: derived.explanation, citation: derived.citation, computed_due_date: derived.computed_date }
          : { ...FROM_DEAL, explanation: deadlines.withoutRule?.(rule.type, deal) ?? null }),
      },
    ];
  });

  const utilities = (options.utilities ?? []).flatMap((utility): GeneratedMilestone[] => {
    const moment = onDate(utility.transfer_date);
    if (!moment) return [];
    return [
      {
        ...(utility.id ? { key: utility.id } : {}),
        milestone_type: 'utility_transfer',
        milestone_name: `${utility.utility_type} ${UTILITY_MILESTONE_WORD[utility.action ?? ''] ?? 'Transfer'}`,
        due_date: moment.date,
        due_datetime: null,
        is_client_visible: utility.is_client_visible ?? true,
        completed: utility.done === true,
        ...FROM_DEAL,
      },
    ];
  });

  const custom = (options.custom ?? []).map((milestone): GeneratedMilestone => ({
    ...(milestone.id ? { id: milestone.id } : {}),
    milestone_type: 'custom',
    milestone_name: milestone.milestone_name,
    due_date: milestone.due_date,
    due_datetime: null,
    is_client_visible: milestone.is_client_visible ?? true,
    completed: false,
    ...FROM_DEAL,
  }));

  return [...fromFields, ...utilities, ...custom].sort(compareMilestones);
}
