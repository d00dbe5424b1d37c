export const TASK_PRIORITIES = ['low', 'normal', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export type TaskSource = 'manual' | 'automation';

/** One task of the deal (spec 002 §3 "Task"; ADR 0027): a child of the deal, in the deal's stream. */
export interface TransactionTaskCreatedData {
  transactionId: string;
  taskId: string;
  title: string;
  description: string | null;
  due_date: string | null;
  priority: TaskPriority;
  is_client_visible: boolean;
  is_private: boolean;
  source: TaskSource;
  linked_entity_type: string | null;
  linked_entity_id: string | null;
  milestone_type: string | null;
  /** The automation template it came from (generation is idempotent by it); null for manual tasks. */
  template_id: string | null;
  created_by: string | null;
}

/** The task's changed editable fields only (absent = unchanged, null = cleared). */
export interface TransactionTaskUpdatedData {
  transactionId: string;
  taskId: string;
  title?: string;
  description?: string | null;
  due_date?: string | null;
  priority?: TaskPriority;
  is_client_visible?: boolean;
  client_notes?: string | null;
  /** Set when the task is a client's private task: its author, whose subject seals title and description (ADR 0040). */
  private_to?: string;
  /** Set with client_notes: the client whose notes they are (the deal's client), whose subject seals them (ADR 0040). */
  notes_by?: string | null;
}

export interface TransactionTaskCompletedData {
  transactionId: string;
  taskId: string;
  completedAt: string;
  /** The deal fact that completed it (issue 20 item 2, ADR 0049), e.g. 'earnest money paid'; absent when a person or the close did. */
  by_fact?: string;
}

/**
 * An automation task's due date moved with the deal's date it counts from (the closing gift follows
 * the closing date). Only for a pending task whose date nobody set by hand.
 */
export interface TransactionTaskRescheduledData {
  transactionId: string;
  taskId: string;
  due_date: string | null;
  previous_due_date: string | null;
}

export interface TransactionTaskRefData {
  transactionId: string;
  taskId: string;
}

export interface TaskState {
  createdBy: string | null;
  isPrivate: boolean;
  isClientVisible: boolean;
  source: TaskSource;
  linkedEntityType: string | null;
  /** The automation template it came from; null for a task someone wrote. */
  templateId: string | null;
  dueDate: string | null;
  /** The due date is still the template's: it moves when the deal's date it counts from moves. */
  dueDateFollowsDeal: boolean;
  completedAt: string | null;
  /** Completed by a deal fact (not a person, not the close): clearing the fact reopens it. */
  completedByFact: boolean;
}

export type TaskEvent =
  | { type: 'TransactionTaskCreated'; data: TransactionTaskCreatedData }
  | { type: 'TransactionTaskUpdated'; data: TransactionTaskUpdatedData }
  | { type: 'TransactionTaskRescheduled'; data: TransactionTaskRescheduledData }
  | { type: 'TransactionTaskCompleted'; data: TransactionTaskCompletedData }
  | { type: 'TransactionTaskReopened'; data: TransactionTaskRefData }
  | { type: 'TransactionTaskDeleted'; data: TransactionTaskRefData };

/** The task events: they change no deal field, milestone or list row (only `transaction_tasks`). */
export const TASK_EVENT_TYPES: readonly TaskEvent['type'][] = [
  'TransactionTaskCreated',
  'TransactionTaskUpdated',
  'TransactionTaskRescheduled',
  'TransactionTaskCompleted',
  'TransactionTaskReopened',
  'TransactionTaskDeleted',
];
