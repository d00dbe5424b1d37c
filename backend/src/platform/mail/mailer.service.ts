import { Inject, Injectable, Logger } from '@nestjs/common';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The whole `<id@domain>` header value; EmailDelivery derives it from the job id. */
  messageId?: string;
}

export interface StoredEmail extends OutgoingEmail {
  from: string;
  sentAt: string;
}

/**
 * Sends e-mail through SMTP when SMTP_URL is set; otherwise keeps it in a local mailbox on disk
 * (DATA_DIR/mailbox) that admins can read in development, so reset links work on a fresh machine.
 * Only the e-mail worker calls this: sending is a side effect of a committed event, never inline.
 */
@Injectable()
export class MailerService {
  private readonly logger = new Logger(MailerService.name);
  private readonly transport: Transporter | undefined;
  private readonly mailboxDir: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
    this.mailboxDir = join(config.dataDir, 'mailbox');
  }

  get usesLocalMailbox(): boolean {
    return this.transport === undefined;
  }

  async send(email: OutgoingEmail): Promise<void> {
    const from = this.config.mailFrom;
    if (this.transport) {
      await this.transport.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        replyTo: email.replyTo,
        messageId: email.messageId,
      });
      return;
    }
    mkdirSync(this.mailboxDir, { recursive: true });
    const stored: StoredEmail = { ...email, from, sentAt: new Date().toISOString() };
    const name = `${stored.sentAt.replace(/[:.]/g, '-')}-${(email.messageId ?? Math.random().toString(36).slice(2)).replace(/[^\w-]/g, '_')}.json`;
    writeFileSync(join(this.mailboxDir, name), JSON.stringify(stored, null, 2));
    this.logger.log(`E-mail to ${email.to} kept in the local mailbox: "${email.subject}"`);
  }

  /** The local mailbox, newest first (development only). */
  readLocalMailbox(limit = 100): StoredEmail[] {
    let names: string[];
    try {
      names = readdirSync(this.mailboxDir).filter((n) => n.endsWith('.json'));
    } catch {
      return [];
    }
    return names
      .sort()
      .reverse()
      .slice(0, limit)
      .map((name) => JSON.parse(readFileSync(join(this.mailboxDir, name), 'utf8')) as StoredEmail);
  }
}
