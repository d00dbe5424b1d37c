import { cn } from '@/utils/cn';

import styles from './spinner.module.css';

interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** When given, the spinner announces itself (role=status); otherwise it is decorative. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const svg = (
    <svg className={cn(styles.spinner, styles[size], className)} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle className={styles.track} cx="12" cy="12" r="9" fill="none" strokeWidth="3" />
      <path className={styles.arc} d="M21 12a9 9 0 0 0-9-9" fill="none" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return svg;
  return (
    <span role="status" className={styles.labelled}>
      {svg}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
