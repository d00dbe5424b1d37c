import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { ResourceAccess, ResourceRows } from '../../platform/access/resource-access.decorator';
import { Authenticated } from '../../platform/auth/roles.guard';
import { CommandPipeline } from '../../platform/event-store/command-pipeline';
import { EventMetadata } from '../../platform/event-store/event.types';
import { CommandCall, CommandEndpoint, CommandRequest } from '../../platform/http/if-match';
import { pageRequestOf } from '../../platform/http/list-params';
import { RequestMetadata } from '../../platform/http/request-context';
import { feedback, FeedbackNotFoundError } from './domain/feedback.decide';
import {
  AdminFeedbackDto,
  AdminFeedbackListDto,
  FeedbackDto,
  ListAdminFeedbackQueryDto,
  SubmitFeedbackDto,
  toFeedbackDto,
  UpdateFeedbackDto,
} from './feedback.dto';
import { ListAllFeedback } from './queries/list-all-feedback/list-all-feedback.query';
import { feedbackPolicy } from './feedback.policy';
import { ListFeedbackPage } from './queries/list-feedback-page/list-feedback-page.query';
import { ListOwnFeedback } from './queries/list-own-feedback/list-own-feedback.query';

/** A malformed id names no feedback: the same 404 as an unknown one. */
const feedbackId = new ParseUUIDPipe({ exceptionFactory: () => new FeedbackNotFoundError() });

/** `@Authenticated` guarantees an actor; this narrows the type. */
const actorOf = (metadata: EventMetadata): string => metadata.actorId!;

/** The agent dashboard's Platform Feedback panel (spec 001 §2.2): agents, brokers and team leads. */
@ApiTags('feedback')
@Controller('feedback')
@Authenticated('agent', 'broker', 'team_lead')
export class FeedbackController {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'listMyFeedback', summary: 'My feedback, newest first' })
  @ApiOkResponse({ type: FeedbackDto, isArray: true })
  @ResourceRows(feedbackPolicy)
  list(@RequestMetadata() metadata: EventMetadata): Promise<FeedbackDto[]> {
    return this.queries.execute(new ListOwnFeedback(actorOf(metadata)));
  }

  @Get(':id')
  @ApiOperation({ operationId: 'getMyFeedback', summary: 'One of my feedback items' })
  @ApiOkResponse({ type: FeedbackDto })
  @ResourceAccess(feedbackPolicy, 'id')
  async get(@Param('id', feedbackId) id: string): Promise<FeedbackDto> {
    // The admin's row; the policy cuts it down to the author's view.
    const [feedback] = await this.queries.execute(new ListAllFeedback(id));
    if (!feedback) throw new FeedbackNotFoundError();
    return feedback;
  }

  @Post()
  @HttpCode(201)
  @CommandEndpoint()
  @ApiOperation({
    operationId: 'submitFeedback',
    summary: 'Send feedback about the platform (defaults general / other / medium)',
  })
  @ApiCreatedResponse({ type: FeedbackDto })
  @ResourceRows(feedbackPolicy)
  async submit(@Body() body: SubmitFeedbackDto, @CommandRequest() call: CommandCall): Promise<FeedbackDto> {
    const userId = actorOf(call.metadata);
    const id = randomUUID();
    // A new stream under a fresh id: decided on the empty state, not read first (the append refuses an existing one).
    const handled = await this.pipeline.handle(feedback, id, { type: 'SubmitFeedback', feedbackId: id, userId, ...body }, {
      ...call,
      expectedVersion: call.expectedVersion ?? 'no_stream',
    });
    // Answered from the decided event, not read back (issue 23 item 1): the same row the inline
    // projection wrote in the append's transaction, and `@ResourceRows` cuts it like a read.
    const [submitted] = handled.events;
    const [stored] = handled.stored;
    if (submitted?.type !== 'FeedbackSubmitted' || !stored) throw new Error('SubmitFeedback decided no FeedbackSubmitted');
    return toFeedbackDto({
      id: submitted.data.feedbackId,
      user_id: submitted.data.userId,
      feedback_type: submitted.data.feedbackType,
      category: submitted.data.category,
      priority: submitted.data.priority,
      title: submitted.data.title,
      description: submitted.data.description,
      status: submitted.data.status,
      admin_notes: null,
      created_at: stored.occurredAt,
      resolved_at: null,
      last_version: stored.streamVersion,
    });
  }

  @Delete(':id')
  @HttpCode(204)
  @CommandEndpoint()
  @ApiOperation({ operationId: 'deleteFeedback', summary: 'Delete my feedback; only while its status is new' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'Feedback not found' })
  async remove(@Param('id', feedbackId) id: string, @CommandRequest() call: CommandCall): Promise<void> {
    // Without If-Match a conflict is retried on fresh state, so an admin's status change in between is seen by decide.
    await this.pipeline.handle(feedback, id, { type: 'DeleteFeedback', feedbackId: id, userId: actorOf(call.metadata) }, call);
  }
}

/** The admin console's Feedback tab (spec 000 §2): every feedback, status and notes. */
@ApiTags('admin')
@Controller('admin/feedback')
@Authenticated('admin')
export class AdminFeedbackController {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'listAllFeedback',
    summary: "Feedback with the author's name and e-mail, newest first; searched, filtered and paged, with the matching total",
  })
  @ApiOkResponse({ type: AdminFeedbackListDto })
  @ResourceRows(feedbackPolicy)
  list(@Query() query: ListAdminFeedbackQueryDto): Promise<AdminFeedbackListDto> {
    return this.queries.execute(new ListFeedbackPage({ status: query.status, type: query.type }, pageRequestOf(query)));
  }

  @Patch(':id')
  @CommandEndpoint()
  @ApiOperation({
    operationId: 'updateFeedback',
    summary: 'Set the status (any value) and/or admin notes; completed or rejected stamps resolvedAt',
  })
  @ApiOkResponse({ type: AdminFeedbackDto })
  @ResourceAccess(feedbackPolicy, 'id')
  async update(@Param('id', feedbackId) id: string, @Body() body: UpdateFeedbackDto, @CommandRequest() call: CommandCall): Promise<AdminFeedbackDto> {
    await this.pipeline.handle(feedback, id, { type: 'ReviewFeedback', feedbackId: id, status: body.status, adminNotes: body.adminNotes }, call);
    const [updated] = await this.queries.execute(new ListAllFeedback(id));
    if (!updated) throw new FeedbackNotFoundError();
    return updated;
  }
}
