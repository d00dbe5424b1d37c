import { NotFoundError, ValidationError } from '../../../platform/errors/domain-error';
import { defineAggregate } from '../../../platform/event-store/aggregate';
import {
  DIAGNOSTIC_PING_STREAM_TYPE,
  DiagnosticPingEvent,
  DiagnosticPingState,
  diagnosticPingStream,
  evolveDiagnosticPing,
  initialDiagnosticPingState,
} from './diagnostic-ping.events';

export type DiagnosticPingCommand =
  | { type: 'RecordDiagnosticPing'; pingId: string; message: string }
  | { type: 'AcknowledgeDiagnosticPing'; pingId: string };

export const MAX_PING_MESSAGE_LENGTH = 200;

export function decideDiagnosticPing(command: DiagnosticPingCommand, state: DiagnosticPingState): DiagnosticPingEvent[] {
  switch (command.type) {
    case 'RecordDiagnosticPing': {
      const message = command.message.trim();
      if (message.length === 0) throw new ValidationError('Message is required');
      if (message.length > MAX_PING_MESSAGE_LENGTH) {
        throw new ValidationError(`Message must be at most ${MAX_PING_MESSAGE_LENGTH} characters`);
      }
      if (state.exists) return []; // the same ping recorded twice is one ping
      return [{ type: 'DiagnosticPingRecorded', data: { pingId: command.pingId, message } }];
    }
    case 'AcknowledgeDiagnosticPing':
      if (!state.exists) throw new NotFoundError('Diagnostic ping not found');
      // A retried job acknowledges once: no second event.
      return state.acknowledged ? [] : [{ type: 'DiagnosticPingAcknowledged', data: { pingId: command.pingId, acknowledgedBy: 'worker' } }];
  }
}

/** A diagnostics ping: no personal data (the message is the admin's test text). */
export const diagnosticPing = defineAggregate<DiagnosticPingState, DiagnosticPingCommand, DiagnosticPingEvent>({
  streamType: DIAGNOSTIC_PING_STREAM_TYPE,
  streamId: diagnosticPingStream,
  initialState: initialDiagnosticPingState,
  evolve: evolveDiagnosticPing,
  decide: decideDiagnosticPing,
});

export const diagnosticPingDecider = diagnosticPing;
