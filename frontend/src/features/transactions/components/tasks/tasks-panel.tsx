import { useId, useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { TrashIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/use-toast';
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

import { TaskDialog } from './task-dialog';
import styles from './tasks.module.css';

const TOAST_MS = 3000;

/** Spec 002 §6 Task list filters: the agent's three buckets, in the order the screen shows them. */
const BUCKETS = [
  { id: 'agent', title: 'Agent Tasks' },
  { id: 'shared', title: 'Shared with Client' },
  { id: 'system', title: 'System Tasks' },
] as const;

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
  onToggle: (task: TransactionTaskDto, done: boolean) => void;
  onEdit: (task: TransactionTaskDto) => void;
  onDelete: (task: TransactionTaskDto) => void;
}

function TaskRow({ task, today, busy, onToggle, onEdit, onDelete }: TaskRowProps) {
  const done = task.completed_at !== null;
  return (
    <li className={cn(styles.row, done && styles.done)}>
      <div className={styles.main}>
        <Checkbox
          label={<span className={styles.title}>{task.title}</span>}
          checked={done}
          disabled={busy}
          onCheckedChange={(checked) => onToggle(task, checked)}
        />
        <div className={styles.meta}>
          <DueDate due={task.due_date} done={done} today={today} />
          {task.priority !== 'normal' && <Badge tone={task.priority === 'high' ? 'danger' : 'neutral'}>{task.priority === 'high' ? 'High' : 'Low'} priority</Badge>}
          {task.is_client_visible && task.bucket !== 'shared' && <Badge tone="info">Client can see</Badge>}
          {done && <span>Completed {formatDay(localDayOf(task.completed_at!))}</span>}
        </div>
        {task.description && <p className={styles.description}>{task.description}</p>}
        {task.client_notes && (
          <p className={styles.note}>
            <strong>Client note:</strong> {task.client_notes}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <Button size="sm" variant="ghost" onClick={() => onEdit(task)} aria-label={`Edit task: ${task.title}`}>
          Edit
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onDelete(task)} aria-label={`Delete task: ${task.title}`}>
          <TrashIcon size={16} />
        </Button>
      </div>
    </li>
  );
}

function TaskGroup({ title, tasks, busyId, ...row }: { title: string; tasks: TransactionTaskDto[]; busyId: string | null } & Omit<TaskRowProps, 'task' | 'busy'>) {
  const headingId = useId();
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.groupHeader}>
        {title} <span className={styles.count}>({tasks.length})</span>
      </h3>
      {tasks.length === 0 ? (
        <p className={styles.emptyGroup}>No tasks</p>
      ) : (
        <ul className={styles.list}>
          {tasks.map((task) => (
            <TaskRow key={task.id} task={task} busy={busyId === task.id} {...row} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Spec 002 §2 Tasks on the agent's detail screen: the agent / shared / system buckets in the spec's
 * order (pending first, due date ascending, undated last, newest), checkbox completion, the create /
 * edit dialog and a confirmed delete. The deal's push refetches it when anyone changes a task.
 */
export function TasksPanel({ transactionId }: { transactionId: string }) {
  const { data, isLoading, isError, refetch } = useListTransactionTasksQuery({ id: transactionId });
  const [update] = useUpdateTransactionTaskMutation();
  const [remove, removing] = useDeleteTransactionTaskMutation();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ task: TransactionTaskDto | null } | null>(null);
  const [deleting, setDeleting] = useState<TransactionTaskDto | null>(null);
  const toast = useToast();
  const today = localDayOf(new Date().toISOString());

  const toggle = async (task: TransactionTaskDto, done: boolean) => {
    setBusyId(task.id);
    try {
      await update({ id: transactionId, taskId: task.id, updateTransactionTaskDto: { completed_at: done ? new Date().toISOString() : null } }).unwrap();
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
        {BUCKETS.map((bucket) => (
          <TaskGroup
            key={bucket.id}
            title={bucket.title}
            tasks={data.filter((task) => task.bucket === bucket.id)}
            today={today}
            busyId={busyId}
            onToggle={(task, done) => void toggle(task, done)}
            onEdit={(task) => setEditing({ task })}
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
        <Button size="sm" onClick={() => setEditing({ task: null })}>
          Add Task
        </Button>
      }
    >
      <div aria-busy={busyId !== null || undefined}>{body}</div>
      <TaskDialog transactionId={transactionId} task={editing?.task ?? null} open={editing !== null} onClose={() => setEditing(null)} />
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
