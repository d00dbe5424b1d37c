import { Command } from '@nestjs/cqrs';
import { EventMetadata } from '../../../../platform/event-store/event.types';

export class SubmitDataRequest extends Command<{ requestId: string }> {
  constructor(
    readonly requestId: string,
    readonly userId: string,
    readonly fields: { requestType: string; reason?: string },
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
