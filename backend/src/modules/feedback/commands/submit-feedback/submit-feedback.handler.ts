import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { executeOnStream } from '../../../../platform/event-store/command-handling';
import { EventStore } from '../../../../platform/event-store/event-store';
import { PersonalDataVault } from '../../../../platform/privacy/personal-data-vault';
import { feedbackDecider, feedbackText } from '../../domain/feedback.decide';
import { FEEDBACK_STREAM_TYPE, feedbackStream } from '../../domain/feedback.events';
import { SubmitFeedback } from './submit-feedback.command';

@CommandHandler(SubmitFeedback)
export class SubmitFeedbackHandler implements ICommandHandler<SubmitFeedback> {
  constructor(
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
  ) {}

  async execute(command: SubmitFeedback): Promise<{ feedbackId: string }> {
    const { title, description } = feedbackText(command.fields.title, command.fields.description);
    // The text may name people: it enters the log sealed with the author as subject (ADR 0004).
    await executeOnStream(
      this.store,
      feedbackDecider,
      {
        type: 'SubmitFeedback',
        feedbackId: command.feedbackId,
        userId: command.userId,
        feedbackType: command.fields.feedbackType,
        category: command.fields.category,
        priority: command.fields.priority,
        title: await this.vault.seal(command.userId, title),
        description: await this.vault.seal(command.userId, description),
      },
      { streamId: feedbackStream(command.feedbackId), streamType: FEEDBACK_STREAM_TYPE, metadata: command.metadata },
    );
    return { feedbackId: command.feedbackId };
  }
}
