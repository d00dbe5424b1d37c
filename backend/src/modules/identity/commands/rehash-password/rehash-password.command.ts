import { Command } from '@nestjs/cqrs';
import { EventMetadata } from '../../../../platform/event-store/event.types';

/**
 * Replaces a legacy (bcrypt) or weaker hash after a successful sign-in, the only moment the
 * password is known. `streamVersion` is the user's stream version read together with the old hash:
 * if anything was appended since (a password change above all), the rehash is dropped, never
 * allowed to bring an old password back.
 */
export class RehashPassword extends Command<void> {
  constructor(
    readonly userId: string,
    readonly password: string,
    readonly streamVersion: number,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
