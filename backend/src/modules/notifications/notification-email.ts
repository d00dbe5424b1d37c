import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { SqlExecutor } from '../../platform/event-store/sql-executor';
import { DeliveryOutcome, EmailDelivery } from '../../platform/mail/email-delivery';
import { NOTIFICATION_KIND_INFO, NotificationKind } from './domain/notification-kinds';
import { notificationEnabled } from './notification-preferences.projection';
import { UnsubscribeTokens } from './unsubscribe-tokens';

export interface NotificationEmail {
  /** The person it is for, whose switch for the kind decides and whom the unsubscribe link names. */
  recipientId: string;
  kind: NotificationKind;
  to: string;
  subject: string;
  /** The message's paragraphs; the unsubscribe line is added below them. */
  paragraphs: readonly string[];
}

/**
 * The one way a notification e-mail leaves (ADR 0067): nothing when the person switched its kind off;
 * otherwise sent at most once under `deliveryKey` (EmailDelivery's sent-log and a Message-ID derived
 * from it, so a rerun after a worker restart is a no-op), with the signed unsubscribe link of its kind.
 */
@Injectable()
export class NotificationEmails {
  constructor(
    private readonly delivery: EmailDelivery,
    private readonly tokens: UnsubscribeTokens,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(sql: SqlExecutor, deliveryKey: string, email: NotificationEmail): Promise<DeliveryOutcome | 'switched off'> {
    if (!(await notificationEnabled(sql, email.recipientId, email.kind))) return 'switched off';
    const unsubscribe = this.tokens.link(this.config.appUrl, email.recipientId, email.kind);
    return this.delivery.deliverOnce(deliveryKey, {
      to: email.to,
      subject: email.subject,
      text: [...email.paragraphs, `To stop these e-mails ${NOTIFICATION_KIND_INFO[email.kind].stopping}: ${unsubscribe}`].join('\n\n'),
    });
  }

  get appUrl(): string {
    return this.config.appUrl;
  }
}
