import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { alertHeadline, alertKindOf, AlertState, checkInHeadline, formatDue } from '../domain/deadline-alert-kind';
import { AlertDto, AlertsDto } from '../http/alerts.dto';
import { dealUnderWaySql } from '../../kernel/milestone-summary.sql';

/** Alerts older than this have been acted on or are history; the deal's timeline keeps the rest. */
export const ALERT_HISTORY_DAYS = 30;
export const ALERTS_LISTED = 50;

export class ListAlerts extends Query<AlertsDto> {
  constructor(readonly agentId: string) {
    super();
  }
}

interface AlertRow {
  source: 'deadline' | 'check_in';
  subject_id: string;
  state: AlertState | null;
  milestone_type: string | null;
  milestone_name: string | null;
  due_date: string | null;
  due_datetime: string | null;
  feeling: string | null;
  client_name: string | null;
  transaction_id: string;
  property_address: string | null;
  time_zone: string;
  sent_at: string;
  read: boolean;
}

/**
 * The agent's in-app alerts (issue 10 item 8, issue 22 item 7, ADR 0078), newest first, each with its
 * own read marker:
 * - the deadline alerts the sweep sent them in the last 30 days, for milestones still open;
 * - their clients' check-ins (the alert job wrote one per check-in, unless the agent switched
 *   `checkin_submitted` off) not yet answered — an answered check-in asks nothing more of them.
 * Only on deals still under way and still theirs: a deal closed, cancelled, deleted or handed to another
 * agent leaves the list. The client's name and feeling are read here, so an erased client's check-in
 * (gone from `client_check_ins`) leaves it too.
 */
@QueryHandler(ListAlerts)
export class ListAlertsHandler implements IQueryHandler<ListAlerts> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ agentId }: ListAlerts): Promise<AlertsDto> {
    const sentAt = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    const rows = await this.dataSource.query<AlertRow[]>(
      `SELECT * FROM (
         SELECT 'deadline' AS source, a.milestone_id AS subject_id, a.state, m.milestone_type, m.milestone_name,
                to_char(m.due_date, 'YYYY-MM-DD') AS due_date,
                to_char(m.due_datetime AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS due_datetime,
                NULL AS feeling, NULL AS client_name,
                a.transaction_id, t.property_address, t.property_time_zone AS time_zone,
                ${sentAt('a.sent_at')} AS sent_at, a.read_at IS NOT NULL AS read, a.sent_at AS sent
           FROM milestone_alerts a
           JOIN transaction_milestones m ON m.id = a.milestone_id AND m.due_date = a.due_date AND NOT m.completed
           JOIN transactions t ON t.id = a.transaction_id AND t.agent_id = a.agent_id AND ${dealUnderWaySql('t')}
          WHERE a.agent_id = $1 AND a.sent_at > now() - interval '${ALERT_HISTORY_DAYS} days'
         UNION ALL
         SELECT 'check_in', a.check_in_id, NULL, NULL, NULL, NULL, NULL, c.feeling, p.full_name,
                a.transaction_id, t.property_address, t.property_time_zone,
                ${sentAt('a.sent_at')}, a.read_at IS NOT NULL, a.sent_at
           FROM check_in_alerts a
           JOIN client_check_ins c ON c.id = a.check_in_id AND c.agent_response IS NULL
           JOIN transactions t ON t.id = a.transaction_id AND t.agent_id = a.agent_id AND ${dealUnderWaySql('t')}
           LEFT JOIN profiles p ON p.id = c.client_id AND p.erased_at IS NULL
          WHERE a.agent_id = $1 AND a.sent_at > now() - interval '${ALERT_HISTORY_DAYS} days'
       ) alerts
       ORDER BY sent DESC, subject_id, state
       LIMIT ${ALERTS_LISTED}`,
      [agentId],
    );
    const items = rows.map((row): AlertDto => {
      const common = { transaction_id: row.transaction_id, property_address: row.property_address, sent_at: row.sent_at, read: row.read };
      if (row.source === 'check_in') {
        return {
          ...common,
          id: `check_in:${row.subject_id}`,
          kind: 'checkin_submitted',
          headline: checkInHeadline(row.client_name, row.feeling!, row.property_address),
          due: null,
          milestone_name: null,
          client_name: row.client_name,
          feeling: row.feeling,
        };
      }
      const kind = alertKindOf(row.state!, row.milestone_type!);
      return {
        ...common,
        id: `${row.subject_id}:${row.state}`,
        kind,
        headline: alertHeadline(kind, row.milestone_name!, row.property_address),
        due: formatDue({ due_date: row.due_date!, due_datetime: row.due_datetime, time_zone: row.time_zone }),
        milestone_name: row.milestone_name,
        client_name: null,
        feeling: null,
      };
    });
    return { items, unread: items.filter((item) => !item.read).length };
  }
}
