import { Command } from '@nestjs/cqrs';
import { EventMetadata } from '../../../../platform/event-store/event.types';
import type { HandleOptions } from '../../../../platform/event-store/command-pipeline';

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
    /** The admin route's If-Match and ETag (ADR 0016); a deletion request sends none. */
    readonly pin: Pick<HandleOptions, 'expectedVersion' | 'onVersion'> = {},
  ) {
    super();
  }
}
