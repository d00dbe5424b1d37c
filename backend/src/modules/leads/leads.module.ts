import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { PersonalDataHolders } from '../../platform/privacy/personal-data-holders';
import { PersonalDataVault } from '../../platform/privacy/personal-data-vault';
import { LeadPersonalDataHolder } from './lead-personal-data.holder';
import { EraseLeadsOfEmailHandler } from './commands/erase-leads-of-email/erase-leads-of-email.handler';
import { JoinWaitlistHandler } from './commands/join-waitlist/join-waitlist.handler';
import { SubmitContactMessageHandler } from './commands/submit-contact-message/submit-contact-message.handler';
import { SubmitInvestorInquiryHandler } from './commands/submit-investor-inquiry/submit-investor-inquiry.handler';
import { leadEmailRoutes } from './lead-email.routes';
import { LeadsController } from './leads.controller';
import { LeadsProjection } from './projections/leads.projection';
import { ListLeadsHandler } from './queries/list-leads/list-leads.query';

/** Contact messages, investor enquiries and waitlist requests from the public site (issue #4). */
@Module({
  imports: [CqrsModule],
  controllers: [LeadsController],
  providers: [
    SubmitContactMessageHandler,
    SubmitInvestorInquiryHandler,
    JoinWaitlistHandler,
    EraseLeadsOfEmailHandler,
    ListLeadsHandler,
    LeadsProjection,
    LeadPersonalDataHolder,
  ],
})
export class LeadsModule implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly projection: LeadsProjection,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly vault: PersonalDataVault,
    private readonly holders: PersonalDataHolders,
    private readonly personalData: LeadPersonalDataHolder,
  ) {}

  onModuleInit(): void {
    this.registry.addProjection(this.projection);
    this.holders.add(this.personalData);
    for (const route of leadEmailRoutes(this.config.teamInbox, this.vault)) this.registry.addOutboxRoute(route);
  }
}
