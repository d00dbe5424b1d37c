import { Command } from '@nestjs/cqrs';
import { EventMetadata } from '../../../../platform/event-store/event.types';

/** The worker's record that a deletion request was fulfilled; read tables scrub on the event. */
export class RecordPersonalDataErased extends Command<void> {
  constructor(
    readonly requestId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
