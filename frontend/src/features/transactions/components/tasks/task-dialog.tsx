import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-layout';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogCancel, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/shared/api/error-message';
import { useOncePerSubmission } from '@/shared/api/idempotency';
import {
  useCreateTransactionTaskMutation,
  useUpdateTransactionTaskMutation,
  type TransactionTaskDto,
} from '@/shared/api/generated';

import styles from './tasks.module.css';

/** Spec 002 §5 Task (agent), verbatim. */
export const TASK_TITLE_REQUIRED = 'Title is required';
export const TASK_VISIBILITY_REQUIRED = 'Please select at least one visibility option (Agent or Client)';
const TITLE_MAX = 200;
const TEXT_MAX = 2000;
const TOAST_MS = 3000;

const PRIORITIES = [
  { value: 'low', label: 'Low' },
  { value: 'normal', label: 'Normal' },
  { value: 'high', label: 'High' },
] as const;

interface Draft {
  title: string;
  description: string;
  dueDate: string;
  priority: string;
  showToAgent: boolean;
  showToClient: boolean;
}

/** Spec 002 §3: a new agent task is visible to the agent, not to the client; priority normal. */
const draftOf = (task: TransactionTaskDto | null): Draft => ({
  title: task?.title ?? '',
  description: task?.description ?? '',
  dueDate: task?.due_date ?? '',
  priority: task?.priority ?? 'normal',
  showToAgent: true,
  showToClient: task?.is_client_visible ?? false,
});

interface TaskDialogProps {
  transactionId: string;
  /** A client's task is private (spec 002 §5): no visibility choice. */
  audience: 'agent' | 'client';
  /** The task to edit; null for a new one. */
  task: TransactionTaskDto | null;
  open: boolean;
  onClose: () => void;
}

/** The agent's create / edit dialog (spec 002 §5): title required, at least one visibility option. */
export function TaskDialog({ transactionId, audience, task, open, onClose }: TaskDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (!next ? onClose() : undefined)}>
      {open && (
        <TaskForm key={task?.id ?? 'new'} transactionId={transactionId} audience={audience} task={task} onClose={onClose} />
      )}
    </Dialog>
  );
}

function TaskForm({ transactionId, audience, task, onClose }: Omit<TaskDialogProps, 'open'>) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(task));
  const [errors, setErrors] = useState<{ title?: string; visibility?: string; form?: string }>({});
  const [createTask, creating] = useCreateTransactionTaskMutation();
  const create = useOncePerSubmission(createTask);
  const [update, updating] = useUpdateTransactionTaskMutation();
  const toast = useToast();
  const working = creating.isLoading || updating.isLoading;
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      title: draft.title.trim() === '' ? TASK_TITLE_REQUIRED : undefined,
      visibility: !draft.showToAgent && !draft.showToClient ? TASK_VISIBILITY_REQUIRED : undefined,
    };
    setErrors(found);
    if (found.title || found.visibility) return;
    const fields = {
      title: draft.title.trim(),
      description: draft.description.trim() === '' ? null : draft.description,
      due_date: draft.dueDate === '' ? null : draft.dueDate,
      priority: draft.priority as 'low' | 'normal' | 'high',
    };
    const visibility = audience === 'agent' ? { is_client_visible: draft.showToClient, show_to_agent: draft.showToAgent } : {};
    const body = { ...fields, ...visibility };
    try {
      if (task) await update({ id: transactionId, taskId: task.id, updateTransactionTaskDto: body }).unwrap();
      else
        await create({
          id: transactionId,
          createTransactionTaskDto: audience === 'agent' ? body : { ...body, is_private: true },
        }).unwrap();
      toast({ title: task ? 'Task updated' : 'Task created', tone: 'success', duration: TOAST_MS });
      onClose();
    } catch (error) {
      setErrors({ form: errorMessage(error, task ? 'Failed to update task' : 'Failed to create task') });
    }
  };

  return (
    <DialogContent
      title={task ? 'Edit Task' : 'Add Task'}
      description={
        audience === 'client'
          ? 'Only you can see the tasks you add.'
          : task
            ? 'Change the task; the client sees it only when it is shown to them.'
            : 'Add a task to this transaction.'
      }
      footer={
        <>
          <DialogCancel disabled={working} />
          <Button type="submit" form="task-form" loading={working} loadingText="Saving...">
            {task ? 'Save Task' : 'Add Task'}
          </Button>
        </>
      }
    >
      <form id="task-form" className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormError message={errors.form} />
        <Input
          label="Title"
          required
          value={draft.title}
          maxLength={TITLE_MAX}
          onChange={(event) => change({ title: event.target.value })}
          error={errors.title}
        />
        <Textarea
          label="Description"
          value={draft.description}
          maxLength={TEXT_MAX}
          rows={3}
          onChange={(event) => change({ description: event.target.value })}
        />
        <div className={styles.formRow}>
          <Input
            label="Due date"
            type="date"
            value={draft.dueDate}
            onChange={(event) => change({ dueDate: event.target.value })}
          />
          <Select
            label="Priority"
            options={PRIORITIES}
            value={draft.priority}
            onValueChange={(priority) => change({ priority })}
          />
        </div>
        {audience === 'agent' && (
          <fieldset className={styles.visibility} aria-describedby={errors.visibility ? 'task-visibility-error' : undefined}>
            <legend>Visibility</legend>
            <Checkbox
              label="Show to agent"
              checked={draft.showToAgent}
              onCheckedChange={(showToAgent) => change({ showToAgent })}
            />
            <Checkbox
              label="Show to client"
              checked={draft.showToClient}
              onCheckedChange={(showToClient) => change({ showToClient })}
            />
            <FormError id="task-visibility-error" message={errors.visibility} />
          </fieldset>
        )}
      </form>
    </DialogContent>
  );
}

/** Spec 002 §5: a client adds a note to any task they see ('Failed to save notes'). */
export function TaskNotesDialog({
  transactionId,
  task,
  onClose,
}: {
  transactionId: string;
  task: TransactionTaskDto | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={task !== null} onOpenChange={(next) => (!next ? onClose() : undefined)}>
      {task && <NotesForm key={task.id} transactionId={transactionId} task={task} onClose={onClose} />}
    </Dialog>
  );
}

function NotesForm({ transactionId, task, onClose }: { transactionId: string; task: TransactionTaskDto; onClose: () => void }) {
  const [notes, setNotes] = useState(task.client_notes ?? '');
  const [error, setError] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateTransactionTaskMutation();
  const toast = useToast();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update({
        id: transactionId,
        taskId: task.id,
        updateTransactionTaskDto: { client_notes: notes.trim() === '' ? null : notes },
      }).unwrap();
      toast({ title: 'Note saved', tone: 'success', duration: TOAST_MS });
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to save notes'));
    }
  };
  return (
    <DialogContent
      title="Task Note"
      description={task.title}
      footer={
        <>
          <DialogCancel disabled={isLoading} />
          <Button type="submit" form="task-notes-form" loading={isLoading} loadingText="Saving...">
            Save Note
          </Button>
        </>
      }
    >
      <form id="task-notes-form" className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormError message={error} />
        <Textarea
          label="Your note"
          hint="Your agent sees it with the task."
          rows={4}
          maxLength={TEXT_MAX}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </form>
    </DialogContent>
  );
}
