import { randomUUID } from 'node:crypto';
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

/** What a claim of this kind holds (the ledger's `detail`): whom it is for and what it tells them. */
interface MovesClaimed {
  clientId: string;
  moved: Moved[];
}

const CLAIM_PREFIX = 'milestone_date_changed:';

/**
 * Issue 22 item 7 (ADR 0075): the client hears when a milestone they see moves to another date. Every
 * event that can move a milestone asks for a check; the check compares the client's open milestones
 * now with the dates they were last told (`client_milestone_dates_told`), records the new dates, and
 * claims what moved in the notification ledger, all in one transaction. Checks of one deal take turns
 * (an advisory lock), so two events in a row announce a move once; a deal's first check only records
 * (the client saw those dates on their timeline). A milestone that newly appears, or is done, is
 * recorded without an e-mail: only a date the client already had can have moved.
 *
 * The e-mail goes out after that commit (ADR 0088): a move is consumed by recording the new dates, so
 * it is kept in its claim (the ledger row's detail, under a key of its own) and the job then e-mails
 * every claim it holds, each under its claim's key (EmailDelivery's sent-log and a Message-ID derived
 * from the key, ADR 0013). A worker that dies after the commit leaves the claim: the job, retaken,
 * sends it (or, when the mail server had already accepted it, sends nothing more or the same message
 * under the same Message-ID); any other check of the deal finds the move already told.
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

  async process(job: Job<MilestoneDatesData>): Promise<string> {
    const { transactionId } = job.data;
    const checked = await this.dataSource.transaction((manager) => this.check(sqlOf(manager), transactionId, job.id!));
    const sql = sqlOf(this.dataSource);
    // This run's claim and any an earlier run of the job committed but did not see sent.
    const claims = await sql.query<{ key: string; detail: MovesClaimed }>(
      `SELECT key, detail FROM notification_ledger WHERE job_id = $1 AND starts_with(key, $2) ORDER BY created_at, key`,
      [job.id!, CLAIM_PREFIX],
    );
    const outcomes: string[] = [];
    for (const claim of claims) outcomes.push(await this.announce(sql, transactionId, claim.key, claim.detail));
    return outcomes.length > 0 ? outcomes.join(', ') : checked;
  }

  /** Compares, records and claims under the deal's lock; the caller commits before anything is sent. */
  private async check(sql: SqlExecutor, transactionId: string, jobId: string): Promise<string> {
    await sql.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${MILESTONE_DATES_EMAIL_JOB}:${transactionId}`]);
    const [deal] = await sql.query<{ client_id: string; email: string | null; time_zone: string }>(
      `SELECT t.client_id, p.email, t.property_time_zone AS time_zone
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
    // A key per move: the same dates can move again later, and that is another e-mail.
    const claimed: MovesClaimed = { clientId: deal.client_id, moved };
    await sql.query('INSERT INTO notification_ledger (key, job_id, detail) VALUES ($1, $2, $3::jsonb)', [
      `${CLAIM_PREFIX}${transactionId}:${randomUUID()}`,
      jobId,
      JSON.stringify(claimed),
    ]);
    return 'moves claimed';
  }

  /** The claimed moves' e-mail, sent once under the claim's key; the deal's address is read as it is now. */
  private async announce(sql: SqlExecutor, transactionId: string, key: string, { clientId, moved }: MovesClaimed): Promise<string> {
    const [client] = await sql.query<{ email: string | null; property_address: string | null }>(
      `SELECT p.email, t.property_address FROM profiles p, transactions t WHERE p.id = $1 AND p.erased_at IS NULL AND t.id = $2`,
      [clientId, transactionId],
    );
    if (!client?.email) return 'client gone';
    const outcome = await this.emails.send(sql, key, {
      recipientId: clientId,
      kind: 'milestone_date_changed',
      to: client.email,
      subject: `${moved.length === 1 ? `${moved[0]!.name} has a new date` : `${moved.length} milestone dates changed`}: ${client.property_address ?? 'your transaction'}`,
      paragraphs: [
        `Your agent updated ${moved.length === 1 ? 'a date' : 'dates'} on your transaction for ${client.property_address ?? 'your home'}:`,
        moved.map((move) => `- ${move.name}: now ${move.now} (was ${move.was})`).join('\n'),
        `See your timeline: ${clientPortalLink(this.emails.appUrl, transactionId, 'timeline')}`,
      ],
    });
    this.logger.log({ transactionId, moved: moved.length, outcome }, 'Milestone dates e-mail');
    return outcome;
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
