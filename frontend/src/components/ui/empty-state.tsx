import type { ReactNode } from 'react';

import { cn } from '@/utils/cn';

import styles from './empty-state.module.css';
import { InboxIcon } from './icons';

interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /** Heading level for the title, or 'p' inside tables and lists that have their own heading. */
  titleAs?: 'h2' | 'h3' | 'p';
  className?: string;
}

export function EmptyState({ title, description, icon, action, titleAs = 'h2', className }: EmptyStateProps) {
  const Title = titleAs;
  return (
    <div className={cn(styles.empty, className)} data-empty-state="">
      <div className={styles.icon} aria-hidden="true" data-empty-state-icon="">
        {icon ?? <InboxIcon size={24} />}
      </div>
      <Title className={styles.title}>{title}</Title>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
