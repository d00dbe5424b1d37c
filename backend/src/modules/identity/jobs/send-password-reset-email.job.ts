import { Inject, Injectable, Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { StoredEvent } from '../../../platform/event-store/event.types';
import { OutboxRoute } from '../../../platform/event-store/projection';
import { EmailDelivery } from '../../../platform/mail/email-delivery';
import { PersonalDataVault, SealedValue } from '../../../platform/privacy/personal-data-vault';
import { JobProcessor } from '../../../platform/queue/job-processor';
import { QueueName } from '../../../platform/queue/queue-names';
import { ResetTokens } from '../auth/reset-token';
import { ResetLinkPurpose, UserEvent } from '../domain/user.events';

export const SEND_PASSWORD_RESET_EMAIL_JOB = 'send-password-reset-email';

/** The job's data: ids and the sealed address only. Neither the token nor the address rests in the outbox or Redis. */
export interface PasswordResetEmailData {
  userId: string;
  resetId: string;
  email: SealedValue;
  expiresAt: string;
  /** 'welcome' for a client account an agent created (absent on jobs queued before: 'reset'). */
  purpose?: ResetLinkPurpose;
}

export const passwordResetEmailRoute: OutboxRoute = {
  eventType: 'PasswordResetRequested',
  queue: QueueName.Email,
  jobName: SEND_PASSWORD_RESET_EMAIL_JOB,
  payload: (stored: StoredEvent) => {
    const event = stored as unknown as Extract<UserEvent, { type: 'PasswordResetRequested' }>;
    const data: PasswordResetEmailData = {
      userId: event.data.userId,
      resetId: event.data.resetId,
      email: event.data.email,
      expiresAt: event.data.expiresAt,
      purpose: event.data.purpose ?? 'reset',
    };
    return { ...data };
  },
};

/**
 * Sends the reset link (spec 000 §4: it leads to /reset-password). The token is recomputed here from
 * the reset id (auth/reset-token.ts). When the person was erased meanwhile, the address no longer
 * opens and nothing is sent. The job id comes from the event id and EmailDelivery keeps a sent-log
 * by job id, so a retried job does not send twice (docs/adr/0013-email-delivery.md).
 */
@Injectable()
export class SendPasswordResetEmailJob implements JobProcessor<PasswordResetEmailData> {
  readonly queue = QueueName.Email;
  readonly jobName = SEND_PASSWORD_RESET_EMAIL_JOB;
  private readonly logger = new Logger(SendPasswordResetEmailJob.name);

  constructor(
    private readonly delivery: EmailDelivery,
    private readonly vault: PersonalDataVault,
    private readonly resetTokens: ResetTokens,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async process(job: Job<PasswordResetEmailData>): Promise<void> {
    const to = await this.vault.open(job.data.email);
    if (!to) {
      this.logger.log({ userId: job.data.userId }, 'Reset e-mail skipped: the account was erased');
      return;
    }
    const link = `${this.config.appUrl}/reset-password?token=${encodeURIComponent(this.resetTokens.tokenFor(job.data.resetId))}`;
    await this.delivery.deliverOnce(job.id!, job.data.purpose === 'welcome' ? welcomeEmail(to, link) : resetEmail(to, link));
  }
}

function resetEmail(to: string, link: string) {
  return {
    to,
    subject: 'Reset your Threshold password',
    text: [
      'Someone asked to reset the password of your Threshold account.',
      '',
      'Choose a new password here (the link works once, for one hour):',
      link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

/**
 * Spec README "Where the documents disagree": a client an agent created gets a link to set their
 * own password (the agent never has to pass one on). It is the reset link with a week's life.
 */
function welcomeEmail(to: string, link: string) {
  return {
    to,
    subject: 'Your Threshold account is ready',
    text: [
      'Your agent created a Threshold account for you, so you can follow your transaction from contract to close.',
      '',
      `Sign in with this e-mail address (${to}). Choose your password here (the link works once, for seven days):`,
      link,
      '',
      'If you do not know this agent, ignore this e-mail.',
    ].join('\n'),
  };
}
