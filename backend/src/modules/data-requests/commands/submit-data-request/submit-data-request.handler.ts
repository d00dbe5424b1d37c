import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { UnauthorizedError } from '../../../../platform/errors/domain-error';
import { executeOnStream } from '../../../../platform/event-store/command-handling';
import { EventStore } from '../../../../platform/event-store/event-store';
import { PersonalDataVault } from '../../../../platform/privacy/personal-data-vault';
import { DATA_REQUEST_LIMITS, dataRequestDecider, dataRequestText } from '../../domain/data-request.decide';
import { DATA_REQUEST_STREAM_TYPE, dataRequestStream } from '../../domain/data-request.events';
import { GetRequesterProfile } from '../../queries/get-requester-profile/get-requester-profile.query';
import { SubmitDataRequest } from './submit-data-request.command';

@CommandHandler(SubmitDataRequest)
export class SubmitDataRequestHandler implements ICommandHandler<SubmitDataRequest> {
  constructor(
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
    private readonly queries: QueryBus,
  ) {}

  async execute(command: SubmitDataRequest): Promise<{ requestId: string }> {
    const { userId } = command;
    // An erased person has no session left; a token that outlived them files nothing.
    if (await this.vault.isForgotten(userId)) throw new UnauthorizedError();
    const reason = dataRequestText(command.fields.reason, 'Reason', DATA_REQUEST_LIMITS.reason);
    const profile = await this.queries.execute(new GetRequesterProfile(userId));
    // Everything personal enters the log sealed with the requester as subject (ADR 0004).
    await executeOnStream(
      this.store,
      dataRequestDecider,
      {
        type: 'SubmitDataRequest',
        requestId: command.requestId,
        userId,
        requestType: command.fields.requestType,
        reason: await this.vault.sealOptional(userId, reason),
        userEmail: await this.vault.sealOptional(userId, profile?.email),
        userName: await this.vault.sealOptional(userId, profile?.fullName),
      },
      { streamId: dataRequestStream(command.requestId), streamType: DATA_REQUEST_STREAM_TYPE, metadata: command.metadata },
    );
    return { requestId: command.requestId };
  }
}
