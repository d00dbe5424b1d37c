import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../platform/auth/roles.guard';
import { AuthenticatedUser } from '../../../platform/auth/token.service';
import { NotFoundError } from '../../../platform/errors/domain-error';
import { CommandPipeline } from '../../../platform/event-store/command-pipeline';
import { EventMetadata } from '../../../platform/event-store/event.types';
import { CurrentActor, RequestMetadata } from '../../../platform/http/request-context';
import { ClientInvitationAnswerDto, ClientInvitationDto } from '../clients.dto';
import { clientLink, clientLinkId, ClientLinkMessages } from '../domain/client-link';
import { ListClientInvitations } from '../queries/list-client-invitations/list-client-invitations.query';

/** A malformed agent id names no invitation. */
const agentIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundError(ClientLinkMessages.invitationNotFound) });

/** Issue 18 item 5 (ADR 0039): the client's side of an agent's invitation, answered in their portal. */
@ApiTags('clients')
@Controller('client-invitations')
@Authenticated('client')
export class ClientInvitationsController {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'listClientInvitations', summary: "Agents' invitations waiting for this client's answer, newest first" })
  @ApiOkResponse({ type: ClientInvitationDto, isArray: true })
  list(@CurrentActor() actor: AuthenticatedUser): Promise<ClientInvitationDto[]> {
    return this.queries.execute(new ListClientInvitations(actor.userId));
  }

  @Post(':agentId/accept')
  @HttpCode(200)
  @ApiOperation({ operationId: 'acceptClientInvitation', summary: "Accept an agent's invitation: the agent may then put this client on their deals" })
  @ApiOkResponse({ type: ClientInvitationAnswerDto })
  @ApiNotFoundResponse({ description: ClientLinkMessages.invitationNotFound })
  @ApiForbiddenResponse({ description: ClientLinkMessages.notYourInvitation })
  accept(@Param('agentId', agentIdPipe) agentId: string, @CurrentActor() actor: AuthenticatedUser, @RequestMetadata() metadata: EventMetadata): Promise<ClientInvitationAnswerDto> {
    return this.answer('AcceptClientLink', agentId, actor.userId, metadata);
  }

  @Post(':agentId/decline')
  @HttpCode(200)
  @ApiOperation({ operationId: 'declineClientInvitation', summary: "Decline an agent's invitation: the agent may not put this client on a deal" })
  @ApiOkResponse({ type: ClientInvitationAnswerDto })
  @ApiNotFoundResponse({ description: ClientLinkMessages.invitationNotFound })
  decline(@Param('agentId', agentIdPipe) agentId: string, @CurrentActor() actor: AuthenticatedUser, @RequestMetadata() metadata: EventMetadata): Promise<ClientInvitationAnswerDto> {
    return this.answer('DeclineClientLink', agentId, actor.userId, metadata);
  }

  private async answer(type: 'AcceptClientLink' | 'DeclineClientLink', agentId: string, clientId: string, metadata: EventMetadata): Promise<ClientInvitationAnswerDto> {
    await this.pipeline.handle(clientLink, clientLinkId(agentId, clientId), { type, agentId, clientId }, { metadata });
    return { status: type === 'AcceptClientLink' ? 'accepted' : 'declined' };
  }
}
