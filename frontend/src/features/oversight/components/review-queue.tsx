import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogCancel, DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/shared/api/error-message';
import { formatDate } from '@/utils/format';
import {
  useDecideTransactionReviewMutation,
  useGetReviewQueueQuery,
  useGetReviewWindowQuery,
  useSetReviewWindowMutation,
  type ReviewQueueItemDto,
} from '@/shared/api/generated';

import styles from './oversight.module.css';

const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  not_reviewed: { label: 'Not reviewed', tone: 'neutral' },
  approved: { label: 'Approved', tone: 'success' },
  returned: { label: 'Returned', tone: 'warning' },
  resolved: { label: 'Resolved by agent', tone: 'info' },
};
const DOCUMENT_LABEL: Record<string, string> = {
  contract: 'Executed contract',
  t47: 'T-47',
  mud_pid: 'MUD/PID notice',
  sellers_disclosure: "Seller's disclosure",
  hoa_resale_cert: 'HOA resale certificate',
};

function WindowSetting() {
  const window = useGetReviewWindowQuery();
  const [save, saving] = useSetReviewWindowMutation();
  const [days, setDays] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const toast = useToast();
  if (!window.data) return null;
  if (!window.data.editable) return <p className={styles.reviewHint}>Deals are ready {window.data.days} days before closing (your broker’s setting).</p>;
  const value = days ?? String(window.data.days);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({ 'If-Match': `"${window.data!.version}"`, setReviewWindowDto: { days: Number(value) } }).unwrap();
      setDays(null);
      setError(undefined);
      toast({ title: 'Review window saved', tone: 'success' });
    } catch (failure) {
      setError(errorMessage(failure, 'Could not save the review window.'));
    }
  };
  return (
    <form className={styles.reviewWindow} onSubmit={(event) => void submit(event)}>
      <Input label="Days before closing" type="number" min={1} max={90} value={value} onChange={(event) => setDays(event.target.value)} error={error} />
      <Button type="submit" variant="secondary" size="sm" loading={saving.isLoading} loadingText="Saving...">
        Save
      </Button>
    </form>
  );
}

function ReturnDialog({ item, onClose }: { item: ReviewQueueItemDto | null; onClose: () => void }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [decide, deciding] = useDecideTransactionReviewMutation();
  const toast = useToast();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!item) return;
    if (!note.trim()) return setError('A note is required when returning a deal');
    try {
      await decide({ id: item.id, 'If-Match': `"${item.review.version}"`, decideReviewDto: { decision: 'returned', note } }).unwrap();
      toast({ title: 'Deal returned to its agent', tone: 'success' });
      setNote('');
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, 'Could not return the deal.'));
    }
  };
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (!open ? onClose() : undefined)}>
      {item && (
        <DialogContent
          title="Return deal"
          description={`Tell ${item.agent_name ?? 'the agent'} what to fix on ${item.property_address ?? 'this deal'}.`}
          footer={
            <>
              <DialogCancel disabled={deciding.isLoading} />
              <Button type="submit" form="return-deal" loading={deciding.isLoading} loadingText="Returning...">
                Return deal
              </Button>
            </>
          }
        >
          <form id="return-deal" onSubmit={(event) => void submit(event)}>
            <Textarea label="Note" required maxLength={2000} value={note} onChange={(event) => setNote(event.target.value)} error={error} />
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}

function QueueItem({ item, onReturn }: { item: ReviewQueueItemDto; onReturn: () => void }) {
  const [decide, deciding] = useDecideTransactionReviewMutation();
  const toast = useToast();
  const status = STATUS[item.review.status] ?? { label: 'Not reviewed', tone: 'neutral' as BadgeTone };
  const done = item.milestones.filter((milestone) => milestone.completed).length;
  const approve = async () => {
    try {
      await decide({ id: item.id, 'If-Match': `"${item.review.version}"`, decideReviewDto: { decision: 'approved' } }).unwrap();
      toast({ title: 'Deal approved', tone: 'success' });
    } catch (failure) {
      toast({ title: errorMessage(failure, 'Could not approve the deal.'), tone: 'error' });
    }
  };
  return (
    <li className={styles.reviewItem}>
      <div className={styles.reviewHead}>
        <Link to={paths.agent.detail.href(item.id)}>{item.property_address || 'Untitled deal'}</Link>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <p className={styles.reviewHint}>
        {item.agent_name ?? 'Agent'} · {item.status === 'closed' ? 'Closed' : 'Closing'} {item.closing_date ? formatDate(item.closing_date) : 'date not set'} · Milestones {done}/{item.milestones.length} done
      </p>
      <ul className={styles.reviewDocs} aria-label="Required documents">
        {item.required_documents.map((document) => (
          <li key={document.kind}>
            <Badge tone={document.present ? 'success' : 'danger'}>
              {DOCUMENT_LABEL[document.kind] ?? document.kind}: {document.present ? 'on file' : 'missing'}
            </Badge>
          </li>
        ))}
      </ul>
      {item.review.status === 'returned' && item.review.note && <p className={styles.reviewHint}>Note: {item.review.note}</p>}
      <div className={styles.reviewActions}>
        <Button size="sm" onClick={() => void approve()} loading={deciding.isLoading} loadingText="Approving..." disabled={item.review.status === 'approved'}>
          Approve
        </Button>
        <Button size="sm" variant="secondary" onClick={onReturn}>
          Return
        </Button>
      </div>
    </li>
  );
}

/** The compliance review queue (issue 24 item 4, ADR 0068): deals closed or closing within the window. */
export function ReviewQueueCard() {
  const queue = useGetReviewQueueQuery();
  const [returning, setReturning] = useState<ReviewQueueItemDto | null>(null);
  return (
    <Card title="Compliance review" description={queue.data ? `Deals closed or closing within ${queue.data.window_days} days` : undefined} actions={<WindowSetting />}>
      {queue.isLoading && <Skeleton height="4rem" />}
      {queue.isError && (
        <Alert tone="error" action={<Button size="sm" variant="secondary" onClick={() => void queue.refetch()}>Try again</Button>}>
          Could not load the review queue.
        </Alert>
      )}
      {queue.data && queue.data.items.length === 0 && <EmptyState titleAs="p" title="No deals are ready for review" />}
      {queue.data && queue.data.items.length > 0 && (
        <ul className={styles.reviewList} aria-label="Deals ready for review">
          {queue.data.items.map((item) => (
            <QueueItem key={item.id} item={item} onReturn={() => setReturning(item)} />
          ))}
        </ul>
      )}
      <ReturnDialog item={returning} onClose={() => setReturning(null)} />
    </Card>
  );
}
