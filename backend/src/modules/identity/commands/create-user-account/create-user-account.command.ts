import { Command } from '@nestjs/cqrs';
import { EventMetadata } from '../../../../platform/event-store/event.types';
import { Role } from '../../domain/user.events';

export interface NewAccount {
  email: string;
  fullName: string;
  phone?: string | null;
  company?: string | null;
  licenseNumber?: string | null;
  role: Role;
  password: string;
}

/**
 * An account made without an invite code: the demo seed, and (agent document) client accounts an
 * agent creates. Same events as a registration.
 */
export class CreateUserAccount extends Command<{ userId: string; role: Role }> {
  constructor(
    readonly userId: string,
    readonly account: NewAccount,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
