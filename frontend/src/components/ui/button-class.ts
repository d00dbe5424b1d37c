import { cn } from '@/utils/cn';

import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

/*
 * The button's look without its component: links styled as buttons import this alone, so a page
 * without a <Button> (the public site) does not load the component's Slot (issue 23 item 5).
 */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean; className?: string } = {}): string {
  return cn(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className);
}
