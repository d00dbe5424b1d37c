import { useId, type ReactNode } from 'react';

import { cn } from '@/utils/cn';

import styles from './card.module.css';

interface CardProps {
  title?: ReactNode;
  /** Heading level of the title; pick the one that fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  description?: ReactNode;
  /** Buttons or links shown at the right of the header. */
  actions?: ReactNode;
  children?: ReactNode;
  padded?: boolean;
  className?: string;
}

/** A surface for one block of content; with a title it becomes a labelled region. */
export function Card({ title, headingLevel = 2, description, actions, children, padded = true, className }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = title !== undefined || actions !== undefined;
  return (
    <section
      className={cn(styles.card, padded && styles.padded, className)}
      aria-labelledby={title !== undefined ? titleId : undefined}
    >
      {hasHeader && (
        <div className={styles.header}>
          <div className={styles.heading}>
            {title !== undefined && (
              <Heading id={titleId} className={styles.title}>
                {title}
              </Heading>
            )}
            {description && <p className={styles.description}>{description}</p>}
          </div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      {children}
    </section>
  );
}
