import { Badge } from '@/components/ui/badge';
import type { MilestoneDateSource } from '@/shared/api/generated';
import { formatFieldValue } from '@/shared/fields/field-format';
import { formatZonedInstant, instantOf } from '@/shared/fields/time-zone';

import styles from './milestone-basis.module.css';

/** What the timeline and the wizard's preview need to say where a milestone's date comes from (ADR 0026). */
export interface MilestoneBasis {
  due_date: string | null;
  due_datetime: string | null;
  date_source: MilestoneDateSource;
  explanation: string | null;
  citation: string | null;
  computed_due_date: string | null;
}

/**
 * The due day, or the due time with its zone ("Dec 2, 2026, 5:00 PM CST"): a deadline's hour means
 * nothing without it. Shown in the property's zone (ADR 0032) — the contract's "5:00 p.m. local time
 * where the Property is located" — wherever the reader is.
 */
export function milestoneWhen(milestone: Pick<MilestoneBasis, 'due_date' | 'due_datetime'> & { time_zone?: string }): string {
  const instant = milestone.due_datetime ? instantOf(milestone.due_datetime) : null;
  if (instant) return formatZonedInstant(instant, milestone.time_zone);
  // Spec 002 §5: an agent's own milestone may have no date; it is listed last and never due.
  if (milestone.due_date === null) return 'No date';
  return formatFieldValue({ key: 'due_date', label: 'Due', kind: 'date' }, milestone.due_date);
}

/** "Set by agent" on a date the agent entered over the contract's, with the contract's date in its accessible name. */
export function OverrideBadge({ milestone }: { milestone: MilestoneBasis }) {
  if (milestone.date_source !== 'override') return null;
  const computed = milestone.computed_due_date
    ? formatFieldValue({ key: 'computed_due_date', label: 'Contract date', kind: 'date' }, milestone.computed_due_date)
    : null;
  return (
    <span title={computed ? `The contract rule gives ${computed}` : undefined}>
      <Badge tone="brand">
        Set by agent
        {computed && <span className="visually-hidden">; the contract rule gives {computed}</span>}
      </Badge>
    </span>
  );
}

/** The plain-language reason for the date, with the contract paragraph it comes from. */
export function MilestoneExplanation({ milestone }: { milestone: MilestoneBasis }) {
  if (!milestone.explanation) return null;
  return (
    <p className={styles.explanation}>
      {milestone.explanation}
      {milestone.citation && (
        <>
          {' '}
          <span className={styles.citation}>
            <span className="visually-hidden">Contract paragraph: </span>
            {milestone.citation}
          </span>
        </>
      )}
    </p>
  );
}
