import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { CommandPipeline } from '../../platform/event-store/command-pipeline';
import { feedback } from './domain/feedback.decide';
import { AdminFeedbackController, FeedbackController } from './feedback.controller';
import { FeedbackProjection } from './projections/feedback.projection';
import { ListAllFeedbackHandler } from './queries/list-all-feedback/list-all-feedback.query';
import { ListFeedbackPageHandler } from './queries/list-feedback-page/list-feedback-page.query';
import { ListOwnFeedbackHandler } from './queries/list-own-feedback/list-own-feedback.query';
import { FeedbackPushesSubscriber } from './subscribers/feedback-pushes.subscriber';

/** Platform feedback from agents, reviewed by admins (issue #3 part 7; spec 000 §2, 001 §2.2). */
@Module({
  imports: [CqrsModule],
  controllers: [FeedbackController, AdminFeedbackController],
  providers: [
    ListOwnFeedbackHandler,
    ListAllFeedbackHandler,
    ListFeedbackPageHandler,
    FeedbackProjection,
    FeedbackPushesSubscriber,
  ],
})
export class FeedbackModule implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly projection: FeedbackProjection,
    private readonly pushes: FeedbackPushesSubscriber,
    private readonly pipeline: CommandPipeline,
  ) {}

  onModuleInit(): void {
    this.pipeline.register(feedback);
    this.registry.addProjection(this.projection);
    this.registry.addSubscriber(this.pushes);
  }
}
