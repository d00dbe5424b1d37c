import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { refusalError, requireRole } from '../../platform/access/access-policy';
import { Authenticated } from '../../platform/auth/roles.guard';
import { AuthenticatedUser } from '../../platform/auth/token.service';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { NotFoundError, TooManyRequestsError } from '../../platform/errors/domain-error';
import { CommandPipeline } from '../../platform/event-store/command-pipeline';
import { CommandCall, CommandEndpoint, CommandRequest } from '../../platform/http/if-match';
import { RateLimited } from '../../platform/http/rate-limited.guard';
import { CurrentActor } from '../../platform/http/request-context';
import { DATA_SOURCE } from '../../platform/platform.tokens';
import { dealTimelineLink, transactionPolicy } from '../transactions/transactions.public';
import { CalendarFeedDto, CreateCalendarFeedDto, CreatedCalendarFeedDto } from './calendar.dto';
import { calendarFeed, CALENDAR_FEED_MESSAGES } from './domain/calendar-feed';
import { renderCalendar } from './domain/icalendar';
import { CalendarFeedsReader, FeedMilestone } from './queries/calendar-feeds.reader';
import { isUuid } from '../../platform/http/ids';
import { sqlOf } from '../../platform/event-store/sql-executor';

/** 32 random bytes, base64url: 43 characters, 256 bits nobody guesses. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Calendar subscriptions (issue 10 item 9): an agent makes a secret link to the milestones of all
 * their deals or of one deal, pastes it into Google, Apple or Outlook calendar, and revokes it when a
 * device is lost. The link is shown once; only its SHA-256 is kept.
 */
@ApiTags('calendar')
@Controller('calendar-feeds')
@Authenticated('agent', 'broker', 'team_lead')
export class CalendarFeedsController {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly reader: CalendarFeedsReader,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'listCalendarFeeds', summary: 'My live calendar links, newest first (their secret URLs are not shown again)' })
  @ApiOkResponse({ type: CalendarFeedDto, isArray: true })
  list(@CurrentActor() actor: AuthenticatedUser): Promise<CalendarFeedDto[]> {
    return this.reader.list(actor.userId);
  }

  @Post()
  @HttpCode(201)
  @CommandEndpoint()
  @ApiOperation({ operationId: 'createCalendarFeed', summary: 'A new secret calendar link to my deals, or to one of them; its URL is in this answer only' })
  @ApiCreatedResponse({ type: CreatedCalendarFeedDto })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  @ApiForbiddenResponse({ description: 'Forbidden - You do not have access to this transaction' })
  @ApiConflictResponse({ description: CALENDAR_FEED_MESSAGES.tooMany })
  async create(@Body() body: CreateCalendarFeedDto, @CurrentActor() actor: AuthenticatedUser, @CommandRequest() call: CommandCall): Promise<CreatedCalendarFeedDto> {
    const transactionId = body.transaction_id?.toLowerCase() ?? null;
    if (transactionId) {
      // Only the deal's own agent may publish it (a client, another agent: the deal's 404 or 403).
      const role = await requireRole(transactionPolicy, actor, transactionId, sqlOf(this.dataSource));
      if (role !== 'agent') throw refusalError(transactionPolicy);
    }
    const feedId = randomUUID();
    const token = randomBytes(32).toString('base64url');
    const activeFeeds = await this.reader.activeCount(actor.userId);
    const command = { type: 'CreateCalendarFeed' as const, feedId, ownerId: actor.userId, transactionId, tokenHash: hashOf(token), activeFeeds };
    await this.pipeline.handle(calendarFeed, feedId, command, call);
    const [created] = await this.reader.list(actor.userId, feedId);
    const url = `${this.config.appUrl}/api/calendar/${token}.ics`;
    return { ...created, url, webcal_url: url.replace(/^https?:/, 'webcal:') };
  }

  @Delete(':id')
  @HttpCode(204)
  @CommandEndpoint()
  @ApiOperation({ operationId: 'revokeCalendarFeed', summary: 'Revoke one of my calendar links: calendar apps stop receiving updates at their next fetch' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: CALENDAR_FEED_MESSAGES.notFound })
  async revoke(@Param('id') id: string, @CurrentActor() actor: AuthenticatedUser, @CommandRequest() call: CommandCall): Promise<void> {
    if (!isUuid(id)) throw new NotFoundError(CALENDAR_FEED_MESSAGES.notFound);
    const feedId = id.toLowerCase();
    await this.pipeline.handle(calendarFeed, feedId, { type: 'RevokeCalendarFeed', feedId, ownerId: actor.userId }, call);
  }
}

/**
 * What calendar apps fetch: no session, the secret in the path is the credential. Unknown, revoked,
 * malformed, an erased owner's or a deleted deal's link: the same 404, so nothing is learned by probing.
 */
@ApiTags('calendar')
@Controller('calendar')
export class CalendarSubscriptionController {
  constructor(
    private readonly reader: CalendarFeedsReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(':file')
  @RateLimited({
    bucket: 'calendar-feed',
    per: 'ip',
    limit: 120,
    windowMs: 60_000,
    refusal: () => new TooManyRequestsError('Too many calendar requests. Please try again in a minute.'),
    description: 'Too many calendar requests. Please try again in a minute.',
  })
  @ApiOperation({ operationId: 'getCalendarFeed', summary: 'The iCalendar (RFC 5545) text of a calendar link: `<secret>.ics`' })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'text/calendar', schema: { type: 'string' } })
  @ApiNotFoundResponse({ description: CALENDAR_FEED_MESSAGES.notFound })
  async feed(@Param('file') file: string, @Res({ passthrough: true }) response: Response): Promise<string> {
    const token = FEED_FILE.exec(file)?.[1];
    const feed = token ? await this.reader.byTokenHash(hashOf(token)) : undefined;
    if (!feed) throw new NotFoundError(CALENDAR_FEED_MESSAGES.notFound);
    const milestones = await this.reader.milestones(feed);
    const dealLink = (transactionId: string) => dealTimelineLink(this.config.appUrl, transactionId);
    const summaryOf = (m: FeedMilestone) => {
      const where = feed.transaction_id ? '' : ` · ${m.property_address ?? 'Untitled deal'}`;
      return `${m.completed ? '✓ ' : ''}${m.milestone_name}${where}`;
    };
    const text = renderCalendar({
      name: feed.transaction_id ? `Threshold · ${feed.property_address ?? 'Deal'}` : 'Threshold · My deals',
      description: feed.transaction_id ? `Milestones of ${feed.property_address ?? 'one deal'}` : 'Milestones of every deal under way or closed',
      generatedAt: new Date(),
      events: milestones.map((m) => ({
        uid: `${m.id}@threshold`,
        summary: summaryOf(m),
        description: [m.explanation, `Open the deal in Threshold: ${dealLink(m.transaction_id)}`].filter(Boolean).join('\n\n'),
        url: dealLink(m.transaction_id),
        date: m.due_date,
        at: m.due_datetime,
      })),
    });
    response.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    response.setHeader('Content-Disposition', 'inline; filename="threshold.ics"');
    // A secret link's answer is the subscriber's alone: no shared cache keeps it.
    response.setHeader('Cache-Control', 'private, no-cache');
    return text;
  }
}
