import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { EventMetadata } from '../../platform/event-store/event.types';
import { EraseUser, GetPersonalDataOfUser, PersonalDataOfUser } from '../identity/identity.public';

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
   * Identity's one erasure routine (ADR 0011), the same an admin's delete runs: everything of the
   * person, their public-form leads included, in one transaction. A no-op once done, so a retried
   * fulfilment simply goes on to its next step.
   */
  async erase(userId: string, metadata: EventMetadata): Promise<void> {
    await this.commands.execute(new EraseUser(userId, metadata));
  }
}
