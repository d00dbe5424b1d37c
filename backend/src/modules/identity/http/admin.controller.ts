import { Body, Controller, Delete, Get, HttpCode, Inject, Param, ParseUUIDPipe, Patch, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { randomInt, randomUUID } from 'node:crypto';
import { Authenticated } from '../../../platform/auth/roles.guard';
import { CommandPipeline } from '../../../platform/event-store/command-pipeline';
import { ConcurrencyError } from '../../../platform/event-store/event-store.errors';
import { NotFoundError, ValidationError } from '../../../platform/errors/domain-error';
import { CommandCall, CommandEndpoint, CommandRequest } from '../../../platform/http/if-match';
import { pageRequestOf } from '../../../platform/http/list-params';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../platform/platform.tokens';
import { SessionService } from '../auth/session.service';
import { EraseUser } from '../commands/erase-user/erase-user.command';
import { IdentityMessages, UserNotFoundError } from '../domain/identity.errors';
import { generateInviteCode, INVITE_CODE_PATTERN, inviteCode, InviteCodeTakenError, normalizeInviteCode } from '../domain/invite-code.decide';
import { ProposedOverseer } from '../domain/membership';
import { user } from '../domain/user.decide';
import { Role, ROLES } from '../domain/user.events';
import {
  AdminStatsDto,
  AdminTransactionDto,
  AdminUserDto,
  AdminUserListDto,
  AssignBrokerDto,
  AssignTeamLeadDto,
  ListAdminUsersQueryDto,
  ChangeRoleDto,
  CreateInviteCodeDto,
  InviteCodeDto,
  ProfileDto,
  UserAnalyticsDto,
} from '../identity.dto';
import { GetAdminStats } from '../queries/get-admin-stats/get-admin-stats.query';
import { GetProfile } from '../queries/get-profile/get-profile.query';
import { GetUserAnalytics } from '../queries/get-user-analytics/get-user-analytics.query';
import { ListAdminTransactions } from '../queries/list-admin-transactions/list-admin-transactions.query';
import { ListInviteCodes } from '../queries/list-invite-codes/list-invite-codes.query';
import { ListUsers } from '../queries/list-users/list-users.query';
import { SignFileUrls } from '../../../platform/storage/signed-file-url';

const userId = () => new ParseUUIDPipe({ version: '4' });

/** A drawn code that exists already is drawn again, this many times at most. */
const INVITE_CODE_ATTEMPTS = 5;

/** The admin dashboard's users, invite codes and statistics (spec 000 §2, §6; contract "Admin"). */
@ApiTags('admin')
@Controller('admin')
@Authenticated('admin')
export class AdminController {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly sessions: SessionService,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  @Get('stats')
  @ApiOperation({ operationId: 'getAdminStats', summary: 'System Statistics: users, agents, clients, transactions' })
  @ApiOkResponse({ type: AdminStatsDto })
  stats(): Promise<AdminStatsDto> {
    return this.queries.execute(new GetAdminStats());
  }

  @Get('users')
  @ApiOperation({
    operationId: 'listAdminUsers',
    summary: 'Users newest first, with transaction counts; searched, filtered by role and paged, with the matching total',
  })
  @ApiOkResponse({ type: AdminUserListDto })
  @SignFileUrls('logoUrl')
  users(@Query() query: ListAdminUsersQueryDto): Promise<AdminUserListDto> {
    return this.queries.execute(new ListUsers({ role: query.role }, pageRequestOf(query)));
  }

  @Get('users/:id/analytics')
  @ApiOperation({ operationId: 'getUserAnalytics', summary: "A user's last 30 days (spec 000 §3); zeros when it cannot be computed" })
  @ApiOkResponse({ type: UserAnalyticsDto })
  analytics(@Param('id', userId()) id: string): Promise<UserAnalyticsDto> {
    return this.queries.execute(new GetUserAnalytics(id));
  }

  @Patch('users/:id/role')
  @CommandEndpoint()
  @ApiOperation({ operationId: 'changeUserRole', summary: "Changes a user's role; their sessions end so the new role applies" })
  @ApiOkResponse({ type: ProfileDto })
  @ApiNotFoundResponse({ description: IdentityMessages.userNotFound })
  async changeRole(@Param('id', userId()) id: string, @Body() body: ChangeRoleDto, @CommandRequest() call: CommandCall): Promise<ProfileDto> {
    if (!body.role) throw new ValidationError(IdentityMessages.roleRequired);
    if (!ROLES.includes(body.role as Role)) throw new ValidationError(`Role must be one of ${ROLES.join(', ')}`);
    const command = { type: 'ChangeRole' as const, userId: id, role: body.role as Role, changedBy: call.metadata.actorId };
    const { events } = await this.pipeline.handle(user, id, command, call);
    // The role lives in the access token: the user's sessions end so the new role applies (ADR 0006);
    // the refused refresh carries `role_changed` to the sign-in page.
    if (events.length > 0) await this.sessions.endAllFor(id, 'role_changed');
    const profile = await this.queries.execute(new GetProfile(id));
    if (!profile) throw new UserNotFoundError();
    return profile;
  }

  @Put('users/:id/team-lead')
  @CommandEndpoint()
  @ApiOperation({ operationId: 'assignTeamLead', summary: "Sets an agent's team lead, or clears it with null (ADR 0046)" })
  @ApiOkResponse({ type: AdminUserDto })
  @ApiNotFoundResponse({ description: IdentityMessages.userNotFound })
  async assignTeamLead(@Param('id', userId()) id: string, @Body() body: AssignTeamLeadDto, @CommandRequest() call: CommandCall): Promise<AdminUserDto> {
    const teamLead = body.teamLeadId === null ? null : await this.proposed(body.teamLeadId);
    const command = { type: 'AssignTeamLead' as const, userId: id, teamLeadId: body.teamLeadId, teamLead, assignedBy: call.metadata.actorId };
    await this.pipeline.handle(user, id, command, call);
    return this.listed(id);
  }

  @Put('users/:id/broker')
  @CommandEndpoint()
  @ApiOperation({ operationId: 'assignBroker', summary: "Sets an agent's or team lead's broker, or clears it with null (ADR 0046)" })
  @ApiOkResponse({ type: AdminUserDto })
  @ApiNotFoundResponse({ description: IdentityMessages.userNotFound })
  async assignBroker(@Param('id', userId()) id: string, @Body() body: AssignBrokerDto, @CommandRequest() call: CommandCall): Promise<AdminUserDto> {
    const broker = body.brokerId === null ? null : await this.proposed(body.brokerId);
    const command = { type: 'AssignBroker' as const, userId: id, brokerId: body.brokerId, broker, assignedBy: call.metadata.actorId };
    await this.pipeline.handle(user, id, command, call);
    return this.listed(id);
  }

  /**
   * The person proposed as overseer, as the profiles read now; `decide` judges them. A role change
   * racing this command is caught after it: the overseer's role change ends the memberships it
   * invalidates, and the oversight reads ignore one that no longer holds (ADR 0046).
   */
  private async proposed(id: string): Promise<ProposedOverseer | null> {
    const [row] = await this.dataSource.query<{ id: string; role: Role; erased: boolean }[]>(
      'SELECT id, role, erased_at IS NOT NULL AS erased FROM profiles WHERE id = $1',
      [id],
    );
    return row ?? null;
  }

  private async listed(id: string): Promise<AdminUserDto> {
    const { items } = await this.queries.execute(new ListUsers({ id }, { limit: 1, offset: 0 }));
    if (!items[0]) throw new UserNotFoundError();
    return items[0];
  }

  @Delete('users/:id')
  @HttpCode(204)
  @CommandEndpoint()
  @ApiOperation({ operationId: 'deleteUser', summary: 'Erases the person: personal data unreadable everywhere, sessions ended' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: IdentityMessages.userNotFound })
  async deleteUser(@Param('id', userId()) id: string, @CommandRequest() call: CommandCall): Promise<void> {
    // Through the bus: data-requests sends the same command (identity.public.ts).
    await this.commands.execute(new EraseUser(id, call.metadata, call));
  }

  @Get('invite-codes')
  @ApiOperation({ operationId: 'listInviteCodes', summary: 'Every invite code, newest first, with its status' })
  @ApiOkResponse({ type: InviteCodeDto, isArray: true })
  inviteCodes(): Promise<InviteCodeDto[]> {
    return this.queries.execute(new ListInviteCodes());
  }

  @Post('invite-codes')
  @HttpCode(201)
  @CommandEndpoint()
  @ApiOperation({ operationId: 'createInviteCode', summary: 'A new code (12 characters in groups of 4); role default agent, max uses default 1' })
  @ApiCreatedResponse({ type: InviteCodeDto })
  async createInviteCode(@Body() body: CreateInviteCodeDto, @CommandRequest() call: CommandCall): Promise<InviteCodeDto> {
    const fields = {
      role: body.role ?? 'agent',
      maxUses: body.maxUses ?? 1,
      notes: body.notes?.trim() || null,
      expiresAt: body.expiresAt ? new Date(body.expiresAt).toISOString() : null,
      createdBy: call.metadata.actorId!,
    };
    // A code is its own stream; in the rare case the drawn code exists, another is drawn.
    for (let attempt = 1; ; attempt += 1) {
      const code = generateInviteCode((below) => randomInt(below));
      try {
        await this.pipeline.handle(inviteCode, code, { type: 'CreateInviteCode', inviteCodeId: randomUUID(), code, ...fields, now: call.now }, { ...call, retries: 0 });
        const [created] = await this.queries.execute(new ListInviteCodes({ code }));
        return created;
      } catch (error) {
        const clash = error instanceof InviteCodeTakenError || error instanceof ConcurrencyError;
        if (!clash || attempt >= INVITE_CODE_ATTEMPTS) throw error;
      }
    }
  }

  @Post('invite-codes/:code/revoke')
  @HttpCode(200)
  @CommandEndpoint()
  @ApiOperation({ operationId: 'revokeInviteCode', summary: 'Revokes a code: shown as Revoked, refused at registration; revoking twice is harmless' })
  @ApiOkResponse({ type: InviteCodeDto })
  @ApiNotFoundResponse({ description: IdentityMessages.inviteCodeNotFound })
  async revokeInviteCode(@Param('code') raw: string, @CommandRequest() call: CommandCall): Promise<InviteCodeDto> {
    const code = normalizeInviteCode(raw);
    // Any text may arrive here; only a code's shape can name a stream.
    if (!INVITE_CODE_PATTERN.test(code)) throw new NotFoundError(IdentityMessages.inviteCodeNotFound);
    // A registration racing the revocation appends at the version it read: one of the two loses and
    // re-reads, so no use is taken after the revocation.
    await this.pipeline.handle(inviteCode, code, { type: 'RevokeInviteCode', code, revokedBy: call.metadata.actorId }, call);
    const [revoked] = await this.queries.execute(new ListInviteCodes({ code }));
    return revoked;
  }

  @Get('transactions')
  @ApiOperation({ operationId: 'listAdminTransactions', summary: 'Every transaction with agent and client names (empty until transactions exist)' })
  @ApiOkResponse({ type: AdminTransactionDto, isArray: true })
  transactions(): Promise<AdminTransactionDto[]> {
    return this.queries.execute(new ListAdminTransactions());
  }
}
