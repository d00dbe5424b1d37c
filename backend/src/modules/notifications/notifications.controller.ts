import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Authenticated } from '../../platform/auth/roles.guard';
import { AuthenticatedUser } from '../../platform/auth/token.service';
import { ValidationError } from '../../platform/errors/domain-error';
import { CommandPipeline } from '../../platform/event-store/command-pipeline';
import { sqlOf } from '../../platform/event-store/sql-executor';
import { CommandCall, CommandEndpoint, CommandRequest } from '../../platform/http/if-match';
import { CurrentActor } from '../../platform/http/request-context';
import { DATA_SOURCE } from '../../platform/platform.tokens';
import { isNotificationKind, kindsFor, NOTIFICATION_KIND_INFO, NotificationKind } from './domain/notification-kinds';
import { notificationPreferences } from './domain/notification-preferences';
import { notificationEnabled } from './notification-preferences.projection';
import { NotificationPreferenceDto, SetNotificationPreferenceDto, UnsubscribeDto, UnsubscribeResultDto } from './notifications.dto';
import { UnsubscribeTokens } from './unsubscribe-tokens';

export const UNSUBSCRIBE_ERRORS = { invalid: 'This unsubscribe link is invalid', unknownKind: 'Unknown notification kind' } as const;

/** Each notification's switch in the settings, and the signed unsubscribe link that needs no session (ADR 0067). */
@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly tokens: UnsubscribeTokens,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  @Get('preferences')
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @ApiOperation({ operationId: 'listNotificationPreferences', summary: "The caller's notification switches, one per kind they receive" })
  @ApiOkResponse({ type: NotificationPreferenceDto, isArray: true })
  async list(@CurrentActor() actor: AuthenticatedUser): Promise<NotificationPreferenceDto[]> {
    return Promise.all(kindsFor(actor.role).map((kind) => this.preferenceOf(actor.userId, kind)));
  }

  @Put('preferences/:kind')
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @CommandEndpoint()
  @ApiOperation({ operationId: 'setNotificationPreference', summary: 'Switch one kind of notification on or off' })
  @ApiOkResponse({ type: NotificationPreferenceDto })
  @ApiBadRequestResponse({ description: UNSUBSCRIBE_ERRORS.unknownKind })
  async set(
    @Param('kind') kind: string,
    @Body() body: SetNotificationPreferenceDto,
    @CurrentActor() actor: AuthenticatedUser,
    @CommandRequest() call: CommandCall,
  ): Promise<NotificationPreferenceDto> {
    if (!isNotificationKind(kind) || !kindsFor(actor.role).includes(kind)) throw new ValidationError(UNSUBSCRIBE_ERRORS.unknownKind);
    await this.pipeline.handle(notificationPreferences, actor.userId, { type: 'SetNotificationPreference', userId: actor.userId, kind, enabled: body.enabled, via: 'settings' }, call);
    return this.preferenceOf(actor.userId, kind);
  }

  @Get('unsubscribe')
  @ApiOperation({ operationId: 'checkUnsubscribeLink', summary: "What an unsubscribe link would switch off (no session; changes nothing)" })
  @ApiOkResponse({ type: UnsubscribeResultDto })
  @ApiBadRequestResponse({ description: UNSUBSCRIBE_ERRORS.invalid })
  check(@Query() query: UnsubscribeDto): Promise<UnsubscribeResultDto> {
    return this.preferenceOf(query.user, this.verified(query));
  }

  @Post('unsubscribe')
  @HttpCode(200)
  @CommandEndpoint()
  @ApiOperation({ operationId: 'unsubscribe', summary: 'Switch off the one kind a signed link names (no session)' })
  @ApiOkResponse({ type: UnsubscribeResultDto })
  @ApiBadRequestResponse({ description: UNSUBSCRIBE_ERRORS.invalid })
  async unsubscribe(@Body() body: UnsubscribeDto, @CommandRequest() call: CommandCall): Promise<UnsubscribeResultDto> {
    const kind = this.verified(body);
    await this.pipeline.handle(notificationPreferences, body.user, { type: 'SetNotificationPreference', userId: body.user, kind, enabled: false, via: 'unsubscribe_link' }, call);
    return this.preferenceOf(body.user, kind);
  }

  private verified(link: UnsubscribeDto): NotificationKind {
    if (!isNotificationKind(link.kind) || !this.tokens.verify(link.user, link.kind, link.token)) throw new ValidationError(UNSUBSCRIBE_ERRORS.invalid);
    return link.kind;
  }

  private async preferenceOf(userId: string, kind: NotificationKind): Promise<NotificationPreferenceDto> {
    return { kind, label: NOTIFICATION_KIND_INFO[kind].label, enabled: await notificationEnabled(sqlOf(this.dataSource), userId, kind) };
  }
}
