import { CheckIcon } from '@/components/ui/icons';
import { cn } from '@/utils/cn';

import styles from './timeline-mockup.module.css';

type StepState = 'done' | 'current' | 'upcoming';

/** Spec 000 §2 (Home): the steps, their states, 40 percent overall and 32 days to close. */
const STEPS: ReadonlyArray<{ name: string; state: StepState; when: string; detail: string }> = [
  { name: 'Contract Executed', state: 'done', when: 'Oct 3', detail: 'Signed by all parties; earnest money receipted.' },
  { name: 'Option Period', state: 'done', when: 'Oct 10', detail: 'Inspection done, repair amendment signed.' },
  { name: 'Appraisal', state: 'current', when: 'Due Oct 24', detail: 'Ordered by the lender; appraiser visit booked.' },
  { name: 'Final Walkthrough', state: 'upcoming', when: 'Nov 12', detail: 'Scheduled with the buyers and listing agent.' },
  { name: 'Closing', state: 'upcoming', when: 'Nov 14', detail: 'Title company, 2:00 PM. Keys at the table.' },
];

const STATE_LABEL: Record<StepState, string> = { done: 'Done', current: 'In progress', upcoming: 'Upcoming' };

/** The home page's transaction timeline: one deal from contract to close, as both sides see it. */
export function TimelineMockup() {
  return (
    <figure className={styles.figure}>
      <div className={styles.card}>
        <div className={styles.header}>
          <div>
            <p className={styles.kicker}>Buyer side · Under contract</p>
            <p className={styles.address}>4821 Shoal Creek Blvd</p>
          </div>
          <div className={styles.countdown}>
            <span className={styles.days}>32</span>
            <span className={styles.daysLabel}>days to close</span>
          </div>
        </div>
        <div className={styles.progress}>
          <div className={styles.progressRow}>
            <span>Overall progress</span>
            <strong>40%</strong>
          </div>
          <div
            className={styles.bar}
            role="progressbar"
            aria-label="Overall progress of the example transaction"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={40}
          >
            <div className={styles.fill} style={{ width: '40%' }} />
          </div>
        </div>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step.name} className={cn(styles.step, styles[step.state])}>
              <span className={styles.marker} aria-hidden="true">
                {step.state === 'done' ? <CheckIcon size={14} strokeWidth={3} /> : <span className={styles.markerDot} />}
              </span>
              <div className={styles.stepBody}>
                <div className={styles.stepHead}>
                  <span className={styles.stepName}>{step.name}</span>
                  <span className={cn(styles.badge, styles[`badge-${step.state}`])}>{STATE_LABEL[step.state]}</span>
                </div>
                <p className={styles.stepDetail}>
                  <span className={styles.when}>{step.when}</span> · {step.detail}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
      <figcaption className={styles.caption}>
        Illustrative transaction. Agents, clients, lender and title all read the same timeline.
      </figcaption>
    </figure>
  );
}
