import { MILESTONE_NAMES, MilestoneType } from '../../kernel/domain/milestone-types';

/** A milestone as stored, or as a regeneration would store it now. */
export interface IntegrityRow {
  readonly milestone_type: string;
  readonly milestone_name: string;
  readonly due_date: string | null;
  readonly due_datetime: string | null;
  readonly completed: boolean;
}

export interface IntegrityIssue {
  readonly kind: 'missing' | 'unexpected' | 'moved' | 'next';
  readonly message: string;
}

const nameOf = (row: Pick<IntegrityRow, 'milestone_type' | 'milestone_name'>) =>
  row.milestone_type === 'custom' ? row.milestone_name : (MILESTONE_NAMES[row.milestone_type as MilestoneType] ?? row.milestone_name);

const instantOf = (row: IntegrityRow) => (row.due_datetime ? new Date(row.due_datetime).toISOString() : row.due_date);

/** The first pending milestone in date order (the dashboard's next milestone, spec 002 §4). */
function nextOf(rows: readonly IntegrityRow[]): IntegrityRow | undefined {
  return rows.find((row) => !row.completed);
}

/** Rows keyed by type and occurrence of that type (the way their ids are made, ADR 0024). */
function keyed(rows: readonly IntegrityRow[]): Map<string, IntegrityRow> {
  const seen = new Map<string, number>();
  const byKey = new Map<string, IntegrityRow>();
  for (const row of rows) {
    const key = row.milestone_type === 'custom' ? `custom/${row.milestone_name}` : `${row.milestone_type}/${seen.get(row.milestone_type) ?? 0}`;
    seen.set(row.milestone_type, (seen.get(row.milestone_type) ?? 0) + 1);
    byKey.set(key, row);
  }
  return byKey;
}

/**
 * Spec 002 §4 integrity check: real drift between a deal's stored milestones and what its fields give
 * under today's rules: a milestone type missing, one that no longer applies, a pending milestone on
 * another date, a wrong next milestone. Both lists are in date order. Empty = consistent.
 */
export function milestoneIntegrity(stored: readonly IntegrityRow[], expected: readonly IntegrityRow[]): IntegrityIssue[] {
  const issues: IntegrityIssue[] = [];
  const have = keyed(stored);
  const want = keyed(expected);
  for (const [key, row] of want) {
    const found = have.get(key);
    if (!found) issues.push({ kind: 'missing', message: `${nameOf(row)} is missing from the timeline` });
    else if (!row.completed && instantOf(found) !== instantOf(row)) {
      issues.push({ kind: 'moved', message: `${nameOf(row)} is stored for ${instantOf(found) ?? 'no date'}, the deal gives ${instantOf(row)}` });
    }
  }
  for (const [key, row] of have) {
    if (!want.has(key)) issues.push({ kind: 'unexpected', message: `${nameOf(row)} no longer applies to this deal` });
  }
  const storedNext = nextOf(stored);
  const expectedNext = nextOf(expected);
  if ((storedNext?.milestone_type ?? null) !== (expectedNext?.milestone_type ?? null)) {
    issues.push({
      kind: 'next',
      message: `The next milestone should be ${expectedNext ? nameOf(expectedNext) : 'none'}, not ${storedNext ? nameOf(storedNext) : 'none'}`,
    });
  }
  return issues;
}
