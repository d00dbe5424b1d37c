import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { executeOnStream } from '../../../../platform/event-store/command-handling';
import { EventStore } from '../../../../platform/event-store/event-store';
import { inviteCodeDecider } from '../../domain/invite-code.decide';
import { INVITE_CODE_STREAM_TYPE, inviteCodeStream } from '../../domain/invite-code.events';
import { RevokeInviteCode } from './revoke-invite-code.command';

/**
 * Appends InviteCodeRevoked to the code's stream. A registration racing the revocation appends at
 * the version it read, so one of the two loses and re-reads: no use is taken after the revocation.
 */
@CommandHandler(RevokeInviteCode)
export class RevokeInviteCodeHandler implements ICommandHandler<RevokeInviteCode> {
  constructor(private readonly store: EventStore) {}

  async execute(command: RevokeInviteCode): Promise<void> {
    await executeOnStream(
      this.store,
      inviteCodeDecider,
      { type: 'RevokeInviteCode', code: command.code, revokedBy: command.metadata.actorId },
      { streamId: inviteCodeStream(command.code), streamType: INVITE_CODE_STREAM_TYPE, metadata: command.metadata },
    );
  }
}
