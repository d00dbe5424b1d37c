import type { DeadlineEngine, DerivedDeadline, DueMoment, MilestoneSourceDeal } from '../milestone-sources';
import { addDays, isDateOnly } from '../milestone-dates';
import { MilestoneType } from '../milestone-types';
import { bankClosures, clockTime, dayCount, dayWithHoliday, isPassedOver, listed, longDate, nextBusinessDayFrom, nthDay } from './contract-days';
import { PropertyZone, texasZoneOf, zonedInstant } from './property-time';

/**
 * The Texas deadline engine (issue 10 item 2, ADR 0026): the TREC 20-18 resale contract's periods as a
 * table, one row per milestone type it dates. The effective date is day 0; a period counts calendar
 * days from the next day. Only ¶5A(2) moves a last day off a Saturday, Sunday or (Texas) legal holiday;
 * every other period, the option period included, is plain calendar days (20-18 has no general rule:
 * its ¶23 is "Consult an Attorney Before Signing", ADR 0026).
 */

type DateField = keyof MilestoneSourceDeal & string;
type Maybe<T> = T | null | undefined;

export interface DeadlineAnchor {
  /** The deal's date the period runs from (or back from). */
  readonly field?: DateField;
  /** How the explanation names it: "the effective date", "the closing date". */
  readonly label: string;
  /** A receipt date names the act: "the buyer received the title commitment". */
  readonly receipt?: boolean;
  /**
   * An anchor read from several of the deal's dates (¶6D: the last of three receipts): its date and how
   * the explanation names it, or null while none is known. Used instead of `field`.
   */
  readonly resolve?: (deal: MilestoneSourceDeal) => AnchorDate | null;
}

export interface AnchorDate {
  readonly date: string;
  /** Follows "N days after": "the effective date of Wednesday, November 25". */
  readonly phrase: string;
}

export interface DeadlineRule {
  readonly type: MilestoneType;
  readonly anchor: DeadlineAnchor;
  readonly direction: 'after' | 'before';
  /** A fixed count from the contract, or the deal field the blank is recorded in. */
  readonly days: number | { readonly field: DateField };
  /** ¶5A(2): a last day on a Saturday, Sunday or legal holiday moves to the end of the next day that is not. */
  readonly extendsPastHolidays: boolean;
  /** Property-local wall-clock end ("17:00" for the option period, ¶5B); null = the end of the day. */
  readonly endsAt: string | null;
  /** "The earlier of the closing date or …" (¶6D title objections). */
  readonly notLaterThan?: DeadlineAnchor;
  /** The deal's own date fields for this deadline: an agent's date there that differs is an override. */
  readonly agentFields: readonly DateField[];
  /** Whether the contract has this deadline at all (an option needs a stated option fee); absent = always. */
  readonly when?: (deal: MilestoneSourceDeal) => boolean;
  /**
   * Why the contract has no such deadline when `when` says so: a milestone the deal still dates from its
   * own fields carries it, so nobody reads the agent's date as the contract's.
   */
  readonly withoutIt?: string;
  /** The wording of a named period ("option period" → "the 7-day option period ends …"). */
  readonly periodName?: string;
  readonly citation: string;
}

/**
 * Whether the contract states an option fee: a positive dollar amount. Without one, ¶5D gives the buyer
 * no unrestricted right to terminate ("If no dollar amount is stated as the Option Fee …"), so neither
 * the ¶5A option fee deadline nor the ¶5B option period is a deadline of the contract. A $0 fee buys
 * nothing and is read as none: the cautious reading for a buyer who thinks they have an option.
 */
export function statesOptionFee(deal: MilestoneSourceDeal): boolean {
  const amount = deal.option_fee_amount;
  if (amount === null || amount === undefined) return false;
  const value = typeof amount === 'number' ? amount : Number(String(amount).replace(/[$,\s]/g, ''));
  return Number.isFinite(value) && value > 0;
}

const EFFECTIVE: DeadlineAnchor = { field: 'effective_date', label: 'the effective date' };
const CLOSING: DeadlineAnchor = { field: 'closing_date', label: 'the closing date' };

/** The ¶6C box the contract checks (SURVEY_OPTIONS): which survey paragraph dates the survey. */
const surveyOption =
  (option: string) =>
  (deal: MilestoneSourceDeal): boolean =>
    deal.survey_option === option;

/**
 * When the buyer received the survey, as ¶6D counts it. Under ¶6C(2) "Buyer is deemed to receive the
 * survey on the date of actual receipt or the date specified in this paragraph, whichever is earlier",
 * so a survey recorded after the effective date plus the ¶6C(2) days counts from that day.
 */
function surveyReceipt(deal: MilestoneSourceDeal): { date: string; phrase: string } | null {
  const actual = dateField(deal, 'survey_received_date');
  if (!actual) return null;
  const effective = dateField(deal, 'effective_date');
  const days = deal.survey_days;
  if (deal.survey_option === 'buyer_new' && effective && typeof days === 'number' && Number.isInteger(days) && days >= 0) {
    const specified = addDays(effective, days);
    if (specified < actual) {
      const why = `¶6C(2): the earlier of its actual receipt on ${longDate(actual)} and the date the paragraph specifies, ${dayCount(days)} after the effective date`;
      return { date: specified, phrase: `the survey, deemed received on ${longDate(specified)} (${why})` };
    }
  }
  return { date: actual, phrase: `the survey on ${longDate(actual)}` };
}

/**
 * ¶6D: "Buyer must object the earlier of (i) the Closing Date or (ii) ___ days after Buyer receives the
 * Commitment, Exception Documents, and the survey", so the period runs from the last of the three. A
 * receipt the deal does not record is read as no later than the latest one it does: the earlier date,
 * the safe one (ADR 0026 addendum). The exception documents have no date of their own on the deal; ¶6B
 * has the seller furnish them with the commitment, so they are read as received with it. With no
 * receipt recorded the period has not started as far as the deal knows, and there is no date.
 */
const TITLE_RECEIPTS: DeadlineAnchor = {
  label: 'the buyer received the commitment, exception documents and survey',
  resolve(deal) {
    const commitment = dateField(deal, 'title_commitment_received_date');
    const survey = surveyReceipt(deal);
    const known = [commitment, survey?.date].filter((date): date is string => Boolean(date));
    if (known.length === 0) return null;
    const last = known.reduce((a, b) => (a > b ? a : b));
    const parts = [
      commitment ? `the commitment on ${longDate(commitment)}` : 'the commitment (no receipt date recorded)',
      commitment ? 'the exception documents with it (¶6B)' : 'the exception documents (no receipt date recorded)',
      survey ? survey.phrase : 'the survey (no receipt date recorded)',
    ];
    const unknown = !commitment || !survey ? '; a receipt not recorded is read as no later than the last one recorded, which gives the earlier date' : '';
    return { date: last, phrase: `the last of the buyer's receipts, ${longDate(last)} (${listed(parts)}${unknown})` };
  },
};

/**
 * The rules table. Paragraphs whose day count is a blank with no field in the deal catalogue (the
 * additional earnest money, ¶7B disclosure, the financing addendum's buyer approval, the owners'
 * association addendum's subdivision information) are dated by the agent's field alone; ADR 0026
 * lists them. ¶6C's blank is `survey_days` (the box checked is `survey_option`) and ¶6D's is
 * `title_objection_days` (issue 18 item 3).
 */
export const TEXAS_DEADLINE_RULES: readonly DeadlineRule[] = [
  {
    type: 'earnest_money',
    anchor: EFFECTIVE,
    direction: 'after',
    days: 3,
    extendsPastHolidays: true,
    endsAt: null,
    agentFields: ['earnest_money_due_date'],
    citation: 'TREC 20-18 ¶5A',
  },
  {
    type: 'option_fee',
    anchor: EFFECTIVE,
    direction: 'after',
    days: 3,
    extendsPastHolidays: true,
    endsAt: null,
    agentFields: ['option_money_due_date'],
    when: statesOptionFee,
    withoutIt: 'No option fee amount is stated, so there is no option fee for TREC 20-18 ¶5A to date and no unrestricted right to terminate (¶5D)',
    citation: 'TREC 20-18 ¶5A',
  },
  {
    type: 'option_period_end',
    anchor: EFFECTIVE,
    direction: 'after',
    days: { field: 'option_period_days' },
    extendsPastHolidays: false,
    endsAt: '17:00',
    agentFields: ['option_period_end', 'option_period_end_date'],
    when: statesOptionFee,
    withoutIt: 'No option fee amount is stated, so the buyer has no unrestricted right to terminate (TREC 20-18 ¶5D) and the ¶5B option period is not a deadline of this contract',
    periodName: 'option period',
    citation: 'TREC 20-18 ¶5B',
  },
  {
    // ¶6C(1): the seller's existing survey and T-47; a new survey only when either is not furnished in
    // time or not accepted, and then "no later than 3 days prior to Closing Date".
    type: 'survey_due',
    when: surveyOption('existing'),
    anchor: CLOSING,
    direction: 'before',
    days: 3,
    extendsPastHolidays: false,
    endsAt: null,
    agentFields: ['survey_due_date'],
    withoutIt: "The contract's survey box (TREC 20-18 ¶6C(1), (2) or (3)) is not recorded, so no survey deadline follows from it",
    citation: 'TREC 20-18 ¶6C(1)',
  },
  {
    // ¶6C(2): "Within ___ days after the Effective Date of this contract, Buyer may obtain a new survey".
    type: 'survey_due',
    when: surveyOption('buyer_new'),
    anchor: EFFECTIVE,
    direction: 'after',
    days: { field: 'survey_days' },
    extendsPastHolidays: false,
    endsAt: null,
    agentFields: ['survey_due_date'],
    citation: 'TREC 20-18 ¶6C(2)',
  },
  {
    // ¶6C(3): "Within ___ days after the Effective Date of this contract, Seller … shall furnish a new survey".
    type: 'survey_due',
    when: surveyOption('seller_new'),
    anchor: EFFECTIVE,
    direction: 'after',
    days: { field: 'survey_days' },
    extendsPastHolidays: false,
    endsAt: null,
    agentFields: ['survey_due_date'],
    citation: 'TREC 20-18 ¶6C(3)',
  },
  {
    // ¶6C(1)'s own blank: "Within ___ days after the Effective Date …, Seller shall furnish … Seller's
    // existing survey … and a Residential Real Property Affidavit or Declaration … (T-47 Affidavit …)".
    type: 't47_due',
    when: surveyOption('existing'),
    anchor: EFFECTIVE,
    direction: 'after',
    days: { field: 'survey_days' },
    extendsPastHolidays: false,
    endsAt: null,
    agentFields: ['t47_due_date'],
    citation: 'TREC 20-18 ¶6C(1)',
  },
  {
    type: 'title_objection',
    anchor: TITLE_RECEIPTS,
    direction: 'after',
    days: { field: 'title_objection_days' },
    extendsPastHolidays: false,
    endsAt: null,
    notLaterThan: CLOSING,
    agentFields: ['title_objection_date'],
    citation: 'TREC 20-18 ¶6D',
  },
];

/** The milestone types the contract dates, each once (a type may have a row per ¶6C box): what an amendment may move. */
export const CONTRACT_DEADLINE_TYPES: readonly MilestoneType[] = [...new Set(TEXAS_DEADLINE_RULES.map((rule) => rule.type))];

/**
 * The resale contract governs buyer and seller deals. A new home may be sold on TREC 23/24 or on the
 * builder's own form, and the deal does not say which, so new construction is not dated here (ADR 0026).
 */
const RESALE_DEALS: ReadonlySet<string> = new Set(['buyer', 'seller']);

const dateField = (deal: MilestoneSourceDeal, field: DateField): string | null => {
  const value = deal[field] as Maybe<string | number | boolean>;
  return typeof value === 'string' && isDateOnly(value) ? value : null;
};

const dayCountOf = (rule: DeadlineRule, deal: MilestoneSourceDeal): number | null => {
  if (typeof rule.days === 'number') return rule.days;
  const value = deal[rule.days.field] as Maybe<unknown>;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
};

const anchorPhrase = (anchor: DeadlineAnchor, date: string): string =>
  anchor.receipt ? `${anchor.label} on ${longDate(date)}` : `${anchor.label} of ${longDate(date)}`;

const anchorOn = (anchor: DeadlineAnchor, deal: MilestoneSourceDeal): AnchorDate | null => {
  if (anchor.resolve) return anchor.resolve(deal);
  const date = anchor.field ? dateField(deal, anchor.field) : null;
  return date ? { date, phrase: anchorPhrase(anchor, date) } : null;
};

interface Computed extends DueMoment {
  readonly explanation: string;
}

const momentOn = (rule: DeadlineRule, date: string, zone: PropertyZone): DueMoment => ({
  date,
  datetime: rule.endsAt ? zonedInstant(date, rule.endsAt, zone.id) : null,
});

/** One rule applied to a deal: its due moment and the plain-language reason, or null without its inputs. */
export function computeDeadline(rule: DeadlineRule, deal: MilestoneSourceDeal, zone: PropertyZone): Computed | null {
  const anchor = anchorOn(rule.anchor, deal);
  const days = dayCountOf(rule, deal);
  if (!anchor || days === null) return null;
  const counted = `${dayCount(days)} ${rule.direction} ${anchor.phrase}`;
  const last = addDays(anchor.date, rule.direction === 'after' ? days : -days);

  if (rule.endsAt) {
    const period = rule.periodName ? `the ${days}-day ${rule.periodName} ends` : 'it ends';
    const explanation = `${counted}: ${period} ${longDate(last)} at ${clockTime(rule.endsAt)} ${zone.label}; weekends and holidays never extend it`;
    return { ...momentOn(rule, last, zone), explanation };
  }

  if (rule.extendsPastHolidays) {
    const moved = nextBusinessDayFrom(last);
    const [first, ...then] = moved.passed.map(dayWithHoliday);
    const reason = first
      ? `${counted}; ${nthDay(days)} is ${first}${then.length ? `, followed by ${listed(then)}` : ''}, so it moves to ${longDate(moved.date)}`
      : `${counted}: ${longDate(last)}`;
    // A federal holiday Texas does not keep never moves the date (¶5A(2) reads Texas's legal holidays),
    // but a buyer wiring money that day should know the bank may be shut.
    const banks = bankClosures([...moved.passed, moved.date]).map(
      (c) => `; ${longDate(c.date)} is a federal holiday (${c.holiday}) but not a Texas legal holiday, so banks may be closed; the contract's deadline does not move`,
    );
    return { ...momentOn(rule, moved.date, zone), explanation: `${reason}${banks.join('')}` };
  }

  const cap = rule.notLaterThan ? anchorOn(rule.notLaterThan, deal) : null;
  if (cap && cap.date < last) {
    return {
      ...momentOn(rule, cap.date, zone),
      explanation: `the earlier of ${cap.phrase} or ${counted} (${longDate(last)}): ${longDate(cap.date)}`,
    };
  }
  const unmoved = isPassedOver(last) ? '; calendar days, so a weekend or holiday does not move it' : '';
  return { ...momentOn(rule, last, zone), explanation: `${counted}: ${longDate(last)}${unmoved}` };
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const isTexas = (deal: MilestoneSourceDeal): boolean => (deal.property_state ?? '').trim().toUpperCase() === 'TX';

/**
 * The engine the milestone generator asks for every type (ADR 0026). A Texas resale deal with the
 * rule's inputs gets the computed moment; an agent's date in the rule's own field that differs wins
 * and is marked as an override, with what the contract rule would give. Other deals get nothing, so
 * the generator keeps dating them from their fields.
 */
export function texasDeadlineEngine(rules: readonly DeadlineRule[] = TEXAS_DEADLINE_RULES): DeadlineEngine {
  // A type may have one row per contract choice (¶6C's three boxes): the first row whose `when` holds rules.
  const rowsOf = (type: MilestoneType, deal: MilestoneSourceDeal): readonly DeadlineRule[] =>
    isTexas(deal) && RESALE_DEALS.has(deal.transaction_type) ? rules.filter((rule) => rule.type === type) : [];
  const holds = (deal: MilestoneSourceDeal) => (rule: DeadlineRule) => rule.when?.(deal) ?? true;
  return {
    derive(type, deal): DerivedDeadline | null {
      const rule = rowsOf(type, deal).find(holds(deal));
      if (!rule) return null;
      const zone = texasZoneOf(deal.property_county);
      const ruled = computeDeadline(rule, deal, zone);
      if (!ruled) return null;
      // A signed amendment (TREC 39) is the contract now: its date is the deadline the rest is measured against.
      const amendment = deal.amendments?.[type];
      const computed = amendment
        ? {
            ...momentOn(rule, amendment.date, zone),
            explanation: `amended on ${longDate(amendment.amendedOn)} to ${longDate(amendment.date)} (TREC 39); the contract rule gave ${longDate(ruled.date)}: ${ruled.explanation}`,
          }
        : ruled;
      const typed = rule.agentFields.map((field) => dateField(deal, field)).find(Boolean) ?? null;
      // The field still holding the date the amendment replaced is the old contract's date, not the
      // agent's (option_period_end is recomputed from start + days, spec 001 §4, so it always would).
      const agentDate = amendment && typed === ruled.date ? null : typed;
      const base = { citation: rule.citation, computed_date: computed.date };
      if (agentDate && agentDate !== computed.date) {
        const agentMoment = momentOn(rule, agentDate, zone);
        const at = agentMoment.datetime ? ` at ${clockTime(rule.endsAt!)} ${zone.label}` : '';
        const contract = `The contract rule gives ${longDate(computed.date)}: ${computed.explanation}.`;
        // Issue 18 item 4: a later date than the contract's is the agent's note, not the law. The
        // timeline shows it, but its alerts, calendar entry and compliance keep the contract's date
        // (the earlier, safe one) until an amendment moves the deadline.
        if (agentDate > computed.date) {
          return {
            ...base,
            date: computed.date,
            datetime: computed.datetime,
            source: 'override',
            explanation: `Set by the agent to ${longDate(agentDate)}${at}, later than the contract allows: alerts, the calendar and compliance keep the contract's date until an amendment moves it. ${contract}`,
          };
        }
        return { ...base, ...agentMoment, source: 'override', explanation: `Set by the agent to ${longDate(agentDate)}${at}. ${contract}` };
      }
      return { ...base, date: computed.date, datetime: computed.datetime, source: 'contract', explanation: `${capitalised(computed.explanation)}.` };
    },
    withoutRule(type, deal): string | null {
      const rows = rowsOf(type, deal);
      const without = rows.some(holds(deal)) ? undefined : rows.find((rule) => rule.withoutIt)?.withoutIt;
      return without ? `${without}: this is the deal's own date, not a contract deadline.` : null;
    },
  };
}

export const TEXAS_DEADLINES: DeadlineEngine = texasDeadlineEngine();
