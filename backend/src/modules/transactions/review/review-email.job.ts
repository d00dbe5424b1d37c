import { Inject, Injectable, Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { StoredEvent } from '../../../platform/event-store/event.types';
import { OutboxRoute } from '../../../platform/event-store/projection';
import { EmailDelivery } from '../../../platform/mail/email-delivery';
import { DATA_SOURCE } from '../../../platform/platform.tokens';
import { JobProcessor } from '../../../platform/queue/job-processor';
import { QueueName } from '../../../platform/queue/queue-names';
import { dealTimelineLink } from '../kernel/deal-links';
import { DEAL_REVIEW_APPROVED, DEAL_REVIEW_RETURNED, DealReviewDecidedData, reviewStreamOf } from './review';

export const SEND_REVIEW_EMAIL_JOB = 'send-review-email';

/** Ids only: the note stays in the event, read by the job. */
export interface ReviewEmailData {
  transactionId: string;
  streamVersion: number;
}

const routeOf = (eventType: string): OutboxRoute => ({
  eventType,
  queue: QueueName.Email,
  jobName: SEND_REVIEW_EMAIL_JOB,
  payload: (stored: StoredEvent) => ({ transactionId: (stored.data as unknown as DealReviewDecidedData).transactionId, streamVersion: stored.streamVersion }),
});
export const reviewEmailRoutes: OutboxRoute[] = [routeOf(DEAL_REVIEW_APPROVED), routeOf(DEAL_REVIEW_RETURNED)];

/**
 * The deal's agent is e-mailed when the team lead or broker approves or returns the deal (issue 24
 * item 4, ADR 0068). The job id comes from the event id; EmailDelivery's sent-log keeps a retry from
 * sending twice. A deal deleted or an agent erased since sends nothing.
 */
@Injectable()
export class SendReviewEmailJob implements JobProcessor<ReviewEmailData> {
  readonly queue = QueueName.Email;
  readonly jobName = SEND_REVIEW_EMAIL_JOB;
  private readonly logger = new Logger(SendReviewEmailJob.name);

  constructor(
    private readonly delivery: EmailDelivery,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async process(job: Job<ReviewEmailData>): Promise<void> {
    const { transactionId, streamVersion } = job.data;
    const [row] = await this.dataSource.query<
      { event_type: string; note: string | null; reviewer: string | null; email: string | null; agent_name: string | null; property_address: string | null }[]
    >(
      `SELECT e.event_type, e.data->>'note' AS note, CASE WHEN r.erased_at IS NULL THEN r.full_name END AS reviewer,
              a.email, a.full_name AS agent_name, t.property_address
         FROM events e
         JOIN transactions t ON t.id = $1 AND t.deleted_at IS NULL
         JOIN profiles a ON a.id = t.agent_id AND a.erased_at IS NULL
         LEFT JOIN profiles r ON r.id::text = e.data->>'reviewerId'
        WHERE e.stream_id = $2 AND e.stream_version = $3`,
      [transactionId, reviewStreamOf(transactionId), streamVersion],
    );
    if (!row?.email) {
      this.logger.log({ transactionId }, 'Review e-mail skipped: the deal or its agent is gone');
      return;
    }
    const deal = row.property_address ?? 'your transaction';
    const who = row.reviewer ?? 'Your reviewer';
    const returned = row.event_type === DEAL_REVIEW_RETURNED;
    await this.delivery.deliverOnce(job.id!, {
      to: row.email,
      subject: returned ? `Returned for changes: ${deal}` : `Approved: ${deal}`,
      text: [
        `Hello${row.agent_name ? ` ${row.agent_name.split(' ')[0]}` : ''},`,
        '',
        returned ? `${who} returned ${deal} from compliance review with this note:` : `${who} approved ${deal} in compliance review.`,
        ...(returned && row.note ? ['', row.note, '', 'Mark the return resolved on the deal once you have dealt with it.'] : []),
        '',
        `Open the deal: ${dealTimelineLink(this.config.appUrl, transactionId)}`,
      ].join('\n'),
    });
  }
}
