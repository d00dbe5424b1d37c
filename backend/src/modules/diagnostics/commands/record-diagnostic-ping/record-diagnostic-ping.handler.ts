import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { executeOnStream } from '../../../../platform/event-store/command-handling';
import { EventStore } from '../../../../platform/event-store/event-store';
import { diagnosticPingDecider } from '../../domain/diagnostic-ping.decide';
import { DIAGNOSTIC_PING_STREAM_TYPE, diagnosticPingStream } from '../../domain/diagnostic-ping.events';
import { RecordDiagnosticPing } from './record-diagnostic-ping.command';

@CommandHandler(RecordDiagnosticPing)
export class RecordDiagnosticPingHandler implements ICommandHandler<RecordDiagnosticPing> {
  constructor(private readonly store: EventStore) {}

  async execute(command: RecordDiagnosticPing): Promise<{ pingId: string }> {
    await executeOnStream(
      this.store,
      diagnosticPingDecider,
      { type: 'RecordDiagnosticPing', pingId: command.pingId, message: command.message },
      { streamId: diagnosticPingStream(command.pingId), streamType: DIAGNOSTIC_PING_STREAM_TYPE, metadata: command.metadata },
    );
    return { pingId: command.pingId };
  }
}
