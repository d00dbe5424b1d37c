import { Command } from '@nestjs/cqrs';
import { EventMetadata } from '../../../../platform/event-store/event.types';

/** Spec 000 §2 "Reset password": a new password from the e-mailed link. */
export class ResetPassword extends Command<void> {
  constructor(
    readonly token: string,
    readonly password: string | undefined,
    readonly confirmPassword: string | undefined,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
