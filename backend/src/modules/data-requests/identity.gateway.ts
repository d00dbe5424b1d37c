import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { EventMetadata } from '../../platform/event-store/event.types';
import { EraseUser, GetPersonalDataOfUser, PersonalDataOfUser } from '../identity/identity.public';
import { EraseLeadsOfEmail } from '../leads/leads.public';

/** What data requests need of identity, in one place: a person's data, and their erasure. */
@Injectable()
export class IdentityGateway {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  personalDataOf(userId: string): Promise<PersonalDataOfUser> {
    return this.queries.execute(new GetPersonalDataOfUser(userId));
  }

  /**
   * Idempotent on identity's side: a retried fulfilment finishes a half-done erasure. The person's
   * messages through the public forms (leads, matched by e-mail) go first, while the address is known.
   */
  async erase(userId: string, metadata: EventMetadata): Promise<void> {
    const email = (await this.personalDataOf(userId)).profile?.email;
    if (email) await this.commands.execute(new EraseLeadsOfEmail(email));
    await this.commands.execute(new EraseUser(userId, metadata));
  }
}
