import { Injectable } from '@nestjs/common';
import { Job } from 'bullmq';
import { JobProcessor } from '../queue/job-processor';
import { QueueName } from '../queue/queue-names';
import { isSealed, PersonalDataVault } from '../privacy/personal-data-vault';
import { DeliveryOutcome, EmailDelivery } from './email-delivery';
import { OutgoingEmail } from './mailer.service';

export const SEND_EMAIL_JOB = 'send-email';

/**
 * Sends one e-mail. Modules route their events here through an OutboxRoute whose payload is an
 * OutgoingEmail; the job id is derived from the event id, and EmailDelivery's sent-log keyed by it
 * keeps a retried or recovered job from sending again (docs/adr/0013-email-delivery.md).
 *
 * Any field may be sealed personal data (the outbox and Redis then never hold it in clear): it is
 * opened here, just before sending. A field whose person was erased meanwhile cancels the e-mail.
 */
@Injectable()
export class SendEmailJob implements JobProcessor<OutgoingEmail> {
  readonly queue = QueueName.Email;
  readonly jobName = SEND_EMAIL_JOB;

  constructor(
    private readonly delivery: EmailDelivery,
    private readonly vault: PersonalDataVault,
  ) {}

  async process(job: Job<OutgoingEmail>): Promise<DeliveryOutcome | 'cancelled: personal data erased'> {
    // The Message-ID comes from the job id only, so it is the same on every attempt.
    const { to, subject, text, html, replyTo } = job.data;
    const email: Omit<OutgoingEmail, 'messageId'> = { to, subject, text, html, replyTo };
    for (const field of ['to', 'subject', 'text', 'html', 'replyTo'] as const) {
      const value = email[field];
      if (!isSealed(value)) continue;
      const opened = await this.vault.open(value);
      if (opened === null) return 'cancelled: personal data erased';
      email[field] = opened;
    }
    return this.delivery.deliverOnce(job.id!, email);
  }
}
