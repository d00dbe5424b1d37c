import { DEFAULT_EDUCATION, EDUCATED_MILESTONE_TYPES, MILESTONE_TYPES } from '../../transactions/transactions.public';
import { decideEducationPrompt, EducationPromptCommand } from './education-prompt.decide';
import { EducationPromptEvent, evolveEducationPrompt, initialEducationPromptState } from './education-prompt.events';

const agentId = 'a0000000-0000-4000-8000-000000000001';
const promptId = 'b0000000-0000-4000-8000-000000000002';
const create: EducationPromptCommand = { type: 'CreateEducationPrompt', promptId, agentId, milestoneType: 'closing', title: 'Closing', promptText: 'Bring ID.' };

function after(...commands: EducationPromptCommand[]) {
  let state = initialEducationPromptState();
  const events: EducationPromptEvent[] = [];
  for (const command of commands) {
    const decided = decideEducationPrompt(command, state);
    events.push(...decided);
    state = decided.reduce(evolveEducationPrompt, state);
  }
  return { state, events };
}

describe('education prompts', () => {
  it('has a default text for every milestone type but custom (spec 002 §9: earnest money is typically 1-2%)', () => {
    expect(EDUCATED_MILESTONE_TYPES).toEqual(MILESTONE_TYPES.filter((type) => type !== 'custom'));
    for (const type of EDUCATED_MILESTONE_TYPES) {
      expect(DEFAULT_EDUCATION[type].title.length).toBeGreaterThan(3);
      expect(DEFAULT_EDUCATION[type].text.length).toBeGreaterThan(80);
    }
    expect(DEFAULT_EDUCATION.earnest_money.text).toContain('1-2% of the purchase price');
  });

  it('tidies the text, refuses blanks with the spec’s words, and creates once', () => {
    const { events } = after({ ...create, title: '  Closing   day ', promptText: ' Bring ID.\r\nAnd the wire receipt. ' }, create);
    expect(events).toEqual([
      { type: 'EducationPromptCreated', data: { promptId, agentId, milestoneType: 'closing', title: 'Closing day', promptText: 'Bring ID.\nAnd the wire receipt.' } },
    ]);
    for (const blank of [{ title: ' ' }, { promptText: '\n\t' }, { milestoneType: '' }]) {
      expect(() => after({ ...create, ...blank })).toThrow('All fields are required');
    }
    expect(() => after({ ...create, milestoneType: 'custom' })).toThrow(/Milestone Type must be one of/);
    expect(() => after({ ...create, promptText: 'x'.repeat(5001) })).toThrow('Educational Content must be at most 5000 characters');
  });

  it('lets only the author edit or delete; an unchanged edit is no event; a deleted prompt is gone', () => {
    const edit: EducationPromptCommand = { type: 'EditEducationPrompt', promptId, agentId, title: 'Closing', promptText: 'Bring ID.' };
    expect(after(create, edit).events).toHaveLength(1);
    expect(after(create, { ...edit, promptText: 'Bring photo ID.' }).events.at(-1)).toEqual({
      type: 'EducationPromptEdited',
      data: { promptId, agentId, title: 'Closing', promptText: 'Bring photo ID.' },
    });
    const stranger = 'c0000000-0000-4000-8000-000000000003';
    expect(() => after(create, { ...edit, agentId: stranger })).toThrow('Education prompt not found');
    expect(() => after(create, { type: 'DeleteEducationPrompt', promptId, agentId: stranger })).toThrow('Education prompt not found');
    const deleted = after(create, { type: 'DeleteEducationPrompt', promptId, agentId });
    expect(deleted.state.deleted).toBe(true);
    expect(() => after(create, { type: 'DeleteEducationPrompt', promptId, agentId }, edit)).toThrow('Education prompt not found');
  });
});
