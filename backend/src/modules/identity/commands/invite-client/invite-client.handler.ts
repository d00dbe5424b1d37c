import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ConflictError, NotFoundError, ValidationError } from '../../../../platform/errors/domain-error';
import { CommandPipeline } from '../../../../platform/event-store/command-pipeline';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { clientLink, clientLinkId, ClientLinkMessages } from '../../domain/client-link';
import { ClientMessages } from '../../domain/client-form';
import { isEmail, typedEmail } from '../../domain/registration-form';
import { LINKED_CLIENT_OF_AGENT } from '../../queries/list-my-clients/list-my-clients.query';
import { EmailReservations } from '../register-user/email-reservations';
import { InviteClient, SentClientInvitation } from './invite-client.command';

/**
 * The address's owner is asked of the log (its reservation stream, ADR 0006 addendum); only a living
 * client account is invited, never an agent, broker, team lead or admin. The request's outbox route
 * e-mails the client a link to their portal, where they accept or decline (ADR 0039).
 */
@CommandHandler(InviteClient)
export class InviteClientHandler implements ICommandHandler<InviteClient> {
  constructor(
    private readonly reservations: EmailReservations,
    private readonly pipeline: CommandPipeline,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async execute(command: InviteClient): Promise<SentClientInvitation> {
    const email = typedEmail(command.email ?? '');
    if (email === '') throw new ValidationError('Email is required');
    if (!isEmail(email)) throw new ValidationError(ClientMessages.emailInvalid);
    const clientId = await this.reservations.heldBy(email);
    if (clientId === null) throw new NotFoundError(ClientLinkMessages.noAccount);
    const [account] = await this.dataSource.query<{ role: string; erased: boolean; linked: boolean }[]>(
      `SELECT p.role, p.erased_at IS NOT NULL AS erased, (${LINKED_CLIENT_OF_AGENT}) AS linked FROM profiles p WHERE p.id = $2`,
      [command.agentId, clientId],
    );
    if (!account || account.erased) throw new NotFoundError(ClientLinkMessages.noAccount);
    if (account.role !== 'client') throw new ValidationError(ClientLinkMessages.notAClient);
    if (account.linked) throw new ConflictError(ClientLinkMessages.alreadyLinked);
    await this.pipeline.handle(clientLink, clientLinkId(command.agentId, clientId), { type: 'RequestClientLink', agentId: command.agentId, clientId }, { metadata: command.metadata });
    return { clientId, email };
  }
}
