import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { DiagnosticsModule } from './modules/diagnostics/diagnostics.module';
import { LeadsModule } from './modules/leads/leads.module';
import { IdentityModule } from './modules/identity/identity.module';
import { FeedbackModule } from './modules/feedback/feedback.module';
import { DataRequestsModule } from './modules/data-requests/data-requests.module';
import { AuditModule } from './modules/audit/audit.module';
import { TransactionsModule } from './modules/transactions/transactions.module';
import { CalendarModule } from './modules/calendar/calendar.module';
import { EducationModule } from './modules/education/education.module';
import { VendorsModule } from './modules/vendors/vendors.module';
import { MessagesModule } from './modules/messages/messages.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { DemoDealsModule } from './demo/demo-deals.module';
import { AppConfig } from './platform/config/app-config';
import { ResolvedDatabase } from './platform/database/resolve-database';
import { HealthModule } from './platform/health/health.module';
import { DomainExceptionFilter } from './platform/http/domain-exception.filter';
import { InputValidationPipe } from './platform/http/input-validation.pipe';
import { requestLogOptions } from './platform/http/request-log';
import { JsonOnlyGuard } from './platform/http/json-only.guard';
import { PlatformModule, PlatformRoles } from './platform/platform.module';
import { RealtimeModule } from './platform/realtime/realtime.module';
import { MailModule } from './platform/mail/mail.module';
import { StorageModule } from './platform/storage/storage.module';

/** Every bounded context, plus the shared platform. */
export const FEATURE_MODULES = [DiagnosticsModule, LeadsModule, IdentityModule, FeedbackModule, DataRequestsModule, AuditModule, TransactionsModule, EducationModule, VendorsModule, MessagesModule, NotificationsModule, CalendarModule, DemoDealsModule];

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, database: ResolvedDatabase, roles: PlatformRoles): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot({ pinoHttp: requestLogOptions(config) }),
        PlatformModule.forRoot(config, database, roles),
        RealtimeModule,
        MailModule,
        StorageModule,
        HealthModule,
        ...FEATURE_MODULES,
      ],
      providers: [
        { provide: APP_FILTER, useClass: DomainExceptionFilter },
        { provide: APP_PIPE, useClass: InputValidationPipe },
        { provide: APP_GUARD, useClass: JsonOnlyGuard },
      ],
    };
  }
}
