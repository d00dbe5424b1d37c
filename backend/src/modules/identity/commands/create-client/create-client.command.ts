import { Command } from '@nestjs/cqrs';
import { EventMetadata } from '../../../../platform/event-store/event.types';

export interface NewClient {
  fullName?: string | null;
  email?: string | null;
  phone?: string | null;
  /** The wizard's generated password (spec 001 §7); absent from the dashboard modal. */
  password?: string | null;
}

export interface CreatedClient {
  id: string;
  fullName: string;
  email: string;
  phone: string | null;
  createdAt: Date;
}

/** Spec 001 §5 "Create client": an agent (broker, team lead) makes a client account. */
export class CreateClient extends Command<CreatedClient> {
  constructor(
    readonly agentId: string,
    readonly client: NewClient,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
