import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { JobRegistry } from '../../platform/queue/job-registry';
import { CommandPipeline } from '../../platform/event-store/command-pipeline';
import { LogoStorage } from './auth/logo-storage';
import { PasswordHasher } from './auth/password-hasher';
import { ResetTokens } from './auth/reset-token';
import { SessionService } from './auth/session.service';
import { SignInService } from './auth/sign-in.service';
import { CreateClientHandler } from './commands/create-client/create-client.handler';
import { InviteClientHandler } from './commands/invite-client/invite-client.handler';
import { UpdateClientProfileHandler } from './commands/update-client-profile/update-client-profile.handler';
import { CreateUserAccountHandler } from './commands/create-user-account/create-user-account.handler';
import { EraseUserHandler } from './commands/erase-user/erase-user.handler';
import { RegisterUserHandler } from './commands/register-user/register-user.handler';
import { RehashPasswordHandler } from './commands/rehash-password/rehash-password.handler';
import { UserAccounts } from './commands/register-user/user-accounts';
import { EmailReservationBackfill, EmailReservations } from './commands/register-user/email-reservations';
import { RequestPasswordResetHandler } from './commands/request-password-reset/request-password-reset.handler';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler';
import { DemoSeedService } from './demo-seed';
import { AdminController } from './http/admin.controller';
import { MyProfileController } from './http/my-profile.controller';
import { AuthController } from './http/auth.controller';
import { ClientInvitationsController } from './http/client-invitations.controller';
import { ClientsController } from './http/clients.controller';
import { UsersController } from './http/users.controller';
import { FinishUserErasureJob, finishUserErasureRoute } from './jobs/finish-user-erasure.job';
import { ProcessPasswordResetRequestJob } from './jobs/process-password-reset-request.job';
import { clientInvitationEmailRoute, SendClientInvitationEmailJob } from './jobs/send-client-invitation-email.job';
import { passwordResetEmailRoute, SendPasswordResetEmailJob } from './jobs/send-password-reset-email.job';
import { ClientLinksProjection } from './projections/client-links.projection';
import { InviteCodesProjection } from './projections/invite-codes.projection';
import { ProfilesProjection } from './projections/profiles.projection';
import { CheckResetLinkHandler } from './queries/check-reset-link/check-reset-link.query';
import { GetAdminStatsHandler } from './queries/get-admin-stats/get-admin-stats.query';
import { GetPersonalDataOfUserHandler } from './queries/get-personal-data-of-user/get-personal-data-of-user.query';
import { GetProfileHandler } from './queries/get-profile/get-profile.query';
import { GetUserAnalyticsHandler } from './queries/get-user-analytics/get-user-analytics.query';
import { ListAdminTransactionsHandler } from './queries/list-admin-transactions/list-admin-transactions.query';
import { IsLinkedClientHandler } from './queries/is-linked-client/is-linked-client.query';
import { ListClientInvitationsHandler } from './queries/list-client-invitations/list-client-invitations.query';
import { ListSentClientInvitationsHandler } from './queries/list-sent-client-invitations/list-sent-client-invitations.query';
import { ListMyClientsHandler } from './queries/list-my-clients/list-my-clients.query';
import { ClientLinkBackfill } from './commands/record-client-link/client-link-backfill';
import { RecordClientLinkHandler } from './commands/record-client-link/record-client-link.handler';
import { ListInviteCodesHandler } from './queries/list-invite-codes/list-invite-codes.query';
import { ListUsersHandler } from './queries/list-users/list-users.query';
import { user } from './domain/user.decide';

import { MembershipEffectsSubscriber } from './subscribers/membership-effects.subscriber';
/** Users, invite codes, sign-in and sessions, and the admin console's user side (issue #3). */
@Module({
  imports: [CqrsModule],
  controllers: [AuthController, MyProfileController, UsersController, AdminController, ClientsController, ClientInvitationsController],
  providers: [
    // commands
    RegisterUserHandler,
    CreateUserAccountHandler,
    CreateClientHandler,
    InviteClientHandler,
    RecordClientLinkHandler,
    ClientLinkBackfill,
    UpdateClientProfileHandler,
    EraseUserHandler,
    RequestPasswordResetHandler,
    ResetPasswordHandler,
    RehashPasswordHandler,
    UserAccounts,
    EmailReservations,
    EmailReservationBackfill,
    // queries
    GetProfileHandler,
    ListUsersHandler,
    GetAdminStatsHandler,
    GetUserAnalyticsHandler,
    ListInviteCodesHandler,
    ListAdminTransactionsHandler,
    GetPersonalDataOfUserHandler,
    CheckResetLinkHandler,
    ListMyClientsHandler,
    IsLinkedClientHandler,
    ListClientInvitationsHandler,
    ListSentClientInvitationsHandler,
    // read side, jobs
    ProfilesProjection,
    MembershipEffectsSubscriber,
    InviteCodesProjection,
    ClientLinksProjection,
    SendPasswordResetEmailJob,
    SendClientInvitationEmailJob,
    FinishUserErasureJob,
    ProcessPasswordResetRequestJob,
    // auth plumbing
    SessionService,
    SignInService,
    LogoStorage,
    { provide: PasswordHasher, useValue: new PasswordHasher() },
    { provide: ResetTokens, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new ResetTokens(config.resetTokenSecret) },
    DemoSeedService,
  ],
  // The deal demo seed (transactions module) seeds the accounts first, whichever start hook runs first.
  exports: [DemoSeedService],
})
export class IdentityModule implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly jobs: JobRegistry,
    private readonly profiles: ProfilesProjection,
    private readonly inviteCodes: InviteCodesProjection,
    private readonly clientLinks: ClientLinksProjection,
    private readonly invitationEmail: SendClientInvitationEmailJob,
    private readonly resetEmail: SendPasswordResetEmailJob,
    private readonly finishErasure: FinishUserErasureJob,
    private readonly resetRequest: ProcessPasswordResetRequestJob,
    private readonly pipeline: CommandPipeline,
    private readonly membershipEffects: MembershipEffectsSubscriber,
  ) {}

  onModuleInit(): void {
    this.pipeline.register(user); // the store seals and opens its personal fields (ADR 0016)
    this.registry.addProjection(this.profiles);
    this.registry.addProjection(this.inviteCodes);
    this.registry.addProjection(this.clientLinks);
    this.registry.addSubscriber(this.membershipEffects);
    this.registry.addOutboxRoute(clientInvitationEmailRoute);
    this.jobs.add(this.invitationEmail);
    this.registry.addOutboxRoute(passwordResetEmailRoute);
    this.jobs.add(this.resetEmail);
    this.registry.addOutboxRoute(finishUserErasureRoute);
    this.jobs.add(this.finishErasure);
    this.jobs.add(this.resetRequest);
  }
}
