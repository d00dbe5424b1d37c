import { CONTRACT_DATE_FIELDS, dateSuggestions, wantsSuggestions, type PreviewedMilestone } from '../../frontend/src/features/agent/components/wizard/wizard-suggestions';
import { WIZARD_FIELDS, WIZARD_STEPS } from '../../frontend/src/features/agent/components/wizard/wizard-steps';
import { TEXAS_DEADLINE_RULES } from '../../backend/src/modules/transactions/kernel/domain/deadlines/texas-deadlines';

/*
 * Issue 20 item 1: once the effective date is known, each contract deadline is offered beside its
 * wizard field with its paragraph, from the server's preview (never counted in the browser, never
 * filled in by itself).
 */

const milestone = (over: Partial<PreviewedMilestone>): PreviewedMilestone => ({
  milestone_type: 'earnest_money',
  date_source: 'contract',
  citation: 'TREC 20-18 ¶5A',
  computed_due_date: '2027-03-04',
  explanation: '3 days after the effective date of Monday, March 1.',
  ...over,
});

describe('contract date suggestions in the wizard', () => {
  it("maps each contract rule to its own agent field, and every such field is one the wizard asks", () => {
    for (const rule of TEXAS_DEADLINE_RULES) expect(rule.agentFields).toContain(CONTRACT_DATE_FIELDS[rule.type]);
    const asked = new Set(WIZARD_FIELDS.map((def) => def.key));
    for (const field of Object.values(CONTRACT_DATE_FIELDS)) expect(asked).toContain(field);
  });

  it('offers the ¶5A dates on the Financial step, which also asks for the effective date', () => {
    const financial = WIZARD_STEPS.find((step) => step.id === 'financial')!.sections.flatMap((section) => section.fields.map((def) => def.key));
    expect(financial).toEqual(expect.arrayContaining(['effective_date', 'earnest_money_due_date', 'option_money_due_date']));
  });

  it('suggests the contract date with its paragraph for an empty field', () => {
    expect(dateSuggestions([milestone({})], { earnest_money_due_date: '' })).toEqual({
      earnest_money_due_date: { date: '2027-03-04', citation: 'TREC 20-18 ¶5A', explanation: '3 days after the effective date of Monday, March 1.' },
    });
  });

  it('offers nothing for a field already holding the contract date, nor for dates of the deal alone', () => {
    expect(dateSuggestions([milestone({})], { earnest_money_due_date: '2027-03-04' })).toEqual({});
    expect(dateSuggestions([milestone({ date_source: 'deal', citation: null, computed_due_date: null })], {})).toEqual({});
    expect(dateSuggestions([milestone({ milestone_type: 'closing' })], {})).toEqual({});
  });

  it("keeps offering the contract's date beside an agent's other date, without the server's override wording", () => {
    const override = milestone({ date_source: 'override', explanation: 'Set by the agent to Friday, March 5. The contract rule gives…' });
    expect(dateSuggestions([override], { earnest_money_due_date: '2027-03-05' })).toEqual({
      earnest_money_due_date: { date: '2027-03-04', citation: 'TREC 20-18 ¶5A', explanation: null },
    });
  });

  it('asks the server only once the effective date is a date, and only on the steps holding suggested fields', () => {
    expect(wantsSuggestions('financial', { effective_date: '' })).toBe(false);
    expect(wantsSuggestions('financial', { effective_date: '2027-03-01' })).toBe(true);
    expect(wantsSuggestions('timeline', { effective_date: '2027-03-01' })).toBe(true);
    expect(wantsSuggestions('title', { effective_date: '2027-03-01' })).toBe(true);
    expect(wantsSuggestions('review', { effective_date: '2027-03-01' })).toBe(false);
  });
});
