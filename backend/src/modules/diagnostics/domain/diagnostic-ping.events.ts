/** Events of a diagnostic ping: the one slice through every layer (issue: foundation, point 8). */
export type DiagnosticPingEvent =
  | { type: 'DiagnosticPingRecorded'; data: { pingId: string; message: string } }
  | { type: 'DiagnosticPingAcknowledged'; data: { pingId: string; acknowledgedBy: 'worker' } };

export interface DiagnosticPingState {
  exists: boolean;
  acknowledged: boolean;
}

export const initialDiagnosticPingState = (): DiagnosticPingState => ({ exists: false, acknowledged: false });

export function evolveDiagnosticPing(state: DiagnosticPingState, event: DiagnosticPingEvent): DiagnosticPingState {
  switch (event.type) {
    case 'DiagnosticPingRecorded':
      return { exists: true, acknowledged: false };
    case 'DiagnosticPingAcknowledged':
      return { ...state, acknowledged: true };
  }
}

export const diagnosticPingStream = (pingId: string) => `diagnostic-ping-${pingId}`;
export const DIAGNOSTIC_PING_STREAM_TYPE = 'diagnostic-ping';
