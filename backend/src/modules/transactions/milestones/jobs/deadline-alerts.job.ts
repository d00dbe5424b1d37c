import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../../platform/config/app-config';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import { EmailDelivery } from '../../../../platform/mail/email-delivery';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { JobProcessor } from '../../../../platform/queue/job-processor';
import { QueueName } from '../../../../platform/queue/queue-names';
import { dealTimelineLink } from '../../kernel/deal-links';
import { alertHeadline, alertKindOf, AlertState, formatDue } from '../domain/deadline-alert-kind';
import { AT_RISK_WINDOW_DAYS } from '../../kernel/domain/milestone-status';
import { dealUnderWaySql, milestoneListedSql, milestonePassedSql, milestoneSummarySql, propertyTodaySql } from '../../kernel/milestone-summary.sql';

export const DEADLINE_SWEEP_JOB = 'sweep-deadlines';
/** How often time is checked against the deals' deadlines: an alert is at most this late. */
export const DEADLINE_SWEEP_EVERY_MS = 5 * 60_000;


interface DueAlert {
  milestone_id: string;
  milestone_type: string;
  transaction_id: string;
  agent_id: string;
  state: AlertState;
  milestone_name: string;
  due_date: string;
  due_datetime: string | null;
  property_address: string | null;
  time_zone: string;
  agent_email: string | null;
  agent_name: string | null;
}

/**
 * The scheduled deadline sweep (issue 10 items 3 and 8; spec 002 §4 compliance): as time passes,
 * deals turn at_risk or overdue without any event. Every run
 * 1. refreshes the stored compliance_status / percent_complete / progress_percentage of live deals
 *    (reads compute them at read time already, ADR 0024; reports and alerts read the columns), and
 * 2. e-mails the deal's agent once per milestone, state and due date when an incomplete milestone comes within
 *    3 days (at_risk) and when it passes (overdue).
 * "Once" holds across runs and restarts: the e-mail goes through EmailDelivery.deliverOnce under a key
 * of the milestone and state (a repeat send is a no-op), then milestone_alerts records it; a crash
 * between the two sends nothing twice and records it on the next run.
 */
@Injectable()
export class DeadlineAlertsJob implements JobProcessor<Record<string, never>> {
  readonly queue = QueueName.Deadlines;
  readonly jobName = DEADLINE_SWEEP_JOB;
  readonly every = DEADLINE_SWEEP_EVERY_MS;
  private readonly logger = new Logger(DeadlineAlertsJob.name);

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly delivery: EmailDelivery,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async process(): Promise<{ refreshed: number; alerted: number }> {
    const refreshed = await this.refreshCompliance();
    const due = await this.dueAlerts();
    for (const alert of due) {
      if (alert.agent_email) await this.delivery.deliverOnce(alertKey(alert), this.email(alert, alert.agent_email));
      await this.dataSource.query(
        `INSERT INTO milestone_alerts (milestone_id, state, due_date, transaction_id, agent_id, sent_at) VALUES ($1, $2, $3, $4, $5, now())
         ON CONFLICT (milestone_id, state, due_date) DO NOTHING`,
        [alert.milestone_id, alert.state, alert.due_date, alert.transaction_id, alert.agent_id],
      );
    }
    if (due.length > 0) this.logger.log({ alerts: due.length }, 'Deadline alerts sent');
    return { refreshed, alerted: due.length };
  }

  /**
   * The stored summary columns (the agent's list reads them alone, ADR 0030), brought to now for the
   * deals whose summary time has changed: every open one, cancelled and archived ones included (a
   * closed deal's summary no longer moves with time; a draft has none).
   */
  private async refreshCompliance(): Promise<number> {
    const rows = await this.dataSource.query<unknown[]>(
      `UPDATE deal_summaries d SET compliance_status = ms.compliance_status, percent_complete = ms.percent_complete,
              progress_percentage = ms.progress_percentage, next_milestone_type = ms.next_milestone_type,
              next_milestone_name = ms.next_milestone_name, next_milestone_date = ms.next_milestone_date::date
         FROM transactions t
         CROSS JOIN LATERAL (${milestoneSummarySql('t')}) ms
        WHERE d.transaction_id = t.id AND t.deleted_at IS NULL AND t.status NOT IN ('draft', 'closed')
          AND (d.compliance_status, d.percent_complete, d.progress_percentage, d.next_milestone_type, d.next_milestone_name,
               to_char(d.next_milestone_date, 'YYYY-MM-DD'))
              IS DISTINCT FROM (ms.compliance_status, ms.percent_complete, ms.progress_percentage, ms.next_milestone_type,
                                ms.next_milestone_name, ms.next_milestone_date)
        RETURNING d.transaction_id`,
    );
    return rows.length;
  }

  /** Incomplete milestones of live deals in a state their agent has not been told about yet. */
  private dueAlerts(): Promise<DueAlert[]> {
    return this.dataSource.query<DueAlert[]>(
      `SELECT m.id AS milestone_id, m.milestone_type, m.transaction_id, t.agent_id, s.state, m.milestone_name,
              to_char(m.due_date, 'YYYY-MM-DD') AS due_date,
              to_char(m.due_datetime AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS due_datetime,
              t.property_address, t.property_time_zone AS time_zone, p.email AS agent_email, p.full_name AS agent_name
         FROM transaction_milestones m
         JOIN transactions t ON t.id = m.transaction_id
         LEFT JOIN profiles p ON p.id = t.agent_id AND p.erased_at IS NULL
         CROSS JOIN LATERAL (
           SELECT CASE WHEN ${milestonePassedSql('m', 't')} THEN 'overdue'
                       WHEN m.due_date <= ${propertyTodaySql('t')} + ${AT_RISK_WINDOW_DAYS} THEN 'at_risk' END AS state
         ) s
        WHERE ${dealUnderWaySql('t')} AND NOT m.completed AND m.due_date IS NOT NULL AND s.state IS NOT NULL AND ${milestoneListedSql('m', 't')}
          AND NOT EXISTS (SELECT 1 FROM milestone_alerts a WHERE a.milestone_id = m.id AND a.state = s.state AND a.due_date = m.due_date)
        ORDER BY m.due_date, m.transaction_id, m.position
        LIMIT 500`,
    );
  }

  private email(alert: DueAlert, to: string) {
    const deal = alert.property_address ?? 'a transaction without an address yet';
    const when = formatDue(alert);
    const link = dealTimelineLink(this.config.appUrl, alert.transaction_id);
    const kind = alertKindOf(alert.state, alert.milestone_type);
    return {
      to,
      subject: alertHeadline(kind, alert.milestone_name, alert.property_address),
      text: [
        `Hello${alert.agent_name ? ` ${alert.agent_name.split(' ')[0]}` : ''},`,
        '',
        kind === 'missing_document'
          ? `${alert.milestone_name} for ${deal} was due ${when}, and the document is not marked delivered. Upload it to the deal or mark it delivered once it arrives.`
          : kind === 'overdue'
            ? `${alert.milestone_name} for ${deal} was due ${when} and is not marked done.`
            : `${alert.milestone_name} for ${deal} is due ${when}, within the next ${AT_RISK_WINDOW_DAYS} days.`,
        '',
        `Open the deal: ${link}`,
        '',
        'You receive one message per milestone when it comes close and one if it passes.',
      ].join('\n'),
    };
  }
}

/**
 * The delivery key: one e-mail per milestone, state and due date (`deadline-alert__<id>__<state>__<date>`):
 * a deadline that moves is a new deadline, alerted again (issue 18 item 9).
 */
export const alertKey = (alert: Pick<DueAlert, 'milestone_id' | 'state' | 'due_date'>): string =>
  `deadline-alert__${alert.milestone_id}__${alert.state}__${alert.due_date}`;
