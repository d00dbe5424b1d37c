import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { executeOnStream } from '../../../../platform/event-store/command-handling';
import { EventStore } from '../../../../platform/event-store/event-store';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { PasswordHasher } from '../../auth/password-hasher';
import { ResetTokens } from '../../auth/reset-token';
import { SessionService } from '../../auth/session.service';
import { ResetLinkInvalidError } from '../../domain/identity.errors';
import { validateNewPassword } from '../../domain/registration-form';
import { userDecider } from '../../domain/user.decide';
import { USER_STREAM_TYPE, userStream } from '../../domain/user.events';
import { ResetPassword } from './reset-password.command';

/**
 * The token is found by its hash; the user stream decides whether it is still outstanding and
 * unexpired, and the append at the read version makes it single-use even under a double submit.
 * Every session of the account ends: whoever knew the old password is signed out.
 */
@CommandHandler(ResetPassword)
export class ResetPasswordHandler implements ICommandHandler<ResetPassword> {
  constructor(
    private readonly store: EventStore,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async execute(command: ResetPassword): Promise<void> {
    const password = validateNewPassword(command.password, command.confirmPassword);
    const tokenHash = ResetTokens.hash(command.token);
    const [request] = await this.dataSource.query<{ user_id: string }[]>(
      'SELECT user_id FROM password_reset_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
      [tokenHash],
    );
    if (!request) throw new ResetLinkInvalidError();
    const userId = request.user_id;
    const passwordHash = await this.hasher.hash(password);
    await executeOnStream(
      this.store,
      userDecider,
      { type: 'ResetPassword', userId, tokenHash, passwordHash, now: new Date() },
      { streamId: userStream(userId), streamType: USER_STREAM_TYPE, metadata: { ...command.metadata, actorId: command.metadata.actorId ?? userId } },
    );
    await this.sessions.endAllFor(userId);
  }
}
