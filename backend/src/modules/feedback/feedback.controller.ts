import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post } from '@nestjs/common';
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
import { Authenticated } from '../../platform/auth/roles.guard';
import { CommandPipeline } from '../../platform/event-store/command-pipeline';
import { EventMetadata } from '../../platform/event-store/event.types';
import { CommandCall, CommandEndpoint, CommandRequest } from '../../platform/http/if-match';
import { RequestMetadata } from '../../platform/http/request-context';
import { feedback, FeedbackNotFoundError } from './domain/feedback.decide';
import { AdminFeedbackDto, FeedbackDto, SubmitFeedbackDto, UpdateFeedbackDto } from './feedback.dto';
import { ListAllFeedback } from './queries/list-all-feedback/list-all-feedback.query';
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
  list(@RequestMetadata() metadata: EventMetadata): Promise<FeedbackDto[]> {
    return this.queries.execute(new ListOwnFeedback(actorOf(metadata)));
  }

  @Post()
  @HttpCode(201)
  @CommandEndpoint()
  @ApiOperation({
    operationId: 'submitFeedback',
    summary: 'Send feedback about the platform (defaults general / other / medium)',
  })
  @ApiCreatedResponse({ type: FeedbackDto })
  async submit(@Body() body: SubmitFeedbackDto, @CommandRequest() call: CommandCall): Promise<FeedbackDto> {
    const userId = actorOf(call.metadata);
    const id = randomUUID();
    await this.pipeline.handle(feedback, id, { type: 'SubmitFeedback', feedbackId: id, userId, ...body }, call);
    const mine = await this.queries.execute(new ListOwnFeedback(userId));
    const created = mine.find((f) => f.id === id);
    if (!created) throw new Error('Inline projection did not write the feedback');
    return created;
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
  @ApiOperation({ operationId: 'listAllFeedback', summary: "All feedback with the author's name and e-mail, newest first" })
  @ApiOkResponse({ type: AdminFeedbackDto, isArray: true })
  list(): Promise<AdminFeedbackDto[]> {
    return this.queries.execute(new ListAllFeedback());
  }

  @Patch(':id')
  @CommandEndpoint()
  @ApiOperation({
    operationId: 'updateFeedback',
    summary: 'Set the status (any value) and/or admin notes; completed or rejected stamps resolvedAt',
  })
  @ApiOkResponse({ type: AdminFeedbackDto })
  @ApiNotFoundResponse({ description: 'Feedback not found' })
  async update(@Param('id', feedbackId) id: string, @Body() body: UpdateFeedbackDto, @CommandRequest() call: CommandCall): Promise<AdminFeedbackDto> {
    await this.pipeline.handle(feedback, id, { type: 'ReviewFeedback', feedbackId: id, status: body.status, adminNotes: body.adminNotes }, call);
    const [updated] = await this.queries.execute(new ListAllFeedback(id));
    if (!updated) throw new FeedbackNotFoundError();
    return updated;
  }
}
