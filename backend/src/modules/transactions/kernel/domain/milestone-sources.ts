import { MilestoneType } from './milestone-types';

/**
 * The milestone generator (spec 002 §4 Milestones): a deal's milestones are a pure function of its
 * fields. Full regeneration = run this and replace what is stored (ADR 0024).
 *
 * Every rule below names the catalogue fields (spec 002 §3) that drive its type. Date-only fields
 * are `YYYY-MM-DD`; date-time fields are ISO instants whose UTC calendar date is the milestone's
 * due_date, because a date-only value sent for a date-time is stored as UTC midnight (spec 002 §3).
 */

export type Maybe<T> = T | null | undefined;

export type DealType = 'buyer' | 'seller' | 'new_construction';

/** The deal fields the rules read (catalogue names); the deal read model satisfies it structurally. */
export interface MilestoneSourceDeal {
  readonly transaction_type: string;
  /** Contract deadlines moved by a signed amendment (TREC 39), by milestone type (issue 18 item 4). */
  readonly amendments?: Readonly<Record<string, { readonly date: string; readonly amendedOn: string }>>;
  /** Generated milestones the agent confirmed done, by type (ADR 0049). */
  readonly confirmed?: Readonly<Record<string, string>>;
  /** Generated milestones the agent removed, by type (ADR 0064): never generated again until restored. */
  readonly removed?: Readonly<Record<string, string>>;
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
  /** Null only for an agent's own milestone with no date (spec 002 §5 "due date optional"). */
  readonly due_date: string | null;
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


/** An agent's own milestone (spec 002 §7 Create milestone: name, due date, visibility). */
export interface MilestoneSourceCustom {
  /** Its own id, kept as the row's id (a custom milestone is addressed by it). */
  readonly id?: string;
  readonly milestone_name: string;
  /** Spec 002 §5: optional; an undated milestone is listed last and never due, at risk or overdue. */
  readonly due_date: string | null;
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
  /**
   * Only the types dated the day they are generated (DATED_WHEN_GENERATED), none from utilities or the
   * agent: the rows a later regeneration reads back, which is all a rebuild keeps between two writes.
   */
  readonly onlyDatedWhenGenerated?: boolean;
}
