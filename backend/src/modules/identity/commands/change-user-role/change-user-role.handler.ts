import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { executeOnStream } from '../../../../platform/event-store/command-handling';
import { EventStore } from '../../../../platform/event-store/event-store';
import { SessionService } from '../../auth/session.service';
import { userDecider } from '../../domain/user.decide';
import { USER_STREAM_TYPE, userStream } from '../../domain/user.events';
import { ChangeUserRole } from './change-user-role.command';

/**
 * The role lives in the access token, so after a change the user's sessions end: their next request
 * is refused and they sign in again with the new role (docs/adr/0006-identity.md). The sessions end
 * with the reason `role_changed`, which the refused refresh carries to the sign-in page.
 */
@CommandHandler(ChangeUserRole)
export class ChangeUserRoleHandler implements ICommandHandler<ChangeUserRole> {
  constructor(
    private readonly store: EventStore,
    private readonly sessions: SessionService,
  ) {}

  async execute(command: ChangeUserRole): Promise<void> {
    const { events } = await executeOnStream(
      this.store,
      userDecider,
      { type: 'ChangeRole', userId: command.userId, role: command.role, changedBy: command.metadata.actorId },
      { streamId: userStream(command.userId), streamType: USER_STREAM_TYPE, metadata: command.metadata },
    );
    if (events.length > 0) await this.sessions.endAllFor(command.userId, 'role_changed');
  }
}
