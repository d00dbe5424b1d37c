import { cn } from '@/utils/cn';

import { WIZARD_STEPS } from './wizard-steps';
import styles from './wizard.module.css';

interface WizardStepIndicatorProps {
  current: number;
  /** The furthest step reached: every step up to it is a link back (or forward) to it. */
  furthest?: number;
  onJump?: (index: number) => void;
}

/**
 * The step indicator (spec 001 §2.6): the current step is marked for assistive tech and announced;
 * the steps already reached are buttons that go straight to them (issue 20 item 1).
 */
export function WizardStepIndicator({ current, furthest = current, onJump }: WizardStepIndicatorProps) {
  const step = WIZARD_STEPS[current];
  return (
    <nav aria-label="Wizard progress" className={styles.indicator}>
      <ol className={styles.steps}>
        {WIZARD_STEPS.map((item, index) => {
          const label = (
            <>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.stepTitle}>{item.title}</span>
            </>
          );
          const reachable = onJump && index !== current && index <= furthest;
          return (
            <li
              key={item.id}
              aria-current={index === current ? 'step' : undefined}
              className={cn(styles.step, index <= furthest && index !== current && styles.done, index === current && styles.current)}
            >
              {reachable ? (
                <button type="button" className={styles.stepJump} onClick={() => onJump(index)} aria-label={`Go to step ${index + 1}: ${item.title}`}>
                  {label}
                </button>
              ) : (
                label
              )}
            </li>
          );
        })}
      </ol>
      <p className={styles.stepNow} aria-live="polite">
        Step {current + 1} of {WIZARD_STEPS.length}: {step?.title}
      </p>
    </nav>
  );
}
