import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { PersonalDataHolders } from '../../platform/privacy/personal-data-holders';
import { PersonalDataVault } from '../../platform/privacy/personal-data-vault';
import { LeadPersonalDataHolder } from './lead-personal-data.holder';
import { EraseLeadsOfEmailHandler } from './commands/erase-leads-of-email/erase-leads-of-email.handler';
import { CommandPipeline } from '../../platform/event-store/command-pipeline';
import { lead } from './domain/lead.decide';
import { leadEmailRoutes } from './lead-email.routes';
import { LeadsController } from './leads.controller';
import { LeadsProjection } from './projections/leads.projection';
import { ListLeadsHandler } from './queries/list-leads/list-leads.query';

/** Contact messages, investor enquiries and waitlist requests from the public site (issue #4). */
@Module({
  imports: [CqrsModule],
  controllers: [LeadsController],
  providers: [
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
    private readonly pipeline: CommandPipeline,
  ) {}

  onModuleInit(): void {
    this.pipeline.register(lead);
    this.registry.addProjection(this.projection);
    this.holders.add(this.personalData);
    for (const route of leadEmailRoutes(this.config.teamInbox, this.vault)) this.registry.addOutboxRoute(route);
  }
}
