import { Command } from '@nestjs/cqrs';
import { EventMetadata } from '../../../../platform/event-store/event.types';
import { LeadCommand } from '../../domain/lead.decide';

export type SubmitContactMessageFields = Omit<Extract<LeadCommand, { type: 'SubmitContactMessage' }>, 'type' | 'leadId'>;

export class SubmitContactMessage extends Command<{ leadId: string }> {
  constructor(
    readonly leadId: string,
    readonly fields: SubmitContactMessageFields,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
