import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { executeOnStream } from '../../../../platform/event-store/command-handling';
import { EventStore } from '../../../../platform/event-store/event-store';
import { leadDecider } from '../../domain/lead.decide';
import { LEAD_STREAM_TYPE, leadStream } from '../../domain/lead.events';
import { JoinWaitlist } from './join-waitlist.command';

@CommandHandler(JoinWaitlist)
export class JoinWaitlistHandler implements ICommandHandler<JoinWaitlist> {
  constructor(private readonly store: EventStore) {}

  async execute(command: JoinWaitlist): Promise<{ leadId: string }> {
    await executeOnStream(
      this.store,
      leadDecider,
      { type: 'JoinWaitlist', leadId: command.leadId, ...command.fields },
      { streamId: leadStream(command.leadId), streamType: LEAD_STREAM_TYPE, metadata: command.metadata },
    );
    return { leadId: command.leadId };
  }
}
