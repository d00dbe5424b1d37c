import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { UpcomingTaskDto } from '../http/transaction-tasks.dto';
import { AGENT_TASK_FILTER, TASK_COLUMNS, TaskRow, toTaskDto } from './list-transaction-tasks.query';

/** Spec 001 §9: the sidebar shows up to 10. */
export const UPCOMING_TASKS_LIMIT = 10;

/**
 * The dashboard sidebar's Upcoming Tasks (spec 001 §2.1, §7 "Tasks"): the agent's incomplete tasks
 * they may see, across their open deals (not closed, cancelled, draft or deleted), by due date
 * (undated last), then newest created. Overdue ones stay: the sidebar shows them as 'Nd overdue'.
 */
export class ListUpcomingTasks extends Query<UpcomingTaskDto[]> {
  constructor(readonly agentId: string) {
    super();
  }
}

@QueryHandler(ListUpcomingTasks)
export class ListUpcomingTasksHandler implements IQueryHandler<ListUpcomingTasks> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ agentId }: ListUpcomingTasks): Promise<UpcomingTaskDto[]> {
    const rows: (TaskRow & { property_address: string | null })[] = await this.dataSource.query(
      `SELECT ${TASK_COLUMNS}, t.property_address
         FROM transaction_tasks k
         JOIN transactions t ON t.id = k.transaction_id
        WHERE t.agent_id = $1 AND t.deleted_at IS NULL AND t.status NOT IN ('closed', 'cancelled', 'draft')
          AND NOT k.deleted AND k.completed_at IS NULL AND ${AGENT_TASK_FILTER}
        ORDER BY k.due_date ASC NULLS LAST, k.created_at DESC, k.id
        LIMIT ${UPCOMING_TASKS_LIMIT}`,
      [agentId],
    );
    return rows.map(toTaskDto);
  }
}
