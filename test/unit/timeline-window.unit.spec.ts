import { timelineWindow } from '../../frontend/src/features/transactions/components/detail/timeline-window';

type Row = { completed: boolean; passed: boolean; due_date: string | null };
const done = (due_date: string): Row => ({ completed: true, passed: false, due_date });
const coming = (due_date: string | null): Row => ({ completed: false, passed: false, due_date });
const passed = (due_date: string): Row => ({ completed: false, passed: true, due_date });

const TODAY = '2026-11-29';

describe('the agent timeline window (issue 20 item 4, ADR 0079 addendum)', () => {
  it('folds the done ones before the first open milestone, and the far-off ones after the next three', () => {
    const rows = [done('2027-03-01'), coming('2027-03-04'), coming('2027-03-04'), coming('2027-03-04'), coming('2027-03-08'), done('2027-03-20'), coming('2027-04-02')];
    expect(timelineWindow(rows, TODAY)).toEqual({ start: 1, end: 4 });
  });

  it('keeps every passed-not-confirmed one and every one due within 14 days in view, however many', () => {
    const rows = [passed('2026-11-20'), done('2026-11-22'), coming('2026-11-30'), coming('2026-12-01'), coming('2026-12-02'), coming('2026-12-10'), coming('2027-02-01')];
    expect(timelineWindow(rows, TODAY)).toEqual({ start: 0, end: 6 });
  });

  it('shows the last milestone when every one is done, and nothing on an empty timeline', () => {
    expect(timelineWindow([done('2027-03-01'), done('2027-03-02')], TODAY)).toEqual({ start: 1, end: 2 });
    expect(timelineWindow([], TODAY)).toEqual({ start: 0, end: 0 });
  });

  it('counts an undated open milestone as coming', () => {
    expect(timelineWindow([coming(null), coming(null), coming(null), coming(null)], TODAY)).toEqual({ start: 0, end: 3 });
  });
});
