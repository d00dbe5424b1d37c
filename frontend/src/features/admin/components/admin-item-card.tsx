import type { ReactNode } from 'react';

import { Select, type SelectOption } from '@/components/ui/select';

import styles from './admin.module.css';
import { NotesField } from './notes-field';

export interface AdminItemMeta {
  label: string;
  value: ReactNode;
}

/**
 * One item of the Feedback and Data Requests tabs (spec 000 §2): badges, a title, the text, a
 * meta list, and beside it the status the admin sets freely and the notes saved on leaving the
 * field. `name` completes the labels for screen readers ("Status of …"), since every item has them.
 */
export function AdminItemCard({
  id,
  name,
  badges,
  title,
  text,
  meta,
  extra,
  notice,
  status,
  statusOptions,
  statusDisabled,
  onStatusChange,
  notes,
  onSaveNotes,
}: {
  id: string;
  name: string;
  badges: ReactNode;
  title: ReactNode;
  text: ReactNode;
  meta: readonly AdminItemMeta[];
  extra?: ReactNode;
  /** Above the item, e.g. the StaleRecordNotice after a save someone else's change beat. */
  notice?: ReactNode;
  status: string;
  statusOptions: readonly SelectOption[];
  statusDisabled?: boolean;
  onStatusChange: (status: string) => void;
  notes: string | null;
  onSaveNotes: (notes: string) => Promise<unknown>;
}) {
  const titleId = `item-${id}`;
  return (
    <li className={styles.item} aria-labelledby={titleId}>
      <div className={styles.itemMain}>
        {notice}
        <div className={styles.badges}>{badges}</div>
        <h3 id={titleId} className={styles.itemTitle}>
          {title}
        </h3>
        <p className={styles.itemText}>{text}</p>
        <dl className={styles.meta}>
          {meta.map(({ label, value }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {extra}
      </div>
      <div className={styles.itemSide}>
        <Select
          label={
            <>
              Status<span className="visually-hidden"> of {name}</span>
            </>
          }
          options={statusOptions}
          value={status}
          disabled={statusDisabled}
          onValueChange={onStatusChange}
        />
        <NotesField
          label={
            <>
              Admin notes<span className="visually-hidden"> on {name}</span>
            </>
          }
          value={notes}
          onSave={onSaveNotes}
        />
      </div>
    </li>
  );
}
