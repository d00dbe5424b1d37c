import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, type TableColumn } from '@/components/ui/table';
import { useToast } from '@/components/ui/use-toast';
import type { ParkedEventDto, SubscriptionStatusDto } from '@/shared/api/generated';
import { formatDateTime } from '@/utils/format';

import { useGetSubscriptionsOverviewQuery, useRetryParkedEventMutation } from '../api/diagnostics-api';
import { LoadFailed } from './load-failed';
import styles from './subscriptions-panel.module.css';

/** "42 s", "3 min", "2 h": the age of the oldest event a subscription has not processed yet. */
function formatAge(seconds: number): string {
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 7_200) return `${Math.round(seconds / 60)} min`;
  return `${Math.round(seconds / 3_600)} h`;
}

function stateOf(row: SubscriptionStatusDto) {
  if (row.failingAttempts > 0) return <Badge tone="warning">Retrying ({row.failingAttempts})</Badge>;
  if (row.eventsBehind > 0) return <Badge tone="neutral">Catching up</Badge>;
  return <Badge tone="success">Up to date</Badge>;
}

const lagColumns: readonly TableColumn<SubscriptionStatusDto>[] = [
  { key: 'id', header: 'Subscription', isRowHeader: true, cell: (row) => <code className={styles.code}>{row.subscriptionId}</code> },
  { key: 'behind', header: 'Events behind', align: 'end', cell: (row) => row.eventsBehind },
  { key: 'age', header: 'Oldest waiting', align: 'end', cell: (row) => (row.eventsBehind > 0 ? formatAge(row.oldestUnprocessedAgeSeconds) : '—') },
  { key: 'parked', header: 'Parked', align: 'end', cell: (row) => (row.parked > 0 ? <Badge tone="danger">{row.parked}</Badge> : 0) },
  { key: 'state', header: 'State', cell: stateOf },
];

function RetryButton({ parked }: { parked: ParkedEventDto }) {
  const [retry, { isLoading }] = useRetryParkedEventMutation();
  const toast = useToast();
  const onRetry = async () => {
    try {
      const outcome = await retry({ id: parked.id }).unwrap();
      if (outcome.status === 'processed') toast({ title: 'Event processed', tone: 'success' });
      else toast({ title: 'The event failed again', description: outcome.error, tone: 'error' });
    } catch {
      toast({ title: 'Retry failed', description: 'The server did not answer; try again.', tone: 'error' });
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={onRetry} loading={isLoading} aria-label={`Retry ${parked.eventType} for ${parked.subscriptionId}`}>
      Retry
    </Button>
  );
}

const parkedColumns: readonly TableColumn<ParkedEventDto>[] = [
  {
    key: 'event',
    header: 'Event',
    isRowHeader: true,
    cell: (row) => (
      <span className={styles.stack}>
        <span>{row.eventType}</span>
        <span className={styles.muted}>
          #{row.globalPosition} · <code className={styles.code}>{row.subscriptionId}</code>
        </span>
      </span>
    ),
  },
  {
    key: 'error',
    header: 'Error',
    cell: (row) => (
      <span className={styles.stack}>
        <span className={styles.error}>{row.error}</span>
        <span className={styles.muted}>
          {row.attempts} attempts · parked <time dateTime={row.parkedAt}>{formatDateTime(row.parkedAt)}</time>
        </span>
      </span>
    ),
  },
  { key: 'retry', header: <span className="visually-hidden">Actions</span>, align: 'end', cell: (row) => <RetryButton parked={row} /> },
];

/**
 * Every async subscription's lag and the events they parked (docs/adr/0014-subscription-isolation.md);
 * an admin retries a parked event once its cause is fixed.
 */
export function SubscriptionsPanel() {
  const { data, isLoading, isError, isFetching, refetch } = useGetSubscriptionsOverviewQuery(undefined, { pollingInterval: 15_000 });

  if (isLoading) {
    return (
      <div aria-busy="true" className={styles.loading}>
        <span className="visually-hidden" role="status">
          Loading subscriptions
        </span>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} width="100%" />
        ))}
      </div>
    );
  }

  if (isError && !data) {
    return (
      <LoadFailed title="Failed to load subscriptions" onRetry={() => refetch()} retrying={isFetching}>
        The API did not answer. Check that it is running, then retry.
      </LoadFailed>
    );
  }

  return (
    <div className={styles.panel}>
      <Table
        caption="Subscription lag"
        columns={lagColumns}
        rows={data?.subscriptions ?? []}
        getRowKey={(row) => row.subscriptionId}
        empty={<EmptyState titleAs="p" title="No subscriptions" description="No async subscriber is registered." />}
      />
      <Table
        caption="Parked events"
        columns={parkedColumns}
        rows={data?.parked ?? []}
        getRowKey={(row) => row.id}
        empty={<EmptyState titleAs="p" title="No parked events" description="Every subscription is processing its events." />}
      />
    </div>
  );
}
