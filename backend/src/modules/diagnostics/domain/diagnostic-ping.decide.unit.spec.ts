import { DomainError } from '../../../platform/http/domain-error';
import { DiagnosticPingCommand, diagnosticPingDecider } from './diagnostic-ping.decide';
import { DiagnosticPingEvent } from './diagnostic-ping.events';

/** Given events, when a command, then events (or the error). */
function given(...history: DiagnosticPingEvent[]) {
  const state = history.reduce(diagnosticPingDecider.evolve, diagnosticPingDecider.initialState());
  return {
    when: (command: DiagnosticPingCommand) => ({
      then: (expected: DiagnosticPingEvent[]) => expect(diagnosticPingDecider.decide(command, state)).toEqual(expected),
      thenFails: (status: number, message: string) => {
        const attempt = () => diagnosticPingDecider.decide(command, state);
        expect(attempt).toThrow(DomainError);
        expect(attempt).toThrow(message);
        try {
          attempt();
        } catch (error) {
          expect((error as DomainError).statusCode).toBe(status);
        }
      },
    }),
  };
}

const recorded: DiagnosticPingEvent = { type: 'DiagnosticPingRecorded', data: { pingId: 'p1', message: 'hello' } };

describe('diagnostic ping decider', () => {
  it('records a new ping with its trimmed message', () => {
    given().when({ type: 'RecordDiagnosticPing', pingId: 'p1', message: '  hello ' }).then([recorded]);
  });

  it('refuses an empty or over-long message', () => {
    given().when({ type: 'RecordDiagnosticPing', pingId: 'p1', message: '   ' }).thenFails(400, 'Message is required');
    given().when({ type: 'RecordDiagnosticPing', pingId: 'p1', message: 'x'.repeat(201) }).thenFails(400, 'at most 200');
  });

  it('acknowledges once, even when the job is retried', () => {
    const acknowledged: DiagnosticPingEvent = { type: 'DiagnosticPingAcknowledged', data: { pingId: 'p1', acknowledgedBy: 'worker' } };
    given(recorded).when({ type: 'AcknowledgeDiagnosticPing', pingId: 'p1' }).then([acknowledged]);
    given(recorded, acknowledged).when({ type: 'AcknowledgeDiagnosticPing', pingId: 'p1' }).then([]);
  });

  it('cannot acknowledge a ping that was never recorded', () => {
    given().when({ type: 'AcknowledgeDiagnosticPing', pingId: 'nope' }).thenFails(404, 'Diagnostic ping not found');
  });
});
