import { Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { executeOnStream } from '../../../../platform/event-store/command-handling';
import { EventStore } from '../../../../platform/event-store/event-store';
import { PersonalDataVault } from '../../../../platform/privacy/personal-data-vault';
import { LogoStorage } from '../../auth/logo-storage';
import { SessionService } from '../../auth/session.service';
import { userDecider } from '../../domain/user.decide';
import { USER_STREAM_TYPE, userStream } from '../../domain/user.events';
import { EraseUser } from './erase-user.command';

const LOGO_EXTENSIONS = ['png', 'jpg', 'gif', 'webp', 'svg'];

@CommandHandler(EraseUser)
export class EraseUserHandler implements ICommandHandler<EraseUser> {
  private readonly logger = new Logger(EraseUserHandler.name);

  constructor(
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
    private readonly sessions: SessionService,
    private readonly logos: LogoStorage,
  ) {}

  async execute(command: EraseUser): Promise<void> {
    const { userId } = command;
    // UserErased first: the inline projection scrubs the profile and drops e-mail, credentials and reset rows.
    await executeOnStream(
      this.store,
      userDecider,
      { type: 'EraseUser', userId, erasedBy: command.metadata.actorId },
      { streamId: userStream(userId), streamType: USER_STREAM_TYPE, metadata: command.metadata },
    );
    await this.vault.forget(userId);
    await this.sessions.deleteAllFor(userId);
    for (const extension of LOGO_EXTENSIONS) {
      await this.logos.remove(`${userId}-logo.${extension}`).catch((error: unknown) => this.logger.warn({ err: error, userId }, 'Logo not removed'));
    }
    this.logger.log({ userId }, 'User erased');
  }
}
