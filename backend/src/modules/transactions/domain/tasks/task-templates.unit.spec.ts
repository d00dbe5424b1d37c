import { tasksForDeal } from './task-templates';

describe('task templates', () => {
  it("date a contract deadline's task by the deadline engine: Thanksgiving, the Friday after and the weekend move earnest money to Monday", () => {
    const tasks = tasksForDeal('buyer', { property_state: 'TX', effective_date: '2026-11-23', option_period_days: 7, closing_date: '2026-12-23' });
    const dueOf = (id: string) => tasks.find((task) => task.template.milestoneType === id)?.dueDate;
    expect(dueOf('earnest_money')).toBe('2026-11-30');
    expect(dueOf('option_fee')).toBe('2026-11-30');
    // A task without a contract rule keeps its plain day count (one week before closing).
    expect(tasks.find((task) => task.template.id.includes('closing-gift'))?.dueDate).toBe('2026-12-16');
  });

  it('outside Texas, a plain count from the effective date', () => {
    const tasks = tasksForDeal('buyer', { property_state: 'CA', effective_date: '2026-11-23', closing_date: '2026-12-23' });
    expect(tasks.every((task) => task.template.milestoneType !== 'earnest_money' || task.dueDate === '2026-11-26')).toBe(true);
  });
});
