import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { sqlOf } from '../../../platform/event-store/sql-executor';
import { DATA_SOURCE } from '../../../platform/platform.tokens';
import { JobProcessor } from '../../../platform/queue/job-processor';
import { QueueName } from '../../../platform/queue/queue-names';
import { clientPortalLink, dealUnderWaySql } from '../../transactions/transactions.public';
import { claimNotification } from '../notification-ledger';
import { NotificationEmails } from '../notification-email';

export const CHECK_IN_REMINDER_JOB = 'remind-check-ins';
/** How often the reminders are looked for: a reminder goes out at most this late. */
export const CHECK_IN_REMINDER_EVERY_MS = 60 * 60_000;
/** Reminders sent per run at most; the next run takes the rest. */
const REMINDERS_PER_RUN = 500;

/** The time the sweep judges by; the integration test moves it a week on instead of waiting one. */
@Injectable()
export class CheckInReminderClock {
  now = (): Date => new Date();
}

interface DueReminder {
  key: string;
  transaction_id: string;
  client_id: string;
  email: string;
  client_name: string | null;
  agent_name: string | null;
  property_address: string | null;
  checked_in_before: boolean;
}

/**
 * Issue 22 item 7 (ADR 0075): a client whose last check-in on a deal under way is 7 or more days old
 * (or who never checked in, 7 days after the deal began) is reminded once a week: one e-mail after 7
 * days, one after 14, and so on, counted from that last check-in; a new check-in starts the count
 * again. The ledger key names the client, the deal, the check-in counted from and the week, so each
 * reminder is decided once across runs and restarts, and the e-mail goes under that key (ADR 0013).
 * A switched-off kind is decided too (nothing sent), so switching it on later sends no old reminder.
 */
@Injectable()
export class CheckInReminderJob implements JobProcessor<Record<string, never>> {
  readonly queue = QueueName.Email;
  readonly jobName = CHECK_IN_REMINDER_JOB;
  readonly every = CHECK_IN_REMINDER_EVERY_MS;
  private readonly logger = new Logger(CheckInReminderJob.name);

  constructor(
    private readonly emails: NotificationEmails,
    private readonly clock: CheckInReminderClock,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async process(): Promise<{ reminded: number }> {
    const sql = sqlOf(this.dataSource);
    const due = await sql.query<DueReminder>(
      `SELECT r.key, t.id AS transaction_id, t.client_id, p.email, p.full_name AS client_name, a.full_name AS agent_name, t.property_address,
              last.checked_in_before
         FROM transactions t
         JOIN profiles p ON p.id = t.client_id AND p.erased_at IS NULL AND p.email IS NOT NULL
         LEFT JOIN profiles a ON a.id = t.agent_id AND a.erased_at IS NULL
         CROSS JOIN LATERAL (
           SELECT max(c.created_at) AS at FROM client_check_ins c WHERE c.transaction_id = t.id AND c.client_id = t.client_id
         ) checked
         CROSS JOIN LATERAL (SELECT COALESCE(checked.at, t.created_at) AS since, checked.at IS NOT NULL AS checked_in_before) last
         CROSS JOIN LATERAL (
           SELECT 'checkin_reminder:' || t.client_id || ':' || t.id || ':' || (extract(epoch FROM last.since) * 1000)::bigint
                  || ':' || floor(extract(epoch FROM $1::timestamptz - last.since) / 604800)::int AS key
         ) r
        WHERE ${dealUnderWaySql('t')}
          AND last.since <= $1::timestamptz - interval '7 days'
          AND NOT EXISTS (SELECT 1 FROM notification_ledger l WHERE l.key = r.key)
        ORDER BY last.since
        LIMIT ${REMINDERS_PER_RUN}`,
      [this.clock.now().toISOString()],
    );
    let reminded = 0;
    for (const reminder of due) {
      if (!(await claimNotification(sql, reminder.key, reminder.key))) continue;
      const outcome = await this.emails.send(sql, reminder.key, {
        recipientId: reminder.client_id,
        kind: 'checkin_reminder',
        to: reminder.email,
        subject: `How are you feeling about ${reminder.property_address ?? 'your move'}?`,
        paragraphs: [
          `Hello${reminder.client_name ? ` ${reminder.client_name.split(' ')[0]}` : ''},`,
          `${
            reminder.checked_in_before ? 'It has been a week or more since you last told' : 'You have not yet told'
          } ${reminder.agent_name ?? 'your agent'} how you are feeling. A quick check-in helps your agent support you through the process.`,
          `Check in here: ${clientPortalLink(this.emails.appUrl, reminder.transaction_id, 'check-ins')}`,
        ],
      });
      if (outcome === 'sent') reminded += 1;
    }
    if (reminded > 0) this.logger.log({ reminded }, 'Check-in reminders sent');
    return { reminded };
  }
}
