import { OversightController } from './oversight/http/oversight.controller';
import { GetOversightDashboardHandler } from './oversight/queries/oversight-dashboard.query';
import { AlertsController } from './milestones/http/alerts.controller';
import { TransactionVendorsController } from './transaction-vendors/http/transaction-vendors.controller';
import { TransactionVendorsProjection } from './transaction-vendors/projections/transaction-vendors.projection';
import { ListTransactionVendorsHandler } from './transaction-vendors/queries/list-transaction-vendors.query';
import { TransactionUtilitiesController } from './utilities/http/transaction-utilities.controller';
import { ClientCheckInsController } from './check-ins/http/client-check-ins.controller';
import { ClientCheckInsProjection } from './check-ins/projections/client-check-ins.projection';
import { ListClientCheckInsHandler } from './check-ins/queries/list-check-ins.query';
import { TransactionUtilitiesProjection } from './utilities/projections/transaction-utilities.projection';
import { ListTransactionUtilitiesHandler } from './utilities/queries/list-transaction-utilities.query';
import { ListAlertsHandler } from './milestones/queries/list-alerts.query';
import { Module, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { DocumentLinkOpenController, DocumentLinksController } from './documents/http/document-links.controller';
import { DocumentLinkClock, DocumentLinkSigner } from './documents/http/document-link-signer';
import { DocumentLinksProjection } from './documents/projections/document-links.projection';
import { documentLinkEmailRoute, SendDocumentLinkEmailJob } from './documents/jobs/send-document-link-email.job';
import { ReviewController } from './review/review.controller';
import { reviewEmailRoutes, SendReviewEmailJob } from './review/review-email.job';
import { NewAgentEmailJob, newAgentEmailRoute } from './lifecycle/jobs/new-agent-email.job';
import { CqrsModule } from '@nestjs/cqrs';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { OversightReadInterceptor } from './kernel/oversight-reads';
import { TransactionOversightReadsController } from './lifecycle/http/transaction-oversight-reads.controller';
import { CommandPipeline } from '../../platform/event-store/command-pipeline';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { JobRegistry } from '../../platform/queue/job-registry';
import { transaction } from './transaction.aggregate';
import { MilestonesController } from './milestones/http/milestones.controller';
import { TransactionTasksController } from './tasks/http/transaction-tasks.controller';
import { HandleGenerateTasksJob } from './tasks/jobs/handle-generate-tasks.job';
import { TransactionTasksProjection } from './tasks/projections/transaction-tasks.projection';
import { ListTransactionTasksHandler } from './tasks/queries/list-transaction-tasks.query';
import { ListUpcomingTasksHandler } from './tasks/queries/list-upcoming-tasks.query';
import { TransactionMilestonesProjection } from './milestones/projections/transaction-milestones.projection';
import { TransactionUploadsController } from './documents/http/transaction-uploads.controller';
import { ClientUploadsController } from './documents/http/client-uploads.controller';
import { TransactionPhotosProjection } from './documents/projections/transaction-photos.projection';
import { TransactionDocumentsProjection } from './documents/projections/transaction-documents.projection';
import { MilestoneEducationProjection } from './milestones/projections/milestone-education.projection';
import { TransactionsProjection } from './lifecycle/projections/transactions.projection';
import { GetTransactionFileHandler } from './documents/queries/get-transaction-file.query';
import { ListTransactionDocumentsHandler } from './documents/queries/list-transaction-documents.query';
import { GetTransactionHandler } from './kernel/get-transaction.query';
import { ListTransactionContactsHandler } from './contacts/queries/list-transaction-contacts.query';
import { ListTransactionMilestonesHandler } from './milestones/queries/list-transaction-milestones.query';
import { ListRemovedMilestonesHandler } from './milestones/queries/list-removed-milestones.query';
import { ListTransactionsHandler } from './lifecycle/queries/list-transactions.query';
import { ListUpcomingMilestonesHandler } from './milestones/queries/list-upcoming-milestones.query';
import { ClientProfilePushesSubscriber } from './lifecycle/subscribers/client-profile-pushes.subscriber';
import { TransactionPushesSubscriber } from './lifecycle/subscribers/transaction-pushes.subscriber';
import { TransactionClientController } from './lifecycle/http/transaction-client.controller';
import { TransactionReassignController } from './lifecycle/http/transaction-reassign.controller';
import { TransactionAgentCardController } from './lifecycle/http/transaction-agent-card.controller';
import { TransactionsController } from './lifecycle/http/transactions.controller';
import { TransactionContactsController } from './contacts/http/transaction-contacts.controller';
import { TransactionContactsProjection } from './contacts/projections/transaction-contacts.projection';
import { TransactionMilestonesController } from './milestones/http/transaction-milestones.controller';
import { DeadlineAlertsJob } from './milestones/jobs/deadline-alerts.job';
import { MilestoneIntegrityService } from './milestones/queries/milestone-integrity.service';
import { PersonalDataHolders } from '../../platform/privacy/personal-data-holders';
import { TransactionPersonalDataHolder } from './transaction-personal-data.holder';
import { ClientUploadsPersonalDataHolder } from './documents/client-uploads.holder';
import { HomeVaultController } from './home-vault/http/home-vault.controller';
import { GetHomeVaultHandler, HomeVaultSources } from './home-vault/queries/get-home-vault.query';
import { DealHomeVaultSources } from './home-vault.sources';

/** The deal aggregate, its API and read model (issue 9; spec 001 §3–§5, 002 §3–§8; ADR 0020, 0021). */
@Module({
  imports: [CqrsModule],
  // Milestones and tasks first: their fixed paths (/transactions/upcoming-…) must match before /transactions/:id.
  controllers: [AlertsController, MilestonesController, TransactionTasksController, TransactionsController, TransactionContactsController, TransactionMilestonesController, TransactionClientController, TransactionReassignController, TransactionAgentCardController, TransactionUploadsController, ClientUploadsController, DocumentLinksController, DocumentLinkOpenController, TransactionUtilitiesController, TransactionVendorsController, ClientCheckInsController, TransactionOversightReadsController, HomeVaultController, OversightController, ReviewController],
  providers: [
    GetOversightDashboardHandler,
    // Records an overseer's read of a deal (ADR 0055): global, keyed on the deal policy's overseer role.
    { provide: APP_INTERCEPTOR, useClass: OversightReadInterceptor },
    ListAlertsHandler,
    TransactionsProjection,
    TransactionContactsProjection,
    TransactionMilestonesProjection,
    TransactionPhotosProjection,
    TransactionDocumentsProjection,
    MilestoneEducationProjection,
    DeadlineAlertsJob,
    MilestoneIntegrityService,
    TransactionTasksProjection,
    TransactionUtilitiesProjection,
    ListTransactionUtilitiesHandler,
    TransactionVendorsProjection,
    ListTransactionVendorsHandler,
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
    ListRemovedMilestonesHandler,
    ListTransactionTasksHandler,
    ListUpcomingTasksHandler,
    TransactionPersonalDataHolder,
    ClientUploadsPersonalDataHolder,
    DocumentLinksProjection,
    SendDocumentLinkEmailJob,
    SendReviewEmailJob,
    NewAgentEmailJob,
    DocumentLinkClock,
    { provide: DocumentLinkSigner, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new DocumentLinkSigner(config.fileUrlSecret) },
    GetHomeVaultHandler,
    { provide: HomeVaultSources, useClass: DealHomeVaultSources },
  ],
})
export class TransactionsModule implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly projection: TransactionsProjection,
    private readonly contacts: TransactionContactsProjection,
    private readonly milestones: TransactionMilestonesProjection,
    private readonly photos: TransactionPhotosProjection,
    private readonly documents: TransactionDocumentsProjection,
    private readonly education: MilestoneEducationProjection,
    private readonly tasks: TransactionTasksProjection,
    private readonly utilities: TransactionUtilitiesProjection,
    private readonly vendors: TransactionVendorsProjection,
    private readonly checkIns: ClientCheckInsProjection,
    private readonly generateTasks: HandleGenerateTasksJob,
    private readonly pipeline: CommandPipeline,
    private readonly jobs: JobRegistry,
    private readonly deadlineAlerts: DeadlineAlertsJob,
    private readonly pushes: TransactionPushesSubscriber,
    private readonly clientProfilePushes: ClientProfilePushesSubscriber,
    private readonly holders: PersonalDataHolders,
    private readonly personalData: TransactionPersonalDataHolder,
    private readonly clientUploads: ClientUploadsPersonalDataHolder,
    private readonly documentLinks: DocumentLinksProjection,
    private readonly documentLinkEmail: SendDocumentLinkEmailJob,
    private readonly reviewEmail: SendReviewEmailJob,
    private readonly newAgentEmail: NewAgentEmailJob,
  ) {}

  onModuleInit(): void {
    this.pipeline.register(transaction);
    this.registry.addProjection(this.projection);
    this.registry.addProjection(this.contacts);
    // Between the two: the document edits and is_required before the milestones count them (ADR 0047).
    this.registry.addProjection(this.documents);
    this.registry.addProjection(this.documentLinks);
    // After the deal's own projection: it regenerates milestones and updates the row that one wrote (ADR 0024).
    this.registry.addProjection(this.milestones);
    this.registry.addProjection(this.photos);
    this.registry.addProjection(this.education);
    this.registry.addProjection(this.tasks);
    this.registry.addProjection(this.utilities);
    this.registry.addProjection(this.vendors);
    this.registry.addProjection(this.checkIns);
    this.jobs.add(this.generateTasks);
    this.jobs.add(this.deadlineAlerts);
    this.jobs.add(this.documentLinkEmail);
    this.registry.addOutboxRoute(documentLinkEmailRoute);
    this.jobs.add(this.reviewEmail);
    for (const route of reviewEmailRoutes) this.registry.addOutboxRoute(route);
    this.jobs.add(this.newAgentEmail);
    this.registry.addOutboxRoute(newAgentEmailRoute);
    this.registry.addSubscriber(this.pushes);
    this.registry.addSubscriber(this.clientProfilePushes);
    this.holders.add(this.personalData);
    this.holders.add(this.clientUploads);
  }
}
