import { Command } from '@nestjs/cqrs';
import { EventMetadata } from '../../../../platform/event-store/event.types';

/** The worker's note that the export of an access request is stored and may be downloaded. */
export class RecordDataExport extends Command<void> {
  constructor(
    readonly requestId: string,
    readonly metadata: EventMetadata,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
