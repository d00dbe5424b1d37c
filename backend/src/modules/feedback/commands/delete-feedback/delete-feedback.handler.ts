import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { executeOnStream } from '../../../../platform/event-store/command-handling';
import { EventStore } from '../../../../platform/event-store/event-store';
import { feedbackDecider } from '../../domain/feedback.decide';
import { FEEDBACK_STREAM_TYPE, feedbackStream } from '../../domain/feedback.events';
import { DeleteFeedback } from './delete-feedback.command';

@CommandHandler(DeleteFeedback)
export class DeleteFeedbackHandler implements ICommandHandler<DeleteFeedback> {
  constructor(private readonly store: EventStore) {}

  async execute(command: DeleteFeedback): Promise<void> {
    // A conflict is retried on fresh state, so an admin's status change in between is seen by decide.
    await executeOnStream(
      this.store,
      feedbackDecider,
      { type: 'DeleteFeedback', feedbackId: command.feedbackId, userId: command.userId },
      { streamId: feedbackStream(command.feedbackId), streamType: FEEDBACK_STREAM_TYPE, metadata: command.metadata },
    );
  }
}
