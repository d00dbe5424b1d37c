import { useCallback, useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';

import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Form } from '@/components/ui/form-layout';
import { DownloadIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { downloadWithToken } from '@/shared/api/download';
import { useListMyDataRequestsQuery, useSubmitDataRequestMutation, type DataRequestDto } from '@/shared/api/generated';
import { trackFeature } from '@/shared/auth/activity';
import { selectToken, useAuth } from '@/shared/auth/auth-store';
import { formatDate, humanize } from '@/utils/format';

import styles from './data-privacy-modal.module.css';

/** Spec 002 §9: the history tab opens 3 seconds after a successful submission. */
const HISTORY_DELAY_MS = 3_000;
const SUCCESS_TEXT = 'Your request has been submitted successfully. We will process it within 30 days.';

const TYPES: ReadonlyArray<{ value: DataRequestType; label: string; description: string }> = [
  {
    value: 'access',
    label: 'Access my data',
    description: 'Receive a copy of the personal data Threshold keeps about you.',
  },
  {
    value: 'deletion',
    label: 'Delete my data',
    description: 'Close your account and erase your personal data. This cannot be undone once completed.',
  },
];

const TYPE_LABEL: Record<DataRequestType, string> = { access: 'Data access', deletion: 'Data deletion' };

const STATUS_TONE: Record<DataRequestStatus, BadgeTone> = {
  pending: 'warning',
  in_progress: 'info',
  completed: 'success',
  rejected: 'danger',
};

type DataRequest = DataRequestDto;
type DataRequestType = DataRequest['requestType'];
type DataRequestStatus = DataRequest['status'];
type Tab = 'new' | 'history';

interface DataPrivacyModalProps {
  /** The button that opens the modal; defaults to a secondary "Data Privacy Requests" button. */
  trigger?: ReactNode;
}

/**
 * Data Privacy Requests (spec 002, agent settings and the client's account settings): file an
 * access or deletion request with an optional reason, and see earlier requests, newest first.
 */
export function DataPrivacyModal({ trigger }: DataPrivacyModalProps) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<Tab>('new');
  const showHistory = useCallback(() => setTab('history'), []);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setTab('new');
      }}
    >
      <DialogTrigger asChild>{trigger ?? <Button variant="secondary">Data Privacy Requests</Button>}</DialogTrigger>
      <DialogContent
        size="lg"
        title="Data Privacy Requests"
        description="Ask for a copy of your personal data, or for its deletion. Requests are answered within 30 days."
      >
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList aria-label="Data privacy requests">
            <TabsTrigger value="new">New request</TabsTrigger>
            <TabsTrigger value="history">Request history</TabsTrigger>
          </TabsList>
          <TabsContent value="new">
            <RequestForm onSubmitted={showHistory} />
          </TabsContent>
          <TabsContent value="history">
            <RequestHistory />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

function RequestForm({ onSubmitted }: { onSubmitted: () => void }) {
  const [requestType, setRequestType] = useState<DataRequestType>('access');
  const [reason, setReason] = useState('');
  const [result, setResult] = useState<'sent' | 'failed' | null>(null);
  const [create, { isLoading }] = useSubmitDataRequestMutation();

  useEffect(() => {
    if (result !== 'sent') return;
    const timer = setTimeout(onSubmitted, HISTORY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [result, onSubmitted]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    try {
      await create({ submitDataRequestDto: { requestType, reason: reason.trim() || undefined } }).unwrap();
      trackFeature(`data_request.${requestType}`);
      setReason('');
      setResult('sent');
    } catch {
      setResult('failed');
    }
  };

  return (
    <Form onSubmit={(event) => void onSubmit(event)} aria-label="New data privacy request">
      {result === 'sent' && <Alert tone="success">{SUCCESS_TEXT}</Alert>}
      {result === 'failed' && <Alert tone="error">Failed to submit request</Alert>}
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>Request type</legend>
        {TYPES.map((type) => (
          <label key={type.value} className={styles.choice} data-checked={requestType === type.value || undefined}>
            <input
              type="radio"
              name="requestType"
              value={type.value}
              checked={requestType === type.value}
              onChange={() => setRequestType(type.value)}
              className={styles.radio}
            />
            <span className={styles.choiceText}>
              <span className={styles.choiceLabel}>{type.label}</span>
              <span className={styles.choiceDescription}>{type.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Textarea
        label="Reason (optional)"
        rows={3}
        maxLength={2000}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div>
        <Button type="submit" loading={isLoading} loadingText="Submitting..." disabled={result === 'sent'}>
          Submit request
        </Button>
      </div>
    </Form>
  );
}

function RequestHistory() {
  const { data, isLoading, isError, refetch } = useListMyDataRequestsQuery();
  const items = useMemo(() => [...(data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt)), [data]);

  if (isError) {
    return (
      <Alert
        tone="error"
        action={
          <Button size="sm" variant="secondary" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        Failed to load request history
      </Alert>
    );
  }
  if (isLoading) {
    return (
      <div className={styles.list} aria-busy="true">
        <span role="status" className="visually-hidden">
          Loading request history…
        </span>
        <Skeleton height="4rem" radius="md" />
        <Skeleton height="4rem" radius="md" />
      </div>
    );
  }
  if (items.length === 0) return <EmptyState titleAs="p" title="No requests yet" description="Requests you file appear here." />;
  return (
    <ul className={styles.list} aria-label="Your data privacy requests">
      {items.map((item) => (
        <HistoryItem key={item.id} item={item} />
      ))}
    </ul>
  );
}

function HistoryItem({ item }: { item: DataRequest }) {
  const token = useAuth(selectToken);
  const [downloadState, setDownloadState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setDownloadState('busy');
    try {
      await downloadWithToken(
        `/api/data-requests/${encodeURIComponent(item.id)}/export`,
        token,
        `threshold-data-export-${item.id}.json`,
      );
      setDownloadState('idle');
    } catch {
      setDownloadState('failed');
    }
  };
  return (
    <li className={styles.item}>
      <div className={styles.itemHeader}>
        <span className={styles.itemTitle}>{TYPE_LABEL[item.requestType]}</span>
        <Badge tone={STATUS_TONE[item.status] ?? 'neutral'}>{humanize(item.status)}</Badge>
      </div>
      {item.reason && <p className={styles.text}>{item.reason}</p>}
      {item.adminNotes && (
        <p className={styles.text}>
          <strong>Response:</strong> {item.adminNotes}
        </p>
      )}
      <p className={styles.date}>
        Submitted {formatDate(item.createdAt)}
        {item.completedAt && ` · ${item.status === 'rejected' ? 'Closed' : 'Completed'} ${formatDate(item.completedAt)}`}
      </p>
      {item.exportReady && (
        <div className={styles.downloadRow}>
          <Button
            size="sm"
            variant="secondary"
            loading={downloadState === 'busy'}
            loadingText="Downloading..."
            onClick={() => void download()}
          >
            <DownloadIcon size={16} />
            Download my data
          </Button>
          {downloadState === 'failed' && (
            <span role="alert" className={styles.error}>
              Failed to download your data
            </span>
          )}
        </div>
      )}
    </li>
  );
}
