import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { ResourceAccess } from '../../platform/access/resource-access.decorator';
import { Authenticated } from '../../platform/auth/roles.guard';
import { AuthenticatedUser } from '../../platform/auth/token.service';
import { NotFoundError } from '../../platform/errors/domain-error';
import { CommandPipeline } from '../../platform/event-store/command-pipeline';
import { CommandCall, CommandEndpoint, CommandRequest } from '../../platform/http/if-match';
import { IdempotentCreate } from '../../platform/http/idempotency';
import { CurrentActor } from '../../platform/http/request-context';
import { dealMessages, MESSAGE_ERRORS } from './domain/messages.decide';
import { DealUnreadCountDto, ListMessagesQueryDto, DealMessageDto, SendMessageDto, UnreadCountDto } from './messages.dto';
import { dealMessagesPolicy } from './messages.policy';
import { CountUnreadMessages, ListDealMessages } from './queries/list-deal-messages.query';

const transactionId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundError('Transaction not found') });

/**
 * A deal's message thread between its agent and its client (spec 002 §2, §5, §7; ADR 0044). Only the
 * two of them: the thread's policy admits the deal's agent and its client, like the deal's own.
 */
@ApiTags('messages')
@Controller()
@Authenticated('agent', 'broker', 'team_lead', 'client')
export class MessagesController {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly queries: QueryBus,
  ) {}

  @Get('transactions/:id/messages')
  @ApiOperation({ operationId: 'listDealMessages', summary: "A deal's messages, oldest first; with `after`, those after that position (a page catching up)" })
  @ApiOkResponse({ type: DealMessageDto, isArray: true })
  @ApiBadRequestResponse({ description: 'after must be a whole number' })
  @ResourceAccess(dealMessagesPolicy, 'id')
  list(@Param('id', transactionId) id: string, @Query() query: ListMessagesQueryDto): Promise<DealMessageDto[]> {
    return this.queries.execute(new ListDealMessages(id, query.after ?? 0));
  }

  @Post('transactions/:id/messages')
  @HttpCode(201)
  @CommandEndpoint()
  @IdempotentCreate()
  @ApiOperation({ operationId: 'sendDealMessage', summary: "Send a message to the deal's other party (not empty)" })
  @ApiCreatedResponse({ type: DealMessageDto })
  @ApiBadRequestResponse({ description: MESSAGE_ERRORS.empty })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  @ResourceAccess(dealMessagesPolicy, 'id')
  async send(
    @Param('id', transactionId) id: string,
    @Body() body: SendMessageDto,
    @CurrentActor() actor: AuthenticatedUser,
    @CommandRequest() call: CommandCall,
  ): Promise<DealMessageDto> {
    const messageId = randomUUID();
    await this.pipeline.handle(dealMessages, id, { type: 'SendDealMessage', transactionId: id, messageId, senderId: actor.userId, content: body.message_content }, call);
    const [sent] = await this.queries.execute(new ListDealMessages(id, 0, messageId));
    if (!sent) throw new Error('Inline projection did not write the message');
    return sent;
  }

  @Post('transactions/:id/messages/read')
  @HttpCode(200)
  @CommandEndpoint()
  @ApiOperation({ operationId: 'markDealMessagesRead', summary: "'Mark all as read': the other party's unread messages are read now" })
  @ApiOkResponse({ type: UnreadCountDto })
  @ResourceAccess(dealMessagesPolicy, 'id')
  async markRead(@Param('id', transactionId) id: string, @CurrentActor() actor: AuthenticatedUser, @CommandRequest() call: CommandCall): Promise<UnreadCountDto> {
    await this.pipeline.handle(dealMessages, id, { type: 'MarkDealMessagesRead', transactionId: id, readerId: actor.userId }, call);
    return this.unreadOf(actor.userId, id);
  }

  @Get('transactions/:id/messages/unread-count')
  @ApiOperation({ operationId: 'countUnreadDealMessages', summary: 'How many messages from the other party are unread (the Messages tile, spec 002 §7 step 7)' })
  @ApiOkResponse({ type: UnreadCountDto })
  @ResourceAccess(dealMessagesPolicy, 'id')
  unread(@Param('id', transactionId) id: string, @CurrentActor() actor: AuthenticatedUser): Promise<UnreadCountDto> {
    return this.unreadOf(actor.userId, id);
  }

  @Get('messages/unread')
  @ApiOperation({ operationId: 'listUnreadMessageCounts', summary: 'Unread messages per deal of the caller (deals with none are left out)' })
  @ApiOkResponse({ type: DealUnreadCountDto, isArray: true })
  unreadByDeal(@CurrentActor() actor: AuthenticatedUser): Promise<DealUnreadCountDto[]> {
    return this.queries.execute(new CountUnreadMessages(actor.userId));
  }

  private async unreadOf(readerId: string, id: string): Promise<UnreadCountDto> {
    const [row]: DealUnreadCountDto[] = await this.queries.execute(new CountUnreadMessages(readerId, id));
    return { count: row?.count ?? 0 };
  }
}
