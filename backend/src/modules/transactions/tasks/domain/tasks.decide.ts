import { DecisionContext } from '../../../../platform/event-store/aggregate';
import { ForbiddenError } from '../../../../platform/errors/domain-error';
import { callerRoleOnDeal } from '../../kernel/domain/deal-guards';
import { TransactionEvent } from '../../transaction.events';
import { TransactionState } from '../../transaction.state';
import { automationTasks, tasksDoneOnArrival } from './task-consequences';
import {
  agentSeesTask,
  checkVisibility,
  clientSeesTask,
  fieldsClientCannotUpdate,
  TASK_MESSAGES,
  TaskAccessError,
  TaskChanges,
  taskDueDate,
  TaskNotFoundError,
  taskPriority,
  taskText,
  taskTitle,
} from './task-rules';
import { TaskState, TransactionTaskUpdatedData } from './tasks.events';

/** The deal's tasks, from both sides (spec 002 §6), and the automation set (ADR 0027). */
export type TaskCommand =
  | {
      type: 'CreateTransactionTask';
      transactionId: string;
      taskId: string;
      actorId: string;
      actorRole: string;
      title: string;
      description?: string | null;
      due_date?: string | null;
      priority?: string;
      is_client_visible?: boolean;
      is_private?: boolean;
      show_to_agent?: boolean;
    }
  | { type: 'UpdateTransactionTask'; transactionId: string; taskId: string; actorId: string; actorRole: string; changes: TaskChanges }
  | { type: 'DeleteTransactionTask'; transactionId: string; taskId: string; actorId: string; actorRole: string }
  /** The automation set (ADR 0027): ids for every template, used for those not generated yet. */
  | { type: 'GenerateTransactionTasks'; transactionId: string; taskIds: Readonly<Record<string, string>> };

/** The task the caller names: 404 when the deal has none such, 403 when the caller may not see it (spec 002 §6). */
function taskOf(state: TransactionState, taskId: string, role: 'agent' | 'client', actorId: string): TaskState {
  const task = state.tasks[taskId];
  if (!task) throw new TaskNotFoundError();
  if (role === 'client' && !clientSeesTask(task, actorId)) throw new TaskAccessError();
  return task;
}

/**
 * A task the caller may change: one they can see. The agent may delete a client's private task (spec
 * 002 §6) but not change it: a change answers the task, which their reads never show (ADR 0036).
 */
function visibleTaskOf(state: TransactionState, taskId: string, role: 'agent' | 'client', actorId: string): TaskState {
  const task = taskOf(state, taskId, role, actorId);
  if (role === 'agent' && !agentSeesTask(task)) throw new TaskAccessError();
  return task;
}

/** The keys of a task update that say which task and whose, not what changed. */
const TASK_UPDATE_META: ReadonlySet<string> = new Set(['transactionId', 'taskId', 'private_to', 'notes_by']);

/** The changed editable fields of a task update, validated (absent keys stay absent). */
function taskFieldChanges(transactionId: string, taskId: string, changes: TaskChanges): TransactionTaskUpdatedData {
  const data: TransactionTaskUpdatedData = { transactionId, taskId };
  if (changes.title !== undefined) data.title = taskTitle(changes.title);
  if (changes.description !== undefined) data.description = taskText(changes.description, 'Description');
  if (changes.due_date !== undefined) data.due_date = taskDueDate(changes.due_date);
  if (changes.priority !== undefined) data.priority = taskPriority(changes.priority);
  if (changes.is_client_visible !== undefined) data.is_client_visible = changes.is_client_visible;
  if (changes.client_notes !== undefined) data.client_notes = taskText(changes.client_notes, 'Notes');
  return data;
}

function completionOf(transactionId: string, taskId: string, task: TaskState, completedAt: string | null | undefined, now: Date): TransactionEvent[] {
  if (completedAt === undefined) return [];
  if (completedAt !== null && !task.completedAt) return [{ type: 'TransactionTaskCompleted', data: { transactionId, taskId, completedAt: now.toISOString() } }];
  if (completedAt === null && task.completedAt) return [{ type: 'TransactionTaskReopened', data: { transactionId, taskId } }];
  return [];
}

export function decideTasks(command: TaskCommand, state: TransactionState, { now }: DecisionContext): TransactionEvent[] {
  switch (command.type) {
    case 'CreateTransactionTask': {
      const role = callerRoleOnDeal(state, command.actorId, command.actorRole);
      if (role === 'client' && command.is_private === false) throw new ForbiddenError(TASK_MESSAGES.clientCreatePrivateOnly);
      const title = taskTitle(command.title);
      if (role === 'agent') checkVisibility(command.show_to_agent, command.is_client_visible);
      return [
        {
          type: 'TransactionTaskCreated',
          data: {
            transactionId: command.transactionId,
            taskId: command.taskId,
            title,
            description: taskText(command.description, 'Description'),
            due_date: taskDueDate(command.due_date),
            priority: taskPriority(command.priority),
            is_client_visible: command.is_client_visible === true,
            // Spec 002 §7: an agent's task is never private; a client's always is (default private).
            is_private: role === 'client',
            source: 'manual',
            linked_entity_type: null,
            linked_entity_id: null,
            milestone_type: null,
            template_id: null,
            created_by: command.actorId,
          },
        },
      ];
    }
    case 'UpdateTransactionTask': {
      const role = callerRoleOnDeal(state, command.actorId, command.actorRole);
      const task = visibleTaskOf(state, command.taskId, role, command.actorId);
      if (role === 'client') {
        const refused = fieldsClientCannotUpdate(command.changes, task, command.actorId);
        if (refused.length > 0) throw new ForbiddenError(TASK_MESSAGES.clientCannotUpdate(refused));
      } else if (command.changes.show_to_agent !== undefined || command.changes.is_client_visible !== undefined) {
        checkVisibility(command.changes.show_to_agent, command.changes.is_client_visible ?? task.isClientVisible);
      }
      const update = taskFieldChanges(command.transactionId, command.taskId, command.changes);
      // Whose the values are, for the store's sealing (ADR 0040): a private task's text is its author's,
      // notes on a task are the deal's client's.
      if (task.isPrivate && task.createdBy && (update.title !== undefined || update.description !== undefined)) update.private_to = task.createdBy;
      if (update.client_notes !== undefined) update.notes_by = role === 'client' ? command.actorId : state.clientId;
      const changed = Object.keys(update).some((key) => !TASK_UPDATE_META.has(key));
      const events: TransactionEvent[] = changed ? [{ type: 'TransactionTaskUpdated', data: update }] : [];
      return [...events, ...completionOf(command.transactionId, command.taskId, task, command.changes.completed_at, now)];
    }
    case 'DeleteTransactionTask': {
      const role = callerRoleOnDeal(state, command.actorId, command.actorRole);
      const task = taskOf(state, command.taskId, role, command.actorId);
      if (role === 'client' && !(task.isPrivate && task.createdBy === command.actorId)) throw new ForbiddenError(TASK_MESSAGES.clientDeleteOwnPrivateOnly);
      return [{ type: 'TransactionTaskDeleted', data: { transactionId: command.transactionId, taskId: command.taskId } }];
    }
    case 'GenerateTransactionTasks': {
      const created = automationTasks(state, command.transactionId, command.taskIds);
      return [...created, ...tasksDoneOnArrival(state.fields, created, now)];
    }
  }
}
