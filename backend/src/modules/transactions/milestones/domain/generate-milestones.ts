import { compareMilestones } from '../../kernel/domain/milestone-status';
import { MILESTONE_NAMES, MilestoneType } from '../../kernel/domain/milestone-types';
import { MILESTONE_RULES, MilestoneRule, onDate } from './milestone-rules';
import {
  DealType,
  FIELDS_ONLY,
  GeneratedMilestone,
  GenerateMilestonesOptions,
  MilestoneSourceDeal,
} from '../../kernel/domain/milestone-sources';

/**
 * The milestone generator (spec 002 §4 Milestones): a deal's milestones are a pure function of its
 * fields. Full regeneration = run this and replace what is stored (ADR 0024).
 *
 * Every rule below names the catalogue fields (spec 002 §3) that drive its type. Date-only fields
 * are `YYYY-MM-DD`; date-time fields are ISO instants whose UTC calendar date is the milestone's
 * due_date, because a date-only value sent for a date-time is stored as UTC midnight (spec 002 §3).
 */


const UTILITY_MILESTONE_WORD: Readonly<Record<string, string>> = { 'Setup New': 'Setup', Cancel: 'Cancellation' };

const isTexas = (deal: MilestoneSourceDeal): boolean => (deal.property_state ?? '').trim().toUpperCase() === 'TX';

const appliesToDeal = (rule: MilestoneRule, deal: MilestoneSourceDeal): boolean =>
  (!rule.dealTypes || rule.dealTypes.includes(deal.transaction_type as DealType)) &&
  (!rule.texasOnly || isTexas(deal)) &&
  (rule.applies?.(deal) ?? true);

const FROM_DEAL = { date_source: 'deal', explanation: null, citation: null, computed_due_date: null } as const;

/** The types a regeneration dates the day it first generates them: their stored rows are all it reads back. */
export const DATED_WHEN_GENERATED: ReadonlySet<MilestoneType> = new Set(MILESTONE_RULES.filter((rule) => rule.datedWhenGenerated).map((rule) => rule.type));

export function generateMilestones(deal: MilestoneSourceDeal, options: GenerateMilestonesOptions): GeneratedMilestone[] {
  const deadlines = options.deadlines ?? FIELDS_ONLY;
  const firstDated = (type: MilestoneType): string =>
    options.previous?.find((m) => m.milestone_type === type && m.due_date)?.due_date ?? options.today;
  const rules = options.onlyDatedWhenGenerated ? MILESTONE_RULES.filter((rule) => rule.datedWhenGenerated) : MILESTONE_RULES;

  const fromFields = rules.flatMap((rule): GeneratedMilestone[] => {
    if (!appliesToDeal(rule, deal) || Object.hasOwn(deal.removed ?? {}, rule.type)) return [];
    const derived = deadlines.derive(rule.type, deal);
    const due = derived ? null : rule.due(deal);
    // The rebuild keeps only these types' dates between two writes (ADR 0089): a rule that dates today unflagged would be dated anew.
    if (due === 'today' && !rule.datedWhenGenerated) throw new Error(`Milestone rule ${rule.type} answers 'today' without datedWhenGenerated`);
    const moment = derived ?? (due === 'today' ? { date: firstDated(rule.type), datetime: null } : due);
    if (!moment) return [];
    return [
      {
        milestone_type: rule.type,
        milestone_name: MILESTONE_NAMES[rule.type],
        due_date: moment.date,
        due_datetime: moment.datetime,
        is_client_visible: rule.clientVisible?.(deal) ?? true,
        completed: (rule.doneWhen?.(deal) ?? false) || Object.hasOwn(deal.confirmed ?? {}, rule.type),
        ...(derived
          ? { date_source: derived.source, explanation: derived.explanation, citation: derived.citation, computed_due_date: derived.computed_date }
          : { ...FROM_DEAL, explanation: deadlines.withoutRule?.(rule.type, deal) ?? null }),
      },
    ];
  });

  if (options.onlyDatedWhenGenerated) return fromFields;

  // Object literals without spreads (same keys, same order): a rebuild generates a deal's own milestones and
  // utilities for every deal of every batch, and the spreads were a third of the generator's time (issue 23 item 2).
  const utilities: GeneratedMilestone[] = [];
  for (const utility of options.utilities ?? []) {
    const moment = onDate(utility.transfer_date);
    if (!moment) continue;
    const milestone_name = `${utility.utility_type} ${UTILITY_MILESTONE_WORD[utility.action ?? ''] ?? 'Transfer'}`;
    const is_client_visible = utility.is_client_visible ?? true;
    const completed = utility.done === true;
    utilities.push(
      utility.id
        ? { key: utility.id, milestone_type: 'utility_transfer', milestone_name, due_date: moment.date, due_datetime: null, is_client_visible, completed, date_source: 'deal', explanation: null, citation: null, computed_due_date: null }
        : { milestone_type: 'utility_transfer', milestone_name, due_date: moment.date, due_datetime: null, is_client_visible, completed, date_source: 'deal', explanation: null, citation: null, computed_due_date: null },
    );
  }

  const custom = (options.custom ?? []).map((milestone): GeneratedMilestone => {
    const is_client_visible = milestone.is_client_visible ?? true;
    return milestone.id
      ? { id: milestone.id, milestone_type: 'custom', milestone_name: milestone.milestone_name, due_date: milestone.due_date, due_datetime: null, is_client_visible, completed: false, date_source: 'deal', explanation: null, citation: null, computed_due_date: null }
      : { milestone_type: 'custom', milestone_name: milestone.milestone_name, due_date: milestone.due_date, due_datetime: null, is_client_visible, completed: false, date_source: 'deal', explanation: null, citation: null, computed_due_date: null };
  });

  return [...fromFields, ...utilities, ...custom].sort(compareMilestones);
}
