import { Module, OnModuleInit } from '@nestjs/common';
import { CommandPipeline } from '../../platform/event-store/command-pipeline';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { CalendarFeedsController, CalendarSubscriptionController } from './calendar.controller';
import { calendarFeed } from './domain/calendar-feed';
import { CalendarFeedsProjection } from './projections/calendar-feeds.projection';
import { CalendarFeedsReader } from './queries/calendar-feeds.reader';

/** Calendar subscriptions to deal milestones (issue 10 item 9). */
@Module({
  controllers: [CalendarFeedsController, CalendarSubscriptionController],
  providers: [CalendarFeedsProjection, CalendarFeedsReader],
})
export class CalendarModule implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly projection: CalendarFeedsProjection,
    private readonly pipeline: CommandPipeline,
  ) {}

  onModuleInit(): void {
    this.pipeline.register(calendarFeed);
    this.registry.addProjection(this.projection);
  }
}
