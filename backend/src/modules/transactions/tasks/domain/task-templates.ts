import { TEXAS_DEADLINES } from '../../kernel/domain/deadlines/texas-deadlines';
import { addDays } from '../../kernel/domain/milestone-dates';
import { isMilestoneType } from '../../kernel/domain/milestone-types';
import { FieldValues, TransactionType } from '../../kernel/domain/transaction-fields';
import { TaskPriority } from './tasks.events';

/**
 * The automation task set (issue 10 item 6; spec 001 §7 handle-generate-tasks, 002 §9 "Closing gift
 * task is created 1 week before closing"; ADR 0027). Data, not code: one row per template, chosen by
 * the deal's type and its property state, due a number of days from the contract (effective date,
 * else contract date) or from the closing date. A template whose anchor date is unset is generated
 * undated. The ids are stable: generation is idempotent by them.
 */
export interface TaskTemplate {
  id: string;
  title: string;
  description: string;
  transactionTypes: readonly TransactionType[];
  /** Property states it applies to (two-letter); absent = every state. */
  states?: readonly string[];
  anchor: 'contract' | 'closing';
  offsetDays: number;
  priority: TaskPriority;
  isClientVisible: boolean;
  milestoneType?: string;
  /**
   * The deal fact that does what the task asks (issue 20 item 2, ADR 0049): when a field records it,
   * the task completes in the same append; when the fact is cleared, a task it completed reopens.
   */
  doneWhen?: TaskFact;
}

/** A fact of the deal's fields, named for the task's history. */
export interface TaskFact {
  /** What the fields say, e.g. 'earnest money paid'. */
  fact: string;
  holds: (fields: FieldValues) => boolean;
}

const isSet = (value: unknown): boolean => value !== undefined && value !== null && value !== '';
const isTrue = (value: unknown): boolean => value === true;

const EARNEST_MONEY_PAID: TaskFact = { fact: 'earnest money paid', holds: (f) => isTrue(f.earnest_money_paid) || isSet(f.earnest_money_paid_date) };
const OPTION_FEE_PAID: TaskFact = { fact: 'option fee paid', holds: (f) => isSet(f.option_fee_paid_date) };
const T47_DELIVERED: TaskFact = { fact: 'T-47 delivered', holds: (f) => isTrue(f.t47_delivered) || isSet(f.t47_delivered_date) };

const ALL_TYPES: readonly TransactionType[] = ['buyer', 'seller', 'new_construction'];
const BUYING: readonly TransactionType[] = ['buyer', 'new_construction'];
const TEXAS = ['TX'] as const;

export const CLOSING_GIFT_TEMPLATE_ID = 'closing-gift';

export const TASK_TEMPLATES: readonly TaskTemplate[] = [
  // Every deal
  {
    id: CLOSING_GIFT_TEMPLATE_ID,
    title: 'Order the closing gift',
    description: 'One week before closing: choose and order the closing gift so it arrives for the closing table.',
    transactionTypes: ALL_TYPES,
    anchor: 'closing',
    offsetDays: -7,
    priority: 'normal',
    isClientVisible: false,
  },
  // Buying (resale and new construction)
  {
    id: 'buyer-earnest-money',
    title: 'Deliver earnest money to the title company',
    description:
      'TREC contracts require the earnest money at the escrow agent (the title company) within 3 days after the effective date; on the ' +
      'resale contract (20-18 ¶5A) a last day on a Saturday, Sunday or Texas legal holiday moves to the next day that is none of those.',
    transactionTypes: BUYING,
    states: TEXAS,
    anchor: 'contract',
    offsetDays: 3,
    priority: 'high',
    isClientVisible: true,
    milestoneType: 'earnest_money',
    doneWhen: EARNEST_MONEY_PAID,
  },
  {
    id: 'buyer-option-fee',
    title: 'Deliver the option fee to the title company',
    description:
      'TREC 20-18 ¶5A: the option fee goes to the escrow agent (the title company), with the earnest money or separately, within 3 days ' +
      'after the effective date. Late, or with no option fee amount in the contract, there is no right to terminate in the option period (¶5D).',
    transactionTypes: ['buyer'],
    states: TEXAS,
    anchor: 'contract',
    offsetDays: 3,
    priority: 'high',
    isClientVisible: true,
    milestoneType: 'option_fee',
    doneWhen: OPTION_FEE_PAID,
  },
  {
    id: 'buyer-schedule-inspection',
    title: 'Schedule the home inspection',
    description: 'Book the inspector early enough to negotiate repairs inside the option period.',
    transactionTypes: ['buyer'],
    anchor: 'contract',
    offsetDays: 2,
    priority: 'high',
    isClientVisible: false,
    // Waived, there is nothing to schedule (TREC 20-18 ¶7A: the buyer accepts the property as is).
    doneWhen: { fact: 'inspection scheduled', holds: (f) => isTrue(f.inspection_scheduled) || isSet(f.inspection_datetime) || isTrue(f.inspection_waived) },
  },
  {
    id: 'buyer-t47-survey',
    title: "Get the seller's T-47 survey affidavit",
    description: 'Ask the listing agent for the existing survey and T-47 affidavit so title can decide whether a new survey is needed.',
    transactionTypes: ['buyer'],
    states: TEXAS,
    anchor: 'contract',
    offsetDays: 5,
    priority: 'normal',
    isClientVisible: false,
    doneWhen: T47_DELIVERED,
  },
  {
    id: 'buyer-mud-pid-notice',
    title: 'Confirm the MUD / PID notice is signed',
    description: 'Texas requires the buyer to sign the MUD or PID notice when the property is in such a district.',
    transactionTypes: BUYING,
    states: TEXAS,
    anchor: 'contract',
    offsetDays: 5,
    priority: 'normal',
    isClientVisible: false,
    doneWhen: { fact: 'MUD / PID notice delivered', holds: (f) => isTrue(f.mud_pid_delivered) },
  },
  {
    id: 'buyer-homeowners-insurance',
    title: "Bind homeowner's insurance",
    description: 'The lender needs proof of insurance before closing; compare quotes and bind the policy.',
    transactionTypes: BUYING,
    anchor: 'closing',
    offsetDays: -14,
    priority: 'high',
    isClientVisible: true,
    doneWhen: { fact: 'insurance bound', holds: (f) => f.insurance_status === 'bound' || isSet(f.insurance_bind_date) },
  },
  {
    id: 'buyer-utilities',
    title: 'Set up utilities for move-in',
    description: 'Electricity, water, gas and internet in your name from the closing or possession date.',
    transactionTypes: BUYING,
    anchor: 'closing',
    offsetDays: -7,
    priority: 'normal',
    isClientVisible: true,
  },
  {
    id: 'buyer-verify-wiring',
    title: 'Verify wiring instructions by phone with the title company',
    description: 'Call the title company at a number you already know before wiring any funds; never trust e-mailed instructions.',
    transactionTypes: BUYING,
    anchor: 'closing',
    offsetDays: -3,
    priority: 'high',
    isClientVisible: true,
  },
  {
    id: 'buyer-final-walkthrough',
    title: 'Schedule the final walkthrough',
    description: 'Walk the property with the buyer shortly before closing to confirm its condition and agreed repairs.',
    transactionTypes: ['buyer'],
    anchor: 'closing',
    offsetDays: -2,
    priority: 'normal',
    isClientVisible: false,
    doneWhen: { fact: 'final walkthrough scheduled', holds: (f) => isSet(f.final_walkthrough_datetime) },
  },
  // New construction
  {
    id: 'nc-design-selections',
    title: 'Confirm the design selection deadline with the builder',
    description: "Get the builder's selection deadlines in writing so upgrades are ordered in time.",
    transactionTypes: ['new_construction'],
    anchor: 'contract',
    offsetDays: 14,
    priority: 'normal',
    isClientVisible: true,
  },
  {
    id: 'nc-pre-drywall-inspection',
    title: 'Schedule the pre-drywall inspection',
    description: 'An independent inspection before the walls close up.',
    transactionTypes: ['new_construction'],
    anchor: 'closing',
    offsetDays: -45,
    priority: 'normal',
    isClientVisible: false,
  },
  {
    id: 'nc-final-inspection',
    title: 'Schedule the final new-construction inspection',
    description: "An independent inspection before the builder's orientation, to build the punch list.",
    transactionTypes: ['new_construction'],
    anchor: 'closing',
    offsetDays: -10,
    priority: 'normal',
    isClientVisible: false,
  },
  // Selling
  {
    id: 'seller-disclosure-notice',
    title: "Deliver the Seller's Disclosure Notice",
    description: "Texas Property Code §5.008: the buyer must have the seller's disclosure; confirm it was delivered and signed.",
    transactionTypes: ['seller'],
    states: TEXAS,
    anchor: 'contract',
    offsetDays: 1,
    priority: 'high',
    isClientVisible: false,
    doneWhen: { fact: "seller's disclosure delivered", holds: (f) => isTrue(f.seller_disclosure_delivered) },
  },
  {
    id: 'seller-t47-affidavit',
    title: 'Sign the T-47 survey affidavit',
    description: 'Find your existing survey and sign the T-47 affidavit confirming no changes since it was made.',
    transactionTypes: ['seller'],
    states: TEXAS,
    anchor: 'contract',
    offsetDays: 3,
    priority: 'normal',
    isClientVisible: true,
    doneWhen: T47_DELIVERED,
  },
  {
    id: 'seller-confirm-earnest-option',
    title: 'Confirm receipt of earnest money and option fee',
    description:
      'Both go to the escrow agent (the title company) within 3 days after the effective date (TREC 20-18 ¶5A): check with the title ' +
      'company that both arrived on time.',
    transactionTypes: ['seller'],
    states: TEXAS,
    anchor: 'contract',
    offsetDays: 4,
    priority: 'normal',
    isClientVisible: false,
    // Both, where the contract has an option fee (without one there is none to receive, ¶5B).
    doneWhen: {
      fact: 'earnest money and option fee received',
      holds: (f) => EARNEST_MONEY_PAID.holds(f) && (!isSet(f.option_fee_amount) || OPTION_FEE_PAID.holds(f)),
    },
  },
  {
    id: 'seller-payoff-statement',
    title: 'Order the mortgage payoff statement',
    description: "Title needs the lender's payoff figures for the closing disclosure.",
    transactionTypes: ['seller'],
    anchor: 'closing',
    offsetDays: -14,
    priority: 'normal',
    isClientVisible: false,
  },
  {
    id: 'seller-repairs',
    title: 'Finish the agreed repairs and keep the receipts',
    description: 'Repairs agreed in the amendment must be done by licensed contractors where required; keep every receipt.',
    transactionTypes: ['seller'],
    anchor: 'closing',
    offsetDays: -5,
    priority: 'normal',
    isClientVisible: true,
  },
  {
    id: 'seller-utility-transfer',
    title: 'Schedule utilities to leave your name',
    description: 'Stop or transfer service from the possession date so you are not billed after the sale.',
    transactionTypes: ['seller'],
    anchor: 'closing',
    offsetDays: -3,
    priority: 'normal',
    isClientVisible: true,
  },
];

export interface GeneratedTask {
  template: TaskTemplate;
  dueDate: string | null;
}

const dateOnly = (value: unknown): string | null => (typeof value === 'string' && value.length >= 10 ? value.slice(0, 10) : null);

/** The templates that apply to a deal of this type and property state, with their due dates. */
export function tasksForDeal(transactionType: TransactionType, fields: FieldValues): GeneratedTask[] {
  const written = typeof fields.property_state === 'string' ? fields.property_state.trim().toUpperCase() : '';
  const state = written === 'TEXAS' ? 'TX' : written;
  const contract = dateOnly(fields.effective_date) ?? dateOnly(fields.contract_date);
  const closing = dateOnly(fields.closing_date) ?? dateOnly(fields.closing_appointment_datetime);
  return TASK_TEMPLATES.filter((template) => template.transactionTypes.includes(transactionType))
    .filter((template) => !template.states || template.states.includes(state))
    .map((template) => {
      // A task for a contract deadline is due when the deadline is (TREC 20-18 ¶5A's weekend and
      // holiday move included, or the agent's own date for it), not a plain day count.
      const deadline = template.milestoneType && isMilestoneType(template.milestoneType)
        ? TEXAS_DEADLINES.derive(template.milestoneType, { ...fields, transaction_type: transactionType })
        : null;
      if (deadline) return { template, dueDate: deadline.date };
      const anchor = template.anchor === 'contract' ? contract : closing;
      return { template, dueDate: anchor ? addDays(anchor, template.offsetDays) : null };
    });
}

/** A fresh id offered for every template: decide uses those the deal needs, so `decide` stays pure. */
export function offeredTaskIds(newId: () => string): Record<string, string> {
  return Object.fromEntries(TASK_TEMPLATES.map((template) => [template.id, newId()]));
}
