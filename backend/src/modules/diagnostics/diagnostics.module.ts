import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { JobRegistry } from '../../platform/queue/job-registry';
import { DiagnosticsController } from './diagnostics.controller';
import { AcknowledgeDiagnosticPingJob, acknowledgeDiagnosticPingRoute } from './jobs/acknowledge-diagnostic-ping.job';
import { DiagnosticPingsProjection } from './projections/diagnostic-pings.projection';
import { ListDiagnosticPingsHandler } from './queries/list-diagnostic-pings/list-diagnostic-pings.query';
import { DiagnosticPingPushesSubscriber } from './subscribers/diagnostic-ping-pushes.subscriber';
import { SubscriptionsController } from './subscriptions.controller';

/** The slice through every layer; becomes the admin diagnostics page once auth exists. */
@Module({
  imports: [CqrsModule],
  controllers: [DiagnosticsController, SubscriptionsController],
  providers: [
    ListDiagnosticPingsHandler,
    DiagnosticPingsProjection,
    DiagnosticPingPushesSubscriber,
    AcknowledgeDiagnosticPingJob,
  ],
})
export class DiagnosticsModule implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly jobs: JobRegistry,
    private readonly projection: DiagnosticPingsProjection,
    private readonly pushes: DiagnosticPingPushesSubscriber,
    private readonly acknowledge: AcknowledgeDiagnosticPingJob,
  ) {}

  onModuleInit(): void {
    this.registry.addProjection(this.projection);
    this.registry.addSubscriber(this.pushes);
    this.registry.addOutboxRoute(acknowledgeDiagnosticPingRoute);
    this.jobs.add(this.acknowledge);
  }
}
