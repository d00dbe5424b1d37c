import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { executeOnStream } from '../../../../platform/event-store/command-handling';
import { EventStore } from '../../../../platform/event-store/event-store';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { PersonalDataVault } from '../../../../platform/privacy/personal-data-vault';
import { ResetTokens } from '../../auth/reset-token';
import { normalizeEmail } from '../../domain/registration-form';
import { userDecider } from '../../domain/user.decide';
import { USER_STREAM_TYPE, userStream } from '../../domain/user.events';
import { RequestPasswordReset } from './request-password-reset.command';

/**
 * Records PasswordResetRequested (sealed e-mail, the token's hash, a random reset id); the e-mail
 * goes out from the outbox (jobs/send-password-reset-email.job.ts). An unknown address records
 * nothing and gets the same answer.
 */
@CommandHandler(RequestPasswordReset)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordReset> {
  constructor(
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
    private readonly resetTokens: ResetTokens,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async execute(command: RequestPasswordReset): Promise<void> {
    const email = normalizeEmail(command.email);
    const [account] = await this.dataSource.query<{ user_id: string }[]>('SELECT user_id FROM user_emails WHERE email_lower = $1', [email]);
    if (!account) return;
    const userId = account.user_id;
    const resetId = randomUUID();
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
      { streamId: userStream(userId), streamType: USER_STREAM_TYPE, metadata: command.metadata },
    );
  }
}
