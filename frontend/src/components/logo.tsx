import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { cn } from '@/utils/cn';

import styles from './logo.module.css';

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={styles.mark}>
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M9 24V13l7-5 7 5v11h-5v-6h-4v6z" fill="#fff" />
    </svg>
  );
}

/** The Threshold logo, linking home. */
export function Logo({ className, tone = 'default' }: { className?: string; tone?: 'default' | 'inverse' }) {
  return (
    <Link to={paths.home.href()} className={cn(styles.logo, tone === 'inverse' && styles.inverse, className)}>
      <LogoMark />
      <span className={styles.word}>Threshold</span>
    </Link>
  );
}
