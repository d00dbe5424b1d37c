import { useMemo, useState } from 'react';
import { useSelector } from 'react-redux';

import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { DownloadIcon } from '@/components/ui/icons';
import { Select } from '@/components/ui/select';
import { downloadWithToken } from '@/shared/api/download';
import { trackFeature } from '@/shared/auth/activity';
import { selectToken } from '@/shared/auth/auth-slice';
import { formatDate } from '@/utils/format';

import type { DataRequestDto as AdminDataRequest } from '@/shared/api/generated';

import { useListAllDataRequestsQuery, useUpdateDataRequestMutation, type DataRequestStatus } from '../api/admin-api';
import { DATA_REQUEST_STATUSES, humanize } from '../utils/labels';
import { useActionAlerts } from '../utils/use-action-alerts';
import styles from './admin.module.css';
import { NotesField } from './notes-field';
import { ListSkeleton } from './table-skeleton';
import { PersonContact } from './person-contact';

const STATUS_OPTIONS = DATA_REQUEST_STATUSES.map((status) => ({ value: status, label: humanize(status) }));

const STATUS_TONE: Record<DataRequestStatus, BadgeTone> = {
  pending: 'warning',
  in_progress: 'info',
  completed: 'success',
  rejected: 'danger',
};

const TYPE_LABEL = { access: 'Data access', deletion: 'Account deletion' } as const;

/** Spec 000 §2 Data Requests: status set freely, admin note saved when the field loses focus. */
export function DataRequestsTab() {
  const { data, isLoading, isError, refetch } = useListAllDataRequestsQuery();
  const [confirming, setConfirming] = useState<AdminDataRequest | null>(null);
  const items = useMemo(() => [...(data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt)), [data]);

  return (
    <Card
      title="Data Requests"
      description="Privacy requests from agents and clients: a copy of their data, or deletion. They are to be answered within 30 days."
    >
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
        <EmptyState titleAs="p" title="No data requests" description="Requests filed from account settings show up here." />
      ) : (
        <ul className={styles.items} aria-label="Data requests">
          {items.map((item) => (
            <DataRequestItem key={item.id} item={item} onConfirmDeletion={setConfirming} />
          ))}
        </ul>
      )}
      <ConfirmDeletionDialog request={confirming} onClose={() => setConfirming(null)} />
    </Card>
  );
}

function useUpdateRequest() {
  const [update, state] = useUpdateDataRequestMutation();
  const alerts = useActionAlerts();
  const save = async (id: string, patch: { status?: DataRequestStatus; adminNotes?: string }) => {
    try {
      await update({ id, updateDataRequestDto: patch }).unwrap();
      trackFeature(patch.status ? 'admin.data_request_status' : 'admin.data_request_notes');
    } catch (caught) {
      alerts.failed('Failed to update data request', caught);
      throw caught;
    }
  };
  return [save, state] as const;
}

function DataRequestItem({
  item,
  onConfirmDeletion,
}: {
  item: AdminDataRequest;
  onConfirmDeletion: (request: AdminDataRequest) => void;
}) {
  const [save, { isLoading }] = useUpdateRequest();
  const token = useSelector(selectToken);
  const alerts = useActionAlerts();
  const [downloading, setDownloading] = useState(false);
  const titleId = `data-request-${item.id}`;
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
    <li className={styles.item} aria-labelledby={titleId}>
      <div className={styles.itemMain}>
        <div className={styles.badges}>
          <Badge tone={STATUS_TONE[item.status]}>{humanize(item.status)}</Badge>
          <Badge tone={item.requestType === 'deletion' ? 'danger' : 'info'}>{TYPE_LABEL[item.requestType]}</Badge>
          {item.erasedAt && <Badge tone="neutral">Personal data erased</Badge>}
        </div>
        <h3 id={titleId} className={styles.itemTitle}>
          {TYPE_LABEL[item.requestType]} request from {who}
        </h3>
        <p className={styles.itemText}>{item.reason || <span className={styles.muted}>No reason given.</span>}</p>
        <dl className={styles.meta}>
          <div>
            <dt>User</dt>
            <dd>
              <PersonContact name={who} email={item.userEmail} />
            </dd>
          </div>
          <div>
            <dt>Requested</dt>
            <dd>{formatDate(item.createdAt)}</dd>
          </div>
          <div>
            <dt>Completed</dt>
            <dd>{formatDate(item.completedAt)}</dd>
          </div>
        </dl>
        {item.exportReady && (
          <div>
            <Button
              size="sm"
              variant="secondary"
              loading={downloading}
              loadingText="Downloading..."
              onClick={() => void download()}
            >
              <DownloadIcon size={16} />
              Download export
            </Button>
          </div>
        )}
      </div>
      <div className={styles.itemSide}>
        <Select
          label={
            <>
              Status<span className="visually-hidden"> of the request from {who}</span>
            </>
          }
          options={STATUS_OPTIONS}
          value={item.status}
          disabled={isLoading}
          onValueChange={(value) => {
            const status = value as DataRequestStatus;
            // Completing a deletion request erases the person: confirmed first.
            if (item.requestType === 'deletion' && status === 'completed') onConfirmDeletion(item);
            else void save(item.id, { status }).catch(() => undefined);
          }}
        />
        <NotesField
          label={
            <>
              Admin notes<span className="visually-hidden"> on the request from {who}</span>
            </>
          }
          value={item.adminNotes}
          onSave={(adminNotes) => save(item.id, { adminNotes })}
        />
      </div>
    </li>
  );
}

function ConfirmDeletionDialog({ request, onClose }: { request: AdminDataRequest | null; onClose: () => void }) {
  const [save, { isLoading }] = useUpdateRequest();
  const confirm = async () => {
    if (!request) return;
    try {
      await save(request.id, { status: 'completed' });
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
              <DialogClose asChild>
                <Button variant="secondary">Cancel</Button>
              </DialogClose>
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
