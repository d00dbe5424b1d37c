import { cn } from '@/utils/cn';

import { COUNT_UP_STEPS, useCountUp } from '../hooks/use-count-up';
import styles from './count-up-stats.module.css';

export interface CountUpStat {
  value: number;
  decimals?: number;
  prefix?: string;
  suffix?: string;
  label: string;
}

function format(stat: CountUpStat, progress: number): string {
  const decimals = stat.decimals ?? 0;
  const current = (stat.value * progress) / COUNT_UP_STEPS;
  return `${stat.prefix ?? ''}${current.toFixed(decimals)}${stat.suffix ?? ''}`;
}

/**
 * The investor hero's counters (spec 000 §2, §9): each climbs from 0 to its figure as a shared
 * progress steps from 0 to 100 every 30 ms. The final figure, invisible, reserves the width so
 * nothing moves; screen readers get the final figure only.
 */
export function CountUpStats({ stats, className }: { stats: readonly CountUpStat[]; className?: string }) {
  const progress = useCountUp();
  return (
    <dl className={cn(styles.stats, className)}>
      {stats.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>
            <span className="visually-hidden">{format(stat, COUNT_UP_STEPS)}</span>
            <span className={styles.figure} aria-hidden="true">
              <span className={styles.reserve}>{format(stat, COUNT_UP_STEPS)}</span>
              <span className={styles.counting} data-testid="counter">
                {format(stat, progress)}
              </span>
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
