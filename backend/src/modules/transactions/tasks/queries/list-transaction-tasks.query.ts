import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { TaskBucket, TransactionTaskDto } from '../http/transaction-tasks.dto';

/** The task columns every task read selects (table alias `k`), the bucket computed (spec 002 §6). */
const taskColumns = (clientNotes: string) => `
  k.id, k.transaction_id, k.title, k.description, to_char(k.due_date, 'YYYY-MM-DD') AS due_date, k.priority,
  k.is_client_visible, k.is_private, k.source, k.linked_entity_type, k.linked_entity_id, k.milestone_type,
  k.created_by, k.completed_at, ${clientNotes} AS client_notes, k.created_at,
  CASE WHEN k.source = 'automation' THEN 'system'
       WHEN k.is_client_visible THEN 'shared'
       WHEN k.is_private THEN 'private'
       ELSE 'agent' END AS bucket`;

/** The agent's columns: every note on their deal's tasks. */
export const TASK_COLUMNS = taskColumns('k.client_notes');

/** A client (or the agent's preview) reads only notes written while the deal's current client had it (ADR 0036). */
const CLIENT_TASK_COLUMNS = taskColumns('CASE WHEN k.client_notes_from_previous_client THEN NULL ELSE k.client_notes END');

/** The overseer of the deal's agent (ADR 0055): the agent's tasks without the client's notes, which are the client's words to their agent. */
const OVERSEER_TASK_COLUMNS = taskColumns('NULL::text');

/** Spec 002 §6 buckets, as SQL over `k`. */
const BUCKET_SQL: Record<string, string> = {
  agent: `(NOT k.is_private AND NOT k.is_client_visible AND k.source = 'manual')`,
  shared: `(k.is_client_visible AND k.source = 'manual')`,
  system: `(k.source = 'automation')`,
};

/** Spec 002 §6: no private task reaches the agent unless it is client-visible (the TS twin: agentSeesTask). */
const AGENT_SEES_TASK = '(NOT k.is_private OR k.is_client_visible)';

/**
 * What an agent's list holds (spec 002 §6): what they may see, without the shared tasks of milestone
 * type earnest_money or option_fee (those show as milestones).
 */
export const AGENT_TASK_FILTER = `${AGENT_SEES_TASK}
  AND NOT (${BUCKET_SQL.shared} AND coalesce(k.milestone_type, '') IN ('earnest_money', 'option_fee'))`;

/** Spec 002 §6 order: pending first, due date ascending with undated last, newest created. */
export const TASK_ORDER = `(k.completed_at IS NOT NULL), k.due_date ASC NULLS LAST, k.created_at DESC, k.id`;

export interface TaskRow extends Omit<TransactionTaskDto, 'completed_at' | 'created_at'> {
  completed_at: Date | null;
  created_at: Date;
}

export const toTaskDto = <T extends TaskRow>(
  row: T,
): Omit<T, 'completed_at' | 'created_at'> & { completed_at: string | null; created_at: string } => ({
  ...row,
  bucket: row.bucket as TaskBucket,
  completed_at: row.completed_at ? row.completed_at.toISOString() : null,
  created_at: row.created_at.toISOString(),
});

export interface TaskListFilters {
  buckets?: readonly string[];
  status?: string;
  scope?: string;
}

/** A deal's tasks for its agent or its client (spec 002 §6, §7), filtered and ordered as the spec says. */
export class ListTransactionTasks extends Query<TransactionTaskDto[]> {
  constructor(
    readonly transactionId: string,
    /** privateTasksOf: the client whose own private tasks may be listed (none in the agent's preview, spec 002 §6). */
    readonly viewer: { audience: 'agent' | 'client'; privateTasksOf: string | null; overseer?: boolean },
    readonly filters: TaskListFilters = {},
    readonly taskId?: string,
  ) {
    super();
  }
}

@QueryHandler(ListTransactionTasks)
export class ListTransactionTasksHandler implements IQueryHandler<ListTransactionTasks> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute(query: ListTransactionTasks): Promise<TransactionTaskDto[]> {
    const { text, values } = taskReadSql(query);
    const rows: TaskRow[] = await this.dataSource.query(text, values);
    return rows.map(toTaskDto);
  }
}

/**
 * The statement that reads a deal's tasks as the viewer may (spec 002 §6, §7): the list's, and a
 * command's answer read in its own transaction (ADR 0086), so both are cut by the same rules.
 */
export function taskReadSql({
  transactionId,
  viewer,
  filters,
  taskId,
}: Pick<ListTransactionTasks, 'transactionId' | 'viewer' | 'filters' | 'taskId'>): {
  text: string;
  values: unknown[];
} {
  const parameters: unknown[] = [transactionId];
  const where = ['k.transaction_id = $1', 'NOT k.deleted'];
  // One task by id (a command's answer): any the agent may see, listed or shown as a milestone.
  if (viewer.audience === 'agent') where.push(taskId ? AGENT_SEES_TASK : AGENT_TASK_FILTER);
  else {
    const shared = '(k.is_client_visible AND NOT k.is_private)';
    if (filters.scope === 'client_shared') where.push(shared);
    else if (viewer.privateTasksOf === null) where.push(filters.scope === 'client_private' ? 'FALSE' : shared);
    else {
      parameters.push(viewer.privateTasksOf);
      const own = `(k.is_private AND k.created_by = $${parameters.length})`;
      where.push(filters.scope === 'client_private' ? own : `(${shared} OR ${own})`);
    }
  }
  if (filters.buckets && filters.buckets.length > 0)
    where.push(`(${filters.buckets.map((bucket) => BUCKET_SQL[bucket]).join(' OR ')})`);
  if (filters.status === 'pending') where.push('k.completed_at IS NULL');
  if (filters.status === 'completed') where.push('k.completed_at IS NOT NULL');
  if (taskId) {
    parameters.push(taskId);
    where.push(`k.id = $${parameters.length}`);
  }
  return {
    text: `SELECT ${viewer.overseer ? OVERSEER_TASK_COLUMNS : viewer.audience === 'agent' ? TASK_COLUMNS : CLIENT_TASK_COLUMNS} FROM transaction_tasks k WHERE ${where.join(' AND ')} ORDER BY ${TASK_ORDER}`,
    values: parameters,
  };
}
