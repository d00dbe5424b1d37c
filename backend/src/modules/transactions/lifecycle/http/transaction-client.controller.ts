import { Body, Controller, Param, ParseUUIDPipe, Patch, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ResourceAccess } from '../../../../platform/access/resource-access.decorator';
import { Authenticated } from '../../../../platform/auth/roles.guard';
import { ConflictError, ForbiddenError } from '../../../../platform/errors/domain-error';
import { EventMetadata } from '../../../../platform/event-store/event.types';
import { RequestMetadata } from '../../../../platform/http/request-context';
import { UpdateClientProfile } from '../../../identity/identity.public';
import { TransactionAccessError, TransactionNotFoundError } from '../../kernel/domain/deal-errors';
import { GetTransaction } from '../../kernel/get-transaction.query';
import { TransactionDto } from '../../kernel/catalogue.dto';
import { transactionPolicy } from '../../kernel/transactions.policy';
import { UpdateTransactionClientDto } from './transaction-client.dto';
import { SignFileUrls } from '../../../../platform/storage/signed-file-url';

const transactionId = new ParseUUIDPipe({ exceptionFactory: () => new TransactionNotFoundError() });

/** Spec 002 §8 wording for a client changing what only the agent may (the deal's clients reach this route). */
export const clientsCannotUpdate = (keys: readonly string[]) => `Clients cannot update: ${keys.join(', ')}`;
/** Not in the spec (ADR 0022): the deal has no client whose details could be edited. */
export const NO_CLIENT_LINKED = 'No client is linked to this transaction';

/**
 * The detail screen's client information editor (spec 002 §2, §7 "Update client profile by id for
 * full_name and phone"). Only the deal's owning agent: someone else's deal is 403, an unknown or
 * deleted one 404 (the deal's access policy, spec 002 §8); the deal's own client is refused with the
 * spec's 'Clients cannot update: …'. The change is the client's own profile (identity's command), so
 * every deal of that client shows it; the deal's version does not move.
 */
@ApiTags('transactions')
@Controller('transactions')
@SignFileUrls('property_image_url')
export class TransactionClientController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Patch(':id/client')
  // The role check first (an admin reads 'Forbidden - Invalid role'), then the deal's (decorators apply bottom-up).
  @ResourceAccess(transactionPolicy, 'id')
  @Authenticated('agent', 'broker', 'team_lead', 'client')
  @ApiOperation({ operationId: 'updateTransactionClient', summary: "The deal's agent edits the linked client's name and phone (e-mail read-only)" })
  @ApiOkResponse({ type: TransactionDto })
  @ApiBadRequestResponse({ description: "'Full name is required', or a value too long" })
  @ApiForbiddenResponse({ description: "'Forbidden - You do not have access to this transaction', or 'Clients cannot update: full_name, phone'" })
  @ApiConflictResponse({ description: NO_CLIENT_LINKED })
  async update(
    @Param('id', transactionId) id: string,
    @Body() body: UpdateTransactionClientDto,
    @Req() request: Request & { resourceRole?: string },
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<TransactionDto> {
    // The overseer reads the deal but changes nothing on it (ADR 0055).
    if (request.resourceRole === 'overseer') throw new TransactionAccessError();
    if (request.resourceRole !== 'agent') {
      const sent = Object.entries(body).flatMap(([key, value]) => (value === undefined ? [] : [key]));
      throw new ForbiddenError(clientsCannotUpdate(sent.length > 0 ? sent : ['full_name', 'phone']));
    }
    const deal = await this.read(id);
    if (!deal.client_id) throw new ConflictError(NO_CLIENT_LINKED);
    await this.commands.execute(new UpdateClientProfile(deal.client_id, { fullName: body.full_name, phone: body.phone }, metadata));
    return this.read(id);
  }

  private async read(id: string): Promise<TransactionDto> {
    const deal: TransactionDto | undefined = await this.queries.execute(new GetTransaction(id));
    if (!deal) throw new TransactionNotFoundError();
    return deal;
  }
}
