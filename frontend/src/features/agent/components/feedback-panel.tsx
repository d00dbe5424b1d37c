import { useMemo, useRef, useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogCancel, DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { TrashIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { trackFeature } from '@/shared/auth/activity';
import { formatDate, humanize } from '@/utils/format';

import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_PRIORITIES,
  FEEDBACK_TYPES,
  useDeleteFeedbackMutation,
  useListMyFeedbackQuery,
  useSubmitFeedbackMutation,
  type Feedback,
  type FeedbackCategory,
  type FeedbackPriority,
  type FeedbackStatus,
  type FeedbackType,
} from '../api/feedback-api';
import styles from './feedback-panel.module.css';

const options = (values: readonly string[]) =>
  values.map((value) => ({ value, label: value === 'ui_ux' ? 'UI / UX' : humanize(value) }));

const STATUS_TONE: Record<FeedbackStatus, BadgeTone> = {
  new: 'info',
  under_review: 'warning',
  planned: 'brand',
  in_progress: 'brand',
  completed: 'success',
  rejected: 'danger',
};

/** Spec 001 §5: defaults general, other, medium. */
const DEFAULTS = {
  feedbackType: 'general' as FeedbackType,
  category: 'other' as FeedbackCategory,
  priority: 'medium' as FeedbackPriority,
};

interface FeedbackPanelProps {
  /** Id for the panel, so a toggle button can point at it with aria-controls. */
  id?: string;
}

/** Spec 001 §2.2 Platform Feedback: the form and the agent's own feedback, newest first. */
export function FeedbackPanel({ id }: FeedbackPanelProps) {
  return (
    <Card title="Platform Feedback" description="Tell us what works, what doesn’t and what you need. The team reads every note.">
      <div id={id} className={styles.panel}>
        <FeedbackForm />
        <FeedbackList />
      </div>
    </Card>
  );
}

function FeedbackForm() {
  const [feedbackType, setType] = useState<FeedbackType>(DEFAULTS.feedbackType);
  const [category, setCategory] = useState<FeedbackCategory>(DEFAULTS.category);
  const [priority, setPriority] = useState<FeedbackPriority>(DEFAULTS.priority);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ title?: string; description?: string }>({});
  const [result, setResult] = useState<'sent' | 'failed' | null>(null);
  const [create, { isLoading }] = useSubmitFeedbackMutation();
  const titleRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    const found = {
      title: title.trim() ? undefined : 'Please enter a title',
      description: description.trim() ? undefined : 'Please describe your feedback',
    };
    setErrors(found);
    if (found.title) return titleRef.current?.focus();
    if (found.description) return descriptionRef.current?.focus();
    try {
      await create({
        submitFeedbackDto: { feedbackType, category, priority, title: title.trim(), description: description.trim() },
      }).unwrap();
      trackFeature('feedback.submit');
      setResult('sent');
      setType(DEFAULTS.feedbackType);
      setCategory(DEFAULTS.category);
      setPriority(DEFAULTS.priority);
      setTitle('');
      setDescription('');
    } catch {
      setResult('failed');
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="feedback-form-title">
      <h3 id="feedback-form-title" className={styles.subTitle}>
        Send feedback
      </h3>
      {result === 'sent' && <Alert tone="success">Thank you for your feedback! We will review it soon.</Alert>}
      {result === 'failed' && <Alert tone="error">Failed to submit feedback</Alert>}
      <div className={styles.selects}>
        <Select
          label="Type"
          required
          options={options(FEEDBACK_TYPES)}
          value={feedbackType}
          onValueChange={(v) => setType(v as FeedbackType)}
        />
        <Select
          label="Category"
          required
          options={options(FEEDBACK_CATEGORIES)}
          value={category}
          onValueChange={(v) => setCategory(v as FeedbackCategory)}
        />
        <Select
          label="Priority"
          required
          options={options(FEEDBACK_PRIORITIES)}
          value={priority}
          onValueChange={(v) => setPriority(v as FeedbackPriority)}
        />
      </div>
      <Input
        ref={titleRef}
        label="Title"
        required
        maxLength={200}
        value={title}
        error={errors.title}
        placeholder="A short summary"
        onChange={(event) => setTitle(event.target.value)}
      />
      <Textarea
        ref={descriptionRef}
        label="Description"
        required
        rows={4}
        maxLength={5000}
        value={description}
        error={errors.description}
        placeholder="What happened, or what would help you?"
        onChange={(event) => setDescription(event.target.value)}
      />
      <div>
        <Button type="submit" loading={isLoading} loadingText="Submitting...">
          Submit feedback
        </Button>
      </div>
    </form>
  );
}

function FeedbackList() {
  const { data, isLoading, isError, refetch } = useListMyFeedbackQuery();
  const [deleting, setDeleting] = useState<Feedback | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const items = useMemo(() => [...(data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt)), [data]);

  return (
    <section aria-labelledby="feedback-list-title" aria-busy={isLoading || undefined} className={styles.list}>
      <h3 id="feedback-list-title" className={styles.subTitle}>
        Your feedback
      </h3>
      {deleteFailed && <Alert tone="error">Failed to delete feedback</Alert>}
      {isError ? (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="secondary" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          Failed to load feedback
        </Alert>
      ) : isLoading ? (
        <div className={styles.skeleton}>
          <span role="status" className="visually-hidden">
            Loading your feedback…
          </span>
          <Skeleton height="5rem" radius="md" />
          <Skeleton height="5rem" radius="md" />
        </div>
      ) : items.length === 0 ? (
        <EmptyState titleAs="p" title="No feedback submitted yet" />
      ) : (
        <ul className={styles.items}>
          {items.map((item) => (
            <li key={item.id} className={styles.item} aria-labelledby={`feedback-${item.id}`}>
              <div className={styles.itemHeader}>
                <div className={styles.badges}>
                  <Badge tone={STATUS_TONE[item.status] ?? 'neutral'}>{humanize(item.status)}</Badge>
                  <Badge tone="neutral">{humanize(item.feedbackType)}</Badge>
                  <Badge tone="neutral">{item.category === 'ui_ux' ? 'UI / UX' : humanize(item.category)}</Badge>
                </div>
                {item.status === 'new' && (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => {
                      setDeleteFailed(false);
                      setDeleting(item);
                    }}
                  >
                    <TrashIcon size={16} />
                    Delete<span className="visually-hidden"> “{item.title}”</span>
                  </Button>
                )}
              </div>
              <h4 id={`feedback-${item.id}`} className={styles.itemTitle}>
                {item.title}
              </h4>
              <p className={styles.itemText}>{item.description}</p>
              {item.adminNotes && (
                <div className={styles.response}>
                  <p className={styles.responseTitle}>Admin Response</p>
                  <p className={styles.itemText}>{item.adminNotes}</p>
                </div>
              )}
              <p className={styles.date}>Submitted {formatDate(item.createdAt)}</p>
            </li>
          ))}
        </ul>
      )}
      <DeleteFeedbackDialog item={deleting} onClose={() => setDeleting(null)} onFailed={() => setDeleteFailed(true)} />
    </section>
  );
}

function DeleteFeedbackDialog({ item, onClose, onFailed }: { item: Feedback | null; onClose: () => void; onFailed: () => void }) {
  const [remove, { isLoading }] = useDeleteFeedbackMutation();
  const confirm = async () => {
    if (!item) return;
    try {
      await remove({ id: item.id }).unwrap();
      trackFeature('feedback.delete');
    } catch {
      onFailed();
    }
    onClose();
  };
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {item && (
        <DialogContent
          size="sm"
          title="Delete feedback"
          description="Are you sure you want to delete this feedback?"
          footer={
            <>
              <DialogCancel />
              <Button variant="danger" loading={isLoading} loadingText="Deleting..." onClick={() => void confirm()}>
                Delete
              </Button>
            </>
          }
        >
          <p className={styles.itemTitle}>{item.title}</p>
        </DialogContent>
      )}
    </Dialog>
  );
}
