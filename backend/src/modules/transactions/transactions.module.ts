import { DeadlineAlertsController } from './http/deadline-alerts.controller';
import { TransactionUtilitiesController } from './http/transaction-utilities.controller';
import { ClientCheckInsController } from './http/client-check-ins.controller';
import { ClientCheckInsProjection } from './projections/client-check-ins.projection';
import { ListClientCheckInsHandler } from './queries/list-check-ins/list-check-ins.query';
import { TransactionUtilitiesProjection } from './projections/transaction-utilities.projection';
import { ListTransactionUtilitiesHandler } from './queries/list-transaction-utilities/list-transaction-utilities.query';
import { ListDeadlineAlertsHandler } from './queries/list-deadline-alerts/list-deadline-alerts.query';
import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CommandPipeline } from '../../platform/event-store/command-pipeline';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { JobRegistry } from '../../platform/queue/job-registry';
import { transaction } from './domain/transaction.decide';
import { MilestonesController } from './http/milestones.controller';
import { TransactionTasksController } from './http/transaction-tasks.controller';
import { HandleGenerateTasksJob } from './jobs/handle-generate-tasks.job';
import { TransactionTasksProjection } from './projections/transaction-tasks.projection';
import { ListTransactionTasksHandler } from './queries/list-transaction-tasks/list-transaction-tasks.query';
import { ListUpcomingTasksHandler } from './queries/list-upcoming-tasks/list-upcoming-tasks.query';
import { TransactionMilestonesProjection } from './projections/transaction-milestones.projection';
import { TransactionUploadsController } from './http/transaction-uploads.controller';
import { TransactionPhotosProjection } from './projections/transaction-photos.projection';
import { MilestoneEducationProjection } from './projections/milestone-education.projection';
import { TransactionsProjection } from './projections/transactions.projection';
import { GetTransactionFileHandler } from './queries/get-transaction-file/get-transaction-file.query';
import { ListTransactionDocumentsHandler } from './queries/list-transaction-documents/list-transaction-documents.query';
import { GetTransactionHandler } from './queries/get-transaction/get-transaction.query';
import { ListTransactionContactsHandler } from './queries/list-transaction-contacts/list-transaction-contacts.query';
import { ListTransactionMilestonesHandler } from './queries/list-transaction-milestones/list-transaction-milestones.query';
import { ListTransactionsHandler } from './queries/list-transactions/list-transactions.query';
import { ListUpcomingMilestonesHandler } from './queries/list-upcoming-milestones/list-upcoming-milestones.query';
import { ClientProfilePushesSubscriber } from './subscribers/client-profile-pushes.subscriber';
import { TransactionPushesSubscriber } from './subscribers/transaction-pushes.subscriber';
import { TransactionClientController } from './http/transaction-client.controller';
import { TransactionAgentCardController } from './http/transaction-agent-card.controller';
import { TransactionsController } from './transactions.controller';
import { DeadlineAlertsJob } from './jobs/deadline-alerts.job';
import { MilestoneIntegrityService } from './queries/milestone-integrity/milestone-integrity.service';
import { PersonalDataHolders } from '../../platform/privacy/personal-data-holders';
import { TransactionPersonalDataHolder } from './transaction-personal-data.holder';

/** The deal aggregate, its API and read model (issue 9; spec 001 §3–§5, 002 §3–§8; ADR 0020, 0021). */
@Module({
  imports: [CqrsModule],
  // Milestones and tasks first: their fixed paths (/transactions/upcoming-…) must match before /transactions/:id.
  controllers: [DeadlineAlertsController, MilestonesController, TransactionTasksController, TransactionsController, TransactionClientController, TransactionAgentCardController, TransactionUploadsController, TransactionUtilitiesController, ClientCheckInsController],
  providers: [
    ListDeadlineAlertsHandler,
    TransactionsProjection,
    TransactionMilestonesProjection,
    TransactionPhotosProjection,
    MilestoneEducationProjection,
    DeadlineAlertsJob,
    MilestoneIntegrityService,
    TransactionTasksProjection,
    TransactionUtilitiesProjection,
    ListTransactionUtilitiesHandler,
    ClientCheckInsProjection,
    ListClientCheckInsHandler,
    HandleGenerateTasksJob,
    TransactionPushesSubscriber,
    ClientProfilePushesSubscriber,
    GetTransactionHandler,
    GetTransactionFileHandler,
    ListTransactionsHandler,
    ListTransactionContactsHandler,
    ListTransactionDocumentsHandler,
    ListUpcomingMilestonesHandler,
    ListTransactionMilestonesHandler,
    ListTransactionTasksHandler,
    ListUpcomingTasksHandler,
    TransactionPersonalDataHolder,
  ],
})
export class TransactionsModule implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly projection: TransactionsProjection,
    private readonly milestones: TransactionMilestonesProjection,
    private readonly photos: TransactionPhotosProjection,
    private readonly education: MilestoneEducationProjection,
    private readonly tasks: TransactionTasksProjection,
    private readonly utilities: TransactionUtilitiesProjection,
    private readonly checkIns: ClientCheckInsProjection,
    private readonly generateTasks: HandleGenerateTasksJob,
    private readonly pipeline: CommandPipeline,
    private readonly jobs: JobRegistry,
    private readonly deadlineAlerts: DeadlineAlertsJob,
    private readonly pushes: TransactionPushesSubscriber,
    private readonly clientProfilePushes: ClientProfilePushesSubscriber,
    private readonly holders: PersonalDataHolders,
    private readonly personalData: TransactionPersonalDataHolder,
  ) {}

  onModuleInit(): void {
    this.pipeline.register(transaction);
    this.registry.addProjection(this.projection);
    // After the deal's own projection: it regenerates milestones and updates the row that one wrote (ADR 0024).
    this.registry.addProjection(this.milestones);
    this.registry.addProjection(this.photos);
    this.registry.addProjection(this.education);
    this.registry.addProjection(this.tasks);
    this.registry.addProjection(this.utilities);
    this.registry.addProjection(this.checkIns);
    this.jobs.add(this.generateTasks);
    this.jobs.add(this.deadlineAlerts);
    this.registry.addSubscriber(this.pushes);
    this.registry.addSubscriber(this.clientProfilePushes);
    this.holders.add(this.personalData);
  }
}
