import type { TransactionMilestoneDto } from '../../../../shared/api/generated';

/** How many coming milestones the agent's timeline lists before folding the rest under "Show N later". */
const COMING_IN_VIEW = 3;
/** Milestones due within this many days are always in view, however many there are. */
const NEAR_DAYS = 14;

const dayPlus = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * The part of the deal's timeline the agent works in (issue 20 item 4, ADR 0079 addendum): from the first
 * milestone not yet done — a passed one not confirmed, today's, or the next coming one — through the next
 * COMING_IN_VIEW coming ones and everything due within NEAR_DAYS. Milestones before it (done) fold under
 * "Show N earlier", those after it under "Show N later". With nothing left to do, the last milestone.
 */
export function timelineWindow(
  rows: readonly Pick<TransactionMilestoneDto, 'completed' | 'passed' | 'due_date'>[],
  today: string,
): { start: number; end: number } {
  const start = rows.findIndex((milestone) => !milestone.completed);
  if (start < 0) return { start: Math.max(rows.length - 1, 0), end: rows.length };
  const near = dayPlus(today, NEAR_DAYS);
  let end = start;
  let coming = 0;
  for (const [at, milestone] of rows.entries()) {
    if (at < start) continue;
    const pending = !milestone.completed && !milestone.passed;
    const soon = !milestone.completed && milestone.due_date !== null && milestone.due_date <= near;
    if (milestone.passed && !milestone.completed) end = at + 1;
    else if (soon) end = at + 1;
    else if (pending && coming < COMING_IN_VIEW) end = at + 1;
    if (pending) coming += 1;
  }
  return { start, end };
}
