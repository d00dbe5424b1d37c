import { Injectable } from '@nestjs/common';
import { Job } from 'bullmq';
import { JobProcessor } from '../queue/job-processor';
import { QueueName } from '../queue/queue-names';
import { isSealed, PersonalDataVault } from '../privacy/personal-data-vault';
import { MailerService, OutgoingEmail } from './mailer.service';

export const SEND_EMAIL_JOB = 'send-email';

/**
 * Sends one e-mail. Modules route their events here through an OutboxRoute whose payload is an
 * OutgoingEmail; the job id is derived from the event id, so one event sends at most one e-mail
 * per route even when the relay or the worker retries.
 *
 * Any field may be sealed personal data (the outbox and Redis then never hold it in clear): it is
 * opened here, just before sending. A field whose person was erased meanwhile cancels the e-mail.
 */
@Injectable()
export class SendEmailJob implements JobProcessor<OutgoingEmail> {
  readonly queue = QueueName.Email;
  readonly jobName = SEND_EMAIL_JOB;

  constructor(
    private readonly mailer: MailerService,
    private readonly vault: PersonalDataVault,
  ) {}

  async process(job: Job<OutgoingEmail>): Promise<'sent' | 'cancelled: personal data erased'> {
    const email: OutgoingEmail = { ...job.data };
    for (const field of ['to', 'subject', 'text', 'html', 'replyTo'] as const) {
      const value = email[field];
      if (!isSealed(value)) continue;
      const opened = await this.vault.open(value);
      if (opened === null) return 'cancelled: personal data erased';
      email[field] = opened;
    }
    await this.mailer.send({ ...email, messageId: email.messageId ?? job.id });
    return 'sent';
  }
}
