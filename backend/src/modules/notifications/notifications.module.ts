import { Module, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { CommandPipeline } from '../../platform/event-store/command-pipeline';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { JobRegistry } from '../../platform/queue/job-registry';
import { notificationPreferences } from './domain/notification-preferences';
import { CheckInAlertJob, checkInAlertRoute } from './jobs/check-in-alert.job';
import { CheckInReminderClock, CheckInReminderJob } from './jobs/check-in-reminder.job';
import { DocumentSharedEmailJob } from './jobs/document-shared-email.job';
import { MilestoneDatesEmailJob } from './jobs/milestone-dates-email.job';
import { UnreadMessagesEmailJob, unreadMessagesRoute, UnreadMessageWindow } from './jobs/unread-messages-email.job';
import { NotificationPreferencesProjection } from './notification-preferences.projection';
import { NotificationEmails } from './notification-email';
import { NotificationsController } from './notifications.controller';
import { UnsubscribeTokens } from './unsubscribe-tokens';

/** Issue 22 item 7: the notifications, their per-kind switches and signed unsubscribe links (ADRs 0067, 0075, 0078). */
@Module({
  controllers: [NotificationsController],
  providers: [
    NotificationPreferencesProjection,
    NotificationEmails,
    DocumentSharedEmailJob,
    MilestoneDatesEmailJob,
    CheckInReminderJob,
    CheckInReminderClock,
    CheckInAlertJob,
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
    private readonly milestoneDates: MilestoneDatesEmailJob,
    private readonly checkInReminders: CheckInReminderJob,
    private readonly checkInAlerts: CheckInAlertJob,
  ) {}

  onModuleInit(): void {
    this.pipeline.register(notificationPreferences);
    this.registry.addProjection(this.projection);
    for (const route of DocumentSharedEmailJob.routes) this.registry.addOutboxRoute(route);
    this.jobs.add(this.documentShared);
    this.registry.addOutboxRoute(unreadMessagesRoute);
    this.jobs.add(this.unreadMessages);
    for (const route of MilestoneDatesEmailJob.routes) this.registry.addOutboxRoute(route);
    this.jobs.add(this.milestoneDates);
    this.jobs.add(this.checkInReminders);
    this.registry.addOutboxRoute(checkInAlertRoute);
    this.jobs.add(this.checkInAlerts);
  }
}
