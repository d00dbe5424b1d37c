import type { Server } from 'socket.io';
import { definePolicy } from '../access/access-policy';
import { roleRoom } from '../access/access-rooms';
import { RealtimeService } from './realtime.service';

interface Note {
  id: string;
  version: number;
  internal?: string;
}

/** A server that records each emit: the rooms it went to and what was sent. */
function recordingServer() {
  const emits: Array<{ rooms: string[]; event: string; payload: unknown }> = [];
  const server = {
    to: (rooms: string | string[]) => ({
      emit: (event: string, payload: unknown) => emits.push({ rooms: ([] as string[]).concat(rooms), event, payload }),
    }),
  };
  return { emits, server: server as unknown as Server };
}

describe('RealtimeService.emitToResource', () => {
  const policy = definePolicy<Note>()({
    resource: 'unit-note',
    roles: ['owner', 'overseer', 'reader'],
    roleOf: () => 'owner',
    visibility: { owner: 'all', overseer: 'all', reader: { deny: ['internal'] } },
    refusal: { kind: 'not_found', message: 'Note not found' },
  });

  it('sends the role rooms whose copies are the same one broadcast, and a redacted copy apart', () => {
    const { emits, server } = recordingServer();
    const realtime = new RealtimeService();
    realtime.attach(server);
    realtime.emitToResource(policy, 'n1', 'note.changed', { id: 'n1', version: 3, internal: 'agent only' });
    expect(emits).toEqual([
      { rooms: [roleRoom(policy, 'n1', 'owner'), roleRoom(policy, 'n1', 'overseer')], event: 'note.changed', payload: { id: 'n1', version: 3, internal: 'agent only' } },
      { rooms: [roleRoom(policy, 'n1', 'reader')], event: 'note.changed', payload: { id: 'n1', version: 3 } },
    ]);
  });

  it('sends a payload every role reads alike once, to every role room', () => {
    const { emits, server } = recordingServer();
    const realtime = new RealtimeService();
    realtime.attach(server);
    realtime.emitToResource(policy, 'n1', 'note.changed', { id: 'n1', version: 4 });
    expect(emits).toEqual([{ rooms: policy.roles.map((role) => roleRoom(policy, 'n1', role)), event: 'note.changed', payload: { id: 'n1', version: 4 } }]);
  });
});
