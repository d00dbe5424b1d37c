import { tasksForDeal } from './task-templates';

describe('task templates', () => {
  it("date a contract deadline's task by the deadline engine: Thanksgiving, the Friday after and the weekend move earnest money to Monday", () => {
    const deal = { property_state: 'TX', effective_date: '2026-11-23', option_period_days: 7, option_fee_amount: 200, closing_date: '2026-12-23' };
    const tasks = tasksForDeal('buyer', deal);
    const dueOf = (id: string) => tasks.find((task) => task.template.milestoneType === id)?.dueDate;
    expect(dueOf('earnest_money')).toBe('2026-11-30');
    expect(dueOf('option_fee')).toBe('2026-11-30');
    // No option fee stated: the contract has no option fee deadline (TREC 20-18 ¶5D), so the reminder keeps its plain count.
    expect(tasksForDeal('buyer', { ...deal, option_fee_amount: null }).find((task) => task.template.milestoneType === 'option_fee')?.dueDate).toBe('2026-11-26');
    // A task without a contract rule keeps its plain day count (one week before closing).
    expect(tasks.find((task) => task.template.id.includes('closing-gift'))?.dueDate).toBe('2026-12-16');
  });

  it('outside Texas, a plain count from the effective date', () => {
    const tasks = tasksForDeal('buyer', { property_state: 'CA', effective_date: '2026-11-23', closing_date: '2026-12-23' });
    expect(tasks.every((task) => task.template.milestoneType !== 'earnest_money' || task.dueDate === '2026-11-26')).toBe(true);
  });
});
