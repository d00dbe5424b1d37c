import { Link } from 'react-router-dom';

import { Button, buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

import { filtersToQuery, hasActiveFilters, type DashboardFilterState } from './dashboard-filters';
import type { DashboardRow, LifecycleAction } from './dashboard-row';
import styles from './dashboard.module.css';
import { LoadFailed } from './load-failed';
import { TransactionFilters } from './transaction-filters';
import { TransactionRow } from './transaction-row';
import { TransactionsSkeleton } from './transactions-skeleton';

interface YourTransactionsProps {
  /** The deals the filters let through, in order; undefined while loading. */
  shown: readonly DashboardRow[] | undefined;
  /** How many live deals the agent has in all (the Y of 'Showing X of Y transactions'). */
  total: number;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  filters: DashboardFilterState;
  onFiltersChange: (change: Partial<DashboardFilterState>) => void;
  onClearFilters: () => void;
  busyId: string | null;
  onAction: (row: DashboardRow, action: LifecycleAction) => void;
  /** Unread messages per deal id. */
  unread: ReadonlyMap<string, number>;
}

/** Spec 001 §2.1 Your Transactions: four filters, Clear All, the count, the rows and their states. */
export function YourTransactions({
  shown,
  total,
  loading,
  failed,
  onRetry,
  filters,
  onFiltersChange,
  onClearFilters,
  busyId,
  onAction,
  unread,
}: YourTransactionsProps) {
  const linkFilters = filtersToQuery(filters);
  let body;
  if (failed) {
    body = (
      <LoadFailed title="Unable to Load Transactions" onRetry={onRetry}>
        Failed to load dashboard data
      </LoadFailed>
    );
  } else if (loading || !shown) {
    body = <TransactionsSkeleton />;
  } else if (shown.length === 0) {
    body =
      total === 0 ? (
        <EmptyState
          titleAs="h3"
          title="No transactions found"
          description="Create your first transaction to get started"
          action={
            <Link to={paths.agent.newTransaction.href()} className={buttonClassName()}>
              New Transaction
            </Link>
          }
        />
      ) : (
        <EmptyState
          titleAs="h3"
          title="No transactions found"
          description="No transactions match your current filters"
          action={
            <Button variant="secondary" onClick={onClearFilters}>
              Clear All
            </Button>
          }
        />
      );
  } else {
    body = (
      <ul className={styles.rows} aria-label="Transactions">
        {shown.map((row) => (
          <TransactionRow key={row.id} row={row} filters={linkFilters} busy={busyId === row.id} onAction={onAction} unread={unread.get(row.id)} />
        ))}
      </ul>
    );
  }

  return (
    <Card title="Your Transactions">
      <TransactionFilters filters={filters} onChange={onFiltersChange} />
      <div className={styles.listMeta}>
        <p role="status">{shown && !failed ? `Showing ${shown.length} of ${total} transactions` : ''}</p>
        {hasActiveFilters(filters) && (
          <Button size="sm" variant="ghost" onClick={onClearFilters}>
            Clear All
          </Button>
        )}
      </div>
      <div aria-busy={loading || undefined}>{body}</div>
    </Card>
  );
}
