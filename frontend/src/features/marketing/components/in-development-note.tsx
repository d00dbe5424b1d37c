import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { cn } from '@/utils/cn';

import styles from './marketing.module.css';

/**
 * The deal itself (milestones, documents, the client portal, messages, alerts, the Home Vault) is
 * still being built: a page that describes it says so, once, near the top (issue 11 item 8). The
 * pages' own roadmaps keep their readings; this note claims no date.
 */
export function InDevelopmentNote({ className }: { className?: string }) {
  return (
    <p className={cn(styles.devNote, className)}>
      <span className={styles.betaTag}>In development</span>
      <span>
        What this page describes is what we are building with agents in Central Texas. Beta agents get each part as it is ready.{' '}
        <Link to={paths.waitlist.href('form')}>Join the waitlist</Link>
      </span>
    </p>
  );
}
