import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, type TableColumn } from '@/components/ui/table';
import type { DiagnosticPingDto as DiagnosticPing } from '@/shared/api/generated';
import { formatDateTime, formatTime } from '@/utils/format';

import { useListDiagnosticPingsQuery } from '../api/diagnostics-api';
import { LoadFailed } from './load-failed';
import styles from './ping-table.module.css';

const columns: readonly TableColumn<DiagnosticPing>[] = [
  {
    key: 'message',
    header: 'Message',
    isRowHeader: true,
    cell: (ping) => (
      <span className={styles.messageCell}>
        <span className={styles.message}>{ping.message}</span>
        <span className={styles.sent}>
          Sent <time dateTime={ping.createdAt}>{formatDateTime(ping.createdAt)}</time>
        </span>
      </span>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    className: styles.statusCell,
    cell: (ping) =>
      ping.acknowledgedAt ? (
        <span className={styles.status}>
          <Badge tone="success">Acknowledged</Badge>
          <time dateTime={ping.acknowledgedAt} className={styles.sent}>
            {formatTime(ping.acknowledgedAt)}
          </time>
        </span>
      ) : (
        <Badge tone="warning">Pending</Badge>
      ),
  },
];

export function PingTable() {
  const { data, isLoading, isError, isFetching, refetch } = useListDiagnosticPingsQuery();

  if (isLoading) {
    return (
      <div aria-busy="true" className={styles.loading}>
        <span className="visually-hidden" role="status">
          Loading pings
        </span>
        {[0, 1, 2].map((row) => (
          <div key={row} className={styles.skeletonRow}>
            <Skeleton width="60%" />
            <Skeleton width="6rem" height="1.25rem" radius="full" />
          </div>
        ))}
      </div>
    );
  }

  if (isError && !data) {
    return (
      <LoadFailed title="Failed to load pings" onRetry={() => refetch()} retrying={isFetching}>
        The diagnostics service did not answer. Check that the API is running, then retry.
      </LoadFailed>
    );
  }

  return (
    <Table
      caption="Recent pings"
      hideCaption
      columns={columns}
      rows={data ?? []}
      getRowKey={(ping) => ping.id}
      empty={<EmptyState titleAs="p" title="No pings yet" description="Send one above to check the round trip." />}
    />
  );
}
