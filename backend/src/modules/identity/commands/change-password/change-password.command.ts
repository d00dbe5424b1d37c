import { Command } from '@nestjs/cqrs';
import { EventMetadata } from '../../../../platform/event-store/event.types';

/** The signed-in user's own password change (spec 000 §9 "client change": at least 6 characters). */
export class ChangePassword extends Command<void> {
  constructor(
    readonly userId: string,
    readonly currentPassword: string,
    readonly newPassword: string | undefined,
    readonly confirmPassword: string | undefined,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
