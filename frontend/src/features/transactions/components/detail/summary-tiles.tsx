import type { TransactionDto } from '@/shared/api/generated';

import { isBuyerDeal } from '../../fields/deal-fields';
import styles from './detail.module.css';

export interface PanelDef {
  id: string;
  title: string;
  /** The tile's short figure or word; panels of other issues say what they can honestly say. */
  value: string;
}

/** Spec 002 §2: tiles that scroll to their section; Utilities only for buyer deals (5 tiles, else 4 + Messages). */
export function summaryPanels(deal: TransactionDto, counts: { contacts?: number; openTasks?: number; utilities?: number } = {}): PanelDef[] {
  const count = (value: number | undefined) => (value === undefined ? 'View' : String(value));
  const next = deal.next_milestone_name ? `Next: ${deal.next_milestone_name}` : 'None upcoming';
  return [
    { id: 'timeline', title: 'Milestones', value: next },
    ...(isBuyerDeal(deal) ? [{ id: 'utilities', title: 'Utilities', value: count(counts.utilities) }] : []),
    { id: 'documents', title: 'Documents', value: 'View' },
    { id: 'contacts', title: 'Contacts', value: count(counts.contacts) },
    { id: 'tasks', title: 'Open Tasks', value: count(counts.openTasks) },
    { id: 'messages', title: 'Messages', value: 'View' },
  ];
}

export function SummaryTiles({ panels }: { panels: PanelDef[] }) {
  const scrollTo = (id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    // Move focus with the view so keyboard and screen-reader users land in the section.
    target.focus({ preventScroll: true });
  };
  return (
    <nav aria-label="Deal summary" className={styles.tiles}>
      {panels.map((panel) => (
        <a
          key={panel.id}
          href={`#${panel.id}`}
          className={styles.tile}
          onClick={(event) => {
            event.preventDefault();
            scrollTo(panel.id);
          }}
        >
          <span className={styles.tileLabel}>{panel.title}</span>
          <span className={styles.tileValue}>{panel.value}</span>
        </a>
      ))}
    </nav>
  );
}
