import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { randomUUID } from 'node:crypto';
import { ResourceAccess, ResourceCaller, ResourceRows } from '../../platform/access/resource-access.decorator';
import { AuthenticatedUser } from '../../platform/auth/token.service';
import { Authenticated } from '../../platform/auth/roles.guard';
import { CommandPipeline } from '../../platform/event-store/command-pipeline';
import { CommandCall, CommandEndpoint, commandActorOf, CommandRequest, etagOf } from '../../platform/http/if-match';
import { IdempotentCreate } from '../../platform/http/idempotency';
import { CurrentActor, RequestMetadata } from '../../platform/http/request-context';
import { EventMetadata } from '../../platform/event-store/event.types';
import { EnumParam } from '../../platform/http/enum-param';
import { EDUCATED_MILESTONE_TYPES } from './domain/milestones/default-education';
import { IsLinkedClient } from '../identity/identity.public';
import { DealInput, MilestoneNotFoundError, transaction, TransactionNotFoundError } from './domain/transaction.decide';
import { offeredTaskIds } from './domain/tasks/task-templates';
import { CONTRACT_DEADLINE_TYPES } from './domain/deadlines/texas-deadlines';
import { GetTransaction } from './queries/get-transaction/get-transaction.query';
import { AmendContractDeadlineDto, CreateCustomMilestoneDto, MilestoneEducationDto, MilestoneIntegrityDto, TransactionMilestoneDto, UpdateCustomMilestoneDto } from './http/milestones.dto';
import { MilestoneIntegrityService } from './queries/milestone-integrity/milestone-integrity.service';
import { ListTransactionMilestones } from './queries/list-transaction-milestones/list-transaction-milestones.query';
import { ListTransactionContacts } from './queries/list-transaction-contacts/list-transaction-contacts.query';
import { ListTransactions } from './queries/list-transactions/list-transactions.query';
import { MilestoneAudience } from './projections/milestone-summary.sql';
import { dealAsReadBy, dealReader, DealViewQueryDto, INVALID_DEAL_VIEW } from './http/deal-reader';
import {
  ChangeTransactionStatusDto,
  CreateTransactionDto,
  DeleteTransactionQueryDto,
  ListTransactionsQueryDto,
  TransactionContactDto,
  TransactionDraftDto,
  TransactionDto,
  TransactionListItemDto,
  UpdateTransactionDto,
  WizardContactDto,
} from './transactions.dto';
import { transactionPolicy } from './transactions.policy';

/** A malformed id names no deal: the same 404 as an unknown one (spec 002 §8). */
const transactionId = new ParseUUIDPipe({ exceptionFactory: () => new TransactionNotFoundError() });

/** A malformed milestone id names no milestone. */
const milestoneIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new MilestoneNotFoundError() });

/** The milestone type of the education routes: one the catalogue educates about, else 400 (ADR 0008 addendum). */
const EducatedMilestoneTypeParam = () => EnumParam('milestoneType', EDUCATED_MILESTONE_TYPES, { label: 'milestone_type', enumName: 'EducatedMilestoneType' });

/** The milestone type of an amendment: a deadline the contract fixes, else 400 (ADR 0008 addendum). */
const ContractDeadlineParam = () =>
  EnumParam('milestoneType', CONTRACT_DEADLINE_TYPES, { label: 'milestone_type', enumName: 'ContractDeadlineType' });

const DEAL_META_KEYS = new Set(['transaction_type', 'client_id', 'contacts', 'wizard_step', 'as_draft']);

/** A wizard body as the domain's input: the meta keys apart, every other key a catalogue field. */
function dealInput(body: TransactionDraftDto): DealInput {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) if (!DEAL_META_KEYS.has(key)) fields[key] = value;
  return {
    transactionType: body.transaction_type,
    clientId: body.client_id,
    wizardStep: body.wizard_step,
    fields,
    contacts: body.contacts?.map((contact) => ({ ...contact, contactId: randomUUID() })),
  };
}

/**
 * The deal (spec 001 §2.6, §4, §7; 002 §2, §7; the contract in docs/adr/0020). Commands check the
 * caller's current role and ownership in decide, with the policy's own derivation (404 'Transaction
 * not found', 403 with the spec's message; ADR 0036); reads go through the access policy, which also
 * cuts a client's view down (spec 002 §6, ADR 0021).
 */
@ApiTags('transactions')
@Controller('transactions')
export class TransactionsController {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly queries: QueryBus,
    private readonly integrity: MilestoneIntegrityService,
  ) {}

  @Get()
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @ApiOperation({ operationId: 'listTransactions', summary: "The caller's deals, newest first (an agent's drafts included; a client's without drafts)" })
  @ApiOkResponse({ type: TransactionListItemDto, isArray: true })
  @ResourceRows(transactionPolicy)
  list(@CurrentActor() actor: AuthenticatedUser, @Query() query: ListTransactionsQueryDto): Promise<TransactionListItemDto[]> {
    return this.queries.execute(new ListTransactions(actor.userId, actor.role === 'client' ? 'client' : 'agent', query.include_inactive === 'true'));
  }

  @Get(':id')
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @ApiOperation({
    operationId: 'getTransaction',
    summary: 'One deal with every catalogue field (a client sees it redacted; its agent too with view=client); ETag W/"<version>"',
  })
  @ApiOkResponse({ type: TransactionDto })
  @ApiBadRequestResponse({ description: INVALID_DEAL_VIEW })
  @ResourceAccess(transactionPolicy, 'id')
  async get(
    @Param('id', transactionId) id: string,
    @Query() query: DealViewQueryDto,
    @ResourceCaller() caller: ResourceCaller,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TransactionDto> {
    const reader = dealReader(caller, query.view);
    const deal = dealAsReadBy(reader, await this.read(id, reader.audience));
    // Weak: the body differs by reader; the version inside is what If-Match takes (strong "<version>").
    response.setHeader('ETag', `W/${etagOf(deal.version)}`);
    return deal;
  }

  @Post()
  @HttpCode(201)
  @Authenticated('agent', 'broker', 'team_lead')
  @CommandEndpoint()
  @IdempotentCreate()
  @ApiOperation({
    operationId: 'createTransaction',
    summary: 'Create a deal from the wizard: live (basics required; under_contract with a contract or effective date, else pending) or as_draft',
  })
  @ApiCreatedResponse({ type: TransactionDto })
  async create(@Body() body: CreateTransactionDto, @CommandRequest() call: CommandCall): Promise<TransactionDto> {
    const id = randomUUID();
    const agentId = call.metadata.actorId!;
    const command = { type: 'CreateTransaction' as const, transactionId: id, agentId, asDraft: body.as_draft === true, taskIds: offeredTaskIds(randomUUID), ...(await this.dealInput(agentId, body)) };
    await this.pipeline.handle(transaction, id, command, call);
    return this.read(id);
  }

  @Put(':id/draft')
  @Authenticated('agent', 'broker', 'team_lead')
  @CommandEndpoint()
  @ApiOperation({ operationId: 'saveTransactionDraft', summary: "Replace a draft's fields (only while it is a draft)" })
  @ApiOkResponse({ type: TransactionDto })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async saveDraft(@Param('id', transactionId) id: string, @Body() body: TransactionDraftDto, @CommandRequest() call: CommandCall): Promise<TransactionDto> {
    await this.pipeline.handle(transaction, id, { type: 'SaveTransactionDraft', transactionId: id, ...commandActorOf(call), ...(await this.dealInput(call.metadata.actorId!, body)) }, call);
    return this.read(id);
  }

  @Post(':id/submit')
  @HttpCode(200)
  @Authenticated('agent', 'broker', 'team_lead')
  @CommandEndpoint()
  @ApiOperation({ operationId: 'submitTransactionDraft', summary: 'A draft becomes live: validated like a live create' })
  @ApiOkResponse({ type: TransactionDto })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async submit(@Param('id', transactionId) id: string, @Body() body: TransactionDraftDto, @CommandRequest() call: CommandCall): Promise<TransactionDto> {
    const input = await this.dealInput(call.metadata.actorId!, body);
    await this.pipeline.handle(transaction, id, { type: 'SubmitTransactionDraft', transactionId: id, ...commandActorOf(call), taskIds: offeredTaskIds(randomUUID), ...input }, call);
    return this.read(id);
  }

  @Patch(':id')
  @Authenticated('agent', 'broker', 'team_lead')
  @CommandEndpoint()
  @ApiOperation({ operationId: 'updateTransaction', summary: 'Change catalogue fields (absent = unchanged, null = clears); only changed fields are stored' })
  @ApiOkResponse({ type: TransactionDto })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async update(@Param('id', transactionId) id: string, @Body() body: UpdateTransactionDto, @CommandRequest() call: CommandCall): Promise<TransactionDto> {
    const { client_id: clientId, ...fields } = body;
    const clientLinked = await this.clientLinked(call.metadata.actorId!, clientId);
    await this.pipeline.handle(transaction, id, { type: 'UpdateTransactionFields', transactionId: id, ...commandActorOf(call), fields, clientId, clientLinked }, call);
    return this.read(id);
  }

  @Post(':id/close')
  @HttpCode(200)
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @CommandEndpoint()
  @ApiOperation({ operationId: 'closeTransaction', summary: 'Close (agent only; needs a closing date or appointment); closing a closed deal changes nothing' })
  @ApiOkResponse({ type: TransactionDto })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async close(@Param('id', transactionId) id: string, @CommandRequest() call: CommandCall): Promise<TransactionDto> {
    await this.pipeline.handle(transaction, id, { type: 'CloseTransaction', transactionId: id, ...commandActorOf(call) }, call);
    return this.read(id);
  }

  @Post(':id/reopen')
  @HttpCode(200)
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @CommandEndpoint()
  @ApiOperation({ operationId: 'reopenTransaction', summary: 'Reopen (agent only): back to the status before the close' })
  @ApiOkResponse({ type: TransactionDto })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async reopen(@Param('id', transactionId) id: string, @CommandRequest() call: CommandCall): Promise<TransactionDto> {
    await this.pipeline.handle(transaction, id, { type: 'ReopenTransaction', transactionId: id, ...commandActorOf(call) }, call);
    return this.read(id);
  }

  @Post(':id/archive')
  @HttpCode(200)
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @CommandEndpoint()
  @ApiOperation({
    operationId: 'archiveTransaction',
    summary: "Archive a closed or cancelled deal (agent only): it leaves the client's default list, its record intact; archiving an archived deal changes nothing",
  })
  @ApiOkResponse({ type: TransactionDto })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async archive(@Param('id', transactionId) id: string, @CommandRequest() call: CommandCall): Promise<TransactionDto> {
    await this.pipeline.handle(transaction, id, { type: 'ArchiveTransaction', transactionId: id, ...commandActorOf(call) }, call);
    return this.read(id);
  }

  @Put(':id/status')
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @CommandEndpoint()
  @ApiOperation({
    operationId: 'changeTransactionStatus',
    summary: "Move a live deal to another contract status (agent only); drafts submit, closed deals reopen first",
  })
  @ApiOkResponse({ type: TransactionDto })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async changeStatus(@Param('id', transactionId) id: string, @Body() body: ChangeTransactionStatusDto, @CommandRequest() call: CommandCall): Promise<TransactionDto> {
    await this.pipeline.handle(transaction, id, { type: 'ChangeTransactionStatus', transactionId: id, ...commandActorOf(call), status: body.status }, call);
    return this.read(id);
  }

  @Delete(':id')
  @HttpCode(204)
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @CommandEndpoint()
  @ApiOperation({ operationId: 'deleteTransaction', summary: 'Soft delete (agent only); a closed deal only with force=true' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async remove(@Param('id', transactionId) id: string, @Query() query: DeleteTransactionQueryDto, @CommandRequest() call: CommandCall): Promise<void> {
    await this.pipeline.handle(transaction, id, { type: 'DeleteTransaction', transactionId: id, ...commandActorOf(call), force: query.force === 'true' }, call);
  }

  @Get(':id/contacts')
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @ApiOperation({
    operationId: 'listTransactionContacts',
    summary:
      "A deal's key contacts by role, then created_at (a client, or its agent with view=client, sees no agent-only contact and no agent of either side, " +
      'and the other party by name only)',
  })
  @ApiOkResponse({ type: TransactionContactDto, isArray: true })
  @ApiBadRequestResponse({ description: INVALID_DEAL_VIEW })
  @ResourceAccess(transactionPolicy, 'id')
  listContacts(
    @Param('id', transactionId) id: string,
    @Query() query: DealViewQueryDto,
    @ResourceCaller() caller: ResourceCaller,
  ): Promise<TransactionContactDto[]> {
    return this.queries.execute(new ListTransactionContacts(id, dealReader(caller, query.view).audience === 'client'));
  }

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

  @Post(':id/contacts')
  @HttpCode(201)
  @Authenticated('agent', 'broker', 'team_lead')
  @CommandEndpoint()
  @IdempotentCreate()
  @ApiOperation({ operationId: 'createTransactionContact', summary: "Add a key contact (the deal's agent only; custom_role required when role is other)" })
  @ApiCreatedResponse({ type: TransactionContactDto })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async addContact(@Param('id', transactionId) id: string, @Body() body: WizardContactDto, @CommandRequest() call: CommandCall): Promise<TransactionContactDto> {
    const contactId = randomUUID();
    await this.pipeline.handle(transaction, id, { type: 'AddTransactionContact', transactionId: id, ...commandActorOf(call), contactId, ...body }, call);
    const contacts: TransactionContactDto[] = await this.queries.execute(new ListTransactionContacts(id, false));
    const added = contacts.find((contact) => contact.id === contactId);
    if (!added) throw new Error('Inline projection did not write the contact');
    return added;
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
        name: body.milestone_name,
        dueDate: body.due_date,
        isClientVisible: body.is_client_visible,
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
  async changeMilestone(
    @Param('id', transactionId) id: string,
    @Param('milestoneId', milestoneIdPipe) milestoneId: string,
    @Body() body: UpdateCustomMilestoneDto,
    @CommandRequest() call: CommandCall,
  ): Promise<TransactionMilestoneDto> {
    await this.pipeline.handle(
      transaction,
      id,
      {
        type: 'ChangeCustomMilestone',
        transactionId: id,
        ...commandActorOf(call),
        milestoneId,
        name: body.milestone_name,
        dueDate: body.due_date,
        isClientVisible: body.is_client_visible,
      },
      call,
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
  async removeMilestone(@Param('id', transactionId) id: string, @Param('milestoneId', milestoneIdPipe) milestoneId: string, @CommandRequest() call: CommandCall): Promise<void> {
    await this.pipeline.handle(transaction, id, { type: 'RemoveCustomMilestone', transactionId: id, ...commandActorOf(call), milestoneId }, call);
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
  /** The body as the domain's input, with identity's answer for its client_id (decide refuses a new unlinked one: ADR 0039). */
  private async dealInput(agentId: string, body: TransactionDraftDto): Promise<DealInput> {
    const input = dealInput(body);
    return { ...input, clientLinked: await this.clientLinked(agentId, input.clientId) };
  }

  /** Whether the client_id names a client account linked to the acting agent (only the deal's own agent changes it). */
  private async clientLinked(agentId: string, clientId: string | null | undefined): Promise<boolean> {
    return typeof clientId === 'string' && (await this.queries.execute(new IsLinkedClient(agentId, clientId)));
  }

  private async milestone(transactionId: string, milestoneId: string): Promise<TransactionMilestoneDto> {
    const milestones: TransactionMilestoneDto[] = await this.queries.execute(new ListTransactionMilestones(transactionId, false));
    const found = milestones.find((milestone) => milestone.id === milestoneId);
    if (!found) throw new MilestoneNotFoundError();
    return found;
  }

  private async read(id: string, audience: MilestoneAudience = 'agent'): Promise<TransactionDto> {
    const deal: TransactionDto | undefined = await this.queries.execute(new GetTransaction(id, audience));
    if (!deal) throw new TransactionNotFoundError();
    return deal;
  }
}
