import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import { DiagnosticsModule } from './modules/diagnostics/diagnostics.module';
import { LeadsModule } from './modules/leads/leads.module';
import { IdentityModule } from './modules/identity/identity.module';
import { FeedbackModule } from './modules/feedback/feedback.module';
import { DataRequestsModule } from './modules/data-requests/data-requests.module';
import { AuditModule } from './modules/audit/audit.module';
import { TransactionsModule } from './modules/transactions/transactions.module';
import { CalendarModule } from './modules/calendar/calendar.module';
import { EducationModule } from './modules/education/education.module';
import { DemoDealsModule } from './demo/demo-deals.module';
import { AppConfig } from './platform/config/app-config';
import { ResolvedDatabase } from './platform/database/resolve-database';
import { foldOutageNoise } from './platform/health/dependency-watch';
import { HealthModule } from './platform/health/health.module';
import { DomainExceptionFilter } from './platform/http/domain-exception.filter';
import { InputValidationPipe } from './platform/http/input-validation.pipe';
import { JsonOnlyGuard } from './platform/http/json-only.guard';
import { PlatformModule, PlatformRoles } from './platform/platform.module';
import { RealtimeModule } from './platform/realtime/realtime.module';
import { MailModule } from './platform/mail/mail.module';
import { StorageModule } from './platform/storage/storage.module';

/** Every bounded context, plus the shared platform. */
export const FEATURE_MODULES = [DiagnosticsModule, LeadsModule, IdentityModule, FeedbackModule, DataRequestsModule, AuditModule, TransactionsModule, EducationModule, CalendarModule, DemoDealsModule];

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, database: ResolvedDatabase, roles: PlatformRoles): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            // A lost Redis or PostgreSQL is one warning, not one error line per retry (issue 12).
            hooks: { logMethod: foldOutageNoise },
            genReqId: (request, response) => {
              const given = request.headers['x-request-id'];
              const id = typeof given === 'string' && /^[\w-]{1,100}$/.test(given) ? given : randomUUID();
              response.setHeader('x-request-id', id);
              return id;
            },
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            autoLogging: { ignore: (request) => request.url?.startsWith('/api/health') ?? false },
          },
        }),
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
