import type { ReactNode } from 'react';

import { DocumentTitle } from '@/components/document-title';
import { CenteredLayout } from '@/components/layouts/centered-layout';
import { cn } from '@/utils/cn';

import styles from './auth-card.module.css';

interface AuthCardProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** Links under the card (e.g. to sign-in or home). */
  links: ReactNode;
  /** Registration has more fields: a wider card with two columns on large screens. */
  wide?: boolean;
}

/** Frame of the access screens (spec 000 §2): one card, centred, with its links below. */
export function AuthCard({ title, description, children, links, wide = false }: AuthCardProps) {
  return (
    <CenteredLayout>
      <DocumentTitle title={title} />
      <div className={cn(styles.card, wide && styles.wide)}>
        <div className={styles.intro}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.description}>{description}</p>
        </div>
        {children}
      </div>
      <nav aria-label="Account links" className={styles.links}>
        {links}
      </nav>
    </CenteredLayout>
  );
}
