import { useMemo, useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { DownloadIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { TableColumn } from '@/components/ui/table';
import { downloadWithToken } from '@/shared/api/download';
import { selectToken, useAuth } from '@/shared/auth/auth-store';
import { formatDate, formatTime } from '@/utils/format';

import type { AuditEntryDto as AuditEntry } from '@/shared/api/generated';

import { auditQueryString, useAdminAuditPagesInfiniteQuery, useListAuditActionsQuery, type AuditFilters } from '../api/admin-api';
import { localDayBoundary } from '../utils/dates';
import { humanize } from '../utils/labels';
import { useActionAlerts } from '../utils/use-action-alerts';
import { AdminTable } from './admin-table';
import styles from './admin.module.css';
import { ListSkeleton } from './table-skeleton';

interface Draft {
  q: string;
  action: string;
  fromDay: string;
  toDay: string;
}

const ANY = 'any';
const EMPTY: Draft = { q: '', action: ANY, fromDay: '', toDay: '' };

function toFilters(draft: Draft): AuditFilters {
  const filters: AuditFilters = {};
  if (draft.q.trim()) filters.q = draft.q.trim();
  if (draft.action !== ANY) filters.action = draft.action;
  const from = localDayBoundary(draft.fromDay, 'start');
  const to = localDayBoundary(draft.toDay, 'end');
  if (from) filters.from = from;
  if (to) filters.to = to;
  return filters;
}

/** The fields of an entry in words, each "Field: before → after", wrapping however long the values are. */
function Changes({ entry }: { entry: AuditEntry }) {
  if (entry.changes.length === 0) return <span className={styles.muted}>—</span>;
  return (
    <dl className={styles.changeList}>
      {entry.changes.map((change) => (
        <div key={change.field}>
          <dt>{change.field}</dt>
          <dd>
            {change.before !== null && (
              <>
                <del>
                  <span className="visually-hidden">was </span>
                  {change.before}
                </del>
                <span aria-hidden="true"> → </span>
                <span className="visually-hidden">, now </span>
              </>
            )}
            <ins>{change.after ?? '—'}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}

const columns: readonly TableColumn<AuditEntry>[] = [
  {
    key: 'at',
    header: 'When',
    cell: (entry) => (
      <span className={styles.when}>
        <span>{formatDate(entry.at)}</span>
        <span>{formatTime(entry.at)}</span>
      </span>
    ),
  },
  { key: 'actor', header: 'Who', cell: (entry) => entry.actorLabel },
  {
    key: 'action',
    header: 'What happened',
    isRowHeader: true,
    cell: (entry) => (
      <span className={styles.person}>
        <span className={styles.summary}>{entry.summary}</span>
        <span className={styles.muted}>
          {entry.actionLabel} · {humanize(entry.entityType)} <span className={styles.idText}>{entry.entityId}</span>
        </span>
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
  const { data: actions } = useListAuditActionsQuery();
  const token = useAuth(selectToken);
  const alerts = useActionAlerts();
  const [exporting, setExporting] = useState(false);

  const entries = useMemo(() => data?.pages.flatMap((page) => page.entries) ?? [], [data]);
  const actionOptions = useMemo(
    () => [{ value: ANY, label: 'Any event' }, ...(actions ?? []).map(({ action, label }) => ({ value: action, label }))],
    [actions],
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
        <Input label="Search" type="search" value={draft.q} onChange={set('q')} placeholder="Name, record ID or event" />
        <Select
          label="Event"
          options={actionOptions}
          value={draft.action}
          onValueChange={(value) => setDraft((d) => ({ ...d, action: value }))}
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
