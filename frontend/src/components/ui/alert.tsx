import type { ReactNode } from 'react';

import { cn } from '@/utils/cn';

import styles from './alert.module.css';
import { AlertCircleIcon, CheckCircleIcon, InfoIcon } from './icons';

export type AlertTone = 'error' | 'warning' | 'success' | 'info';

interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** A button such as Retry, placed at the end. */
  action?: ReactNode;
  className?: string;
}

const icons = { error: AlertCircleIcon, warning: AlertCircleIcon, success: CheckCircleIcon, info: InfoIcon };

/**
 * An inline message with a coloured bar (the admin screens' "red bar" for load failures).
 * Errors use role=alert so they are announced when they appear; the rest use role=status.
 */
export function Alert({ tone = 'info', title, children, action, className }: AlertProps) {
  const Icon = icons[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn(styles.alert, styles[tone], className)}>
      <Icon className={styles.icon} size={20} />
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.text}>{children}</div>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
