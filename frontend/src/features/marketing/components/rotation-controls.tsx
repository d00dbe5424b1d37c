import { cn } from '@/utils/cn';

import type { Rotation } from '../hooks/use-rotation';
import { PauseIcon, PlayIcon } from './marketing-icons';
import styles from './rotation-controls.module.css';

interface SlideButtonsProps {
  rotation: Rotation;
  /** One label per slide; shown as text, or as dots with the label for screen readers. */
  labels: readonly string[];
  /** Names the group, e.g. "Choose a view". */
  groupLabel: string;
  variant?: 'segmented' | 'dots' | 'steps';
  className?: string;
}

/** Buttons to jump to a slide (spec 000 §2: dots to jump); the current one is aria-current. */
export function SlideButtons({ rotation, labels, groupLabel, variant = 'segmented', className }: SlideButtonsProps) {
  return (
    <div role="group" aria-label={groupLabel} className={cn(styles[variant], className)}>
      {labels.map((label, i) => {
        const current = i === rotation.index;
        return (
          <button
            key={label}
            type="button"
            className={cn(styles.button, current && styles.current)}
            aria-current={current ? 'true' : undefined}
            onClick={() => rotation.goTo(i)}
          >
            {variant === 'dots' ? (
              <>
                <span className={styles.dot} aria-hidden="true" />
                <span className="visually-hidden">{label}</span>
              </>
            ) : variant === 'steps' ? (
              <>
                <span className={styles.stepNumber} aria-hidden="true">
                  {i + 1}
                </span>
                <span className={styles.stepLabel}>{label}</span>
              </>
            ) : (
              label
            )}
          </button>
        );
      })}
    </div>
  );
}

/**
 * Pause and play for anything that moves on its own for more than five seconds (WCAG 2.2.2).
 * Not shown when the person prefers reduced motion: then nothing moves.
 */
export function PauseButton({ rotation, what, className }: { rotation: Rotation; what: string; className?: string }) {
  if (rotation.reducedMotion) return null;
  const label = rotation.paused ? `Play ${what}` : `Pause ${what}`;
  return (
    <button
      type="button"
      className={cn(styles.pause, className)}
      onClick={rotation.togglePaused}
      title={label}
      data-rotation-control
    >
      {rotation.paused ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
