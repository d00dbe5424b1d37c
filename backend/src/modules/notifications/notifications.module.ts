import { Module, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { CommandPipeline } from '../../platform/event-store/command-pipeline';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { JobRegistry } from '../../platform/queue/job-registry';
import { notificationPreferences } from './domain/notification-preferences';
import { DocumentSharedEmailJob } from './jobs/document-shared-email.job';
import { UnreadMessagesEmailJob, unreadMessagesRoute, UnreadMessageWindow } from './jobs/unread-messages-email.job';
import { NotificationPreferencesProjection } from './notification-preferences.projection';
import { NotificationsController } from './notifications.controller';
import { UnsubscribeTokens } from './unsubscribe-tokens';

/** Issue 22 item 7: the per-kind switches and the signed unsubscribe links (ADR 0067). */
@Module({
  controllers: [NotificationsController],
  providers: [
    NotificationPreferencesProjection,
    DocumentSharedEmailJob,
    UnreadMessagesEmailJob,
    UnreadMessageWindow,
    { provide: UnsubscribeTokens, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new UnsubscribeTokens(config.jwtSecret) },
  ],
  exports: [UnsubscribeTokens],
})
export class NotificationsModule implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly projection: NotificationPreferencesProjection,
    private readonly pipeline: CommandPipeline,
    private readonly jobs: JobRegistry,
    private readonly documentShared: DocumentSharedEmailJob,
    private readonly unreadMessages: UnreadMessagesEmailJob,
  ) {}

  onModuleInit(): void {
    this.pipeline.register(notificationPreferences);
    this.registry.addProjection(this.projection);
    for (const route of DocumentSharedEmailJob.routes) this.registry.addOutboxRoute(route);
    this.jobs.add(this.documentShared);
    this.registry.addOutboxRoute(unreadMessagesRoute);
    this.jobs.add(this.unreadMessages);
  }
}
