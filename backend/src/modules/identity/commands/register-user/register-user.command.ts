import { Command } from '@nestjs/cqrs';
import { EventMetadata } from '../../../../platform/event-store/event.types';
import { RegistrationForm } from '../../domain/registration-form';
import { Role } from '../../domain/user.events';

/** Spec 000 §2 "Register": invite-only account creation from the public form. */
export class RegisterUser extends Command<{ userId: string; role: Role }> {
  constructor(
    readonly userId: string,
    readonly form: RegistrationForm,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
