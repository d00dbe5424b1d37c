import { Command } from '@nestjs/cqrs';
import { EventMetadata } from '../../../../platform/event-store/event.types';

export class AcknowledgeDiagnosticPing extends Command<void> {
  constructor(
    readonly pingId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
