import { Command } from '@nestjs/cqrs';
import { EventMetadata } from '../../../../platform/event-store/event.types';

/** A link the system records as made, asked and accepted at once (the demo brokerage's deals; ADR 0039). */
export class RecordClientLink extends Command<void> {
  constructor(
    readonly agentId: string,
    readonly clientId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
