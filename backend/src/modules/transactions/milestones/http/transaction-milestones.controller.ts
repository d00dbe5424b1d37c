import { Body, Controller, Delete, Get, HttpCode, Inject, Param, ParseUUIDPipe, Patch, Post, Put, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { ResourceAccess, ResourceCaller } from '../../../../platform/access/resource-access.decorator';
import { AuthenticatedUser } from '../../../../platform/auth/token.service';
import { Authenticated } from '../../../../platform/auth/roles.guard';
import { CommandPipeline } from '../../../../platform/event-store/command-pipeline';
import { sqlOf } from '../../../../platform/event-store/sql-executor';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { EventMetadata } from '../../../../platform/event-store/event.types';
import { EnumParam } from '../../../../platform/http/enum-param';
import { CommandCall, CommandEndpoint, commandActorOf, CommandRequest } from '../../../../platform/http/if-match';
import { IdempotentCreate } from '../../../../platform/http/idempotency';
import { CurrentActor, RequestMetadata } from '../../../../platform/http/request-context';
import { withinDeal } from '../../kernel/deal-entities';
import { dealReader, DealViewQueryDto, INVALID_DEAL_VIEW } from '../../kernel/deal-reader';
import { CONTRACT_DEADLINE_TYPES } from '../../kernel/domain/deadlines/texas-deadlines';
import { TransactionNotFoundError } from '../../kernel/domain/deal-errors';
import { transactionPolicy } from '../../kernel/transactions.policy';
import { transaction } from '../../transaction.aggregate';
import { EDUCATED_MILESTONE_TYPES } from '../domain/default-education';
import { CONFIRMABLE_MILESTONE_TYPES, MilestoneNotFoundError } from '../domain/milestones.decide';
import { ListRemovedMilestones } from '../queries/list-removed-milestones.query';
import { ListTransactionMilestones } from '../queries/list-transaction-milestones.query';
import { MilestoneIntegrityService } from '../queries/milestone-integrity.service';
import { AmendContractDeadlineDto, CreateCustomMilestoneDto, MilestoneEducationDto, MilestoneIntegrityDto, RemovedMilestoneDto, TransactionMilestoneDto, UpdateCustomMilestoneDto } from './milestones.dto';

/** The milestone type of a confirmation: a generated one, else 400 (ADR 0049). */
const ConfirmableMilestoneParam = () =>
  EnumParam('milestoneType', CONFIRMABLE_MILESTONE_TYPES, { label: 'milestone_type', enumName: 'ConfirmableMilestoneType' });

/** The agent's own milestone as the add and change commands take it (what the change omits stays). */
const customMilestoneFields = <Body extends UpdateCustomMilestoneDto>(
  body: Body,
): { name: Body['milestone_name']; dueDate: Body['due_date']; isClientVisible: Body['is_client_visible'] } => ({
  name: body.milestone_name,
  dueDate: body.due_date,
  isClientVisible: body.is_client_visible,
});

/** A malformed id names no deal: the same 404 as an unknown one (spec 002 §8). */
const transactionId = new ParseUUIDPipe({ exceptionFactory: () => new TransactionNotFoundError() });

/** A malformed milestone id names no milestone. */
const milestoneIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new MilestoneNotFoundError() });

/** The milestone type of the education routes: one the catalogue educates about, else 400 (ADR 0008 addendum). */
const EducatedMilestoneTypeParam = () => EnumParam('milestoneType', EDUCATED_MILESTONE_TYPES, { label: 'milestone_type', enumName: 'EducatedMilestoneType' });

/** The milestone type of an amendment: a deadline the contract fixes, else 400 (ADR 0008 addendum). */
const ContractDeadlineParam = () =>
  EnumParam('milestoneType', CONTRACT_DEADLINE_TYPES, { label: 'milestone_type', enumName: 'ContractDeadlineType' });

/** One deal's timeline (spec 002 §2, §4, §7): read by both sides, its custom milestones, amendments, education and integrity by its agent. */
@ApiTags('transactions')
@Controller('transactions')
export class TransactionMilestonesController {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly queries: QueryBus,
    private readonly integrity: MilestoneIntegrityService,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  @Get(':id/milestones')
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @ApiOperation({
    operationId: 'listTransactionMilestones',
    summary: "A deal's timeline in date order (a client, or its agent with view=client, sees only client-visible milestones)",
  })
  @ApiOkResponse({ type: TransactionMilestoneDto, isArray: true })
  @ApiBadRequestResponse({ description: INVALID_DEAL_VIEW })
  @ResourceAccess(transactionPolicy, 'id')
  listMilestones(
    @Param('id', transactionId) id: string,
    @Query() query: DealViewQueryDto,
    @ResourceCaller() caller: ResourceCaller,
  ): Promise<TransactionMilestoneDto[]> {
    return this.queries.execute(new ListTransactionMilestones(id, dealReader(caller, query.view).audience === 'client'));
  }

  @Post(':id/milestones/:milestoneType/amendments')
  @HttpCode(200)
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @CommandEndpoint()
  @ApiOperation({
    operationId: 'amendContractDeadline',
    summary: "Record a signed amendment (TREC 39) that moves a contract deadline (the deal's agent only); the timeline then dates it by the amendment",
  })
  @ApiOkResponse({ type: TransactionMilestoneDto, isArray: true })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async amendDeadline(
    @Param('id', transactionId) id: string,
    @ContractDeadlineParam() milestoneType: string,
    @Body() body: AmendContractDeadlineDto,
    @CommandRequest() call: CommandCall,
  ): Promise<TransactionMilestoneDto[]> {
    await this.pipeline.handle(
      transaction,
      id,
      { type: 'AmendContractDeadline', transactionId: id, ...commandActorOf(call), milestoneType, date: body.date, amendedOn: body.amended_on, documentId: body.document_id ?? null },
      call,
    );
    return this.queries.execute(new ListTransactionMilestones(id, false));
  }

  @Put(':id/milestones/:milestoneType/confirmation')
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @CommandEndpoint()
  @ApiOperation({
    operationId: 'confirmMilestone',
    summary: "Confirm a generated milestone done (the deal's agent only): a date that passed is not done until a fact, a task or the agent says so; answers the timeline",
  })
  @ApiOkResponse({ type: TransactionMilestoneDto, isArray: true })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async confirm(
    @Param('id', transactionId) id: string,
    @ConfirmableMilestoneParam() milestoneType: string,
    @CommandRequest() call: CommandCall,
  ): Promise<TransactionMilestoneDto[]> {
    await this.pipeline.handle(transaction, id, { type: 'ConfirmMilestone', transactionId: id, ...commandActorOf(call), milestoneType }, call);
    return this.queries.execute(new ListTransactionMilestones(id, false));
  }

  @Delete(':id/milestones/:milestoneType/confirmation')
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @CommandEndpoint()
  @ApiOperation({
    operationId: 'withdrawMilestoneConfirmation',
    summary: "Take back the agent's confirmation of a generated milestone (it is open again unless a fact of the deal completes it); answers the timeline",
  })
  @ApiOkResponse({ type: TransactionMilestoneDto, isArray: true })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async withdrawConfirmation(
    @Param('id', transactionId) id: string,
    @ConfirmableMilestoneParam() milestoneType: string,
    @CommandRequest() call: CommandCall,
  ): Promise<TransactionMilestoneDto[]> {
    await this.pipeline.handle(transaction, id, { type: 'WithdrawMilestoneConfirmation', transactionId: id, ...commandActorOf(call), milestoneType }, call);
    return this.queries.execute(new ListTransactionMilestones(id, false));
  }

  @Put(':id/milestones/:milestoneType/removal')
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @CommandEndpoint()
  @ApiOperation({
    operationId: 'removeGeneratedMilestone',
    summary:
      "Remove a generated milestone (the deal's agent only): an override every regeneration keeps; the ¶5A and ¶5B contract deadlines are refused (amend them instead); answers the timeline",
  })
  @ApiOkResponse({ type: TransactionMilestoneDto, isArray: true })
  @ApiBadRequestResponse({ description: 'A contract deadline (TREC 20-18 ¶5A, ¶5B) cannot be removed' })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async removeGenerated(
    @Param('id', transactionId) id: string,
    @ConfirmableMilestoneParam() milestoneType: string,
    @CommandRequest() call: CommandCall,
  ): Promise<TransactionMilestoneDto[]> {
    await this.pipeline.handle(transaction, id, { type: 'RemoveGeneratedMilestone', transactionId: id, ...commandActorOf(call), milestoneType }, call);
    return this.queries.execute(new ListTransactionMilestones(id, false));
  }

  @Get(':id/removed-milestones')
  @Authenticated('agent', 'broker', 'team_lead')
  @ApiOperation({
    operationId: 'listRemovedMilestones',
    summary: "The generated milestones the deal's agent removed, newest first, each restorable (the agent's view; an overseer reads it too, a client never)",
  })
  @ApiOkResponse({ type: RemovedMilestoneDto, isArray: true })
  @ResourceAccess(transactionPolicy, 'id')
  listRemoved(@Param('id', transactionId) id: string): Promise<RemovedMilestoneDto[]> {
    return this.queries.execute(new ListRemovedMilestones(id));
  }

  @Delete(':id/milestones/:milestoneType/removal')
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @CommandEndpoint()
  @ApiOperation({
    operationId: 'restoreGeneratedMilestone',
    summary: "Take back the removal of a generated milestone (the deal's agent only): the rules date it again; answers the timeline",
  })
  @ApiOkResponse({ type: TransactionMilestoneDto, isArray: true })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async restoreGenerated(
    @Param('id', transactionId) id: string,
    @ConfirmableMilestoneParam() milestoneType: string,
    @CommandRequest() call: CommandCall,
  ): Promise<TransactionMilestoneDto[]> {
    await this.pipeline.handle(transaction, id, { type: 'RestoreGeneratedMilestone', transactionId: id, ...commandActorOf(call), milestoneType }, call);
    return this.queries.execute(new ListTransactionMilestones(id, false));
  }

  @Post(':id/milestones')
  @HttpCode(201)
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @CommandEndpoint()
  @IdempotentCreate()
  @ApiOperation({ operationId: 'createCustomMilestone', summary: "Add the agent's own milestone to the deal (name, due date, client visibility; the deal's agent only)" })
  @ApiCreatedResponse({ type: TransactionMilestoneDto })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async addMilestone(@Param('id', transactionId) id: string, @Body() body: CreateCustomMilestoneDto, @CommandRequest() call: CommandCall): Promise<TransactionMilestoneDto> {
    const milestoneId = randomUUID();
    await this.pipeline.handle(
      transaction,
      id,
      {
        type: 'AddCustomMilestone',
        transactionId: id,
        ...commandActorOf(call),
        milestoneId,
        ...customMilestoneFields(body),
      },
      call,
    );
    return this.milestone(id, milestoneId);
  }

  @Patch(':id/milestones/:milestoneId')
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @CommandEndpoint()
  @ApiOperation({ operationId: 'updateCustomMilestone', summary: "Change one of the agent's own milestones (only what is sent changes)" })
  @ApiOkResponse({ type: TransactionMilestoneDto })
  @ApiNotFoundResponse({ description: 'Transaction not found / Milestone not found' })
  @ApiForbiddenResponse({
    description: "Forbidden - You do not have access to this transaction; '… this milestone' for another deal's milestone",
  })
  async changeMilestone(
    @Param('id', transactionId) id: string,
    @Param('milestoneId', milestoneIdPipe) milestoneId: string,
    @Body() body: UpdateCustomMilestoneDto,
    @CommandRequest() call: CommandCall,
  ): Promise<TransactionMilestoneDto> {
    await this.ownMilestone(id, milestoneId, () =>
      this.pipeline.handle(
        transaction,
        id,
        {
          type: 'ChangeCustomMilestone',
          transactionId: id,
          ...commandActorOf(call),
          milestoneId,
          ...customMilestoneFields(body),
        },
        call,
      ),
    );
    return this.milestone(id, milestoneId);
  }

  @Delete(':id/milestones/:milestoneId')
  @HttpCode(204)
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @CommandEndpoint()
  @ApiOperation({ operationId: 'deleteCustomMilestone', summary: "Remove one of the agent's own milestones" })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'Transaction not found / Milestone not found' })
  @ApiForbiddenResponse({ description: "Forbidden - You do not have access to this transaction; '… this milestone' for another deal's milestone" })
  async removeMilestone(@Param('id', transactionId) id: string, @Param('milestoneId', milestoneIdPipe) milestoneId: string, @CommandRequest() call: CommandCall): Promise<void> {
    await this.ownMilestone(id, milestoneId, () =>
      this.pipeline.handle(transaction, id, { type: 'RemoveCustomMilestone', transactionId: id, ...commandActorOf(call), milestoneId }, call),
    );
  }

  @Get(':id/milestone-integrity')
  @Authenticated('agent', 'broker', 'team_lead')
  @ApiOperation({ operationId: 'checkMilestoneIntegrity', summary: "Drift between the deal's stored milestones and what its fields give under today's rules" })
  @ApiOkResponse({ type: MilestoneIntegrityDto })
  @ResourceAccess(transactionPolicy, 'id')
  checkIntegrity(@Param('id', transactionId) id: string): Promise<MilestoneIntegrityDto> {
    return this.integrity.check(id);
  }

  @Post(':id/milestone-integrity/fix')
  @HttpCode(200)
  @Authenticated('agent', 'broker', 'team_lead')
  @ApiOperation({ operationId: 'fixMilestoneIntegrity', summary: "Regenerate the deal's milestones now (the deal's agent only); answers the check after it" })
  @ApiOkResponse({ type: MilestoneIntegrityDto })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  fixIntegrity(
    @Param('id', transactionId) id: string,
    @RequestMetadata() metadata: EventMetadata,
    @CurrentActor() actor: AuthenticatedUser,
  ): Promise<MilestoneIntegrityDto> {
    return this.integrity.fix(id, metadata, actor.role);
  }

  @Put(':id/milestone-education/:milestoneType')
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @CommandEndpoint()
  @ApiOperation({
    operationId: 'setMilestoneEducation',
    summary: "Write the deal's own education text for a milestone type (the deal's agent only); answers the timeline",
  })
  @ApiOkResponse({ type: TransactionMilestoneDto, isArray: true })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async setEducation(
    @Param('id', transactionId) id: string,
    @EducatedMilestoneTypeParam() milestoneType: string,
    @Body() body: MilestoneEducationDto,
    @CommandRequest() call: CommandCall,
  ): Promise<TransactionMilestoneDto[]> {
    const command = { type: 'SetMilestoneEducation' as const, transactionId: id, ...commandActorOf(call), milestoneType, text: body.custom_education_text };
    await this.pipeline.handle(transaction, id, command, call);
    return this.queries.execute(new ListTransactionMilestones(id, false));
  }

  @Delete(':id/milestone-education/:milestoneType')
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @CommandEndpoint()
  @ApiOperation({
    operationId: 'resetMilestoneEducation',
    summary: 'Back to the default education text for a milestone type (the deal\'s agent only); answers the timeline',
  })
  @ApiOkResponse({ type: TransactionMilestoneDto, isArray: true })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async resetEducation(
    @Param('id', transactionId) id: string,
    @EducatedMilestoneTypeParam() milestoneType: string,
    @CommandRequest() call: CommandCall,
  ): Promise<TransactionMilestoneDto[]> {
    await this.pipeline.handle(transaction, id, { type: 'ResetMilestoneEducation', transactionId: id, ...commandActorOf(call), milestoneType }, call);
    return this.queries.execute(new ListTransactionMilestones(id, false));
  }

  /** One milestone as the agent's timeline lists it (a closed deal lists only those due by its close). */
  /** Another deal's milestone named through this one: the spec's 403 for the milestone (spec 002 §8). */
  private ownMilestone<T>(transactionId: string, milestoneId: string, work: () => Promise<T>): Promise<T> {
    return withinDeal(sqlOf(this.dataSource), 'milestone', transactionId, milestoneId, work);
  }

  private async milestone(transactionId: string, milestoneId: string): Promise<TransactionMilestoneDto> {
    const milestones: TransactionMilestoneDto[] = await this.queries.execute(new ListTransactionMilestones(transactionId, false));
    const found = milestones.find((milestone) => milestone.id === milestoneId);
    if (!found) throw new MilestoneNotFoundError();
    return found;
  }
}
