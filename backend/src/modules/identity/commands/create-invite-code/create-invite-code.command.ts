import { Command } from '@nestjs/cqrs';
import { EventMetadata } from '../../../../platform/event-store/event.types';
import { InvitableRole } from '../../domain/user.events';

/** Spec 000 §2 Invite Codes: role default agent, max uses default 1 (minimum 1), notes, optional expiry. */
export class CreateInviteCode extends Command<{ code: string }> {
  constructor(
    readonly fields: { role: InvitableRole; maxUses: number; notes: string | null; expiresAt: string | null; createdBy: string },
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
