import { useState } from 'react';

import { AgentOnlyBadge } from '@/components/fields/agent-only-badge';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useListTransactionUtilitiesQuery, type TransactionUtilityDto } from '@/shared/api/generated';

import { DealPanel, PanelList } from '../detail/deal-panels';
import { formatDay } from '../detail/deal-format';
import { useDealView } from '../detail/deal-view';

import styles from './utilities.module.css';
import { DeleteUtilityDialog, UtilityDialog } from './utility-dialog';

const STATUS_TONE: Record<TransactionUtilityDto['status'], BadgeTone> = {
  'Not Started': 'neutral',
  Confirmed: 'info',
  Completed: 'success',
};

function UtilityRow({
  utility,
  onEdit,
  onDelete,
}: {
  utility: TransactionUtilityDto;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const name = `${utility.utility_type} · ${utility.action}`;
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <span className={styles.heading}>
          {name}
          <Badge tone={STATUS_TONE[utility.status]}>{utility.status}</Badge>
          {!utility.is_client_visible && <AgentOnlyBadge />}
        </span>
        <span className={styles.meta}>
          {utility.provider_name && <span>{utility.provider_name}</span>}
          {utility.website_url && (
            <a href={utility.website_url} target="_blank" rel="noopener noreferrer">
              {utility.website_url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
            </a>
          )}
          <span>
            {utility.due_date ? <span className={styles.date}>Transfer {formatDay(utility.due_date)}</span> : 'No transfer date'}
          </span>
          {utility.client_task_id && <span>{onEdit ? 'Also on the client’s task list' : 'Also on your task list'}</span>}
        </span>
        {(utility.account_number || utility.confirmation_number) && (
          <span className={styles.private}>
            {utility.account_number && `Account ${utility.account_number}`}
            {utility.account_number && utility.confirmation_number && ' · '}
            {utility.confirmation_number && `Confirmation ${utility.confirmation_number}`}
          </span>
        )}
        {utility.notes && <p className={styles.notes}>{utility.notes}</p>}
      </div>
      {onEdit && onDelete && (
        <div className={styles.actions}>
          <Button size="sm" variant="ghost" aria-label={`Edit ${name}`} onClick={onEdit}>
            Edit
          </Button>
          <Button size="sm" variant="ghost" aria-label={`Delete ${name}`} onClick={onDelete}>
            Delete
          </Button>
        </div>
      )}
    </li>
  );
}

/** Spec 002 §2 Utilities (buyer deals): newest first; 'No utilities added yet' when empty (§8); the deal's agent adds, edits and deletes. */
export function UtilitiesPanel({ transactionId, editable }: { transactionId: string; editable: boolean }) {
  const utilities = useListTransactionUtilitiesQuery({ id: transactionId, view: useDealView() });
  const [editing, setEditing] = useState<{ utility: TransactionUtilityDto | null } | null>(null);
  const [deleting, setDeleting] = useState<TransactionUtilityDto | null>(null);
  return (
    <DealPanel
      id="utilities"
      title="Utilities"
      action={
        editable && (
          <Button size="sm" variant="secondary" onClick={() => setEditing({ utility: null })}>
            Add Utility
          </Button>
        )
      }
    >
      <PanelList
        query={utilities}
        failure="Failed to load utilities"
        empty={
          <EmptyState
            title="No utilities added yet"
            titleAs="p"
            description="Add electric, water, internet and the rest so the buyer moves in with everything on."
          />
        }
      >
        {(data) => (
          <ul className={styles.list}>
            {data.map((utility) => (
              <UtilityRow
                key={utility.id}
                utility={utility}
                onEdit={editable ? () => setEditing({ utility }) : undefined}
                onDelete={editable ? () => setDeleting(utility) : undefined}
              />
            ))}
          </ul>
        )}
      </PanelList>
      <UtilityDialog
        transactionId={transactionId}
        utility={editing?.utility ?? null}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
      <DeleteUtilityDialog transactionId={transactionId} utility={deleting} onClose={() => setDeleting(null)} />
    </DealPanel>
  );
}
