import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { ResourceAccess, ResourceCaller } from '../../../../platform/access/resource-access.decorator';
import { Authenticated, NoSessionMessage } from '../../../../platform/auth/roles.guard';
import { AuthenticatedUser } from '../../../../platform/auth/token.service';
import { CommandPipeline } from '../../../../platform/event-store/command-pipeline';
import { CommandCall, CommandEndpoint, CommandRequest } from '../../../../platform/http/if-match';
import { IdempotentCreate } from '../../../../platform/http/idempotency';
import { CurrentActor } from '../../../../platform/http/request-context';
import { CHECK_IN_MESSAGES, CheckInNotFoundError } from '../domain/check-in-rules';
import { TransactionNotFoundError } from '../../kernel/domain/deal-errors';
import { transaction } from '../../transaction.aggregate';
import { ListClientCheckIns } from '../queries/list-check-ins.query';
import { transactionPolicy } from '../../kernel/transactions.policy';
import { ClientCheckInDto, RespondToCheckInDto, SubmitCheckInDto } from './client-check-ins.dto';
import { dealReader, partiesOnly, DealViewQueryDto, INVALID_DEAL_VIEW } from '../../kernel/deal-reader';

const transactionId = new ParseUUIDPipe({ exceptionFactory: () => new TransactionNotFoundError() });
const checkInId = new ParseUUIDPipe({ exceptionFactory: () => new CheckInNotFoundError() });

/**
 * Clients' emotional check-ins (spec 002 §3, §4 "Check-ins", §7; ADR 0035): the deal's client checks
 * in with a feeling and a note; its agent reads them (new until viewed), opens one to respond (which
 * marks it viewed) and answers. The deal decides every rule; without a session the spec's words
 * answer: 'Not authenticated'.
 */
@ApiTags('transactions')
@Controller('transactions')
@NoSessionMessage(CHECK_IN_MESSAGES.notAuthenticated)
export class ClientCheckInsController {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly queries: QueryBus,
  ) {}

  @Get(':id/check-ins')
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @ApiOperation({ operationId: 'listClientCheckIns', summary: "A deal's check-ins, newest first (a client, or its agent with view=client: the deal's client's own)" })
  @ApiOkResponse({ type: ClientCheckInDto, isArray: true })
  @ApiBadRequestResponse({ description: INVALID_DEAL_VIEW })
  @ResourceAccess(transactionPolicy, 'id')
  list(@Param('id', transactionId) id: string, @Query() query: DealViewQueryDto, @ResourceCaller() caller: ResourceCaller): Promise<ClientCheckInDto[]> {
    return this.queries.execute(new ListClientCheckIns(id, partiesOnly(dealReader(caller, query.view)).audience));
  }

  @Post(':id/check-ins')
  @HttpCode(201)
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @CommandEndpoint()
  @IdempotentCreate()
  @ApiOperation({ operationId: 'submitCheckIn', summary: "The deal's client checks in: a feeling (required) and a note" })
  @ApiCreatedResponse({ type: ClientCheckInDto })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async submit(
    @Param('id', transactionId) id: string,
    @Body() body: SubmitCheckInDto,
    @CurrentActor() actor: AuthenticatedUser,
    @CommandRequest() call: CommandCall,
  ): Promise<ClientCheckInDto> {
    const newId = randomUUID();
    await this.pipeline.handle(
      transaction,
      id,
      { type: 'SubmitCheckIn', transactionId: id, checkInId: newId, actorId: actor.userId, actorRole: actor.role, feeling: body.feeling, note: body.note },
      call,
    );
    return this.readOne(id, newId);
  }

  @Post(':id/check-ins/:checkInId/viewed')
  @HttpCode(200)
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @CommandEndpoint()
  @ApiOperation({ operationId: 'markCheckInViewed', summary: 'The agent opens a check-in to respond: it is no longer new' })
  @ApiOkResponse({ type: ClientCheckInDto })
  @ApiNotFoundResponse({ description: 'Transaction not found / Check-in not found' })
  async viewed(
    @Param('id', transactionId) id: string,
    @Param('checkInId', checkInId) checkIn: string,
    @CurrentActor() actor: AuthenticatedUser,
    @CommandRequest() call: CommandCall,
  ): Promise<ClientCheckInDto> {
    await this.pipeline.handle(transaction, id, { type: 'MarkCheckInViewed', transactionId: id, checkInId: checkIn, actorId: actor.userId, actorRole: actor.role }, call);
    return this.readOne(id, checkIn);
  }

  @Put(':id/check-ins/:checkInId/response')
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @CommandEndpoint()
  @ApiOperation({ operationId: 'respondToCheckIn', summary: "The agent's answer to a check-in (not empty); it marks the check-in viewed" })
  @ApiOkResponse({ type: ClientCheckInDto })
  @ApiNotFoundResponse({ description: 'Transaction not found / Check-in not found' })
  async respond(
    @Param('id', transactionId) id: string,
    @Param('checkInId', checkInId) checkIn: string,
    @Body() body: RespondToCheckInDto,
    @CurrentActor() actor: AuthenticatedUser,
    @CommandRequest() call: CommandCall,
  ): Promise<ClientCheckInDto> {
    await this.pipeline.handle(transaction, id, { type: 'RespondToCheckIn', transactionId: id, checkInId: checkIn, actorId: actor.userId, actorRole: actor.role, response: body.response }, call);
    return this.readOne(id, checkIn);
  }

  private async readOne(id: string, checkIn: string): Promise<ClientCheckInDto> {
    const [row]: ClientCheckInDto[] = await this.queries.execute(new ListClientCheckIns(id, 'agent', checkIn));
    if (!row) throw new CheckInNotFoundError();
    return row;
  }
}
