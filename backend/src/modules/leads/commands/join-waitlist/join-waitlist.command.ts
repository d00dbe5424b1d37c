import { Command } from '@nestjs/cqrs';
import { EventMetadata } from '../../../../platform/event-store/event.types';
import { LeadCommand } from '../../domain/lead.decide';

export type JoinWaitlistFields = Omit<Extract<LeadCommand, { type: 'JoinWaitlist' }>, 'type' | 'leadId'>;

export class JoinWaitlist extends Command<{ leadId: string }> {
  constructor(
    readonly leadId: string,
    readonly fields: JoinWaitlistFields,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
