import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { ResourceAccess, ResourceCaller } from '../../../../platform/access/resource-access.decorator';
import { Authenticated } from '../../../../platform/auth/roles.guard';
import { AuthenticatedUser } from '../../../../platform/auth/token.service';
import { ValidationError } from '../../../../platform/errors/domain-error';
import { CommandPipeline } from '../../../../platform/event-store/command-pipeline';
import { StreamAppend } from '../../../../platform/event-store/event-store';
import { CommandCall, CommandEndpoint, CommandRequest } from '../../../../platform/http/if-match';
import { IdempotentCreate } from '../../../../platform/http/idempotency';
import { CurrentActor } from '../../../../platform/http/request-context';
import { GetLibraryVendor, LibraryVendorSnapshot, vendor } from '../../../vendors/vendors.public';
import { TransactionNotFoundError } from '../../kernel/domain/deal-errors';
import { dealReader, DealViewQueryDto, INVALID_DEAL_VIEW } from '../../kernel/deal-reader';
import { transactionPolicy } from '../../kernel/transactions.policy';
import { transaction } from '../../transaction.aggregate';
import {
  isTransactionVendorCategory,
  LIBRARY_CATEGORY_OF,
  TRANSACTION_VENDOR_MESSAGES,
  TransactionVendorInput,
  TransactionVendorNotFoundError,
} from '../domain/transaction-vendor-rules';
import { ListTransactionVendors, TransactionVendorFilter } from '../queries/list-transaction-vendors.query';
import { CreateTransactionVendorDto, TransactionVendorDto } from './transaction-vendors.dto';

const transactionId = new ParseUUIDPipe({ exceptionFactory: () => new TransactionNotFoundError() });
const transactionVendorId = new ParseUUIDPipe({ exceptionFactory: () => new TransactionVendorNotFoundError() });

/** The vendor's own details in the body: with vendor_id, none of them may come along. */
const DETAIL_KEYS = ['name', 'category', 'company', 'email', 'phone', 'website', 'add_to_library'] as const;

/**
 * The deal's vendors (spec 002 §2 Transaction Vendors, §3, §6, §7; ADR 0050): only the deal's agent
 * adds or removes them (the deal decides, so anyone else gets the spec's 403); a client reads those
 * shared with them, without the agent's notes.
 */
@ApiTags('transactions')
@Controller('transactions')
export class TransactionVendorsController {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly queries: QueryBus,
  ) {}

  @Get(':id/vendors')
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @ApiOperation({
    operationId: 'listTransactionVendors',
    summary:
      "A deal's vendors by name (a client, or its agent with view=client: those shared with the client, without agent_notes)",
  })
  @ApiOkResponse({ type: TransactionVendorDto, isArray: true })
  @ApiBadRequestResponse({ description: INVALID_DEAL_VIEW })
  @ResourceAccess(transactionPolicy, 'id')
  list(
    @Param('id', transactionId) id: string,
    @Query() query: DealViewQueryDto,
    @ResourceCaller() caller: ResourceCaller,
  ): Promise<TransactionVendorDto[]> {
    return this.queries.execute(new ListTransactionVendors(id, dealReader(caller, query.view).audience));
  }

  @Post(':id/vendors')
  @HttpCode(201)
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @CommandEndpoint()
  @IdempotentCreate()
  @ApiOperation({
    operationId: 'createTransactionVendor',
    summary:
      'Add a vendor to the deal: vendor_id copies one of your library vendors (role = its category, shared with the client); without it the details create one, also filed in your library with add_to_library',
  })
  @ApiCreatedResponse({ type: TransactionVendorDto })
  @ApiForbiddenResponse({
    description: 'Forbidden - You do not have access to this transaction / Forbidden - You do not own this vendor',
  })
  @ApiNotFoundResponse({ description: 'Transaction not found / Vendor not found in library' })
  async create(
    @Param('id', transactionId) id: string,
    @Body() body: CreateTransactionVendorDto,
    @CurrentActor() actor: AuthenticatedUser,
    @CommandRequest() call: CommandCall,
  ): Promise<TransactionVendorDto> {
    const base = { transactionId: id, actorId: actor.userId, actorRole: actor.role, transactionVendorId: randomUUID() };
    if (body.vendor_id !== undefined) {
      if (DETAIL_KEYS.some((key) => body[key] !== undefined))
        throw new ValidationError(TRANSACTION_VENDOR_MESSAGES.libraryOrDetails);
      const copy: LibraryVendorSnapshot | null = await this.queries.execute(new GetLibraryVendor(body.vendor_id));
      const options = { share_to_client: body.share_to_client, agent_notes: body.agent_notes };
      await this.pipeline.handle(
        transaction,
        id,
        { type: 'AddLibraryVendorToTransaction', ...base, libraryVendor: copy, options },
        call,
      );
      // A second share of the same library vendor answers the vendor the first one added.
      return this.readOne(id, { vendorLibraryId: body.vendor_id });
    }
    const input: TransactionVendorInput = body;
    const vendorLibraryId = body.add_to_library ? randomUUID() : null;
    await this.pipeline.handle(
      transaction,
      id,
      { type: 'CreateTransactionVendor', ...base, vendor: input, vendorLibraryId },
      { ...call, alongside: vendorLibraryId ? this.libraryAppend(vendorLibraryId, actor.userId, input) : undefined },
    );
    return this.readOne(id, { transactionVendorId: base.transactionVendorId });
  }

  @Delete(':id/vendors/:vendorId')
  @HttpCode(204)
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @CommandEndpoint()
  @ApiOperation({
    operationId: 'deleteTransactionVendor',
    summary: 'Remove a vendor from the deal (its library vendor stays in the library)',
  })
  @ApiNoContentResponse()
  @ApiForbiddenResponse({
    description: 'Forbidden - Only agents can unshare vendors / Forbidden - You do not have access to this transaction',
  })
  @ApiNotFoundResponse({ description: 'Transaction not found / Transaction vendor not found' })
  async remove(
    @Param('id', transactionId) id: string,
    @Param('vendorId', transactionVendorId) vendorId: string,
    @CurrentActor() actor: AuthenticatedUser,
    @CommandRequest() call: CommandCall,
  ): Promise<void> {
    await this.pipeline.handle(
      transaction,
      id,
      {
        type: 'RemoveTransactionVendor',
        transactionId: id,
        actorId: actor.userId,
        actorRole: actor.role,
        transactionVendorId: vendorId,
      },
      call,
    );
  }

  /**
   * "Add to library" (spec 002 §7): the library vendor, decided by the Vendor Library's own aggregate,
   * appended in the same DB transaction as the deal's vendor, so both or neither exist. Only when the
   * deal's decision accepts the vendor does the append happen; its category is the library's nearest.
   * The deal's rules for the details are the library's (same limits, e-mail and website checks), so a
   * vendor the library refuses is refused by the deal's decision too, which then answers first (role
   * before record, ADR 0041): the refused library append is left out.
   */
  private libraryAppend(vendorLibraryId: string, agentId: string, input: TransactionVendorInput): StreamAppend[] | undefined {
    const category = (input.category ?? '').trim();
    let events;
    try {
      events = vendor.decide(
        {
          type: 'CreateVendor',
          vendorId: vendorLibraryId,
          agentId,
          vendor: {
            name: input.name ?? '',
            category: isTransactionVendorCategory(category) ? LIBRARY_CATEGORY_OF[category] : category,
            company: input.company,
            email: input.email,
            phone: input.phone,
            website: input.website,
          },
        },
        vendor.initialState(),
        { now: new Date(), actorId: agentId },
      );
    } catch {
      return undefined;
    }
    return [{ streamId: vendor.streamId(vendorLibraryId), streamType: vendor.streamType, expected: 'no_stream', events }];
  }

  private async readOne(id: string, filter: TransactionVendorFilter): Promise<TransactionVendorDto> {
    const [row]: TransactionVendorDto[] = await this.queries.execute(new ListTransactionVendors(id, 'agent', filter));
    if (!row) throw new TransactionVendorNotFoundError();
    return row;
  }
}
