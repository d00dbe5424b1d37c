import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { alertHeadline, alertKindOf, AlertState, formatDue } from '../domain/deadline-alert-kind';
import { DeadlineAlertsDto } from '../http/deadline-alerts.dto';
import { dealUnderWaySql } from '../../kernel/milestone-summary.sql';

/** Alerts older than this have been acted on or are history; the deal's timeline keeps the rest. */
export const ALERT_HISTORY_DAYS = 30;
export const ALERTS_LISTED = 50;

export class ListDeadlineAlerts extends Query<DeadlineAlertsDto> {
  constructor(readonly agentId: string) {
    super();
  }
}

interface AlertRow {
  milestone_id: string;
  state: AlertState;
  milestone_type: string;
  milestone_name: string;
  due_date: string;
  due_datetime: string | null;
  transaction_id: string;
  property_address: string | null;
  time_zone: string;
  sent_at: string;
  read: boolean;
}

/**
 * The agent's in-app alerts (issue 10 item 8): the deadline alerts the sweep sent them in the last 30
 * days, for milestones still open on deals still under way — an alert whose milestone is done, or
 * whose deal closed, was cancelled or deleted, has nothing left to ask of them.
 */
@QueryHandler(ListDeadlineAlerts)
export class ListDeadlineAlertsHandler implements IQueryHandler<ListDeadlineAlerts> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ agentId }: ListDeadlineAlerts): Promise<DeadlineAlertsDto> {
    const rows = await this.dataSource.query<AlertRow[]>(
      `SELECT a.milestone_id, a.state, m.milestone_type, m.milestone_name, to_char(m.due_date, 'YYYY-MM-DD') AS due_date,
              to_char(m.due_datetime AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS due_datetime,
              a.transaction_id, t.property_address, t.property_time_zone AS time_zone,
              to_char(a.sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS sent_at, a.read_at IS NOT NULL AS read
         FROM milestone_alerts a
         JOIN transaction_milestones m ON m.id = a.milestone_id AND m.due_date = a.due_date AND NOT m.completed
         JOIN transactions t ON t.id = a.transaction_id AND t.agent_id = a.agent_id
          AND ${dealUnderWaySql('t')}
        WHERE a.agent_id = $1 AND a.sent_at > now() - interval '${ALERT_HISTORY_DAYS} days'
        ORDER BY a.sent_at DESC, a.milestone_id, a.state
        LIMIT ${ALERTS_LISTED}`,
      [agentId],
    );
    const items = rows.map((row) => {
      const kind = alertKindOf(row.state, row.milestone_type);
      return {
        id: `${row.milestone_id}:${row.state}`,
        kind,
        headline: alertHeadline(kind, row.milestone_name, row.property_address),
        due: formatDue(row),
        transaction_id: row.transaction_id,
        property_address: row.property_address,
        milestone_name: row.milestone_name,
        sent_at: row.sent_at,
        read: row.read,
      };
    });
    return { items, unread: items.filter((item) => !item.read).length };
  }
}
