import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { executeOnStream } from '../../../../platform/event-store/command-handling';
import { EventStore } from '../../../../platform/event-store/event-store';
import { diagnosticPingDecider } from '../../domain/diagnostic-ping.decide';
import { DIAGNOSTIC_PING_STREAM_TYPE, diagnosticPingStream } from '../../domain/diagnostic-ping.events';
import { AcknowledgeDiagnosticPing } from './acknowledge-diagnostic-ping.command';

@CommandHandler(AcknowledgeDiagnosticPing)
export class AcknowledgeDiagnosticPingHandler implements ICommandHandler<AcknowledgeDiagnosticPing> {
  constructor(private readonly store: EventStore) {}

  async execute(command: AcknowledgeDiagnosticPing): Promise<void> {
    await executeOnStream(
      this.store,
      diagnosticPingDecider,
      { type: 'AcknowledgeDiagnosticPing', pingId: command.pingId },
      { streamId: diagnosticPingStream(command.pingId), streamType: DIAGNOSTIC_PING_STREAM_TYPE, metadata: command.metadata },
    );
  }
}
