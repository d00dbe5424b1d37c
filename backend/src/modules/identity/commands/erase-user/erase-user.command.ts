import { Command } from '@nestjs/cqrs';
import { EventMetadata } from '../../../../platform/event-store/event.types';

/**
 * Erases a person (spec 000 §6 "delete a user account"; spec 002 deletion requests): their key is
 * destroyed so every sealed copy in the log is unreadable, their read rows are scrubbed, and their
 * sessions, activity, tokens and logo are deleted. Idempotent: running it again finishes a half-done
 * erasure. Other modules send it through the command bus (identity.public.ts).
 */
export class EraseUser extends Command<void> {
  constructor(
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
