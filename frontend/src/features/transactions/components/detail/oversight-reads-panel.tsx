import { EmptyState } from '@/components/ui/empty-state';
import { useListTransactionOversightReadsQuery } from '@/shared/api/generated';
import { formatDateTime } from '@/utils/format';

import { DealPanel, PanelList } from './deal-panels';
import { useDealView } from './deal-view';
import styles from './detail.module.css';

const ROLE_LABEL: Record<string, string> = { broker: 'Broker', team_lead: 'Team lead' };

/**
 * The deal's oversight activity for its agent (issue 24 item 2, ADR 0055): who of the agent's team
 * lead and broker opened the deal, and when — newest first. Absent in the client preview (the client
 * never sees it) and for anyone but the agent (the server answers them 403).
 */
export function OversightReadsPanel({ transactionId }: { transactionId: string }) {
  const view = useDealView();
  const reads = useListTransactionOversightReadsQuery({ id: transactionId }, { skip: view === 'client' });
  if (view === 'client') return null;
  return (
    <DealPanel id="oversight-activity" title="Oversight Activity">
      <PanelList
        query={reads}
        failure="Could not load who opened this deal."
        empty={<EmptyState title="Your team lead and broker have not opened this deal." titleAs="p" />}
      >
        {(rows) => (
          <ul className={styles.activityList} aria-label="Oversight reads">
            {rows.map((read) => (
              <li key={`${read.overseer_id}-${read.read_at}`} className={styles.activityRow}>
                <span>
                  <strong>{read.overseer_name ?? 'A former user'}</strong> ({ROLE_LABEL[read.overseer_role] ?? read.overseer_role}) opened this deal
                </span>
                <time dateTime={read.read_at}>{formatDateTime(read.read_at)}</time>
              </li>
            ))}
          </ul>
        )}
      </PanelList>
    </DealPanel>
  );
}
