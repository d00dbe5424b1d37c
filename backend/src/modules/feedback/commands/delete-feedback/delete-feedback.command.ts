import { Command } from '@nestjs/cqrs';
import { EventMetadata } from '../../../../platform/event-store/event.types';

export class DeleteFeedback extends Command<void> {
  constructor(
    readonly feedbackId: string,
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
