import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { sendingVersion } from '@/shared/api/concurrency';
import { trackFeature } from '@/shared/auth/activity';
import { formatDate } from '@/utils/format';

import type { AdminFeedbackDto as AdminFeedback, ListAllFeedbackApiArg } from '@/shared/api/generated';

import { useListAllFeedbackQuery, useUpdateFeedbackMutation, type FeedbackStatus } from '../api/admin-api';
import { FEEDBACK_STATUS_TONE, FEEDBACK_STATUSES, FEEDBACK_TYPES, humanize, PRIORITY_TONE } from '../utils/labels';
import { useActionAlerts } from '../utils/use-action-alerts';
import { useStaleRecord } from '../utils/use-stale-record';
import { AdminItemCard } from './admin-item-card';
import styles from './admin.module.css';
import { ALL, countOf, ListToolbar, Pager, useListControls } from './list-controls';
import { PersonContact } from './person-contact';
import { StaleNotice } from './stale-notice';
import { ListSkeleton } from './table-skeleton';

const STATUS_OPTIONS = FEEDBACK_STATUSES.map((status) => ({ value: status, label: humanize(status) }));
const FILTERS = [
  { name: 'status', label: 'Status', options: [{ value: ALL, label: 'All statuses' }, ...STATUS_OPTIONS] },
  {
    name: 'type',
    label: 'Type',
    options: [{ value: ALL, label: 'All types' }, ...FEEDBACK_TYPES.map((type) => ({ value: type, label: humanize(type) }))],
  },
] as const;

/** Spec 000 §2 Feedback: searched, filtered and paged by the server; the admin sets the status freely and edits notes. */
export function FeedbackTab() {
  const list = useListControls({ status: ALL, type: ALL });
  const { data, isLoading, isFetching, isError, refetch } = useListAllFeedbackQuery(list.args as ListAllFeedbackApiArg);
  const items = data?.items ?? [];

  return (
    <Card
      title="Feedback"
      description={
        <>
          What agents tell us about the platform, newest first.{data && ` ${countOf(data.total, 'item matches', 'items match')}.`}
        </>
      }
    >
      <ListToolbar
        label="feedback"
        placeholder="Title, text, notes or author"
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
          Failed to load feedback
        </Alert>
      )}
      {isLoading ? (
        <ListSkeleton label="Loading feedback…" />
      ) : isError ? null : items.length === 0 ? (
        <EmptyState
          titleAs="p"
          title={list.narrowed ? 'No feedback matches these filters' : 'No feedback yet'}
          description={list.narrowed ? undefined : 'Feedback sent from the agent dashboard shows up here.'}
        />
      ) : (
        <>
          <ul className={styles.items} aria-label="Feedback">
            {items.map((item) => (
              <FeedbackItem key={item.id} item={item} onReload={() => void refetch()} reloading={isFetching} />
            ))}
          </ul>
          <Pager page={list.page} total={data?.total ?? 0} onPage={list.setPage} busy={isFetching} noun="feedback" />
        </>
      )}
    </Card>
  );
}

function FeedbackItem({ item, onReload, reloading }: { item: AdminFeedback; onReload: () => void; reloading: boolean }) {
  const [update, { isLoading }] = useUpdateFeedbackMutation();
  const alerts = useActionAlerts();
  const { stale, refusedAsStale, reloaded } = useStaleRecord();

  const save = async (patch: { status?: FeedbackStatus; adminNotes?: string }) => {
    try {
      await sendingVersion(update)({ id: item.id, updateFeedbackDto: patch }, item.version).unwrap();
      trackFeature(patch.status ? 'admin.feedback_status' : 'admin.feedback_notes');
    } catch (caught) {
      if (!refusedAsStale(caught)) alerts.failed('Failed to update feedback', caught);
      throw caught;
    }
  };

  return (
    <AdminItemCard
      id={item.id}
      name={`“${item.title}”`}
      notice={<StaleNotice stale={stale} reloaded={reloaded} onReload={onReload} reloading={reloading} />}
      badges={
        <>
          <Badge tone={FEEDBACK_STATUS_TONE[item.status]}>{humanize(item.status)}</Badge>
          <Badge tone="neutral">{humanize(item.feedbackType)}</Badge>
          <Badge tone={PRIORITY_TONE[item.priority] ?? 'neutral'}>{humanize(item.priority)} priority</Badge>
          <Badge tone="neutral">{humanize(item.category)}</Badge>
        </>
      }
      title={item.title}
      text={item.description}
      meta={[
        { label: 'From', value: <PersonContact name={item.userName ?? 'Unknown'} email={item.userEmail} /> },
        { label: 'Created', value: formatDate(item.createdAt) },
        { label: 'Resolved', value: formatDate(item.resolvedAt) },
      ]}
      status={item.status}
      statusOptions={STATUS_OPTIONS}
      statusDisabled={isLoading}
      onStatusChange={(value) => void save({ status: value as FeedbackStatus }).catch(() => undefined)}
      notes={item.adminNotes}
      onSaveNotes={(adminNotes) => save({ adminNotes })}
    />
  );
}
