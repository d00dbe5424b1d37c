import { Global, Module, OnModuleInit } from '@nestjs/common';
import { JobRegistry } from '../queue/job-registry';
import { MailerService } from './mailer.service';
import { SendEmailJob } from './send-email.job';

@Global()
@Module({
  providers: [MailerService, SendEmailJob],
  exports: [MailerService],
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
