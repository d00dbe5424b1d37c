import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { Authenticated } from '../../platform/auth/roles.guard';
import { EventMetadata } from '../../platform/event-store/event.types';
import { NotFoundError, UnauthorizedError } from '../../platform/errors/domain-error';
import { CommandPipeline } from '../../platform/event-store/command-pipeline';
import { CommandCall, CommandEndpoint, CommandRequest } from '../../platform/http/if-match';
import { pageRequestOf } from '../../platform/http/list-params';
import { RequestMetadata } from '../../platform/http/request-context';
import {
  DataRequestDto,
  DataRequestListDto,
  ListAdminDataRequestsQueryDto,
  SubmitDataRequestDto,
  UpdateDataRequestDto,
} from './data-requests.dto';
import { dataRequest, DataRequestNotFoundError } from './domain/data-request.decide';
import { GetRequesterProfile } from './queries/get-requester-profile/get-requester-profile.query';
import { DataExportStore } from './exports/data-export.store';
import { ListDataRequestsPage } from './queries/list-data-requests-page/list-data-requests-page.query';
import { ListDataRequests } from './queries/list-data-requests/list-data-requests.query';

export class DataExportNotAvailableError extends NotFoundError {
  constructor() {
    super('No export is available for this request');
  }
}

/** A malformed id names no request: the same 404 as an unknown one. */
const requestId = new ParseUUIDPipe({ exceptionFactory: () => new DataRequestNotFoundError() });

/** `@Authenticated` guarantees an actor; this narrows the type. */
const actorOf = (metadata: EventMetadata): string => metadata.actorId!;

/** Sends a stored export as a download: never cached, never rendered by the browser. */
async function sendExport(exports: DataExportStore, request: DataRequestDto, response: Response): Promise<void> {
  if (!request.exportReady) throw new DataExportNotAvailableError();
  const file = await exports.open(request.id);
  if (!file) throw new DataExportNotAvailableError();
  response.status(200);
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', String(file.size));
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('Content-Disposition', `attachment; filename="threshold-personal-data-${request.id}.json"`);
  await pipeline(file.stream, response);
}

/** Data privacy requests of the signed-in person (spec 002: agents and clients alike; any role here). */
@ApiTags('data-requests')
@Controller('data-requests')
@Authenticated()
export class DataRequestsController {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly queries: QueryBus,
    private readonly exports: DataExportStore,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'listMyDataRequests', summary: 'My data privacy requests, newest first' })
  @ApiOkResponse({ type: DataRequestDto, isArray: true })
  list(@RequestMetadata() metadata: EventMetadata): Promise<DataRequestDto[]> {
    return this.queries.execute(new ListDataRequests({ userId: actorOf(metadata) }));
  }

  @Post()
  @HttpCode(201)
  @CommandEndpoint()
  @ApiOperation({ operationId: 'submitDataRequest', summary: 'File an access or deletion request (answered within 30 days)' })
  @ApiCreatedResponse({ type: DataRequestDto })
  async submit(@Body() body: SubmitDataRequestDto, @CommandRequest() call: CommandCall): Promise<DataRequestDto> {
    const userId = actorOf(call.metadata);
    const id = randomUUID();
    // The row keeps the requester's e-mail and name as they are when filing (spec 000 §3).
    const profile = await this.queries.execute(new GetRequesterProfile(userId));
    // An erased person has no session left; a token that outlived them files nothing.
    if (profile?.erased) throw new UnauthorizedError();
    await this.pipeline.handle(
      dataRequest,
      id,
      { type: 'SubmitDataRequest', requestId: id, userId, requestType: body.requestType, reason: body.reason, userEmail: profile?.email ?? null, userName: profile?.fullName ?? null },
      call,
    );
    const [created] = await this.queries.execute(new ListDataRequests({ requestId: id }));
    if (!created) throw new Error('Inline projection did not write the data request');
    return created;
  }

  @Get(':id/export')
  @ApiOperation({ operationId: 'downloadMyDataExport', summary: 'The JSON export of my completed access request' })
  @ApiProduces('application/json')
  @ApiOkResponse({ schema: { type: 'object' }, description: 'Everything the platform holds about me' })
  @ApiNotFoundResponse({ description: 'Data request not found / No export is available for this request' })
  async export(
    @Param('id', requestId) id: string,
    @RequestMetadata() metadata: EventMetadata,
    @Res() response: Response,
  ): Promise<void> {
    const [request] = await this.queries.execute(new ListDataRequests({ requestId: id, userId: actorOf(metadata) }));
    if (!request) throw new DataRequestNotFoundError();
    await sendExport(this.exports, request, response);
  }
}

/** The admin console's Data Requests tab (spec 000 §2). */
@ApiTags('admin')
@Controller('admin/data-requests')
@Authenticated('admin')
export class AdminDataRequestsController {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly queries: QueryBus,
    private readonly exports: DataExportStore,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'listAllDataRequests',
    summary: 'Data privacy requests, newest first; searched, filtered by status and type and paged, with the matching total',
  })
  @ApiOkResponse({ type: DataRequestListDto })
  list(@Query() query: ListAdminDataRequestsQueryDto): Promise<DataRequestListDto> {
    return this.queries.execute(new ListDataRequestsPage({ status: query.status, type: query.type }, pageRequestOf(query)));
  }

  @Patch(':id')
  @CommandEndpoint()
  @ApiOperation({
    operationId: 'updateDataRequest',
    summary:
      'Set the status (any value) and/or the note. Completed or rejected stamps completedAt; completing an access request builds its export, completing a deletion request erases the person',
  })
  @ApiOkResponse({ type: DataRequestDto })
  @ApiNotFoundResponse({ description: 'Data request not found' })
  async update(
    @Param('id', requestId) id: string,
    @Body() body: UpdateDataRequestDto,
    @CommandRequest() call: CommandCall,
  ): Promise<DataRequestDto> {
    await this.pipeline.handle(dataRequest, id, { type: 'ReviewDataRequest', requestId: id, status: body.status, adminNotes: body.adminNotes }, call);
    const [updated] = await this.queries.execute(new ListDataRequests({ requestId: id }));
    if (!updated) throw new DataRequestNotFoundError();
    return updated;
  }

  @Get(':id/export')
  @ApiOperation({ operationId: 'downloadDataExport', summary: 'The JSON export of a completed access request' })
  @ApiProduces('application/json')
  @ApiOkResponse({ schema: { type: 'object' }, description: 'Everything the platform holds about the requester' })
  @ApiNotFoundResponse({ description: 'Data request not found / No export is available for this request' })
  async export(@Param('id', requestId) id: string, @Res() response: Response): Promise<void> {
    const [request] = await this.queries.execute(new ListDataRequests({ requestId: id }));
    if (!request) throw new DataRequestNotFoundError();
    await sendExport(this.exports, request, response);
  }
}
