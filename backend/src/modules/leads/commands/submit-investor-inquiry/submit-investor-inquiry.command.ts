import { Command } from '@nestjs/cqrs';
import { EventMetadata } from '../../../../platform/event-store/event.types';
import { LeadCommand } from '../../domain/lead.decide';

export type SubmitInvestorInquiryFields = Omit<Extract<LeadCommand, { type: 'SubmitInvestorInquiry' }>, 'type' | 'leadId'>;

export class SubmitInvestorInquiry extends Command<{ leadId: string }> {
  constructor(
    readonly leadId: string,
    readonly fields: SubmitInvestorInquiryFields,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
