import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { ResourceAccess, ResourceCaller } from '../../../../platform/access/resource-access.decorator';
import { Authenticated } from '../../../../platform/auth/roles.guard';
import { CommandPipeline } from '../../../../platform/event-store/command-pipeline';
import { CommandCall, CommandEndpoint, commandActorOf, CommandRequest } from '../../../../platform/http/if-match';
import { IdempotentCreate } from '../../../../platform/http/idempotency';
import { WizardContactDto } from '../../kernel/catalogue.dto';
import { dealReader, DealViewQueryDto, INVALID_DEAL_VIEW } from '../../kernel/deal-reader';
import { TransactionNotFoundError } from '../../kernel/domain/deal-errors';
import { transactionPolicy } from '../../kernel/transactions.policy';
import { transaction } from '../../transaction.aggregate';
import { ListTransactionContacts } from '../queries/list-transaction-contacts.query';
import { ContactNotFoundError } from '../domain/contacts.decide';
import { TransactionContactDto, UpdateTransactionContactDto } from './transaction-contacts.dto';

/** A malformed id names no deal: the same 404 as an unknown one (spec 002 §8). */
const transactionId = new ParseUUIDPipe({ exceptionFactory: () => new TransactionNotFoundError() });
const contactId = new ParseUUIDPipe({ exceptionFactory: () => new ContactNotFoundError() });

/** The deal's key contacts (spec 002 §2, §3 Contact, §6; ADR 0048): the agent adds, edits and deletes, both sides read what they may see. */
@ApiTags('transactions')
@Controller('transactions')
export class TransactionContactsController {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly queries: QueryBus,
  ) {}

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

  @Post(':id/contacts')
  @HttpCode(201)
  @Authenticated('agent', 'broker', 'team_lead')
  @CommandEndpoint()
  @IdempotentCreate()
  @ApiOperation({ operationId: 'createTransactionContact', summary: "Add a key contact (the deal's agent only; custom_role required when role is other)" })
  @ApiCreatedResponse({ type: TransactionContactDto })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  async addContact(@Param('id', transactionId) id: string, @Body() body: WizardContactDto, @CommandRequest() call: CommandCall): Promise<TransactionContactDto> {
    const newContactId = randomUUID();
    await this.pipeline.handle(transaction, id, { type: 'AddTransactionContact', transactionId: id, ...commandActorOf(call), contactId: newContactId, ...body }, call);
    return this.readOne(id, newContactId);
  }

  @Patch(':id/contacts/:contactId')
  @Authenticated('agent', 'broker', 'team_lead')
  @CommandEndpoint()
  @ApiOperation({
    operationId: 'updateTransactionContact',
    summary: "Edit a key contact (the deal's agent only; If-Match; absent fields stay, null clears; custom_role required when role is other)",
  })
  @ApiOkResponse({ type: TransactionContactDto })
  @ApiNotFoundResponse({ description: 'Transaction not found / Contact not found' })
  async updateContact(
    @Param('id', transactionId) id: string,
    @Param('contactId', contactId) contact: string,
    @Body() body: UpdateTransactionContactDto,
    @CommandRequest() call: CommandCall,
  ): Promise<TransactionContactDto> {
    await this.pipeline.handle(transaction, id, { type: 'ChangeTransactionContact', transactionId: id, ...commandActorOf(call), contactId: contact, changes: body }, call);
    return this.readOne(id, contact);
  }

  @Delete(':id/contacts/:contactId')
  @HttpCode(204)
  @Authenticated('agent', 'broker', 'team_lead')
  @CommandEndpoint()
  @ApiOperation({ operationId: 'deleteTransactionContact', summary: "Delete a key contact (the deal's agent only; If-Match)" })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'Transaction not found / Contact not found' })
  async deleteContact(@Param('id', transactionId) id: string, @Param('contactId', contactId) contact: string, @CommandRequest() call: CommandCall): Promise<void> {
    await this.pipeline.handle(transaction, id, { type: 'RemoveTransactionContact', transactionId: id, ...commandActorOf(call), contactId: contact }, call);
  }

  private async readOne(id: string, contact: string): Promise<TransactionContactDto> {
    const contacts: TransactionContactDto[] = await this.queries.execute(new ListTransactionContacts(id, false));
    const found = contacts.find((row) => row.id === contact);
    if (!found) throw new ContactNotFoundError();
    return found;
  }
}
