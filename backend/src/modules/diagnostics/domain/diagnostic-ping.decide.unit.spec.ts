import { diagnosticPingDecider } from './diagnostic-ping.decide';
import { DiagnosticPingEvent } from './diagnostic-ping.events';
import { deciderSpec } from '../../../../../test/support/decider-spec';

const given = deciderSpec(diagnosticPingDecider);

const recorded: DiagnosticPingEvent = { type: 'DiagnosticPingRecorded', data: { pingId: 'p1', message: 'hello' } };

describe('diagnostic ping decider', () => {
  it('records a new ping with its trimmed message', () => {
    given().when({ type: 'RecordDiagnosticPing', pingId: 'p1', message: '  hello ' }).then([recorded]);
  });

  it('refuses an empty or over-long message', () => {
    given().when({ type: 'RecordDiagnosticPing', pingId: 'p1', message: '   ' }).thenFails(400, 'Message is required');
    given().when({ type: 'RecordDiagnosticPing', pingId: 'p1', message: 'x'.repeat(201) }).thenFails(400, 'Message must be at most 200 characters');
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
