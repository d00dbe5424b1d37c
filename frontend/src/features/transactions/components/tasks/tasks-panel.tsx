import { useId, useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { TrashIcon } from '@/components/ui/icons';
import { LinkedText } from '@/components/ui/linked-text';
import { Skeleton } from '@/components/ui/skeleton';
import { UNDO_TOAST_MS, useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/shared/api/error-message';
import {
  useDeleteTransactionTaskMutation,
  useListTransactionTasksQuery,
  useUpdateTransactionTaskMutation,
  type TransactionTaskDto,
} from '@/shared/api/generated';
import { cn } from '@/utils/cn';

import { DealPanel } from '../detail/deal-panels';
import { formatDay, localDayOf } from '../detail/deal-format';
import { useDealDay, useDealView } from '../detail/deal-view';

import { TaskDialog, TaskNotesDialog } from './task-dialog';
import styles from './tasks.module.css';

const TOAST_MS = 3000;

/** Spec 002 §6 Task list filters: the agent's three buckets, in the order the screen shows them. */
const AGENT_GROUPS = [
  { id: 'agent', title: 'Agent Tasks', holds: (task: TransactionTaskDto) => task.bucket === 'agent' },
  { id: 'shared', title: 'Shared with Client', holds: (task: TransactionTaskDto) => task.bucket === 'shared' },
  { id: 'system', title: 'System Tasks', holds: (task: TransactionTaskDto) => task.bucket === 'system' },
] as const;

/** Spec 002 §6 client scopes: the tasks shared with them, and their own private ones. */
const CLIENT_GROUPS = [
  { id: 'shared', title: 'Shared with You', holds: (task: TransactionTaskDto) => !task.is_private },
  { id: 'private', title: 'Your Private Tasks', holds: (task: TransactionTaskDto) => task.is_private },
] as const;

export type TaskAudience = 'agent' | 'client';

const DAY_MS = 86_400_000;
const dayDiff = (due: string, today: string) => Math.round((Date.parse(`${due}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

function DueDate({ due, done, today }: { due: string | null; done: boolean; today: string }) {
  if (!due) return <span>No due date</span>;
  const days = dayDiff(due, today);
  const overdue = !done && days < 0;
  const urgent = !done && days >= 0 && days <= 3;
  return (
    <span className={cn(styles.due, overdue && styles.dueOverdue, urgent && styles.dueUrgent)}>
      Due {formatDay(due)}
      {overdue && ` · ${-days}d overdue`}
      {!done && days === 0 && ' · Today'}
    </span>
  );
}

interface TaskRowProps {
  task: TransactionTaskDto;
  today: string;
  busy: boolean;
  audience: TaskAudience;
  /** Agent preview of the client's view: every edit disabled (spec 002 §2). */
  readOnly: boolean;
  onToggle: (task: TransactionTaskDto, done: boolean) => void;
  onEdit: (task: TransactionTaskDto) => void;
  onNotes: (task: TransactionTaskDto) => void;
  onDelete: (task: TransactionTaskDto) => void;
}

function TaskRow({ task, today, busy, audience, readOnly, onToggle, onEdit, onNotes, onDelete }: TaskRowProps) {
  const dealDay = useDealDay();
  const done = task.completed_at !== null;
  // Spec 002 §5: the agent edits and deletes any task; a client notes any task they see, and edits or deletes only their private ones.
  const ownsTask = audience === 'agent' || task.is_private;
  return (
    <li className={cn(styles.row, done && styles.done)}>
      <div className={styles.main}>
        <Checkbox
          label={<span className={styles.title}>{task.title}</span>}
          checked={done}
          disabled={busy || readOnly}
          onCheckedChange={(checked) => onToggle(task, checked)}
        />
        <div className={styles.meta}>
          <DueDate due={task.due_date} done={done} today={today} />
          {task.priority !== 'normal' && <Badge tone={task.priority === 'high' ? 'danger' : 'neutral'}>{task.priority === 'high' ? 'High' : 'Low'} priority</Badge>}
          {audience === 'agent' && task.is_client_visible && task.bucket !== 'shared' && <Badge tone="info">Client can see</Badge>}
          {done && <span>Completed {dealDay(task.completed_at!)}</span>}
        </div>
        {task.description && (
          <p className={styles.description}>
            <LinkedText text={task.description} />
          </p>
        )}
        {task.client_notes && (
          <p className={styles.note}>
            <strong>{audience === 'agent' ? 'Client note:' : 'Your note:'}</strong> {task.client_notes}
          </p>
        )}
      </div>
      {!readOnly && (
        <div className={styles.actions}>
          {audience === 'client' && (
            <Button size="sm" variant="ghost" onClick={() => onNotes(task)} aria-label={`Notes for task: ${task.title}`}>
              {task.client_notes ? 'Edit note' : 'Add note'}
            </Button>
          )}
          {ownsTask && (
            <>
              <Button size="sm" variant="ghost" onClick={() => onEdit(task)} aria-label={`Edit task: ${task.title}`}>
                Edit
              </Button>
              <Button size="sm" variant="ghost" onClick={() => onDelete(task)} aria-label={`Delete task: ${task.title}`}>
                <TrashIcon size={16} />
              </Button>
            </>
          )}
        </div>
      )}
    </li>
  );
}

/** Issue 20 item 4: the agent's page lists this many open tasks per group before "Show N more". */
const OPEN_SHOWN = 3;

function TaskGroup({
  title,
  tasks,
  busyId,
  bounded,
  kept,
  ...row
}: {
  title: string;
  tasks: TransactionTaskDto[];
  busyId: string | null;
  /** The agent's page: open tasks first few, completed ones folded (a task checked off here stays in view). */
  bounded: boolean;
  kept: ReadonlySet<string>;
} & Omit<TaskRowProps, 'task' | 'busy'>) {
  const headingId = useId();
  const listId = useId();
  const [allOpen, setAllOpen] = useState(false);
  const [withDone, setWithDone] = useState(false);
  const folds = (task: TransactionTaskDto) => bounded && task.completed_at !== null && !kept.has(task.id);
  const open = tasks.filter((task) => !folds(task));
  const done = tasks.filter(folds);
  const more = bounded ? Math.max(0, open.length - OPEN_SHOWN) : 0;
  const shown = [...(more > 0 && !allOpen ? open.slice(0, OPEN_SHOWN) : open), ...(withDone ? done : [])];
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.groupHeader}>
        {title} <span className={styles.count}>({tasks.length})</span>
        {tasks.length === 0 && <span className={styles.emptyInline}>No tasks</span>}
      </h3>
      {tasks.length === 0 ? null : (
        <>
          {shown.length > 0 && (
            <ul id={listId} className={styles.list}>
              {shown.map((task) => (
                <TaskRow key={task.id} task={task} busy={busyId === task.id} {...row} />
              ))}
            </ul>
          )}
          {(more > 0 || done.length > 0) && (
            <div className={styles.groupFolds}>
              {more > 0 && (
                <Button size="sm" variant="ghost" aria-expanded={allOpen} aria-controls={listId} onClick={() => setAllOpen((was) => !was)}>
                  {allOpen ? 'Show fewer' : `Show ${more} more open`}
                  <span className="visually-hidden"> in {title}</span>
                </Button>
              )}
              {done.length > 0 && (
                <Button size="sm" variant="ghost" aria-expanded={withDone} aria-controls={shown.length > 0 ? listId : undefined} onClick={() => setWithDone((was) => !was)}>
                  {withDone ? 'Hide completed' : `Show ${done.length} completed`}
                  <span className="visually-hidden"> in {title}</span>
                </Button>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}

/**
 * Spec 002 §2 Tasks: on the agent's detail screen the agent / shared / system buckets, in the client
 * portal the tasks shared with the client and their private ones; in the spec's order (pending first,
 * due date ascending, undated last, newest), checkbox completion, the create / edit dialog, a client's
 * notes, and a confirmed delete. The deal's push refetches it when anyone changes a task.
 */
export function TasksPanel({ transactionId, audience = 'agent', readOnly = false }: { transactionId: string; audience?: TaskAudience; readOnly?: boolean }) {
  const { data, isLoading, isError, refetch } = useListTransactionTasksQuery({ id: transactionId, view: useDealView() });
  const [noting, setNoting] = useState<TransactionTaskDto | null>(null);
  const [update] = useUpdateTransactionTaskMutation();
  const [remove, removing] = useDeleteTransactionTaskMutation();
  const [busyId, setBusyId] = useState<string | null>(null);
  // A task seen open on this visit stays in the open list once done — checked off here, or completed by
  // a fact of the deal meanwhile — struck through, until the page is left (React's derived-state pattern).
  const [kept, setKept] = useState<ReadonlySet<string>>(() => new Set());
  const openIds = data?.filter((task) => task.completed_at === null).map((task) => task.id) ?? [];
  if (openIds.some((id) => !kept.has(id))) setKept(new Set([...kept, ...openIds]));
  const [editing, setEditing] = useState<{ task: TransactionTaskDto | null } | null>(null);
  const [deleting, setDeleting] = useState<TransactionTaskDto | null>(null);
  const toast = useToast();
  const today = localDayOf(new Date().toISOString());

  const toggle = async (task: TransactionTaskDto, done: boolean) => {
    setBusyId(task.id);
    try {
      await update({ id: transactionId, taskId: task.id, updateTransactionTaskDto: { completed_at: done ? new Date().toISOString() : null } }).unwrap();
      // Issue 20 item 4: a check can be taken back from the toast, which reopens the task.
      if (done)
        toast({
          title: `Task completed: ${task.title}`,
          tone: 'success',
          duration: UNDO_TOAST_MS,
          action: { label: 'Undo', altText: `Reopen ${task.title} by unchecking it in the task list`, onAction: () => void toggle(task, false) },
        });
    } catch (error) {
      toast({ title: `An error occurred. Error: ${errorMessage(error, 'Failed to update task')}`, tone: 'error', duration: TOAST_MS });
    } finally {
      setBusyId(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ id: transactionId, taskId: deleting.id }).unwrap();
      toast({ title: 'Task deleted', tone: 'success', duration: TOAST_MS });
    } catch (error) {
      toast({ title: errorMessage(error, 'Failed to delete task'), tone: 'error', duration: TOAST_MS });
    } finally {
      setDeleting(null);
    }
  };

  let body;
  if (isLoading) body = <Skeleton height="6rem" />;
  else if (isError)
    body = (
      <Alert tone="error" action={<Button size="sm" variant="secondary" onClick={() => void refetch()}>Try again</Button>}>
        Failed to load tasks
      </Alert>
    );
  else if (!data?.length) body = <EmptyState title="No tasks" titleAs="p" />;
  else
    body = (
      <div className={styles.groups}>
        {(audience === 'agent' ? AGENT_GROUPS : CLIENT_GROUPS).map((group) => (
          <TaskGroup
            key={group.id}
            title={group.title}
            tasks={data.filter(group.holds)}
            today={today}
            busyId={busyId}
            bounded={audience === 'agent'}
            kept={kept}
            audience={audience}
            readOnly={readOnly}
            onToggle={(task, done) => void toggle(task, done)}
            onEdit={(task) => setEditing({ task })}
            onNotes={setNoting}
            onDelete={setDeleting}
          />
        ))}
      </div>
    );

  return (
    <DealPanel
      id="tasks"
      title="Tasks"
      action={
        !readOnly && (
          <Button size="sm" onClick={() => setEditing({ task: null })}>
            Add Task
          </Button>
        )
      }
    >
      <div aria-busy={busyId !== null || undefined}>{body}</div>
      <TaskDialog transactionId={transactionId} audience={audience} task={editing?.task ?? null} open={editing !== null} onClose={() => setEditing(null)} />
      <TaskNotesDialog transactionId={transactionId} task={noting} onClose={() => setNoting(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Task"
        description={deleting ? `Delete "${deleting.title}"? This cannot be undone.` : ''}
        confirmLabel="Delete"
        working={removing.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </DealPanel>
  );
}
