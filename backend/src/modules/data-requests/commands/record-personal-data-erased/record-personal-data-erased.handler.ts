import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { executeOnStream } from '../../../../platform/event-store/command-handling';
import { EventStore } from '../../../../platform/event-store/event-store';
import { dataRequestDecider } from '../../domain/data-request.decide';
import { DATA_REQUEST_STREAM_TYPE, dataRequestStream } from '../../domain/data-request.events';
import { RecordPersonalDataErased } from './record-personal-data-erased.command';

@CommandHandler(RecordPersonalDataErased)
export class RecordPersonalDataErasedHandler implements ICommandHandler<RecordPersonalDataErased> {
  constructor(private readonly store: EventStore) {}

  async execute(command: RecordPersonalDataErased): Promise<void> {
    await executeOnStream(
      this.store,
      dataRequestDecider,
      { type: 'RecordPersonalDataErased', requestId: command.requestId },
      { streamId: dataRequestStream(command.requestId), streamType: DATA_REQUEST_STREAM_TYPE, metadata: command.metadata },
    );
  }
}
