import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ConflictError } from '../../../../platform/errors/domain-error';
import { PersonalDataVault } from '../../../../platform/privacy/personal-data-vault';
import { PasswordHasher } from '../../auth/password-hasher';
import { ResetTokens } from '../../auth/reset-token';
import { ClientMessages, validateNewClient } from '../../domain/client-form';
import { userDecider } from '../../domain/user.decide';
import { isEmailTaken, UserAccounts } from '../register-user/user-accounts';
import { CreateClient, CreatedClient } from './create-client.command';

/**
 * One append writes the client's account, their password hash when the agent set one (the server
 * hashes it: spec README), who created them, and a set-password link whose outbox route sends the
 * welcome e-mail only once the append has committed. The address is reserved in that append (its own
 * stream, ADR 0006 addendum), so two agents racing for one address leave exactly one account.
 */
@CommandHandler(CreateClient)
export class CreateClientHandler implements ICommandHandler<CreateClient> {
  constructor(
    private readonly hasher: PasswordHasher,
    private readonly vault: PersonalDataVault,
    private readonly resetTokens: ResetTokens,
    private readonly accounts: UserAccounts,
  ) {}

  async execute(command: CreateClient): Promise<CreatedClient> {
    const client = validateNewClient(command.client);
    // The common case answers before any hashing or key is made; the append's unique key settles races.
    if (await this.accounts.emailTaken(client.email)) throw new ConflictError(ClientMessages.emailTaken);
    const userId = randomUUID();
    const resetId = randomUUID();
    const now = new Date();
    const events = userDecider.decide(
      {
        type: 'CreateClientAccount',
        userId,
        email: client.email,
        fullName: client.fullName,
        phone: client.phone,
        createdBy: command.agentId,
        passwordHash: client.password === null ? null : await this.hasher.hash(client.password),
        welcome: {
          resetId,
          tokenHash: ResetTokens.hash(this.resetTokens.tokenFor(resetId)),
          email: await this.vault.seal(userId, client.email),
        },
        now,
      },
      userDecider.initialState(),
      { now, actorId: command.agentId },
    );
    try {
      await this.accounts.appendNewAccount(userId, client.email, events, command.metadata, now);
    } catch (error) {
      if (isEmailTaken(error)) throw new ConflictError(ClientMessages.emailTaken);
      throw error;
    }
    return { id: userId, fullName: client.fullName, email: client.email, phone: client.phone, createdAt: now };
  }
}
