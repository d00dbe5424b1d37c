import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { StoredEvent } from '../../../platform/event-store/event.types';
import { EventSubscriber } from '../../../platform/event-store/projection';
import { RealtimeService } from '../../../platform/realtime/realtime.service';
import { feedbackPolicy } from '../feedback.policy';
import { ListAllFeedback } from '../queries/list-all-feedback/list-all-feedback.query';

/**
 * Tells the open screens of a feedback item that an admin reviewed it (socket event `feedback.updated`
 * in room `feedback:<id>`): the admin console gets the whole row, the author their view of it.
 */
@Injectable()
export class FeedbackPushesSubscriber implements EventSubscriber {
  readonly name = 'feedback-pushes';
  readonly handles = ['FeedbackStatusChanged', 'FeedbackAdminNotesUpdated'];

  constructor(
    private readonly realtime: RealtimeService,
    private readonly queries: QueryBus,
  ) {}

  async handle(event: StoredEvent): Promise<void> {
    const { feedbackId } = event.data as { feedbackId: string };
    // The feedback read table is written inline with the event, so it already holds this change.
    const [row] = await this.queries.execute(new ListAllFeedback(feedbackId));
    if (row) this.realtime.emitToResource(feedbackPolicy, feedbackId, 'feedback.updated', row);
  }
}
