import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CommandPipeline } from '../../platform/event-store/command-pipeline';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { PersonalDataHolders } from '../../platform/privacy/personal-data-holders';
import { dealMessages } from './domain/messages.decide';
import { MessagePersonalDataHolder } from './message-personal-data.holder';
import { MessagesController } from './messages.controller';
import { DealMessagesProjection } from './projections/deal-messages.projection';
import { CountUnreadMessagesHandler, ListDealMessagesHandler } from './queries/list-deal-messages.query';
import { DealMessagesPushesSubscriber } from './subscribers/deal-messages-pushes.subscriber';

/** A deal's message thread between its agent and its client (issue 22 item 1; spec 002 §5; ADR 0044). */
@Module({
  imports: [CqrsModule],
  controllers: [MessagesController],
  providers: [ListDealMessagesHandler, CountUnreadMessagesHandler, DealMessagesProjection, DealMessagesPushesSubscriber, MessagePersonalDataHolder],
})
export class MessagesModule implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly projection: DealMessagesProjection,
    private readonly pushes: DealMessagesPushesSubscriber,
    private readonly pipeline: CommandPipeline,
    private readonly holders: PersonalDataHolders,
    private readonly personalData: MessagePersonalDataHolder,
  ) {}

  onModuleInit(): void {
    this.pipeline.register(dealMessages);
    this.registry.addProjection(this.projection);
    this.registry.addSubscriber(this.pushes);
    this.holders.add(this.personalData);
  }
}
