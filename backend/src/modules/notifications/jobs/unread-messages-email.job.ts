import { Inject, Injectable, Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { StoredEvent } from '../../../platform/event-store/event.types';
import { OutboxRoute } from '../../../platform/event-store/projection';
import { SqlExecutor, sqlOf } from '../../../platform/event-store/sql-executor';
import { DATA_SOURCE } from '../../../platform/platform.tokens';
import { JobProcessor } from '../../../platform/queue/job-processor';
import { QueueName } from '../../../platform/queue/queue-names';
import { QueueService } from '../../../platform/queue/queue.service';
import { clientPortalLink, dealSectionLink } from '../../transactions/transactions.public';
import { NotificationEmails } from '../notification-email';

export const UNREAD_MESSAGES_EMAIL_JOB = 'notify-unread-messages';

/** How long a message may stay unread before its reader is e-mailed (issue 22 item 7); tests shorten it. */
@Injectable()
export class UnreadMessageWindow {
  ms = 10 * 60_000;
}

interface ThreadReader {
  transactionId: string;
  recipientId: string;
}

/** A sent message asks for a check of its thread for the other party; the check is scheduled, not sent, here. */
export const unreadMessagesRoute: OutboxRoute = {
  eventType: 'DealMessageSent',
  queue: QueueName.Email,
  jobName: UNREAD_MESSAGES_EMAIL_JOB,
  payload: (stored: StoredEvent) => {
    const data = stored.data as { transactionId: string; senderId: string };
    return { transactionId: data.transactionId, senderId: data.senderId, schedule: true };
  },
};

type UnreadJobData = { transactionId: string; senderId?: string; recipientId?: string; schedule?: boolean };

/**
 * E-mails a thread's reader about messages they left unread for the window, one e-mail per batch
 * (ADR 0067). A new message schedules a delayed check whose job id names the reader and the oldest
 * message not yet covered by an e-mail, so every message of a burst schedules the same job (BullMQ
 * keeps one job per id) and a restarted worker cannot add a second. The check claims the messages it
 * reports in the ledger, sends once under its own job id (ADR 0013), and schedules the next batch if
 * messages came in meanwhile. No message text goes into the e-mail, only the count and the sender's name.
 */
@Injectable()
export class UnreadMessagesEmailJob implements JobProcessor<UnreadJobData> {
  readonly queue = QueueName.Email;
  readonly jobName = UNREAD_MESSAGES_EMAIL_JOB;
  private readonly logger = new Logger(UnreadMessagesEmailJob.name);

  constructor(
    private readonly emails: NotificationEmails,
    private readonly window: UnreadMessageWindow,
    private readonly queues: QueueService,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async process(job: Job<UnreadJobData>): Promise<string> {
    const sql = sqlOf(this.dataSource);
    if (job.data.schedule) {
      const recipientId = await this.readerOf(sql, job.data.transactionId, job.data.senderId!);
      return recipientId ? this.schedule(sql, { transactionId: job.data.transactionId, recipientId }) : 'no other party';
    }
    const reader = { transactionId: job.data.transactionId, recipientId: job.data.recipientId! };
    const outcome = await this.sendBatch(sql, job.id!, reader);
    await this.schedule(sql, reader);
    return outcome;
  }

  private async readerOf(sql: SqlExecutor, transactionId: string, senderId: string): Promise<string | undefined> {
    const [deal] = await sql.query<{ agent_id: string; client_id: string | null }>('SELECT agent_id, client_id FROM transactions WHERE id = $1 AND deleted_at IS NULL', [transactionId]);
    if (!deal) return undefined;
    if (senderId === deal.agent_id) return deal.client_id ?? undefined;
    return senderId === deal.client_id ? deal.agent_id : undefined;
  }

  /** Unread messages to the reader in this thread that no e-mail has covered yet, oldest first. */
  private uncovered(sql: SqlExecutor, { transactionId, recipientId }: ThreadReader) {
    return sql.query<{ id: string; sender_id: string; created_at: Date }>(
      `SELECT m.id, m.sender_id, m.created_at FROM deal_messages m
        WHERE m.transaction_id = $1 AND m.sender_id <> $2 AND m.read_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM notification_ledger l WHERE l.key = 'new_message:' || m.id)
        ORDER BY m.seq`,
      [transactionId, recipientId],
    );
  }

  private async schedule(sql: SqlExecutor, reader: ThreadReader): Promise<string> {
    const [oldest] = await this.uncovered(sql, reader);
    if (!oldest) return 'nothing unread';
    const delay = Math.max(0, new Date(oldest.created_at).getTime() + this.window.ms - Date.now());
    const jobId = `${UNREAD_MESSAGES_EMAIL_JOB}__${reader.recipientId}__${oldest.id}`;
    await this.queues.queue(QueueName.Email).add(UNREAD_MESSAGES_EMAIL_JOB, { ...reader }, { jobId, delay });
    return `scheduled ${jobId}`;
  }

  private async sendBatch(sql: SqlExecutor, jobId: string, reader: ThreadReader): Promise<string> {
    // The batch opened when its oldest message was sent; the messages that followed it are in it too.
    const old = await this.uncovered(sql, reader);
    // Claimed by this job (again on a retry, where EmailDelivery's sent-log then keeps the e-mail single).
    const claimed: string[] = [];
    for (const message of old) {
      await sql.query('INSERT INTO notification_ledger (key, job_id) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [`new_message:${message.id}`, jobId]);
    }
    const mine = await sql.query<{ key: string }>("SELECT key FROM notification_ledger WHERE job_id = $1 AND key LIKE 'new_message:%'", [jobId]);
    claimed.push(...mine.map((row) => row.key));
    if (claimed.length === 0) return 'nothing unread';
    const [people] = await sql.query<{ email: string | null; role: string; sender_name: string | null; property_address: string | null }>(
      `SELECT r.email, r.role, (SELECT s.full_name FROM profiles s WHERE s.id = $3 AND s.erased_at IS NULL) AS sender_name, t.property_address
         FROM transactions t JOIN profiles r ON r.id = $2 AND r.erased_at IS NULL WHERE t.id = $1`,
      [reader.transactionId, reader.recipientId, old[0]?.sender_id ?? null],
    );
    if (!people?.email) return 'reader gone';
    const count = claimed.length;
    // Each party reads the thread on their own screen of the deal.
    const link = (people.role === 'client' ? clientPortalLink : dealSectionLink)(this.emails.appUrl, reader.transactionId, 'messages');
    const outcome = await this.emails.send(sql, jobId, {
      recipientId: reader.recipientId,
      kind: 'new_message',
      to: people.email,
      subject: `${count} unread message${count === 1 ? '' : 's'} about ${people.property_address ?? 'your transaction'}`,
      paragraphs: [
        `${people.sender_name ?? 'Unknown'} sent you ${count === 1 ? 'a message' : `${count} messages`} on Threshold that you have not read yet.`,
        `Read and answer them here: ${link}`,
      ],
    });
    this.logger.log({ transactionId: reader.transactionId, count, outcome }, 'Unread messages e-mail');
    return outcome;
  }
}
