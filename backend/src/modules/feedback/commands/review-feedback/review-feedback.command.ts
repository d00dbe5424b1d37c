import { Command } from '@nestjs/cqrs';
import { EventMetadata } from '../../../../platform/event-store/event.types';

/** The admin's edit of one feedback: status and/or notes (spec 000 §2). */
export class ReviewFeedback extends Command<void> {
  constructor(
    readonly feedbackId: string,
    readonly changes: { status?: string; adminNotes?: string | null },
    readonly metadata: EventMetadata,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
