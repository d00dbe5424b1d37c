import { Injectable } from '@nestjs/common';
import { Job } from 'bullmq';
import { JobProcessor } from '../queue/job-processor';
import { QueueName } from '../queue/queue-names';
import { MailerService, OutgoingEmail } from './mailer.service';

export const SEND_EMAIL_JOB = 'send-email';

/**
 * Sends one e-mail. Modules route their events here through an OutboxRoute whose payload is an
 * OutgoingEmail; the job id is derived from the event id, so one event sends at most one e-mail
 * per route even when the relay or the worker retries.
 */
@Injectable()
export class SendEmailJob implements JobProcessor<OutgoingEmail> {
  readonly queue = QueueName.Email;
  readonly jobName = SEND_EMAIL_JOB;

  constructor(private readonly mailer: MailerService) {}

  async process(job: Job<OutgoingEmail>): Promise<void> {
    await this.mailer.send({ ...job.data, messageId: job.data.messageId ?? job.id });
  }
}
