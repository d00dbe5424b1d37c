import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { AuditController } from './audit.controller';
import { AuditTrailProjection } from './projections/audit-trail.projection';
import { HasAuditedHandler } from './queries/has-audited/has-audited.query';
import { ListAuditActionsHandler } from './queries/list-audit-actions/list-audit-actions.query';
import { ListAuditEntriesHandler } from './queries/list-audit-entries/list-audit-entries.query';

/** Who did what, when: one entry per event, for admins (issue #3 part 9). */
@Module({
  imports: [CqrsModule],
  controllers: [AuditController],
  providers: [AuditTrailProjection, ListAuditEntriesHandler, ListAuditActionsHandler, HasAuditedHandler],
})
export class AuditModule implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly projection: AuditTrailProjection,
  ) {}

  onModuleInit(): void {
    this.registry.addProjection(this.projection);
  }
}
