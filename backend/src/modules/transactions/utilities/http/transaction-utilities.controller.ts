import { Body, Controller, Delete, Get, HttpCode, Inject, Param, ParseUUIDPipe, Patch, Post, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { ResourceAccess, ResourceCaller } from '../../../../platform/access/resource-access.decorator';
import { Authenticated } from '../../../../platform/auth/roles.guard';
import { AuthenticatedUser } from '../../../../platform/auth/token.service';
import { CommandPipeline } from '../../../../platform/event-store/command-pipeline';
import { sqlOf } from '../../../../platform/event-store/sql-executor';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { CommandCall, CommandEndpoint, CommandRequest } from '../../../../platform/http/if-match';
import { IdempotentCreate } from '../../../../platform/http/idempotency';
import { CurrentActor } from '../../../../platform/http/request-context';
import { TransactionNotFoundError } from '../../kernel/domain/deal-errors';
import { withinDeal } from '../../kernel/deal-entities';
import { transaction } from '../../transaction.aggregate';
import { UtilityNotFoundError } from '../domain/utility-rules';
import { ListTransactionUtilities } from '../queries/list-transaction-utilities.query';
import { transactionPolicy } from '../../kernel/transactions.policy';
import { dealReader, DealViewQueryDto, INVALID_DEAL_VIEW } from '../../kernel/deal-reader';
import { CreateTransactionUtilityDto, TransactionUtilityDto, UpdateTransactionUtilityDto } from './transaction-utilities.dto';

const transactionId = new ParseUUIDPipe({ exceptionFactory: () => new TransactionNotFoundError() });
const utilityId = new ParseUUIDPipe({ exceptionFactory: () => new UtilityNotFoundError() });

/**
 * The deal's utilities (spec 002 §3, §4 utility task sync, §6; ADR 0033): only the deal's agent
 * writes them (the deal decides, so anyone else, its client included, gets the spec's 403), each write
 * with the task it keeps in step in the same append; the client reads those shown to them, without
 * notes or account details.
 */
@ApiTags('transactions')
@Controller('transactions')
export class TransactionUtilitiesController {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly queries: QueryBus,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  @Get(':id/utilities')
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @ApiOperation({
    operationId: 'listTransactionUtilities',
    summary: "A deal's utilities, newest first (a client, or its agent with view=client: those shown to the client, without notes or account details)",
  })
  @ApiOkResponse({ type: TransactionUtilityDto, isArray: true })
  @ApiBadRequestResponse({ description: INVALID_DEAL_VIEW })
  @ResourceAccess(transactionPolicy, 'id')
  list(
    @Param('id', transactionId) id: string,
    @Query() query: DealViewQueryDto,
    @ResourceCaller() caller: ResourceCaller,
  ): Promise<TransactionUtilityDto[]> {
    return this.queries.execute(new ListTransactionUtilities(id, dealReader(caller, query.view).audience));
  }

  @Post(':id/utilities')
  @HttpCode(201)
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @CommandEndpoint()
  @IdempotentCreate()
  @ApiOperation({ operationId: 'createTransactionUtility', summary: 'Add a utility; with create_client_task and a due date it gets a task kept in step' })
  @ApiCreatedResponse({ type: TransactionUtilityDto })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async create(
    @Param('id', transactionId) id: string,
    @Body() body: CreateTransactionUtilityDto,
    @CurrentActor() actor: AuthenticatedUser,
    @CommandRequest() call: CommandCall,
  ): Promise<TransactionUtilityDto> {
    const newUtilityId = randomUUID();
    await this.pipeline.handle(
      transaction,
      id,
      { type: 'AddTransactionUtility', transactionId: id, actorId: actor.userId, actorRole: actor.role, utilityId: newUtilityId, taskId: randomUUID(), utility: body },
      call,
    );
    return this.readOne(id, newUtilityId);
  }

  @Patch(':id/utilities/:utilityId')
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @CommandEndpoint()
  @ApiOperation({
    operationId: 'updateTransactionUtility',
    summary: 'Change a utility; its task follows (made, re-dated, completed on Confirmed / Completed, reopened when leaving them, let go when the flag is cleared)',
  })
  @ApiOkResponse({ type: TransactionUtilityDto })
  @ApiNotFoundResponse({ description: 'Transaction not found / Utility not found' })
  @ApiForbiddenResponse({
    description: "Forbidden - You do not have access to this transaction; '… this utility' for another deal's utility",
  })
  async update(
    @Param('id', transactionId) id: string,
    @Param('utilityId', utilityId) utility: string,
    @Body() body: UpdateTransactionUtilityDto,
    @CurrentActor() actor: AuthenticatedUser,
    @CommandRequest() call: CommandCall,
  ): Promise<TransactionUtilityDto> {
    await this.ownUtility(id, utility, () =>
      this.pipeline.handle(
        transaction,
        id,
        { type: 'ChangeTransactionUtility', transactionId: id, actorId: actor.userId, actorRole: actor.role, utilityId: utility, taskId: randomUUID(), changes: body },
        call,
      ),
    );
    return this.readOne(id, utility);
  }

  @Delete(':id/utilities/:utilityId')
  @HttpCode(204)
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @CommandEndpoint()
  @ApiOperation({ operationId: 'deleteTransactionUtility', summary: 'Delete a utility; its task is completed' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'Transaction not found / Utility not found' })
  @ApiForbiddenResponse({
    description: "Forbidden - You do not have access to this transaction; '… this utility' for another deal's utility",
  })
  async remove(
    @Param('id', transactionId) id: string,
    @Param('utilityId', utilityId) utility: string,
    @CurrentActor() actor: AuthenticatedUser,
    @CommandRequest() call: CommandCall,
  ): Promise<void> {
    await this.ownUtility(id, utility, () =>
      this.pipeline.handle(transaction, id, { type: 'RemoveTransactionUtility', transactionId: id, actorId: actor.userId, actorRole: actor.role, utilityId: utility }, call),
    );
  }

  /** Another deal's utility named through this one: the spec's 403 for the utility (spec 002 §8). */
  private ownUtility<T>(transactionId: string, utilityId: string, work: () => Promise<T>): Promise<T> {
    return withinDeal(sqlOf(this.dataSource), 'utility', transactionId, utilityId, work);
  }

  private async readOne(id: string, utility: string): Promise<TransactionUtilityDto> {
    const [row]: TransactionUtilityDto[] = await this.queries.execute(new ListTransactionUtilities(id, 'agent', utility));
    if (!row) throw new UtilityNotFoundError();
    return row;
  }
}
