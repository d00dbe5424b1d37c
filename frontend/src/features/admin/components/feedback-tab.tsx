import { useMemo, useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import { trackFeature } from '@/shared/auth/activity';
import { formatDate } from '@/utils/format';

import type { AdminFeedbackDto as AdminFeedback } from '@/shared/api/generated';

import { useListAllFeedbackQuery, useUpdateFeedbackMutation, type FeedbackStatus } from '../api/admin-api';
import { FEEDBACK_STATUS_TONE, FEEDBACK_STATUSES, humanize, PRIORITY_TONE } from '../utils/labels';
import { useActionAlerts } from '../utils/use-action-alerts';
import styles from './admin.module.css';
import { NotesField } from './notes-field';
import { ListSkeleton } from './table-skeleton';
import { PersonContact } from './person-contact';

const STATUS_OPTIONS = FEEDBACK_STATUSES.map((status) => ({ value: status, label: humanize(status) }));
const FILTER_OPTIONS = [{ value: 'all', label: 'All statuses' }, ...STATUS_OPTIONS];

/** Spec 000 §2 Feedback: the admin sets the status freely and edits admin notes. */
export function FeedbackTab() {
  const { data, isLoading, isError, refetch } = useListAllFeedbackQuery();
  const [filter, setFilter] = useState<'all' | FeedbackStatus>('all');
  const items = useMemo(
    () =>
      [...(data ?? [])]
        .filter((item) => filter === 'all' || item.status === filter)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    [data, filter],
  );

  return (
    <Card
      title="Feedback"
      description="What agents tell us about the platform, newest first."
      actions={
        <Select
          label="Show"
          hideLabel
          options={FILTER_OPTIONS}
          value={filter}
          onValueChange={(value) => setFilter(value as 'all' | FeedbackStatus)}
        />
      }
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
          Failed to load feedback
        </Alert>
      )}
      {isLoading ? (
        <ListSkeleton label="Loading feedback…" />
      ) : isError ? null : items.length === 0 ? (
        <EmptyState
          titleAs="p"
          title={filter === 'all' ? 'No feedback yet' : 'No feedback with this status'}
          description={filter === 'all' ? 'Feedback sent from the agent dashboard shows up here.' : undefined}
        />
      ) : (
        <ul className={styles.items} aria-label="Feedback">
          {items.map((item) => (
            <FeedbackItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function FeedbackItem({ item }: { item: AdminFeedback }) {
  const [update, { isLoading }] = useUpdateFeedbackMutation();
  const alerts = useActionAlerts();
  const titleId = `feedback-${item.id}`;

  const save = async (patch: { status?: FeedbackStatus; adminNotes?: string }) => {
    try {
      await update({ id: item.id, updateFeedbackDto: patch }).unwrap();
      trackFeature(patch.status ? 'admin.feedback_status' : 'admin.feedback_notes');
    } catch (caught) {
      alerts.failed('Failed to update feedback', caught);
      throw caught;
    }
  };

  return (
    <li className={styles.item} aria-labelledby={titleId}>
      <div className={styles.itemMain}>
        <div className={styles.badges}>
          <Badge tone={FEEDBACK_STATUS_TONE[item.status]}>{humanize(item.status)}</Badge>
          <Badge tone="neutral">{humanize(item.feedbackType)}</Badge>
          <Badge tone={PRIORITY_TONE[item.priority] ?? 'neutral'}>{humanize(item.priority)} priority</Badge>
          <Badge tone="neutral">{humanize(item.category)}</Badge>
        </div>
        <h3 id={titleId} className={styles.itemTitle}>
          {item.title}
        </h3>
        <p className={styles.itemText}>{item.description}</p>
        <dl className={styles.meta}>
          <div>
            <dt>From</dt>
            <dd>
              <PersonContact name={item.userName ?? 'Unknown'} email={item.userEmail} />
            </dd>
          </div>
          <div>
            <dt>Created</dt>
            <dd>{formatDate(item.createdAt)}</dd>
          </div>
          <div>
            <dt>Resolved</dt>
            <dd>{formatDate(item.resolvedAt)}</dd>
          </div>
        </dl>
      </div>
      <div className={styles.itemSide}>
        <Select
          label={
            <>
              Status<span className="visually-hidden"> of “{item.title}”</span>
            </>
          }
          options={STATUS_OPTIONS}
          value={item.status}
          disabled={isLoading}
          onValueChange={(value) => void save({ status: value as FeedbackStatus }).catch(() => undefined)}
        />
        <NotesField
          label={
            <>
              Admin notes<span className="visually-hidden"> on “{item.title}”</span>
            </>
          }
          value={item.adminNotes}
          onSave={(adminNotes) => save({ adminNotes })}
        />
      </div>
    </li>
  );
}
