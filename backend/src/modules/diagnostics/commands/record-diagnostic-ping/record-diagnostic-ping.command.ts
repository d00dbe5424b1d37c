import { Command } from '@nestjs/cqrs';
import { EventMetadata } from '../../../../platform/event-store/event.types';

export class RecordDiagnosticPing extends Command<{ pingId: string }> {
  constructor(
    readonly pingId: string,
    readonly message: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
