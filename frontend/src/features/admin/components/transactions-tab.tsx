import { useState } from 'react';

import { ReassignDealDialog } from '@/components/reassign/reassign-dialog';
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

/** A deleted deal or a draft (its agent's alone, ADR 0021) is not handed on. */
const reassignable = (t: AdminTransaction) => !t.deleted && t.status !== 'draft';

const baseColumns: readonly TableColumn<AdminTransaction>[] = [
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

/**
 * Spec 000 §2 Transactions: every transaction with its agent and client, Deleted or Active. An admin
 * reassigns a live deal from its row (issue 24 item 5, ADR 0069) with the overseers' dialog, at the
 * version this list read; the dialog's Reload reads the list again.
 */
export function TransactionsTab() {
  const { data, isLoading, isFetching, isError, refetch } = useListAdminTransactionsQuery();
  const rows = data ?? [];
  const [reassigningId, setReassigningId] = useState<string | null>(null);
  // Looked up in the list each render, so a reload hands the dialog the deal's newer version.
  const reassigning = rows.find((t) => t.id === reassigningId);
  const columns: readonly TableColumn<AdminTransaction>[] = [
    ...baseColumns,
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      isActions: true,
      cell: (t) =>
        reassignable(t) && (
          <Button size="sm" variant="secondary" onClick={() => setReassigningId(t.id)}>
            Reassign<span className="visually-hidden"> {t.propertyAddress || 'transaction'}</span>
          </Button>
        ),
    },
  ];
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
      <ReassignDealDialog
        deal={
          reassigning
            ? {
                id: reassigning.id,
                version: reassigning.version,
                property_address: reassigning.propertyAddress || null,
                agent_name: reassigning.agentName,
              }
            : null
        }
        onClose={() => setReassigningId(null)}
        onReload={() => void refetch()}
        reloading={isFetching}
      />
    </Card>
  );
}
