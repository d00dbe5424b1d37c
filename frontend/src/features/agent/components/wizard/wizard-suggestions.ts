import type { Draft } from '../../../../shared/fields/field-def';

/*
 * Contract-date suggestions on the wizard's steps (issue 20 item 1): once the effective date is known,
 * each deadline the server's contract rules date (TREC 20-18 ¶5A earnest money and option fee, ¶5B
 * option period, ¶6C survey and T-47, ¶6D title objections) is offered next to the field that holds
 * it, with its paragraph. The dates come from POST /transactions/milestone-preview; nothing here
 * counts days. Pure TypeScript with relative imports only, so test/unit loads it as it is.
 */

/** The milestone type a contract rule dates → the wizard field that holds that date (the rule's agent field). */
export const CONTRACT_DATE_FIELDS: Readonly<Record<string, string>> = {
  earnest_money: 'earnest_money_due_date',
  option_fee: 'option_money_due_date',
  option_period_end: 'option_period_end',
  survey_due: 'survey_due_date',
  t47_due: 't47_due_date',
  title_objection: 'title_objection_date',
};

/** What the preview answers for a milestone, as far as a suggestion needs it. */
export interface PreviewedMilestone {
  milestone_type: string;
  date_source: 'contract' | 'override' | 'deal';
  citation: string | null;
  computed_due_date: string | null;
  explanation: string | null;
}

export interface DateSuggestion {
  /** The day the contract rule gives, YYYY-MM-DD. */
  date: string;
  /** E.g. 'TREC 20-18 ¶5A'. */
  citation: string;
  /** How the rule counts it; only when the field does not already hold another date (the server's override text then speaks of the agent's date). */
  explanation: string | null;
}

/**
 * The suggestions for the fields whose value differs from what the contract gives: a field already
 * holding the contract's date gets none. Never filled in: the agent takes one with "Use".
 */
export function dateSuggestions(milestones: readonly PreviewedMilestone[], draft: Draft): Record<string, DateSuggestion> {
  const found: Record<string, DateSuggestion> = {};
  for (const milestone of milestones) {
    const field = CONTRACT_DATE_FIELDS[milestone.milestone_type];
    if (!field || !milestone.citation || !milestone.computed_due_date || milestone.date_source === 'deal') continue;
    const current = typeof draft[field] === 'string' ? (draft[field] as string).trim() : '';
    if (current === milestone.computed_due_date || found[field]) continue;
    found[field] = {
      date: milestone.computed_due_date,
      citation: milestone.citation,
      explanation: milestone.date_source === 'contract' ? milestone.explanation : null,
    };
  }
  return found;
}

/** The steps that hold a suggested field, and only once the effective date is known. */
export function wantsSuggestions(stepId: string, draft: Draft): boolean {
  const effective = typeof draft.effective_date === 'string' ? draft.effective_date.trim() : '';
  return /^\d{4}-\d{2}-\d{2}$/.test(effective) && (stepId === 'financial' || stepId === 'timeline' || stepId === 'title');
}
