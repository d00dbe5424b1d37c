import { Command } from '@nestjs/cqrs';
import { EventMetadata } from '../../../../platform/event-store/event.types';

/** What the agent learns of an invitation: no name or phone until the client accepts. */
export interface SentClientInvitation {
  clientId: string;
  email: string;
}

/** Issue 18 item 5: an agent invites an existing client account, by its e-mail, to be their client. */
export class InviteClient extends Command<SentClientInvitation> {
  constructor(
    readonly agentId: string,
    readonly email: string | undefined,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
