import type { DeadlineEngine, DerivedDeadline, DueMoment, MilestoneSourceDeal } from '../milestones/generate-milestones';
import { addDays, isDateOnly } from '../milestones/milestone-dates';
import { MilestoneType } from '../milestones/milestone-types';
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
  readonly field: DateField;
  /** How the explanation names it: "the effective date", "the closing date". */
  readonly label: string;
  /** A receipt date names the act: "the buyer received the title commitment". */
  readonly receipt?: boolean;
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

/**
 * The rules table. Paragraphs whose day count is a blank with no field in the deal catalogue (the
 * additional earnest money, ¶6C(1)–(3) survey and T-47 delivery, ¶6D objections, ¶7B disclosure,
 * the financing addendum's buyer approval, the owners' association addendum's subdivision
 * information) are dated by the agent's field alone; ADR 0026 lists them.
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
    // The new survey when the seller's existing survey or T-47 is not furnished or not accepted: only
    // for a deal that records a new survey as required (¶6C(2)/(3) run from a blank day count instead).
    type: 'survey_due',
    when: (d) => d.survey_required === true,
    anchor: CLOSING,
    direction: 'before',
    days: 3,
    extendsPastHolidays: false,
    endsAt: null,
    agentFields: ['survey_due_date'],
    citation: 'TREC 20-18 ¶6C(1)',
  },
];

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

interface Computed extends DueMoment {
  readonly explanation: string;
}

const momentOn = (rule: DeadlineRule, date: string, zone: PropertyZone): DueMoment => ({
  date,
  datetime: rule.endsAt ? zonedInstant(date, rule.endsAt, zone.id) : null,
});

/** One rule applied to a deal: its due moment and the plain-language reason, or null without its inputs. */
export function computeDeadline(rule: DeadlineRule, deal: MilestoneSourceDeal, zone: PropertyZone): Computed | null {
  const anchor = dateField(deal, rule.anchor.field);
  const days = dayCountOf(rule, deal);
  if (!anchor || days === null) return null;
  const counted = `${dayCount(days)} ${rule.direction} ${anchorPhrase(rule.anchor, anchor)}`;
  const last = addDays(anchor, rule.direction === 'after' ? days : -days);

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

  const cap = rule.notLaterThan ? dateField(deal, rule.notLaterThan.field) : null;
  if (cap && rule.notLaterThan && cap < last) {
    return {
      ...momentOn(rule, cap, zone),
      explanation: `the earlier of ${anchorPhrase(rule.notLaterThan, cap)} or ${counted} (${longDate(last)}): ${longDate(cap)}`,
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
  const byType = new Map(rules.map((rule) => [rule.type, rule]));
  const ruleFor = (type: MilestoneType, deal: MilestoneSourceDeal): DeadlineRule | null => {
    const rule = byType.get(type);
    return rule && isTexas(deal) && RESALE_DEALS.has(deal.transaction_type) ? rule : null;
  };
  return {
    derive(type, deal): DerivedDeadline | null {
      const rule = ruleFor(type, deal);
      if (!rule || !(rule.when?.(deal) ?? true)) return null;
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
      const agentDate = rule.agentFields.map((field) => dateField(deal, field)).find(Boolean) ?? null;
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
      const rule = ruleFor(type, deal);
      return rule?.withoutIt && !(rule.when?.(deal) ?? true)
        ? `${rule.withoutIt}: this is the deal's own date, not a contract deadline.`
        : null;
    },
  };
}

export const TEXAS_DEADLINES: DeadlineEngine = texasDeadlineEngine();
