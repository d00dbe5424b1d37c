import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomInt, randomUUID } from 'node:crypto';
import { executeOnStream } from '../../../../platform/event-store/command-handling';
import { EventStore } from '../../../../platform/event-store/event-store';
import { ConcurrencyError } from '../../../../platform/event-store/event-store.errors';
import { generateInviteCode, inviteCodeDecider, InviteCodeTakenError } from '../../domain/invite-code.decide';
import { INVITE_CODE_STREAM_TYPE, inviteCodeStream } from '../../domain/invite-code.events';
import { CreateInviteCode } from './create-invite-code.command';

const ATTEMPTS = 5;

/** A code is its own stream; in the rare case the drawn code exists, another is drawn. */
@CommandHandler(CreateInviteCode)
export class CreateInviteCodeHandler implements ICommandHandler<CreateInviteCode> {
  constructor(private readonly store: EventStore) {}

  async execute(command: CreateInviteCode): Promise<{ code: string }> {
    for (let attempt = 1; ; attempt += 1) {
      const code = generateInviteCode((below) => randomInt(below));
      try {
        await executeOnStream(
          this.store,
          inviteCodeDecider,
          { type: 'CreateInviteCode', inviteCodeId: randomUUID(), code, ...command.fields, now: new Date() },
          { streamId: inviteCodeStream(code), streamType: INVITE_CODE_STREAM_TYPE, metadata: command.metadata, retries: 0 },
        );
        return { code };
      } catch (error) {
        const clash = error instanceof InviteCodeTakenError || error instanceof ConcurrencyError;
        if (!clash || attempt >= ATTEMPTS) throw error;
      }
    }
  }
}
