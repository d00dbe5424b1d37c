import {
  useListTransactionContactsQuery,
  useListTransactionDocumentsQuery,
  useListTransactionTasksQuery,
  useListTransactionUtilitiesQuery,
  type TransactionDto,
} from '@/shared/api/generated';

import { isBuyerDeal } from '../../fields/deal-fields';
import { revealSection } from './section-index';
import styles from './detail.module.css';

export interface PanelDef {
  id: string;
  title: string;
  /** The tile's short figure or word; panels of other issues say what they can honestly say. */
  value: string;
}

/**
 * Spec 002 §2: tiles that scroll to their section; Utilities only for buyer deals. The agent's screen
 * adds Messages (5 tiles, 6 for a buyer); the client's portal has none (4, 5 for a buyer). The counts
 * are read with the same view the sections read, so the preview counts what the client sees.
 */
export function useSummaryPanels(deal: TransactionDto, audience: 'agent' | 'client', view?: 'client'): PanelDef[] {
  const buyer = isBuyerDeal(deal);
  const contacts = useListTransactionContactsQuery({ id: deal.id, view });
  const tasks = useListTransactionTasksQuery({ id: deal.id, view });
  const documents = useListTransactionDocumentsQuery({ id: deal.id });
  // The documents route has no client view: the preview counts what the server gives a client (not agent_only).
  const documentCount = documents.data?.filter((document) => view !== 'client' || document.visibility !== 'agent_only').length;
  const utilities = useListTransactionUtilitiesQuery({ id: deal.id, view }, { skip: !buyer });
  const count = (value: number | undefined) => (value === undefined ? 'View' : String(value));
  const openTasks = tasks.data?.filter((task) => task.completed_at === null).length;
  return [
    { id: 'timeline', title: 'Milestones', value: deal.next_milestone_name ? `Next: ${deal.next_milestone_name}` : 'None upcoming' },
    ...(buyer ? [{ id: 'utilities', title: 'Utilities', value: count(utilities.data?.length) }] : []),
    { id: 'documents', title: 'Documents', value: count(documentCount) },
    { id: 'contacts', title: 'Contacts', value: count(contacts.data?.length) },
    { id: 'tasks', title: 'Open Tasks', value: count(openTasks) },
    ...(audience === 'agent' ? [{ id: 'messages', title: 'Messages', value: 'View' }] : []),
  ];
}

export function SummaryTiles({ panels }: { panels: PanelDef[] }) {
  return (
    <nav aria-label="Deal summary" className={styles.tiles}>
      {panels.map((panel) => (
        <a
          key={panel.id}
          href={`#${panel.id}`}
          className={styles.tile}
          onClick={(event) => {
            event.preventDefault();
            // A folded section (messages, check-ins) opens first; focus follows the scroll.
            revealSection(panel.id);
          }}
        >
          <span className={styles.tileLabel}>{panel.title}</span>
          <span className={styles.tileValue}>{panel.value}</span>
        </a>
      ))}
    </nav>
  );
}
