import { useId, useState, type ReactNode } from 'react';

import { AgentOnlyBadge } from '@/components/fields/agent-only-badge';
import { MilestoneExplanation, OverrideBadge, milestoneWhen } from '@/components/fields/milestone-basis';
import fieldStyles from '@/components/fields/fields.module.css';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { EditClientEducation } from '@/components/education/edit-client-education';
import { IntegrityWarning } from '@/components/milestones/integrity-warning';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/shared/api/error-message';
import {
  useConfirmMilestoneMutation,
  useListRemovedMilestonesQuery,
  useListTransactionMilestonesQuery,
  useRestoreGeneratedMilestoneMutation,
  type ConfirmableMilestoneType,
  type TransactionMilestoneDto,
} from '@/shared/api/generated';

import { AmendDeadlineDialog, isAmendable } from './amend-deadline-dialog';
import { CUSTOM_MILESTONE_TEXT, CustomMilestoneDialog, DeleteCustomMilestoneDialog } from './custom-milestone-dialog';
import { localDayOf } from './deal-format';
import { useDealDay, useDealView } from './deal-view';
import { timelineWindow } from './timeline-window';
import { FoldToggle, useFold } from './fold';

import styles from './detail.module.css';

/** A fold of a panel: what the folded panel says it holds, and whether it starts open (see useFold). */
export interface PanelFold {
  summary: ReactNode;
  defaultOpen: boolean;
}

/**
 * A titled section the summary tiles and the section index move to (tabIndex -1 so focus can follow).
 * With `fold`, the panel can be folded to one line — its heading, what it holds and its action — and
 * opened with one click (issue 20 item 4).
 */
export function DealPanel({
  id,
  title,
  action,
  fold,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  fold?: PanelFold;
  children: ReactNode;
}) {
  const headingId = useId();
  const bodyId = useId();
  const { open: unfolded, setOpen, ref } = useFold(fold?.defaultOpen ?? true);
  const open = !fold || unfolded;
  return (
    <section
      id={id}
      ref={ref}
      tabIndex={-1}
      className={`${fieldStyles.section} ${styles.anchor}`}
      aria-labelledby={headingId}
      data-folded={open ? undefined : ''}
    >
      <div className={fieldStyles.header}>
        <div className={styles.emptyLead}>
          <h2 id={headingId} className={fieldStyles.title}>
            {title}
          </h2>
          {fold && <span className={styles.emptyNote}>{fold.summary}</span>}
        </div>
        {(action || fold) && (
          <div className={styles.toolbar}>
            {fold && <FoldToggle open={open} onToggle={setOpen} what={title} controls={bodyId} />}
            {action}
          </div>
        )}
      </div>
      {fold ? (
        <div id={bodyId} hidden={!open} className={fieldStyles.section}>
          {children}
        </div>
      ) : (
        children
      )}
    </section>
  );
}

/** A panel's list as it loads: a skeleton, the failure with Try again, the spec's empty text, or the rows. */
export function PanelList<T>({
  query,
  failure,
  empty,
  children,
}: {
  query: { data?: T[]; isLoading: boolean; isError: boolean; refetch: () => unknown };
  failure: string;
  empty: ReactNode;
  children: (rows: T[]) => ReactNode;
}) {
  if (query.isLoading) return <Skeleton height="3rem" />;
  if (query.isError)
    return (
      <Alert
        tone="error"
        action={
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        {failure}
      </Alert>
    );
  if (!query.data?.length) return <>{empty}</>;
  return <>{children(query.data)}</>;
}

/** A section whose content another issue delivers: said plainly rather than faked with an empty state. */
export function PendingPanel({ id, title }: { id: string; title: string }) {
  return (
    <DealPanel id={id} title={title}>
      <p className={styles.notSet}>{title} for this deal are not shown on this screen yet.</p>
    </DealPanel>
  );
}

/**
 * A milestone's state on the timeline (ADR 0049, departing from spec 002 §4's "done when completed or
 * its date is past"): Done only when completed — by a fact of the deal, its task, the close or the
 * agent's confirmation; a date that passed without that reads "Passed — not confirmed" to the agent,
 * as the bell and compliance already count it, and "Passed" to the client; today's is TODAY; an
 * undated one of the agent's OPEN; the rest UPCOMING.
 */
function milestoneState(
  milestone: TransactionMilestoneDto,
  today: string,
  audience: 'agent' | 'client',
): { label: string; tone: 'neutral' | 'warning' | 'info'; unconfirmed: boolean } {
  if (milestone.completed) return { label: 'Done', tone: 'neutral', unconfirmed: false };
  if (milestone.passed) {
    return audience === 'agent'
      ? { label: 'Passed — not confirmed', tone: 'warning', unconfirmed: true }
      : { label: 'Passed', tone: 'neutral', unconfirmed: false };
  }
  if (milestone.due_date === today) return { label: 'TODAY', tone: 'warning', unconfirmed: false };
  // Undated (spec 002 §5): not coming on any day, so not UPCOMING; open until it is dated or deleted.
  if (milestone.due_date === null) return { label: 'OPEN', tone: 'neutral', unconfirmed: false };
  return { label: 'UPCOMING', tone: 'info', unconfirmed: false };
}

/** Generated milestones the agent confirms (a custom one is edited, a utility's follows its status). */
const isConfirmable = (milestone: TransactionMilestoneDto): boolean =>
  milestone.milestone_type !== 'custom' && milestone.milestone_type !== 'utility_transfer';

/** The agent's Confirm on a milestone whose date passed unconfirmed: it is done from now on, in the bell and compliance too. */
function ConfirmMilestone({ transactionId, milestone }: { transactionId: string; milestone: TransactionMilestoneDto }) {
  const [confirm, confirming] = useConfirmMilestoneMutation();
  const toast = useToast();
  const onConfirm = async () => {
    try {
      await confirm({ id: transactionId, milestoneType: milestone.milestone_type as ConfirmableMilestoneType }).unwrap();
      toast({ title: `${milestone.milestone_name} confirmed done`, tone: 'success' });
    } catch (failure) {
      toast({ title: errorMessage(failure, 'Failed to update milestone'), tone: 'error' });
    }
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={confirming.isLoading}
      loadingText="Confirming..."
      aria-label={`Confirm ${milestone.milestone_name} done`}
      onClick={() => void onConfirm()}
    >
      Confirm done
    </Button>
  );
}

/** Spec 002 §2 client portal: Learn More opens the milestone's education text in place (the deal's own, else the default). */
function LearnMore({ milestone }: { milestone: TransactionMilestoneDto }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const text = milestone.custom_education_text ?? milestone.education_text;
  if (!text) return null;
  return (
    <>
      <Button size="sm" variant="ghost" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen((was) => !was)}>
        {open ? 'Show Less' : 'Learn More'}
        <span className="visually-hidden"> about {milestone.milestone_name}</span>
      </Button>
      <div id={regionId} hidden={!open} className={styles.learnMore}>
        {text}
      </div>
    </>
  );
}

/**
 * The generated milestones the agent removed (ADR 0064, 0079), folded under the timeline with a count:
 * each can be restored, and the rules date it again. The toast after Remove is no longer the only way back.
 */
function RemovedMilestones({ transactionId, editable }: { transactionId: string; editable: boolean }) {
  const dealDay = useDealDay();
  const removed = useListRemovedMilestonesQuery({ id: transactionId });
  const [restore] = useRestoreGeneratedMilestoneMutation();
  const [restoring, setRestoring] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toast = useToast();
  const rows = removed.data ?? [];
  if (rows.length === 0) return null;
  const onRestore = async (milestoneType: string, name: string) => {
    setRestoring(milestoneType);
    try {
      await restore({ id: transactionId, milestoneType: milestoneType as ConfirmableMilestoneType }).unwrap();
      toast({ title: `Milestone restored: ${name}`, tone: 'success' });
    } catch (failure) {
      toast({ title: errorMessage(failure, CUSTOM_MILESTONE_TEXT.updateFailed), tone: 'error' });
    } finally {
      setRestoring(null);
    }
  };
  return (
    <div className={styles.removed}>
      <Button size="sm" variant="ghost" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((was) => !was)}>
        Removed milestones ({rows.length})
      </Button>
      <ul id={listId} hidden={!open} className={styles.removedList}>
        {rows.map((row) => (
          <li key={row.milestone_type}>
            <span className={styles.timelineName}>{row.milestone_name}</span>
            <span className={styles.timelineWhen}>Removed {dealDay(row.removed_at)}</span>
            {editable && (
              <Button
                size="sm"
                variant="secondary"
                loading={restoring === row.milestone_type}
                loadingText="Restoring..."
                aria-label={`Restore ${row.milestone_name}`}
                onClick={() => void onRestore(row.milestone_type, row.milestone_name)}
              >
                Restore
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One fold of the timeline: "Show N earlier" / "Show N later", with its count, over the milestones it holds. */
function TimelineFold({
  rows,
  row,
  word,
  before,
}: {
  rows: TransactionMilestoneDto[];
  row: (milestone: TransactionMilestoneDto) => ReactNode;
  word: 'earlier' | 'later';
  before: boolean;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (rows.length === 0) return null;
  const toggle = (
    <div className={styles.timelineFold}>
      <Button
        size="sm"
        variant="ghost"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {open ? 'Hide' : 'Show'} {rows.length} {word} milestone{rows.length === 1 ? '' : 's'}
      </Button>
    </div>
  );
  const list = open && (
    <ol id={listId} className={styles.timeline}>
      {rows.map(row)}
    </ol>
  );
  return before ? (
    <>
      {toggle}
      {list}
    </>
  ) : (
    <>
      {list}
      {toggle}
    </>
  );
}

/** The agent's timeline: the milestones to work on in view, the done and far-off ones folded with their counts. */
function TimelineWindow({
  rows,
  today,
  row,
}: {
  rows: TransactionMilestoneDto[];
  today: string;
  row: (milestone: TransactionMilestoneDto) => ReactNode;
}) {
  // A milestone seen in view on this visit stays there — one just confirmed done does not jump into a fold.
  const [seen] = useState(() => new Set<string>());
  let { start, end } = timelineWindow(rows, today);
  rows.forEach((milestone, at) => {
    if (!seen.has(milestone.id)) return;
    start = Math.min(start, at);
    end = Math.max(end, at + 1);
  });
  for (const milestone of rows.slice(start, end)) seen.add(milestone.id);
  return (
    <div className={styles.timelineWindow}>
      <TimelineFold rows={rows.slice(0, start)} row={row} word="earlier" before />
      <ol className={styles.timeline}>{rows.slice(start, end).map(row)}</ol>
      <TimelineFold rows={rows.slice(end)} row={row} word="later" before={false} />
    </div>
  );
}

interface TimelinePanelProps {
  transactionId: string;
  /** The agent's screen edits and explains; the client's portal reads, with Learn More. */
  audience?: 'agent' | 'client';
  editable?: boolean;
  integrityWarning?: boolean;
  title?: string;
}

/** Spec 002 §2 Timeline: the deal's milestones in date order (the dashboard links here as #timeline). */
export function TimelinePanel({
  transactionId,
  audience = 'agent',
  editable = false,
  integrityWarning = false,
  title = '',
}: TimelinePanelProps) {
  const milestones = useListTransactionMilestonesQuery({ id: transactionId, view: useDealView() });
  const [editing, setEditing] = useState<{ milestone: TransactionMilestoneDto | null } | null>(null);
  const [deleting, setDeleting] = useState<TransactionMilestoneDto | null>(null);
  const [amending, setAmending] = useState<TransactionMilestoneDto | null>(null);
  const today = localDayOf(new Date().toISOString());
  const row = (milestone: TransactionMilestoneDto) => {
    const state = milestoneState(milestone, today, audience);
    return (
      <li key={milestone.id} className={state.label === 'Done' ? styles.timelineDone : undefined}>
        <span className={styles.timelineName}>
          {milestone.milestone_name} {!milestone.is_client_visible && <AgentOnlyBadge />}{' '}
          {audience === 'agent' && <OverrideBadge milestone={milestone} />}
        </span>
        <span className={styles.timelineWhen}>{milestoneWhen(milestone)}</span>
        <Badge tone={state.tone}>{state.label}</Badge>
        {milestone.explanation && (
          <div className={styles.timelineWhy}>
            <MilestoneExplanation milestone={milestone} />
          </div>
        )}
        {audience === 'client' && (
          <span className={styles.timelineEducation}>
            <LearnMore milestone={milestone} />
          </span>
        )}
        {audience === 'agent' &&
          (milestone.is_client_visible ||
            (editable &&
              (milestone.milestone_type === 'custom' || milestone.removable || isAmendable(milestone) || state.unconfirmed))) && (
            <span className={styles.timelineEducation}>
              {editable && state.unconfirmed && isConfirmable(milestone) && (
                <ConfirmMilestone transactionId={transactionId} milestone={milestone} />
              )}
              {milestone.is_client_visible && <EditClientEducation transactionId={transactionId} milestone={milestone} />}
              {editable && isAmendable(milestone) && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Record an amendment to ${milestone.milestone_name}`}
                  onClick={() => setAmending(milestone)}
                >
                  Amend
                </Button>
              )}
              {editable && milestone.removable && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${milestone.milestone_name}`}
                  onClick={() => setDeleting(milestone)}
                >
                  Remove
                </Button>
              )}
              {editable && milestone.milestone_type === 'custom' && (
                <>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Edit ${milestone.milestone_name}`}
                    onClick={() => setEditing({ milestone })}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Delete ${milestone.milestone_name}`}
                    onClick={() => setDeleting(milestone)}
                  >
                    Delete
                  </Button>
                </>
              )}
            </span>
          )}
      </li>
    );
  };
  return (
    <DealPanel
      id="timeline"
      title="Timeline"
      action={
        editable && (
          <Button size="sm" variant="secondary" onClick={() => setEditing({ milestone: null })}>
            Add Milestone
          </Button>
        )
      }
    >
      {audience === 'agent' && integrityWarning && <IntegrityWarning transactionId={transactionId} title={title} />}
      <PanelList
        query={milestones}
        failure="Failed to load milestones"
        empty={<EmptyState title="No milestones to display" titleAs="p" />}
      >
        {(data) =>
          audience === 'agent' ? (
            <TimelineWindow rows={data} today={today} row={row} />
          ) : (
            <ol className={styles.timeline}>{data.map(row)}</ol>
          )
        }
      </PanelList>
      {audience === 'agent' && <RemovedMilestones transactionId={transactionId} editable={editable} />}
      <CustomMilestoneDialog
        transactionId={transactionId}
        milestone={editing?.milestone ?? null}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
      <DeleteCustomMilestoneDialog transactionId={transactionId} milestone={deleting} onClose={() => setDeleting(null)} />
      <AmendDeadlineDialog transactionId={transactionId} milestone={amending} onClose={() => setAmending(null)} />
    </DealPanel>
  );
}
