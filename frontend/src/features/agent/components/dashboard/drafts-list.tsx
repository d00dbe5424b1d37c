import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDate } from '@/utils/format';

import type { DashboardRow } from './dashboard-row';
import styles from './dashboard.module.css';
import { dealTitle } from './transaction-row';

/** The wizard has eight steps (spec 001 §9); wizard_step counts from 0. */
const WIZARD_STEPS = 8;

/**
 * Drafts saved from the wizard (spec 001 §2.6, issue 9 item 3): listed apart from the deals, each
 * with Resume, which opens the wizard on it (`?draft=<id>`), and Discard (issue 20 item 4), which the
 * page confirms before deleting the draft.
 */
export function DraftsList({ drafts, busyId, onDiscard }: { drafts: readonly DashboardRow[]; busyId: string | null; onDiscard: (draft: DashboardRow) => void }) {
  if (drafts.length === 0) return null;
  return (
    <Card title="Drafts" description="Transactions you started in the wizard and saved as drafts.">
      <ul className={styles.drafts}>
        {drafts.map((draft) => {
          const title = dealTitle(draft);
          return (
            <li key={draft.id} className={styles.draft}>
              <span className={styles.dueText}>
                <strong>{title}</strong>
                <span className={styles.dueSub}>
                  Step {Math.min(WIZARD_STEPS, (draft.wizard_step ?? 0) + 1)} of {WIZARD_STEPS} · started{' '}
                  {formatDate(draft.created_at)}
                </span>
              </span>
              <span className={styles.draftActions}>
                <Link to={paths.agent.newTransaction.href({ draft: draft.id })} aria-label={`Resume ${title}`}>
                  Resume
                </Link>
                <Button variant="ghost" aria-label={`Discard ${title}`} disabled={busyId === draft.id} onClick={() => onDiscard(draft)}>
                  Discard
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
