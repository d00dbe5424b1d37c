import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { executeOnStream } from '../../../../platform/event-store/command-handling';
import { EventStore } from '../../../../platform/event-store/event-store';
import { PasswordHasher } from '../../auth/password-hasher';
import { userDecider } from '../../domain/user.decide';
import { USER_STREAM_TYPE, userStream } from '../../domain/user.events';
import { RehashPassword } from './rehash-password.command';

@CommandHandler(RehashPassword)
export class RehashPasswordHandler implements ICommandHandler<RehashPassword> {
  constructor(
    private readonly store: EventStore,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(command: RehashPassword): Promise<void> {
    const { userId } = command;
    const passwordHash = await this.hasher.hash(command.password);
    await executeOnStream(
      this.store,
      userDecider,
      { type: 'RehashPassword', userId, passwordHash },
      { streamId: userStream(userId), streamType: USER_STREAM_TYPE, metadata: command.metadata, expectedVersion: command.streamVersion },
    );
  }
}
