import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
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
import { TransactionContactDto } from './transaction-contacts.dto';

/** A malformed id names no deal: the same 404 as an unknown one (spec 002 §8). */
const transactionId = new ParseUUIDPipe({ exceptionFactory: () => new TransactionNotFoundError() });

/** The deal's key contacts (spec 002 §2, §3 Contact, §6): the agent adds, both sides read what they may see. */
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
    const contactId = randomUUID();
    await this.pipeline.handle(transaction, id, { type: 'AddTransactionContact', transactionId: id, ...commandActorOf(call), contactId, ...body }, call);
    const contacts: TransactionContactDto[] = await this.queries.execute(new ListTransactionContacts(id, false));
    const added = contacts.find((contact) => contact.id === contactId);
    if (!added) throw new Error('Inline projection did not write the contact');
    return added;
  }
}
