import { Command } from '@nestjs/cqrs';
import { EventMetadata } from '../../../../platform/event-store/event.types';

export interface SubmitFeedbackFields {
  feedbackType?: string;
  category?: string;
  priority?: string;
  title: string;
  description: string;
}

export class SubmitFeedback extends Command<{ feedbackId: string }> {
  constructor(
    readonly feedbackId: string,
    readonly userId: string,
    readonly fields: SubmitFeedbackFields,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
