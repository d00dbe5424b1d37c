import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { JobRegistry } from '../../platform/queue/job-registry';
import { CommandPipeline } from '../../platform/event-store/command-pipeline';
import { dataRequest } from './domain/data-request.decide';
import { AdminDataRequestsController, DataRequestsController } from './data-requests.controller';
import { DataExportStore } from './exports/data-export.store';
import { PersonalDataExportBuilder } from './exports/personal-data-export.builder';
import { IdentityGateway } from './identity.gateway';
import { FulfilDataRequestJob, RemoveDataExportsJob, dataRequestRoutes } from './jobs/fulfil-data-request.job';
import { DataRequestsProjection } from './projections/data-requests.projection';
import { GetRequesterProfileHandler } from './queries/get-requester-profile/get-requester-profile.query';
import { ListDataRequestsPageHandler } from './queries/list-data-requests-page/list-data-requests-page.query';
import { ListDataRequestsHandler } from './queries/list-data-requests/list-data-requests.query';

/** Data privacy requests: filing, the admin's handling, and real fulfilment (issue #3 part 8). */
@Module({
  imports: [CqrsModule],
  controllers: [DataRequestsController, AdminDataRequestsController],
  providers: [
    ListDataRequestsHandler,
    ListDataRequestsPageHandler,
    GetRequesterProfileHandler,
    DataRequestsProjection,
    DataExportStore,
    PersonalDataExportBuilder,
    IdentityGateway,
    FulfilDataRequestJob,
    RemoveDataExportsJob,
  ],
})
export class DataRequestsModule implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly jobs: JobRegistry,
    private readonly projection: DataRequestsProjection,
    private readonly fulfil: FulfilDataRequestJob,
    private readonly removeExports: RemoveDataExportsJob,
    private readonly pipeline: CommandPipeline,
  ) {}

  onModuleInit(): void {
    this.pipeline.register(dataRequest);
    this.registry.addProjection(this.projection);
    for (const route of dataRequestRoutes) this.registry.addOutboxRoute(route);
    this.jobs.add(this.fulfil);
    this.jobs.add(this.removeExports);
  }
}
