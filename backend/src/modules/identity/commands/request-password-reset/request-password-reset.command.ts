import { Command } from '@nestjs/cqrs';
import { EventMetadata } from '../../../../platform/event-store/event.types';

/** Spec 000 §4 "Password reset": request a link (it leads to /reset-password). */
export class RequestPasswordReset extends Command<void> {
  constructor(
    readonly email: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
