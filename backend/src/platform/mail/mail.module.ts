import { Global, Module, OnModuleInit } from '@nestjs/common';
import { JobRegistry } from '../queue/job-registry';
import { EmailDelivery } from './email-delivery';
import { MailerService } from './mailer.service';
import { SentEmailLog } from './sent-email-log';
import { SendEmailJob } from './send-email.job';

@Global()
@Module({
  providers: [MailerService, SentEmailLog, EmailDelivery, SendEmailJob],
  exports: [MailerService, EmailDelivery],
})
export class MailModule implements OnModuleInit {
  constructor(
    private readonly jobs: JobRegistry,
    private readonly sendEmail: SendEmailJob,
  ) {}

  onModuleInit(): void {
    this.jobs.add(this.sendEmail);
  }
}
