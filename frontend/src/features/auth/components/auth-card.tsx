import type { ReactNode } from 'react';

import { DocumentTitle } from '@/components/document-title';
import { CenteredLayout } from '@/components/layouts/centered-layout';
import { Badge } from '@/components/ui/badge';

import styles from './auth-card.module.css';

interface AuthCardProps {
  title: string;
  description: ReactNode;
  /** What the finished screen will ask for. */
  asks: readonly string[];
  /** Links under the card (e.g. to sign-in or home). */
  links: ReactNode;
}

/** Frame of the access screens: one card, centred, with its links below. */
export function AuthCard({ title, description, asks, links }: AuthCardProps) {
  return (
    <CenteredLayout>
      <DocumentTitle title={title} />
      <div className={styles.card}>
        <Badge tone="info">In development</Badge>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.description}>{description}</p>
        <h2 className={styles.asksTitle}>This screen will ask for</h2>
        <ul className={styles.list}>
          {asks.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <nav aria-label="Account links" className={styles.links}>
        {links}
      </nav>
    </CenteredLayout>
  );
}
