import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { randomUUID } from 'node:crypto';
import { ResourceAccess, ResourceCaller, ResourceRows } from '../../../../platform/access/resource-access.decorator';
import { AuthenticatedUser } from '../../../../platform/auth/token.service';
import { Authenticated } from '../../../../platform/auth/roles.guard';
import { CommandPipeline } from '../../../../platform/event-store/command-pipeline';
import { CommandCall, CommandEndpoint, commandActorOf, CommandRequest, etagOf } from '../../../../platform/http/if-match';
import { IdempotentCreate } from '../../../../platform/http/idempotency';
import { CurrentActor } from '../../../../platform/http/request-context';
import { IsLinkedClient } from '../../../identity/identity.public';
import { TransactionNotFoundError } from '../../kernel/domain/deal-errors';
import { DealInput } from '../domain/lifecycle.decide';
import { offeredTaskIds, transaction } from '../../transaction.aggregate';
import { GetTransaction } from '../../kernel/get-transaction.query';
import { ListTransactions } from '../queries/list-transactions.query';
import { MilestoneAudience } from '../../kernel/milestone-summary.sql';
import { dealAsReadBy, dealReader, DealViewQueryDto, INVALID_DEAL_VIEW } from '../../kernel/deal-reader';
import { CreateTransactionDto, TransactionDraftDto, TransactionDto } from '../../kernel/catalogue.dto';
import { ChangeTransactionStatusDto, DeleteTransactionQueryDto, ListTransactionsQueryDto, TransactionListItemDto, UpdateTransactionDto } from './transactions.dto';
import { transactionPolicy } from '../../kernel/transactions.policy';
import { SignFileUrls } from '../../../../platform/storage/signed-file-url';

/** A malformed id names no deal: the same 404 as an unknown one (spec 002 §8). */
const transactionId = new ParseUUIDPipe({ exceptionFactory: () => new TransactionNotFoundError() });

const DEAL_META_KEYS = new Set(['transaction_type', 'client_id', 'contacts', 'wizard_step', 'completed_steps', 'as_draft']);

/** A wizard body as the domain's input: the meta keys apart, every other key a catalogue field. */
function dealInput(body: TransactionDraftDto): DealInput {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) if (!DEAL_META_KEYS.has(key)) fields[key] = value;
  return {
    transactionType: body.transaction_type,
    clientId: body.client_id,
    wizardStep: body.wizard_step,
    completedSteps: body.completed_steps,
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
// The property photo's URL, signed for the caller so an <img> loads it (ADR 0045).
@SignFileUrls('property_image_url')
export class TransactionsController {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @ApiOperation({ operationId: 'listTransactions', summary: "The caller's deals, newest first (an agent's drafts included; a client's without drafts; a team lead's or broker's with the live deals of those they oversee, read only)" })
  @ApiOkResponse({ type: TransactionListItemDto, isArray: true })
  @ResourceRows(transactionPolicy)
  list(@CurrentActor() actor: AuthenticatedUser, @Query() query: ListTransactionsQueryDto): Promise<TransactionListItemDto[]> {
    const overseer = actor.role === 'broker' || actor.role === 'team_lead';
    return this.queries.execute(new ListTransactions(actor.userId, actor.role === 'client' ? 'client' : 'agent', query.include_inactive === 'true', overseer));
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

  /** The body as the domain's input, with identity's answer for its client_id (decide refuses a new unlinked one: ADR 0039). */
  private async dealInput(agentId: string, body: TransactionDraftDto): Promise<DealInput> {
    const input = dealInput(body);
    return { ...input, clientLinked: await this.clientLinked(agentId, input.clientId) };
  }

  /** Whether the client_id names a client account linked to the acting agent (only the deal's own agent changes it). */
  private async clientLinked(agentId: string, clientId: string | null | undefined): Promise<boolean> {
    return typeof clientId === 'string' && (await this.queries.execute(new IsLinkedClient(agentId, clientId)));
  }


  private async read(id: string, audience: MilestoneAudience = 'agent'): Promise<TransactionDto> {
    const deal: TransactionDto | undefined = await this.queries.execute(new GetTransaction(id, audience));
    if (!deal) throw new TransactionNotFoundError();
    return deal;
  }
}
