import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { DocumentTitle } from '@/components/document-title';
import { AgentLayout } from '@/components/layouts/area-layouts';
import { Button, buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { formatDate } from '@/utils/format';

import { useListDashboardTransactionsQuery } from '../api/dashboard-api';
import { isDraft, sortDeals } from '../components/dashboard/dashboard-filters';
import type { DashboardRow } from '../components/dashboard/dashboard-row';
import { DealStatusBadge } from '../components/dashboard/deal-status-badge';
import { LoadFailed } from '../components/dashboard/load-failed';
import { dealTitle } from '../components/dashboard/transaction-row';
import { TransactionsSkeleton } from '../components/dashboard/transactions-skeleton';
import { searchDeals } from '@/utils/deal-search';
import styles from '../components/transactions/transactions.module.css';

function DealItem({ row }: { row: DashboardRow }) {
  const title = dealTitle(row);
  const place = [row.property_city, row.property_state].filter(Boolean).join(', ');
  return (
    <li className={styles.item}>
      <span className={styles.address}>
        <Link to={paths.agent.detail.href(row.id)}>{title}</Link>
        {place && <span className={styles.sub}>{place}</span>}
      </span>
      <span className={styles.cell}>
        <span className={styles.label}>Client: </span>
        {row.client_name ?? 'No client linked'}
      </span>
      <span className={styles.status}>
        <DealStatusBadge status={row.status} />
      </span>
      <span className={`${styles.cell} ${styles.next}`}>
        <span className={styles.label}>Next: </span>
        {row.next_milestone_name ?? 'No upcoming milestone'}
        {row.next_milestone_date ? ` · ${formatDate(row.next_milestone_date)}` : ''}
      </span>
    </li>
  );
}

/**
 * Every deal of the agent, whatever its status (issue 20 item 4; ADR 0063): searchable by address or
 * client name, the search kept in the URL (`?q=`), soonest next milestone first. Drafts stay on the
 * dashboard's Drafts card. The rows are listTransactions', so what the server lets the caller read
 * is all that can be listed.
 */
export default function TransactionsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  const setQuery = (q: string) => setSearchParams(q ? { q } : {}, { replace: true });

  const list = useListDashboardTransactionsQuery();
  const deals = useMemo(() => (list.data ? sortDeals(list.data.filter((row) => !isDraft(row)), 'next_milestone') : undefined), [list.data]);
  const shown = useMemo(() => (deals ? searchDeals(deals, query) : undefined), [deals, query]);

  let body;
  if (list.isError) {
    body = (
      <LoadFailed title="Unable to Load Transactions" onRetry={() => void list.refetch()}>
        Failed to load transaction data
      </LoadFailed>
    );
  } else if (!deals || !shown) {
    body = <TransactionsSkeleton />;
  } else if (deals.length === 0) {
    body = (
      <EmptyState
        titleAs="h3"
        title="No transactions yet"
        description="Create your first transaction to get started"
        action={
          <Link to={paths.agent.newTransaction.href()} className={buttonClassName()}>
            New Transaction
          </Link>
        }
      />
    );
  } else if (shown.length === 0) {
    body = (
      <EmptyState
        titleAs="h3"
        title="No transactions found"
        description={`No transaction's address or client matches “${query.trim()}”.`}
        action={
          <Button variant="secondary" onClick={() => setQuery('')}>
            Clear search
          </Button>
        }
      />
    );
  } else {
    body = (
      <ul className={styles.list} aria-label="Transactions">
        {shown.map((row) => (
          <DealItem key={row.id} row={row} />
        ))}
      </ul>
    );
  }

  return (
    <AgentLayout>
      <DocumentTitle title="Transactions" />
      <div className={styles.page}>
        <PageHeader
          title="Transactions"
          description="Every deal you work, whatever its status. Search by address or client name."
          actions={
            <Link to={paths.agent.newTransaction.href()} className={buttonClassName()}>
              New Transaction
            </Link>
          }
        />
        <Card>
          <div role="search" className={styles.searchForm}>
            <Input
              type="search"
              label="Search transactions"
              placeholder="Address or client name"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              fieldClassName={styles.searchField}
            />
          </div>
          <p role="status" className={styles.meta}>
            {deals && shown && !list.isError ? (query.trim() ? `${shown.length} of ${deals.length} transactions match` : `${deals.length} transactions`) : ''}
          </p>
          <div aria-busy={list.isLoading || undefined}>{body}</div>
        </Card>
      </div>
    </AgentLayout>
  );
}
