import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { ResourceAccess, ResourceCaller } from '../../../../platform/access/resource-access.decorator';
import { Authenticated } from '../../../../platform/auth/roles.guard';
import { AuthenticatedUser } from '../../../../platform/auth/token.service';
import { CommandPipeline } from '../../../../platform/event-store/command-pipeline';
import { CommandCall, CommandEndpoint, CommandRequest } from '../../../../platform/http/if-match';
import { IdempotentCreate } from '../../../../platform/http/idempotency';
import { CurrentActor } from '../../../../platform/http/request-context';
import { TaskNotFoundError } from '../domain/task-rules';
import { TransactionNotFoundError } from '../../kernel/domain/deal-errors';
import { transaction } from '../../transaction.aggregate';
import { ListTransactionTasks, TaskRow, taskReadSql, toTaskDto } from '../queries/list-transaction-tasks.query';
import { ListUpcomingTasks } from '../queries/list-upcoming-tasks.query';
import { transactionPolicy } from '../../kernel/transactions.policy';
import { dealReader, INVALID_DEAL_VIEW } from '../../kernel/deal-reader';
import {
  CreateTransactionTaskDto,
  ListTransactionTasksQueryDto,
  TransactionTaskDto,
  UpcomingTaskDto,
  UpdateTransactionTaskDto,
} from './transaction-tasks.dto';

const transactionId = new ParseUUIDPipe({ exceptionFactory: () => new TransactionNotFoundError() });
const taskId = new ParseUUIDPipe({ exceptionFactory: () => new TaskNotFoundError() });

/** A command's answer: decide let only the deal's agent or client through, so the caller's role tells which. */
const viewerOf = (actor: AuthenticatedUser) =>
  actor.role === 'client' ? { audience: 'client' as const, privateTasksOf: actor.userId } : { audience: 'agent' as const, privateTasksOf: null };

/**
 * The deal's tasks (issue 10 item 6; spec 002 §4–§8, 001 §2.1 sidebar; ADR 0027). Commands go to the
 * deal's aggregate, which decides every access and 403 rule; reads see what the spec lets the caller.
 */
@ApiTags('transactions')
@Controller('transactions')
export class TransactionTasksController {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly queries: QueryBus,
  ) {}

  @Get('upcoming-tasks')
  @Authenticated('agent', 'broker', 'team_lead')
  @ApiOperation({
    operationId: 'listUpcomingTasks',
    summary: "Up to 10 of the agent's incomplete tasks across their open deals, by due date (undated last), then newest",
  })
  @ApiOkResponse({ type: UpcomingTaskDto, isArray: true })
  upcoming(@CurrentActor() actor: AuthenticatedUser): Promise<UpcomingTaskDto[]> {
    return this.queries.execute(new ListUpcomingTasks(actor.userId));
  }

  @Get(':id/tasks')
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @ApiOperation({
    operationId: 'listTransactionTasks',
    summary:
      "A deal's tasks: pending first, due date ascending (undated last), newest created; filtered by bucket, status and (client) scope; " +
      'its agent with view=client reads the shared ones only (never the client’s private tasks)',
  })
  @ApiOkResponse({ type: TransactionTaskDto, isArray: true })
  @ApiBadRequestResponse({ description: INVALID_DEAL_VIEW })
  @ResourceAccess(transactionPolicy, 'id')
  list(
    @Param('id', transactionId) id: string,
    @Query() query: ListTransactionTasksQueryDto,
    @ResourceCaller() caller: ResourceCaller,
  ): Promise<TransactionTaskDto[]> {
    const reader = dealReader(caller, query.view);
    return this.queries.execute(new ListTransactionTasks(id, reader, { buckets: query.bucket, status: query.status, scope: query.scope }));
  }

  @Post(':id/tasks')
  @HttpCode(201)
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @CommandEndpoint()
  @IdempotentCreate()
  @ApiOperation({ operationId: 'createTransactionTask', summary: "Add a task: the agent's (not private) or the client's (private only)" })
  @ApiCreatedResponse({ type: TransactionTaskDto })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async create(
    @Param('id', transactionId) id: string,
    @Body() body: CreateTransactionTaskDto,
    @CurrentActor() actor: AuthenticatedUser,
    @CommandRequest() call: CommandCall,
  ): Promise<TransactionTaskDto> {
    const newTaskId = randomUUID();
    await this.pipeline.handle(
      transaction,
      id,
      { type: 'CreateTransactionTask', transactionId: id, taskId: newTaskId, actorId: actor.userId, actorRole: actor.role, ...body },
      call,
    );
    return this.readOne(id, newTaskId, actor);
  }

  @Patch(':id/tasks/:taskId')
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @CommandEndpoint()
  @ApiOperation({
    operationId: 'updateTransactionTask',
    summary: 'Change a task; completed_at set completes it now, null reopens it (a client: completed_at and client_notes, plus title, description, due_date and priority on their own)',
  })
  @ApiOkResponse({ type: TransactionTaskDto })
  @ApiNotFoundResponse({ description: 'Transaction not found / Task not found' })
  async update(
    @Param('id', transactionId) id: string,
    @Param('taskId', taskId) task: string,
    @Body() body: UpdateTransactionTaskDto,
    @CurrentActor() actor: AuthenticatedUser,
    @CommandRequest() call: CommandCall,
  ): Promise<TransactionTaskDto> {
    // The answer is the task read as the caller may read it (the list's own statement), in the command's
    // transaction after its projections and sent with its commit (ADR 0086): no read-back round trip.
    const handled = await this.pipeline.handle(
      transaction,
      id,
      { type: 'UpdateTransactionTask', transactionId: id, taskId: task, actorId: actor.userId, actorRole: actor.role, changes: body },
      { ...call, answer: taskReadSql({ transactionId: id, viewer: viewerOf(actor), filters: {}, taskId: task }) },
    );
    const [row] = (handled.answer ?? []) as unknown as TaskRow[];
    if (!row) throw new TaskNotFoundError();
    return toTaskDto(row);
  }

  @Delete(':id/tasks/:taskId')
  @HttpCode(204)
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @CommandEndpoint()
  @ApiOperation({ operationId: 'deleteTransactionTask', summary: "Delete a task (the agent: any; a client: only private tasks they created)" })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'Transaction not found / Task not found' })
  async remove(
    @Param('id', transactionId) id: string,
    @Param('taskId', taskId) task: string,
    @CurrentActor() actor: AuthenticatedUser,
    @CommandRequest() call: CommandCall,
  ): Promise<void> {
    await this.pipeline.handle(transaction, id, { type: 'DeleteTransactionTask', transactionId: id, taskId: task, actorId: actor.userId, actorRole: actor.role }, call);
  }

  /** The task as the caller may read it, after their command. */
  private async readOne(id: string, task: string, actor: AuthenticatedUser): Promise<TransactionTaskDto> {
    const [row]: TransactionTaskDto[] = await this.queries.execute(new ListTransactionTasks(id, viewerOf(actor), {}, task));
    if (!row) throw new TaskNotFoundError();
    return row;
  }
}
