import { Inject, Injectable, Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { OutboxRoute } from '../../../platform/event-store/projection';
import { SqlExecutor, sqlOf } from '../../../platform/event-store/sql-executor';
import { DATA_SOURCE } from '../../../platform/platform.tokens';
import { JobProcessor } from '../../../platform/queue/job-processor';
import { QueueName } from '../../../platform/queue/queue-names';
import {
  clientPortalLink,
  clientSeesMilestoneSql,
  dealUnderWaySql,
  formatDue,
  MILESTONE_MOVING_EVENT_TYPES,
  milestoneListedSql,
} from '../../transactions/transactions.public';
import { NotificationEmails } from '../notification-email';

export const MILESTONE_DATES_EMAIL_JOB = 'notify-milestone-dates';

interface MilestoneDatesData {
  transactionId: string;
}

/** Ids only: the job reads what the client sees when it runs. */
const routeOf = (eventType: string): OutboxRoute => ({
  eventType,
  queue: QueueName.Email,
  jobName: MILESTONE_DATES_EMAIL_JOB,
  payload: (stored) => ({ transactionId: (stored.data as { transactionId: string }).transactionId }),
});

interface ClientMilestone {
  milestone_id: string;
  milestone_name: string;
  due_date: string | null;
  due_datetime: string | null;
}

type Told = Pick<ClientMilestone, 'milestone_id' | 'due_date' | 'due_datetime'>;

interface Moved {
  name: string;
  was: string;
  now: string;
}

/**
 * Issue 22 item 7 (ADR 0075): the client hears when a milestone they see moves to another date. Every
 * event that can move a milestone asks for a check; the check compares the client's open milestones
 * now with the dates they were last told (`client_milestone_dates_told`), e-mails what moved in one
 * message, and records the new dates. Checks of one deal take turns (an advisory lock), so two events
 * in a row announce a move once; a deal's first check only records (the client saw those dates on
 * their timeline). A milestone that newly appears, or is done, is recorded without an e-mail: only a
 * date the client already had can have moved. The e-mail goes under the job's id, so a rerun after a
 * worker restart sends nothing more (ADR 0013).
 */
@Injectable()
export class MilestoneDatesEmailJob implements JobProcessor<MilestoneDatesData> {
  static readonly routes = MILESTONE_MOVING_EVENT_TYPES.map(routeOf);
  readonly queue = QueueName.Email;
  readonly jobName = MILESTONE_DATES_EMAIL_JOB;
  private readonly logger = new Logger(MilestoneDatesEmailJob.name);

  constructor(
    private readonly emails: NotificationEmails,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  process(job: Job<MilestoneDatesData>): Promise<string> {
    const { transactionId } = job.data;
    return this.dataSource.transaction(async (manager) => {
      const sql = sqlOf(manager);
      await sql.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${MILESTONE_DATES_EMAIL_JOB}:${transactionId}`]);
      const [deal] = await sql.query<{ client_id: string; email: string | null; property_address: string | null; time_zone: string }>(
        `SELECT t.client_id, p.email, t.property_address, t.property_time_zone AS time_zone
           FROM transactions t LEFT JOIN profiles p ON p.id = t.client_id AND p.erased_at IS NULL
          WHERE t.id = $1 AND t.client_id IS NOT NULL AND ${dealUnderWaySql('t')}`,
        [transactionId],
      );
      if (!deal) {
        await sql.query('DELETE FROM client_milestone_dates_told WHERE transaction_id = $1', [transactionId]);
        return 'no client to tell';
      }
      const told = await sql.query<Told>(
        `SELECT milestone_id, to_char(due_date, 'YYYY-MM-DD') AS due_date,
                to_char(due_datetime AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS due_datetime
           FROM client_milestone_dates_told WHERE transaction_id = $1`,
        [transactionId],
      );
      const seen = await this.clientMilestones(sql, transactionId);
      const moved = told.length === 0 ? [] : movedMilestones(told, seen, deal.time_zone);
      await this.record(sql, transactionId, seen);
      if (moved.length === 0 || !deal.email) return told.length === 0 ? 'first dates recorded' : 'no date moved';
      const outcome = await this.emails.send(sql, job.id!, {
        recipientId: deal.client_id,
        kind: 'milestone_date_changed',
        to: deal.email,
        subject: `${moved.length === 1 ? `${moved[0]!.name} has a new date` : `${moved.length} milestone dates changed`}: ${deal.property_address ?? 'your transaction'}`,
        paragraphs: [
          `Your agent updated ${moved.length === 1 ? 'a date' : 'dates'} on your transaction for ${deal.property_address ?? 'your home'}:`,
          moved.map((move) => `- ${move.name}: now ${move.now} (was ${move.was})`).join('\n'),
          `See your timeline: ${clientPortalLink(this.emails.appUrl, transactionId, 'timeline')}`,
        ],
      });
      this.logger.log({ transactionId, moved: moved.length, outcome }, 'Milestone dates e-mail');
      return outcome;
    });
  }

  /** The deal's open milestones its client sees on their timeline, with a date. */
  private clientMilestones(sql: SqlExecutor, transactionId: string): Promise<ClientMilestone[]> {
    return sql.query<ClientMilestone>(
      `SELECT m.id AS milestone_id, m.milestone_name, to_char(m.due_date, 'YYYY-MM-DD') AS due_date,
              to_char(m.due_datetime AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS due_datetime
         FROM transaction_milestones m JOIN transactions t ON t.id = m.transaction_id
        WHERE m.transaction_id = $1 AND NOT m.completed AND m.due_date IS NOT NULL
          AND ${milestoneListedSql('m', 't')} AND ${clientSeesMilestoneSql('m', 't')}
        ORDER BY m.due_date, m.position`,
      [transactionId],
    );
  }

  private async record(sql: SqlExecutor, transactionId: string, seen: readonly ClientMilestone[]): Promise<void> {
    await sql.query('DELETE FROM client_milestone_dates_told WHERE transaction_id = $1', [transactionId]);
    if (seen.length === 0) return;
    await sql.query(
      `INSERT INTO client_milestone_dates_told (transaction_id, milestone_id, due_date, due_datetime)
       SELECT $1, m.id, m.due_date::date, m.due_datetime::timestamptz
         FROM jsonb_to_recordset($2::jsonb) AS m(id uuid, due_date text, due_datetime text)`,
      [transactionId, JSON.stringify(seen.map((m) => ({ id: m.milestone_id, due_date: m.due_date, due_datetime: m.due_datetime })))],
    );
  }
}

/** The milestones the client was told a date for whose date is now another, in timeline order. */
export function movedMilestones(told: readonly Told[], seen: readonly ClientMilestone[], timeZone: string): Moved[] {
  const before = new Map(told.map((row) => [row.milestone_id, row]));
  const moved: Moved[] = [];
  for (const milestone of seen) {
    const was = before.get(milestone.milestone_id);
    if (!was?.due_date || !milestone.due_date) continue;
    if (was.due_date === milestone.due_date && was.due_datetime === milestone.due_datetime) continue;
    moved.push({
      name: milestone.milestone_name,
      was: formatDue({ due_date: was.due_date, due_datetime: was.due_datetime, time_zone: timeZone }),
      now: formatDue({ due_date: milestone.due_date, due_datetime: milestone.due_datetime, time_zone: timeZone }),
    });
  }
  return moved;
}
