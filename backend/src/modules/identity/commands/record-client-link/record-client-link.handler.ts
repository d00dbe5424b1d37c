import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandPipeline } from '../../../../platform/event-store/command-pipeline';
import { clientLink, clientLinkId } from '../../domain/client-link';
import { RecordClientLink } from './record-client-link.command';

@CommandHandler(RecordClientLink)
export class RecordClientLinkHandler implements ICommandHandler<RecordClientLink> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute(command: RecordClientLink): Promise<void> {
    const { agentId, clientId } = command;
    await this.pipeline.handle(clientLink, clientLinkId(agentId, clientId), { type: 'RecordClientLink', agentId, clientId }, { metadata: command.metadata });
  }
}
