import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MailerService, OutgoingEmail } from './mailer.service';
import { SentEmailLog } from './sent-email-log';

export type DeliveryOutcome = 'sent' | 'already sent';

/**
 * Sends the e-mail of one job at most once (docs/adr/0013-email-delivery.md): check the sent-log,
 * send with a Message-ID derived from the job id, record the send right after the server accepted.
 * Only a crash between the server's acceptance and the log write sends it again, and then with the
 * same Message-ID, so the receiving side can drop the copy.
 */
@Injectable()
export class EmailDelivery {
  constructor(
    private readonly mailer: MailerService,
    private readonly log: SentEmailLog,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'mailFrom'>,
  ) {}

  async deliverOnce(jobId: string, email: Omit<OutgoingEmail, 'messageId'>): Promise<DeliveryOutcome> {
    if (await this.log.wasSent(jobId)) return 'already sent';
    const messageId = messageIdFor(jobId, this.config.mailFrom);
    await this.mailer.send({ ...email, messageId });
    await this.log.record(jobId, messageId);
    return 'sent';
  }
}

/**
 * `<job id@sender's domain>`: the same job always gets the same Message-ID (RFC 5322 §3.6.4). Job
 * ids are `<job>__<event id>` (letters, digits, `-`, `_`); anything else is replaced so the left
 * part stays a valid dot-atom.
 */
export function messageIdFor(jobId: string, mailFrom: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'threshold.local';
  return `<${jobId.replace(/[^A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]/g, '_')}@${domain}>`;
}
