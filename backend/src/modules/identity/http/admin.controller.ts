import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Authenticated } from '../../../platform/auth/roles.guard';
import { AuthenticatedUser } from '../../../platform/auth/token.service';
import { EventMetadata } from '../../../platform/event-store/event.types';
import { NotFoundError, ValidationError } from '../../../platform/errors/domain-error';
import { pageRequestOf } from '../../../platform/http/list-params';
import { RequestMetadata } from '../../../platform/http/request-context';
import { ChangeUserRole } from '../commands/change-user-role/change-user-role.command';
import { CreateInviteCode } from '../commands/create-invite-code/create-invite-code.command';
import { EraseUser } from '../commands/erase-user/erase-user.command';
import { RevokeInviteCode } from '../commands/revoke-invite-code/revoke-invite-code.command';
import { IdentityMessages, UserNotFoundError } from '../domain/identity.errors';
import { INVITE_CODE_PATTERN, normalizeInviteCode } from '../domain/invite-code.decide';
import { Role, ROLES } from '../domain/user.events';
import {
  AdminStatsDto,
  AdminTransactionDto,
  AdminUserListDto,
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

const userId = () => new ParseUUIDPipe({ version: '4' });

/** The admin dashboard's users, invite codes and statistics (spec 000 §2, §6; contract "Admin"). */
@ApiTags('admin')
@Controller('admin')
@Authenticated('admin')
export class AdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
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
  @ApiOperation({ operationId: 'changeUserRole', summary: "Changes a user's role; their sessions end so the new role applies" })
  @ApiOkResponse({ type: ProfileDto })
  @ApiNotFoundResponse({ description: IdentityMessages.userNotFound })
  async changeRole(@Param('id', userId()) id: string, @Body() body: ChangeRoleDto, @RequestMetadata() metadata: EventMetadata): Promise<ProfileDto> {
    if (!body.role) throw new ValidationError(IdentityMessages.roleRequired);
    if (!ROLES.includes(body.role as Role)) throw new ValidationError(`Role must be one of ${ROLES.join(', ')}`);
    await this.commands.execute(new ChangeUserRole(id, body.role as Role, metadata));
    const profile = await this.queries.execute(new GetProfile(id));
    if (!profile) throw new UserNotFoundError();
    return profile;
  }

  @Delete('users/:id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteUser', summary: 'Erases the person: personal data unreadable everywhere, sessions ended' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: IdentityMessages.userNotFound })
  async deleteUser(@Param('id', userId()) id: string, @RequestMetadata() metadata: EventMetadata): Promise<void> {
    await this.commands.execute(new EraseUser(id, metadata));
  }

  @Get('invite-codes')
  @ApiOperation({ operationId: 'listInviteCodes', summary: 'Every invite code, newest first, with its status' })
  @ApiOkResponse({ type: InviteCodeDto, isArray: true })
  inviteCodes(): Promise<InviteCodeDto[]> {
    return this.queries.execute(new ListInviteCodes());
  }

  @Post('invite-codes')
  @HttpCode(201)
  @ApiOperation({ operationId: 'createInviteCode', summary: 'A new code (12 characters in groups of 4); role default agent, max uses default 1' })
  @ApiCreatedResponse({ type: InviteCodeDto })
  async createInviteCode(
    @Body() body: CreateInviteCodeDto,
    @Req() request: Request & { user?: AuthenticatedUser },
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<InviteCodeDto> {
    const { code } = await this.commands.execute(
      new CreateInviteCode(
        {
          role: body.role ?? 'agent',
          maxUses: body.maxUses ?? 1,
          notes: body.notes?.trim() || null,
          expiresAt: body.expiresAt ? new Date(body.expiresAt).toISOString() : null,
          createdBy: request.user!.userId,
        },
        metadata,
      ),
    );
    const [created] = await this.queries.execute(new ListInviteCodes({ code }));
    return created;
  }

  @Post('invite-codes/:code/revoke')
  @HttpCode(200)
  @ApiOperation({ operationId: 'revokeInviteCode', summary: 'Revokes a code: shown as Revoked, refused at registration; revoking twice is harmless' })
  @ApiOkResponse({ type: InviteCodeDto })
  @ApiNotFoundResponse({ description: IdentityMessages.inviteCodeNotFound })
  async revokeInviteCode(@Param('code') raw: string, @RequestMetadata() metadata: EventMetadata): Promise<InviteCodeDto> {
    const code = normalizeInviteCode(raw);
    // Any text may arrive here; only a code's shape can name a stream.
    if (!INVITE_CODE_PATTERN.test(code)) throw new NotFoundError(IdentityMessages.inviteCodeNotFound);
    await this.commands.execute(new RevokeInviteCode(code, metadata));
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
