import type { ReactNode } from 'react';

import { Logo } from '@/components/logo';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';

import styles from './centered-layout.module.css';

/** A calm, single-column page (sign-in, password reset, not found, errors). */
export function CenteredLayout({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <div className={styles.page}>
      <SkipLink />
      <header className={styles.header}>
        <Logo />
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>{footer ?? <p>© {new Date().getFullYear()} Threshold. All rights reserved.</p>}</footer>
    </div>
  );
}
