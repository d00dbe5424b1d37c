import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { executeOnStream } from '../../../../platform/event-store/command-handling';
import { EventStore } from '../../../../platform/event-store/event-store';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { PasswordHasher } from '../../auth/password-hasher';
import { IdentityMessages } from '../../domain/identity.errors';
import { validateNewPassword } from '../../domain/registration-form';
import { userDecider } from '../../domain/user.decide';
import { USER_STREAM_TYPE, userStream } from '../../domain/user.events';
import { ChangePassword } from './change-password.command';

@CommandHandler(ChangePassword)
export class ChangePasswordHandler implements ICommandHandler<ChangePassword> {
  constructor(
    private readonly store: EventStore,
    private readonly hasher: PasswordHasher,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async execute(command: ChangePassword): Promise<void> {
    const password = validateNewPassword(command.newPassword, command.confirmPassword, IdentityMessages.newPasswordsDoNotMatch);
    const [credentials] = await this.dataSource.query<{ password_hash: string }[]>(
      'SELECT password_hash FROM user_credentials WHERE user_id = $1',
      [command.userId],
    );
    const currentPasswordMatches = credentials ? await this.hasher.verify(command.currentPassword, credentials.password_hash) : false;
    // decide refuses a wrong current password before it looks at the new hash: no need to compute one.
    const passwordHash = currentPasswordMatches ? await this.hasher.hash(password) : '';
    await executeOnStream(
      this.store,
      userDecider,
      { type: 'ChangePassword', userId: command.userId, currentPasswordMatches, passwordHash },
      { streamId: userStream(command.userId), streamType: USER_STREAM_TYPE, metadata: command.metadata },
    );
  }
}
