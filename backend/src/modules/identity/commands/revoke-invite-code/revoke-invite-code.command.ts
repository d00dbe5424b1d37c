import { Command } from '@nestjs/cqrs';
import { EventMetadata } from '../../../../platform/event-store/event.types';

/** Issue 11 item 5: an admin withdraws a code; registration refuses it from then on. */
export class RevokeInviteCode extends Command<void> {
  constructor(
    readonly code: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
