import { Inject, Injectable, Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { StoredEvent } from '../../../platform/event-store/event.types';
import { OutboxRoute } from '../../../platform/event-store/projection';
import { sqlOf } from '../../../platform/event-store/sql-executor';
import { DATA_SOURCE } from '../../../platform/platform.tokens';
import { JobProcessor } from '../../../platform/queue/job-processor';
import { QueueName } from '../../../platform/queue/queue-names';
import { dealUnderWaySql } from '../../transactions/transactions.public';
import { claimNotification } from '../notification-ledger';
import { notificationEnabled } from '../notification-preferences.projection';

export const CHECK_IN_ALERT_JOB = 'alert-check-in-submitted';

interface CheckInAlertData {
  transactionId: string;
  checkInId: string;
}

/** Ids only: the feeling and the note are the client's sealed personal data and stay in the event. */
export const checkInAlertRoute: OutboxRoute = {
  eventType: 'ClientCheckInSubmitted',
  queue: QueueName.Transactions,
  jobName: CHECK_IN_ALERT_JOB,
  payload: (stored: StoredEvent) => {
    const data = stored.data as CheckInAlertData;
    return { transactionId: data.transactionId, checkInId: data.checkInId };
  },
};

/**
 * Issue 22 item 7 (ADR 0078): the deal's agent gets an in-app alert when its client submits a check-in,
 * unless they switched `checkin_submitted` off. Read when the job runs: a check-in gone (its client
 * erased, the deal deleted) or a deal no longer under way alerts nothing. Once per check-in: the job id
 * comes from the event id (the outbox, ADR 0013), the ledger key `checkin_submitted:<check-in>` is
 * claimed by the first job only, and `check_in_alerts` holds one row per check-in, so a retry or a
 * worker restarted mid-job adds nothing. A switched-off agent's check-in is decided too (claimed, no
 * row), so switching on later brings no old alert.
 */
@Injectable()
export class CheckInAlertJob implements JobProcessor<CheckInAlertData> {
  readonly queue = QueueName.Transactions;
  readonly jobName = CHECK_IN_ALERT_JOB;
  private readonly logger = new Logger(CheckInAlertJob.name);

  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async process(job: Job<CheckInAlertData>): Promise<string> {
    const { transactionId, checkInId } = job.data;
    return this.dataSource.transaction(async (manager) => {
      const sql = sqlOf(manager);
      const [row] = await sql.query<{ agent_id: string }>(
        `SELECT t.agent_id FROM client_check_ins c JOIN transactions t ON t.id = c.transaction_id
          WHERE c.id = $1 AND c.transaction_id = $2 AND ${dealUnderWaySql('t')}`,
        [checkInId, transactionId],
      );
      if (!row) return 'nothing to alert';
      if (!(await claimNotification(sql, `checkin_submitted:${checkInId}`, job.id!))) return 'already alerted';
      if (!(await notificationEnabled(sql, row.agent_id, 'checkin_submitted'))) return 'switched off';
      const added = await sql.query<{ check_in_id: string }>(
        `INSERT INTO check_in_alerts (check_in_id, transaction_id, agent_id, sent_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (check_in_id) DO NOTHING RETURNING check_in_id`,
        [checkInId, transactionId, row.agent_id],
      );
      const outcome = added.length > 0 ? 'alerted' : 'already alerted';
      this.logger.log({ checkInId, outcome }, 'Check-in alert');
      return outcome;
    });
  }
}
