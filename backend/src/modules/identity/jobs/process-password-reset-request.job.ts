import { Inject, Injectable } from '@nestjs/common';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { executeOnStream } from '../../../platform/event-store/command-handling';
import { EventMetadata } from '../../../platform/event-store/event.types';
import { EventStore } from '../../../platform/event-store/event-store';
import { DATA_SOURCE } from '../../../platform/platform.tokens';
import { PersonalDataVault, SealedValue } from '../../../platform/privacy/personal-data-vault';
import { JobProcessor } from '../../../platform/queue/job-processor';
import { QueueName } from '../../../platform/queue/queue-names';
import { ResetTokens } from '../auth/reset-token';
import { userDecider } from '../domain/user.decide';
import { USER_STREAM_TYPE, userStream } from '../domain/user.events';

export const PROCESS_PASSWORD_RESET_REQUEST_JOB = 'process-password-reset-request';

/** Seals the address of a forgot-password request while it waits in Redis (it may match no user). */
export const PASSWORD_RESET_REQUESTS_SUBJECT = 'password-reset-requests';

export interface PasswordResetRequestData {
  requestId: string;
  email: SealedValue;
  metadata: EventMetadata;
}

/**
 * The forgot-password work that depends on whether the account exists, done off the request path
 * so both answers take the same time (issue 7 finding 7): look the address up, and for an account
 * record PasswordResetRequested (sealed e-mail, the token's hash); its outbox route then sends the
 * e-mail (send-password-reset-email.job.ts). An unknown address records nothing and sends nothing.
 *
 * The reset id is the request id, so a retry of this job after its append records nothing twice.
 */
@Injectable()
export class ProcessPasswordResetRequestJob implements JobProcessor<PasswordResetRequestData> {
  readonly queue = QueueName.Email;
  readonly jobName = PROCESS_PASSWORD_RESET_REQUEST_JOB;

  constructor(
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
    private readonly resetTokens: ResetTokens,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async process(job: Job<PasswordResetRequestData>): Promise<'requested' | 'no account' | 'already requested'> {
    const email = await this.vault.open(job.data.email);
    const [account] = email ? await this.dataSource.query<{ user_id: string }[]>('SELECT user_id FROM user_emails WHERE email_lower = $1', [email]) : [];
    if (!email || !account) return 'no account';
    const userId = account.user_id;
    const resetId = job.data.requestId;
    const { events } = await this.store.readStream(userStream(userId));
    if (events.some((e) => e.type === 'PasswordResetRequested' && (e.data as { resetId?: string }).resetId === resetId)) return 'already requested';
    await executeOnStream(
      this.store,
      userDecider,
      {
        type: 'RequestPasswordReset',
        userId,
        resetId,
        tokenHash: ResetTokens.hash(this.resetTokens.tokenFor(resetId)),
        email: await this.vault.seal(userId, email),
        now: new Date(),
      },
      { streamId: userStream(userId), streamType: USER_STREAM_TYPE, metadata: job.data.metadata },
    );
    return 'requested';
  }
}
