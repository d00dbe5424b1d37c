import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { executeOnStream } from '../../../../platform/event-store/command-handling';
import { EventStore } from '../../../../platform/event-store/event-store';
import { dataRequestDecider } from '../../domain/data-request.decide';
import { DATA_REQUEST_STREAM_TYPE, dataRequestStream } from '../../domain/data-request.events';
import { RecordDataExport } from './record-data-export.command';

@CommandHandler(RecordDataExport)
export class RecordDataExportHandler implements ICommandHandler<RecordDataExport> {
  constructor(private readonly store: EventStore) {}

  async execute(command: RecordDataExport): Promise<void> {
    await executeOnStream(
      this.store,
      dataRequestDecider,
      { type: 'RecordDataExport', requestId: command.requestId, now: command.now },
      { streamId: dataRequestStream(command.requestId), streamType: DATA_REQUEST_STREAM_TYPE, metadata: command.metadata },
    );
  }
}
