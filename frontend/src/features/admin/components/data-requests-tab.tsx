import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogCancel, DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { DownloadIcon } from '@/components/ui/icons';
import { sendingVersion } from '@/shared/api/concurrency';
import { downloadWithToken } from '@/shared/api/download';
import { trackFeature } from '@/shared/auth/activity';
import { selectToken, useAuth } from '@/shared/auth/auth-store';
import { formatDate } from '@/utils/format';

import type { DataRequestDto as AdminDataRequest, ListAllDataRequestsApiArg } from '@/shared/api/generated';

import { useListAllDataRequestsQuery, useUpdateDataRequestMutation, type DataRequestStatus } from '../api/admin-api';
import { DATA_REQUEST_STATUSES, humanize } from '../utils/labels';
import { useActionAlerts } from '../utils/use-action-alerts';
import { useStaleRecord } from '../utils/use-stale-record';
import { AdminItemCard } from './admin-item-card';
import styles from './admin.module.css';
import { ALL, countOf, ListToolbar, Pager, useListControls } from './list-controls';
import { PersonContact } from './person-contact';
import { StaleNotice } from './stale-notice';
import { ListSkeleton } from './table-skeleton';

const STATUS_OPTIONS = DATA_REQUEST_STATUSES.map((status) => ({ value: status, label: humanize(status) }));

const STATUS_TONE: Record<DataRequestStatus, BadgeTone> = {
  pending: 'warning',
  in_progress: 'info',
  completed: 'success',
  rejected: 'danger',
};

const TYPE_LABEL = { access: 'Data access', deletion: 'Account deletion' } as const;

const FILTERS = [
  { name: 'status', label: 'Status', options: [{ value: ALL, label: 'All statuses' }, ...STATUS_OPTIONS] },
  {
    name: 'type',
    label: 'Type',
    options: [
      { value: ALL, label: 'All types' },
      { value: 'access', label: TYPE_LABEL.access },
      { value: 'deletion', label: TYPE_LABEL.deletion },
    ],
  },
] as const;

/** Spec 000 §2 Data Requests: status set freely, admin note saved when the field loses focus. */
export function DataRequestsTab() {
  const list = useListControls({ status: ALL, type: ALL });
  const { data, isLoading, isFetching, isError, refetch } = useListAllDataRequestsQuery(list.args as ListAllDataRequestsApiArg);
  const [confirming, setConfirming] = useState<AdminDataRequest | null>(null);
  const items = data?.items ?? [];

  return (
    <Card
      title="Data Requests"
      description={
        <>
          Privacy requests from agents and clients: a copy of their data, or deletion. They are to be answered within 30 days.
          {data && ` ${countOf(data.total, 'request matches', 'requests match')}.`}
        </>
      }
    >
      <ListToolbar
        label="data requests"
        placeholder="Name, e-mail, reason or notes"
        list={list}
        filters={FILTERS}
      />
      {isError && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="secondary" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          Failed to load data requests
        </Alert>
      )}
      {isLoading ? (
        <ListSkeleton label="Loading data requests…" />
      ) : isError ? null : items.length === 0 ? (
        <EmptyState
          titleAs="p"
          title={list.narrowed ? 'No data requests match these filters' : 'No data requests'}
          description={list.narrowed ? undefined : 'Requests filed from account settings show up here.'}
        />
      ) : (
        <>
          <ul className={styles.items} aria-label="Data requests">
            {items.map((item) => (
              <DataRequestItem
                key={item.id}
                item={item}
                onConfirmDeletion={setConfirming}
                onReload={() => void refetch()}
                reloading={isFetching}
              />
            ))}
          </ul>
          <Pager page={list.page} total={data?.total ?? 0} onPage={list.setPage} busy={isFetching} noun="data requests" />
        </>
      )}
      <ConfirmDeletionDialog request={confirming} onClose={() => setConfirming(null)} />
    </Card>
  );
}

/** Saves with the version the list read; a stale refusal goes to `refusedAsStale` (the item's notice) instead of a toast. */
function useUpdateRequest(refusedAsStale: (error: unknown) => boolean = () => false) {
  const [update, state] = useUpdateDataRequestMutation();
  const alerts = useActionAlerts();
  const save = async (request: AdminDataRequest, patch: { status?: DataRequestStatus; adminNotes?: string }) => {
    try {
      await sendingVersion(update)({ id: request.id, updateDataRequestDto: patch }, request.version).unwrap();
      trackFeature(patch.status ? 'admin.data_request_status' : 'admin.data_request_notes');
    } catch (caught) {
      if (!refusedAsStale(caught)) alerts.failed('Failed to update data request', caught);
      throw caught;
    }
  };
  return [save, state] as const;
}

function DataRequestItem({
  item,
  onConfirmDeletion,
  onReload,
  reloading,
}: {
  item: AdminDataRequest;
  onConfirmDeletion: (request: AdminDataRequest) => void;
  onReload: () => void;
  reloading: boolean;
}) {
  const { stale, refusedAsStale, reloaded } = useStaleRecord();
  const [save, { isLoading }] = useUpdateRequest(refusedAsStale);
  const token = useAuth(selectToken);
  const alerts = useActionAlerts();
  const [downloading, setDownloading] = useState(false);
  const who = item.userName ?? 'Unknown';

  const download = async () => {
    setDownloading(true);
    try {
      await downloadWithToken(
        `/api/admin/data-requests/${encodeURIComponent(item.id)}/export`,
        token,
        `data-export-${item.id}.json`,
      );
    } catch (caught) {
      alerts.failed('Failed to download export', caught);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <AdminItemCard
      id={item.id}
      name={`the request from ${who}`}
      notice={<StaleNotice stale={stale} reloaded={reloaded} onReload={onReload} reloading={reloading} />}
      badges={
        <>
          <Badge tone={STATUS_TONE[item.status]}>{humanize(item.status)}</Badge>
          <Badge tone={item.requestType === 'deletion' ? 'danger' : 'info'}>{TYPE_LABEL[item.requestType]}</Badge>
          {item.erasedAt && <Badge tone="neutral">Personal data erased</Badge>}
        </>
      }
      title={`${TYPE_LABEL[item.requestType]} request from ${who}`}
      text={item.reason || <span className={styles.muted}>No reason given.</span>}
      meta={[
        { label: 'User', value: <PersonContact name={who} email={item.userEmail} /> },
        { label: 'Requested', value: formatDate(item.createdAt) },
        { label: 'Completed', value: formatDate(item.completedAt) },
      ]}
      extra={
        item.exportReady && (
          <div>
            <Button size="sm" variant="secondary" loading={downloading} loadingText="Downloading..." onClick={() => void download()}>
              <DownloadIcon size={16} />
              Download export
            </Button>
          </div>
        )
      }
      status={item.status}
      statusOptions={STATUS_OPTIONS}
      statusDisabled={isLoading}
      onStatusChange={(value) => {
        const status = value as DataRequestStatus;
        // Completing a deletion request erases the person: confirmed first.
        if (item.requestType === 'deletion' && status === 'completed') onConfirmDeletion(item);
        else void save(item, { status }).catch(() => undefined);
      }}
      notes={item.adminNotes}
      onSaveNotes={(adminNotes) => save(item, { adminNotes })}
    />
  );
}

function ConfirmDeletionDialog({ request, onClose }: { request: AdminDataRequest | null; onClose: () => void }) {
  const [save, { isLoading }] = useUpdateRequest();
  const confirm = async () => {
    if (!request) return;
    try {
      await save(request, { status: 'completed' });
      onClose();
    } catch {
      // The toast has said why; the dialog stays open for another try.
    }
  };
  return (
    <Dialog open={request !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {request && (
        <DialogContent
          size="sm"
          title="Complete this deletion request?"
          description={`Completing it deletes the account of ${request.userName ?? request.userEmail ?? 'this user'} and erases their personal data. This cannot be undone.`}
          footer={
            <>
              <DialogCancel />
              <Button variant="danger" loading={isLoading} loadingText="Completing..." onClick={() => void confirm()}>
                Delete and complete
              </Button>
            </>
          }
        />
      )}
    </Dialog>
  );
}
