import type { Socket } from 'socket.io';

/**
 * Socket.IO sends a recovered session's missed packets as soon as the session is restored, before the
 * middlewares run: a socket then refused (another user's token) or no longer allowed in a room would
 * get them anyway. The adapter holds them here instead (keyed by the session's data object, which
 * becomes the socket's `data`), and the gateway releases them once the socket is admitted again.
 */
const held = new WeakMap<object, unknown[][]>();

interface RestorableSession {
  data: unknown;
  missedPackets: unknown[][];
}

/** Wraps an adapter's `restoreSession` so that missed packets wait for the gateway's verdict. */
export function holdMissedPackets<A extends { restoreSession(pid: string, offset: string): Promise<RestorableSession | null | undefined> }>(
  adapter: A,
): A {
  const restore = adapter.restoreSession.bind(adapter);
  adapter.restoreSession = async (pid: string, offset: string) => {
    const session = await restore(pid, offset);
    if (!session) return session;
    // Our sockets' data is always an object; anything else cannot be keyed, so its packets are dropped.
    if (typeof session.data === 'object' && session.data !== null) held.set(session.data, session.missedPackets);
    return { ...session, missedPackets: [] };
  };
  return adapter;
}

/** Delivers the held packets (`deliver`) or drops them; either way they are released once. */
export function flushHeldPackets(socket: Socket, deliver: boolean): void {
  const data = socket.data as object;
  const packets = held.get(data) ?? [];
  held.delete(data);
  if (!deliver) return;
  // What Socket.IO's own constructor does with them (`packet` is not in its public typings).
  const writer = socket as unknown as { packet(packet: { type: number; data: unknown[] }): void };
  for (const data of packets) writer.packet({ type: EVENT_PACKET, data });
}

/** socket.io-parser's PacketType.EVENT. */
const EVENT_PACKET = 2;
