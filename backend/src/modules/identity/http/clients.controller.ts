import { Body, Controller, Get, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Authenticated } from '../../../platform/auth/roles.guard';
import { AuthenticatedUser } from '../../../platform/auth/token.service';
import { EventMetadata } from '../../../platform/event-store/event.types';
import { RequestMetadata } from '../../../platform/http/request-context';
import { ClientDto, CreateClientDto, InviteClientDto, PendingClientInvitationDto, SentClientInvitationDto } from '../clients.dto';
import { CreateClient } from '../commands/create-client/create-client.command';
import { InviteClient } from '../commands/invite-client/invite-client.command';
import { ClientLinkMessages } from '../domain/client-link';
import { ClientMessages } from '../domain/client-form';
import { ListMyClients } from '../queries/list-my-clients/list-my-clients.query';
import { ListSentClientInvitations } from '../queries/list-sent-client-invitations/list-sent-client-invitations.query';

type AuthRequest = Request & { user?: AuthenticatedUser };

/** Spec 001 §5 "Create client" and §2.5 Registered Clients: the agent side's clients. */
@ApiTags('clients')
@Controller('clients')
@Authenticated('agent', 'broker', 'team_lead')
export class ClientsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @ApiOperation({
    operationId: 'createClient',
    summary: 'Creates a client account (the server hashes a given password) and e-mails the client a set-password link',
  })
  @ApiCreatedResponse({ type: ClientDto })
  @ApiBadRequestResponse({ description: `'${ClientMessages.nameAndEmailRequired}', '${ClientMessages.emailInvalid}' or '${ClientMessages.passwordTooShort}'` })
  @ApiConflictResponse({ description: ClientMessages.emailTaken })
  async create(@Body() body: CreateClientDto, @Req() request: AuthRequest, @RequestMetadata() metadata: EventMetadata): Promise<ClientDto> {
    const created = await this.commands.execute(
      new CreateClient(request.user!.userId, { fullName: body.full_name, email: body.email, phone: body.phone, password: body.password }, metadata),
    );
    return { id: created.id, full_name: created.fullName, email: created.email, phone: created.phone, created_at: created.createdAt.toISOString() };
  }

  @Post('invitations')
  @ApiOperation({
    operationId: 'inviteClient',
    summary: 'Invites an existing client account (e-mail taken) to be this agent\'s client: e-mails them a link to accept in their portal (ADR 0039)',
  })
  @ApiCreatedResponse({ type: SentClientInvitationDto })
  @ApiBadRequestResponse({ description: `'${ClientMessages.emailInvalid}' or '${ClientLinkMessages.notAClient}'` })
  @ApiNotFoundResponse({ description: ClientLinkMessages.noAccount })
  @ApiConflictResponse({ description: ClientLinkMessages.alreadyLinked })
  async invite(@Body() body: InviteClientDto, @Req() request: AuthRequest, @RequestMetadata() metadata: EventMetadata): Promise<SentClientInvitationDto> {
    const sent = await this.commands.execute(new InviteClient(request.user!.userId, body.email, metadata));
    return { client_id: sent.clientId, email: sent.email, status: 'pending' };
  }

  @Get('invitations')
  @ApiOperation({ operationId: 'listSentClientInvitations', summary: "This agent's invitations still waiting for the client's answer, newest first (the address only)" })
  @ApiOkResponse({ type: PendingClientInvitationDto, isArray: true })
  listInvitations(@Req() request: AuthRequest): Promise<PendingClientInvitationDto[]> {
    return this.queries.execute(new ListSentClientInvitations(request.user!.userId));
  }

  @Get()
  @ApiOperation({ operationId: 'listMyClients', summary: 'Client accounts this agent created or whose invitation they accepted, not erased, each once, by name' })
  @ApiOkResponse({ type: ClientDto, isArray: true })
  list(@Req() request: AuthRequest): Promise<ClientDto[]> {
    return this.queries.execute(new ListMyClients(request.user!.userId));
  }
}
