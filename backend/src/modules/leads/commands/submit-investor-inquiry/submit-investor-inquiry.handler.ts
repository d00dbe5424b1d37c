import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { executeOnStream } from '../../../../platform/event-store/command-handling';
import { EventStore } from '../../../../platform/event-store/event-store';
import { PersonalDataVault } from '../../../../platform/privacy/personal-data-vault';
import { sealLeadEvent } from '../../lead-personal-data';
import { leadDecider } from '../../domain/lead.decide';
import { LEAD_STREAM_TYPE, leadStream } from '../../domain/lead.events';
import { SubmitInvestorInquiry } from './submit-investor-inquiry.command';

@CommandHandler(SubmitInvestorInquiry)
export class SubmitInvestorInquiryHandler implements ICommandHandler<SubmitInvestorInquiry> {
  constructor(
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
  ) {}

  async execute(command: SubmitInvestorInquiry): Promise<{ leadId: string }> {
    await executeOnStream(
      this.store,
      leadDecider,
      { type: 'SubmitInvestorInquiry', leadId: command.leadId, ...command.fields },
      {
        streamId: leadStream(command.leadId),
        streamType: LEAD_STREAM_TYPE,
        metadata: command.metadata,
        beforeAppend: (events) => Promise.all(events.map((event) => sealLeadEvent(this.vault, event))),
      },
    );
    return { leadId: command.leadId };
  }
}
