import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { executeOnStream } from '../../../../platform/event-store/command-handling';
import { EventStore } from '../../../../platform/event-store/event-store';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { PersonalDataVault } from '../../../../platform/privacy/personal-data-vault';
import { AuthorErasedError, FeedbackNotFoundError, feedbackAdminNotes, feedbackDecider } from '../../domain/feedback.decide';
import { FEEDBACK_STREAM_TYPE, feedbackStream } from '../../domain/feedback.events';
import { ReviewFeedback } from './review-feedback.command';

@CommandHandler(ReviewFeedback)
export class ReviewFeedbackHandler implements ICommandHandler<ReviewFeedback> {
  constructor(
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async execute(command: ReviewFeedback): Promise<void> {
    const [row] = await this.dataSource.query<{ user_id: string; admin_notes: string | null }[]>(
      'SELECT user_id, admin_notes FROM feedback WHERE id = $1',
      [command.feedbackId],
    );
    if (!row) throw new FeedbackNotFoundError();
    let notes = feedbackAdminNotes(command.changes.adminNotes);
    // The notes field saves on every blur: an unchanged text is no change (and no event).
    if (notes !== undefined && notes === row.admin_notes) notes = undefined;
    let sealedNotes: string | null | undefined = notes === undefined || notes === null ? notes : undefined;
    if (typeof notes === 'string') {
      // Notes are about the author's feedback and may name people: sealed under the author (ADR 0004).
      if (await this.vault.isForgotten(row.user_id)) throw new AuthorErasedError();
      sealedNotes = await this.vault.seal(row.user_id, notes);
    }
    await executeOnStream(
      this.store,
      feedbackDecider,
      {
        type: 'ReviewFeedback',
        feedbackId: command.feedbackId,
        status: command.changes.status,
        adminNotes: sealedNotes,
        now: command.now,
      },
      { streamId: feedbackStream(command.feedbackId), streamType: FEEDBACK_STREAM_TYPE, metadata: command.metadata, retries: 3 },
    );
  }
}
