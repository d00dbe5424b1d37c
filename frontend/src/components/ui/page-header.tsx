import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

import styles from './page-header.module.css';

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Small line above the title, e.g. the area or a badge. */
  eyebrow?: ReactNode;
  actions?: ReactNode;
}

/**
 * Navigation state that asks the next page to put focus on its main heading: set by sign-in, so a
 * keyboard or screen-reader user starts on the page they arrived at instead of the document's top.
 */
export const FOCUS_HEADING_STATE = { focusHeading: true } as const;

function wantsHeadingFocus(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { focusHeading?: unknown }).focusHeading === true;
}

/** The page's h1 with its lead text and primary actions. */
export function PageHeader({ title, description, eyebrow, actions }: PageHeaderProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { state } = useLocation();
  const focusOnArrival = wantsHeadingFocus(state);

  useEffect(() => {
    if (focusOnArrival) heading.current?.focus();
  }, [focusOnArrival]);

  return (
    <div className={styles.header}>
      <div className={styles.text}>
        {eyebrow && <div className={styles.eyebrow}>{eyebrow}</div>}
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
