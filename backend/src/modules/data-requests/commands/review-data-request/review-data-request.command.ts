import { Command } from '@nestjs/cqrs';
import { EventMetadata } from '../../../../platform/event-store/event.types';

/** The admin's edit of one request: status (any value) and/or the note (spec 000 §2). */
export class ReviewDataRequest extends Command<void> {
  constructor(
    readonly requestId: string,
    readonly changes: { status?: string; adminNotes?: string | null },
    readonly metadata: EventMetadata,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
