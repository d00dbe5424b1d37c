import { cn } from '@/utils/cn';

import { WIZARD_STEPS } from './wizard-steps';
import styles from './wizard.module.css';

/** The step indicator (spec 001 §2.6): the current step is marked for assistive tech and announced. */
export function WizardStepIndicator({ current }: { current: number }) {
  const step = WIZARD_STEPS[current];
  return (
    <nav aria-label="Wizard progress" className={styles.indicator}>
      <ol className={styles.steps}>
        {WIZARD_STEPS.map((item, index) => (
          <li
            key={item.id}
            aria-current={index === current ? 'step' : undefined}
            className={cn(styles.step, index < current && styles.done, index === current && styles.current)}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.stepTitle}>{item.title}</span>
          </li>
        ))}
      </ol>
      <p className={styles.stepNow} aria-live="polite">
        Step {current + 1} of {WIZARD_STEPS.length}: {step?.title}
      </p>
    </nav>
  );
}
