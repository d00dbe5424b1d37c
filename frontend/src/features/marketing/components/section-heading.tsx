import type { ReactNode } from 'react';

import { cn } from '@/utils/cn';

import styles from './marketing.module.css';

interface SectionHeadingProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  /** Id of the h2, so the section can be labelled by it (aria-labelledby). */
  id?: string;
  centered?: boolean;
  className?: string;
}

/** Eyebrow, h2 and lead text at the top of a marketing section. */
export function SectionHeading({ eyebrow, title, lead, id, centered = false, className }: SectionHeadingProps) {
  return (
    <div className={cn(styles.heading, centered && styles.centered, className)}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {lead && <p className={styles.lead}>{lead}</p>}
    </div>
  );
}
