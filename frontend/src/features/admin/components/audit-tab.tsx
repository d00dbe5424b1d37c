import { useMemo, useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { DownloadIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { TableColumn } from '@/components/ui/table';
import { downloadWithToken } from '@/shared/api/download';
import { selectToken } from '@/shared/auth/auth-slice';
import { formatDateTime } from '@/utils/format';

import type { AuditEntryDto as AuditEntry } from '@/shared/api/generated';

import { auditQueryString, useAdminAuditPagesInfiniteQuery, useListAdminUsersQuery, type AuditFilters } from '../api/admin-api';
import { localDayBoundary } from '../utils/dates';
import { useActionAlerts } from '../utils/use-action-alerts';
import { AdminTable } from './admin-table';
import styles from './admin.module.css';
import { ListSkeleton } from './table-skeleton';

interface Draft {
  actorId: string;
  entityId: string;
  action: string;
  fromDay: string;
  toDay: string;
}

const EMPTY: Draft = { actorId: 'any', entityId: '', action: '', fromDay: '', toDay: '' };

function toFilters(draft: Draft): AuditFilters {
  const filters: AuditFilters = {};
  if (draft.actorId !== 'any') filters.actorId = draft.actorId;
  if (draft.entityId.trim()) filters.entityId = draft.entityId.trim();
  if (draft.action.trim()) filters.action = draft.action.trim();
  const from = localDayBoundary(draft.fromDay, 'start');
  const to = localDayBoundary(draft.toDay, 'end');
  if (from) filters.from = from;
  if (to) filters.to = to;
  return filters;
}

function Changes({ entry }: { entry: AuditEntry }) {
  if (entry.before == null && entry.after == null) return <span className={styles.muted}>—</span>;
  return (
    <details className={styles.changes}>
      <summary>
        View changes<span className="visually-hidden"> of {entry.action}</span>
      </summary>
      {entry.before != null && (
        <>
          <p className={styles.muted}>Before</p>
          <pre>{JSON.stringify(entry.before, null, 2)}</pre>
        </>
      )}
      {entry.after != null && (
        <>
          <p className={styles.muted}>After</p>
          <pre>{JSON.stringify(entry.after, null, 2)}</pre>
        </>
      )}
    </details>
  );
}

const columns: readonly TableColumn<AuditEntry>[] = [
  { key: 'at', header: 'When', cell: (entry) => <span className={styles.nowrap}>{formatDateTime(entry.at)}</span> },
  {
    key: 'actor',
    header: 'Actor',
    cell: (entry) => entry.actorName ?? (entry.actorId ? <span className={styles.mono}>{entry.actorId}</span> : 'System'),
  },
  { key: 'action', header: 'Action', isRowHeader: true, cell: (entry) => <Badge tone="neutral">{entry.action}</Badge> },
  {
    key: 'entity',
    header: 'Entity',
    cell: (entry) => (
      <span className={styles.person}>
        <span>{entry.entityType}</span>
        <span className={styles.mono}>{entry.entityId}</span>
      </span>
    ),
  },
  { key: 'changes', header: 'Changes', cell: (entry) => <Changes entry={entry} /> },
];

/** The audit trail: who did what to which record, filtered, paged by cursor, exportable as CSV. */
export function AuditTab() {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [filters, setFilters] = useState<AuditFilters>({});
  const { data, isLoading, isFetching, isError, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } =
    useAdminAuditPagesInfiniteQuery(filters);
  const { data: users } = useListAdminUsersQuery();
  const token = useSelector(selectToken);
  const alerts = useActionAlerts();
  const [exporting, setExporting] = useState(false);

  const entries = useMemo(() => data?.pages.flatMap((page) => page.entries) ?? [], [data]);
  const actorOptions = useMemo(
    () => [
      { value: 'any', label: 'Anyone' },
      ...[...(users ?? [])]
        .sort((a, b) => a.fullName.localeCompare(b.fullName))
        .map((user) => ({ value: user.id, label: user.fullName })),
    ],
    [users],
  );
  const set = (name: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters(toFilters(draft));
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadWithToken(`/api/admin/audit/export.csv${auditQueryString(filters)}`, token, 'threshold-audit.csv');
    } catch (caught) {
      alerts.failed('Failed to export audit log', caught);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card
      title="Audit log"
      description="Every recorded change, newest first."
      actions={
        <Button variant="secondary" loading={exporting} loadingText="Exporting..." onClick={() => void exportCsv()}>
          <DownloadIcon size={16} />
          Export CSV
        </Button>
      }
    >
      <form className={styles.filters} onSubmit={apply} aria-label="Audit filters">
        <Select
          label="Actor"
          options={actorOptions}
          value={draft.actorId}
          onValueChange={(value) => setDraft((d) => ({ ...d, actorId: value }))}
        />
        <Input label="Transaction or entity ID" value={draft.entityId} onChange={set('entityId')} spellCheck={false} />
        <Input
          label="Action"
          value={draft.action}
          onChange={set('action')}
          placeholder="e.g. UserRoleChanged"
          spellCheck={false}
        />
        <Input label="From" type="date" value={draft.fromDay} max={draft.toDay || undefined} onChange={set('fromDay')} />
        <Input label="To" type="date" value={draft.toDay} min={draft.fromDay || undefined} onChange={set('toDay')} />
        <div className={styles.filterActions}>
          <Button type="submit">Apply filters</Button>
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(EMPTY);
              setFilters({});
            }}
          >
            Reset
          </Button>
        </div>
      </form>
      {isError && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="secondary" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          Failed to load audit log
        </Alert>
      )}
      {isLoading ? (
        <ListSkeleton label="Loading audit log…" />
      ) : (
        !isError && (
          <>
            <AdminTable
              caption={`Audit entries: ${entries.length} shown`}
              hideCaption
              columns={columns}
              rows={entries}
              getRowKey={(entry) => entry.id}
              empty={<EmptyState titleAs="p" title="No audit entries" description="Nothing matches these filters yet." />}
            />
            <div className={styles.loadMore}>
              <p className={styles.muted} aria-live="polite">
                {entries.length} {entries.length === 1 ? 'entry' : 'entries'} shown
                {isFetching && !isFetchingNextPage ? ' · updating…' : ''}
              </p>
              {hasNextPage && (
                <Button
                  variant="secondary"
                  loading={isFetchingNextPage}
                  loadingText="Loading..."
                  onClick={() => void fetchNextPage()}
                >
                  Load more
                </Button>
              )}
            </div>
          </>
        )
      )}
    </Card>
  );
}
