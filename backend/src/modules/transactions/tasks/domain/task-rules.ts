import { singleLine } from '../../../../../../openapi/shared-rules';
import { ForbiddenError, NotFoundError, ValidationError } from '../../../../platform/errors/domain-error';
import { optionalDate, optionalText } from '../../kernel/domain/input-values';
import { TASK_PRIORITIES, TaskPriority, TaskState } from './tasks.events';

/** Spec 002 §5 / §8, verbatim (ADR 0027). */
export const TASK_MESSAGES = {
  notFound: 'Task not found',
  forbidden: 'Forbidden - You do not have access to this task',
  titleRequired: 'Title is required',
  visibilityRequired: 'Please select at least one visibility option (Agent or Client)',
  clientCreatePrivateOnly: 'Clients can only create private tasks',
  clientCannotUpdate: (fields: readonly string[]) => `Clients cannot update: ${fields.join(', ')}`,
  clientDeleteOwnPrivateOnly: 'Clients can only delete their own private tasks',
} as const;

export class TaskNotFoundError extends NotFoundError {
  constructor() {
    super(TASK_MESSAGES.notFound);
  }
}

export class TaskAccessError extends ForbiddenError {
  constructor() {
    super(TASK_MESSAGES.forbidden);
  }
}

export const TASK_TITLE_MAX = 200;
export const TASK_TEXT_MAX = 2000;

/** The editable fields of a task as a request carries them (absent = unchanged, null = clear). */
export interface TaskChanges {
  title?: string;
  description?: string | null;
  due_date?: string | null;
  priority?: string;
  is_client_visible?: boolean;
  client_notes?: string | null;
  /** Any value marks the task done now (the server's clock), null reopens it. */
  completed_at?: string | null;
  /** The dialog's "show to agent" box: with is_client_visible false it must be true. */
  show_to_agent?: boolean;
}

/** What a client may change on any task they see, and what only on tasks they created (spec 002 §5). */
const CLIENT_ALWAYS: ReadonlySet<string> = new Set(['completed_at', 'client_notes']);
const CLIENT_ON_OWN: ReadonlySet<string> = new Set(['title', 'description', 'due_date', 'priority']);

export function taskTitle(value: string | undefined | null): string {
  const title = singleLine(value ?? '');
  if (title === '') throw new ValidationError(TASK_MESSAGES.titleRequired);
  if (title.length > TASK_TITLE_MAX) throw new ValidationError(`Title must be at most ${TASK_TITLE_MAX} characters`);
  return title;
}

export const taskText = (value: string | null | undefined, label: string): string | null => optionalText(value, label, TASK_TEXT_MAX);

export const taskDueDate = (value: string | null | undefined): string | null => optionalDate(value);

export function taskPriority(value: string | undefined): TaskPriority {
  if (value === undefined) return 'normal';
  if (!(TASK_PRIORITIES as readonly string[]).includes(value)) throw new ValidationError(`priority: must be one of ${TASK_PRIORITIES.join(', ')}`);
  return value as TaskPriority;
}

/** Spec 002 §5 Task (agent): at least one of show to agent or show to client. */
export function checkVisibility(showToAgent: boolean | undefined, isClientVisible: boolean | undefined): void {
  if (showToAgent === false && isClientVisible !== true) throw new ValidationError(TASK_MESSAGES.visibilityRequired);
}

/** Spec 002 §6: "tasks shown to the agent exclude private tasks unless they are client-visible" (the SQL twin: AGENT_SEES_TASK). */
export function agentSeesTask(task: TaskState): boolean {
  return !task.isPrivate || task.isClientVisible;
}

/** Spec 002 §6: a client sees client-visible tasks that are not private, and the private tasks they created. */
export function clientSeesTask(task: TaskState, clientId: string): boolean {
  return (task.isClientVisible && !task.isPrivate) || (task.isPrivate && task.createdBy === clientId);
}

/** The fields of a client's update they may not change (spec 002 §5): refused as one 403 naming them. */
export function fieldsClientCannotUpdate(changes: TaskChanges, task: TaskState, clientId: string): string[] {
  const own = task.createdBy === clientId;
  return Object.entries(changes)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key)
    .filter((key) => !CLIENT_ALWAYS.has(key) && !(own && CLIENT_ON_OWN.has(key)));
}

/** Spec 002 §4 Close: the incomplete tasks a close completes with it. */
export function closeCompletes(task: TaskState, closedOn: string): boolean {
  if (task.completedAt) return false;
  if (task.isClientVisible || task.linkedEntityType === 'utility') return true;
  return task.source === 'automation' && task.dueDate !== null && task.dueDate <= closedOn;
}
