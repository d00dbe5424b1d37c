import type { ReactNode } from 'react';

import { DocumentTitle } from '@/components/document-title';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { CheckIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';

import styles from './screen-placeholder.module.css';

interface ScreenPlaceholderProps {
  title: string;
  description: ReactNode;
  /** The sections the finished screen will hold (from the spec). */
  planned: readonly string[];
  /** Context the route already understands, e.g. the selected transaction id. */
  context?: ReactNode;
  actions?: ReactNode;
}

/**
 * Stands in for a screen that a later issue builds: it says what the screen will be, so the
 * route table can be walked end to end today.
 */
export function ScreenPlaceholder({ title, description, planned, context, actions }: ScreenPlaceholderProps) {
  return (
    <>
      <DocumentTitle title={title} />
      <PageHeader title={title} description={description} eyebrow={<Badge tone="info">In development</Badge>} actions={actions} />
      <div className={styles.grid}>
        <Card title="What this screen will hold" description="Planned from the product specification.">
          <ul className={styles.list}>
            {planned.map((item) => (
              <li key={item} className={styles.item}>
                <span className={styles.check} aria-hidden="true">
                  <CheckIcon size={14} strokeWidth={3} />
                </span>
                {item}
              </li>
            ))}
          </ul>
        </Card>
        {context && (
          <Card title="This link" description="What the address you opened selects.">
            {context}
          </Card>
        )}
      </div>
    </>
  );
}

/** Label/value pairs for the "This link" card, e.g. the selected transaction. */
export function PlaceholderFacts({ facts }: { facts: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
