import { Alert } from '@/components/ui/alert';
import { Badge, StatusBadge, type TransactionStatus } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import type { TableColumn } from '@/components/ui/table';
import { formatDate, humanize } from '@/utils/format';

import type { AdminTransactionDto as AdminTransaction } from '@/shared/api/generated';

import { useListAdminTransactionsQuery } from '../api/admin-api';
import { AdminTable } from './admin-table';
import styles from './admin.module.css';
import { ListSkeleton } from './table-skeleton';

/** Spec 000 §4: the statuses with a colour; any other value shows as a neutral badge. */
const KNOWN_STATUSES: readonly string[] = ['pending', 'under_contract', 'closed', 'cancelled'];

const columns: readonly TableColumn<AdminTransaction>[] = [
  { key: 'address', header: 'Property', isRowHeader: true, cell: (t) => t.propertyAddress || 'Transaction' },
  { key: 'agent', header: 'Agent', cell: (t) => t.agentName ?? <span className={styles.muted}>Unknown</span> },
  { key: 'client', header: 'Client', cell: (t) => t.clientName ?? <span className={styles.muted}>Not linked</span> },
  {
    key: 'status',
    header: 'Status',
    cell: (t) =>
      KNOWN_STATUSES.includes(t.status as TransactionStatus) ? (
        <StatusBadge status={t.status as TransactionStatus} />
      ) : (
        <Badge tone="neutral">{humanize(t.status)}</Badge>
      ),
  },
  {
    key: 'state',
    header: 'Record',
    cell: (t) => (t.deleted ? <Badge tone="danger">Deleted</Badge> : <Badge tone="success">Active</Badge>),
  },
  { key: 'created', header: 'Created', className: styles.nowrap, cell: (t) => formatDate(t.createdAt) },
];

/** Spec 000 §2 Transactions: every transaction with its agent and client, Deleted or Active. */
export function TransactionsTab() {
  const { data, isLoading, isError, refetch } = useListAdminTransactionsQuery();
  const rows = data ?? [];
  return (
    <Card title="Transactions" description="Every transaction on the platform, including soft-deleted ones.">
      {isError && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="secondary" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          Failed to load transactions
        </Alert>
      )}
      {isLoading ? (
        <ListSkeleton label="Loading transactions…" />
      ) : (
        !isError && (
          <AdminTable
            caption={`${rows.length} ${rows.length === 1 ? 'transaction' : 'transactions'}`}
            hideCaption
            columns={columns}
            rows={rows}
            getRowKey={(t) => t.id}
            empty={
              <EmptyState
                titleAs="p"
                title="No transactions yet"
                description="Transactions appear here as soon as agents create them."
              />
            }
          />
        )
      )}
    </Card>
  );
}
