import { Command } from '@nestjs/cqrs';
import { EventMetadata } from '../../../../platform/event-store/event.types';
import { Role } from '../../domain/user.events';

/** Spec 000 §6: the admin changes any user's role among the five. */
export class ChangeUserRole extends Command<void> {
  constructor(
    readonly userId: string,
    readonly role: Role,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
