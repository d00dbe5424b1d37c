import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { propertyTodaySql } from '../../kernel/milestone-summary.sql';

export interface UpcomingMilestoneRow {
  id: string;
  transaction_id: string;
  property_address: string | null;
  milestone_type: string;
  milestone_name: string;
  due_date: string;
  due_datetime: string | null;
}

/** Spec 001 §9: the sidebar shows up to 10. */
export const UPCOMING_MILESTONES_LIMIT = 10;

/**
 * The dashboard sidebar's Upcoming Milestones (spec 001 §2.1, §4 urgency: "days until due below 0
 * are skipped"): the agent's incomplete milestones of open, non-deleted deals due today or later,
 * soonest first. Open = the Active filter's meaning (not closed, not cancelled); drafts have none.
 */
export class ListUpcomingMilestones extends Query<UpcomingMilestoneRow[]> {
  constructor(readonly agentId: string) {
    super();
  }
}

@QueryHandler(ListUpcomingMilestones)
export class ListUpcomingMilestonesHandler implements IQueryHandler<ListUpcomingMilestones> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ agentId }: ListUpcomingMilestones): Promise<UpcomingMilestoneRow[]> {
    return this.dataSource.query(
      `SELECT m.id, m.transaction_id, t.property_address, m.milestone_type, m.milestone_name,
              to_char(m.due_date, 'YYYY-MM-DD') AS due_date, m.due_datetime
         FROM transaction_milestones m
         JOIN transactions t ON t.id = m.transaction_id
        WHERE t.agent_id = $1 AND t.deleted_at IS NULL AND t.status NOT IN ('closed', 'cancelled', 'draft')
          AND NOT m.completed AND m.due_date >= ${propertyTodaySql('t')}
        ORDER BY m.due_date, coalesce(m.due_datetime, m.due_date::timestamp AT TIME ZONE t.property_time_zone), m.position, t.id
        LIMIT ${UPCOMING_MILESTONES_LIMIT}`,
      [agentId],
    );
  }
}
