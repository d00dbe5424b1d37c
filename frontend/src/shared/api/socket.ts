import { io, type Socket } from 'socket.io-client';

import { getAuth } from '@/shared/auth/auth-store';
import { refreshSession, registerSocketReconnect } from '@/shared/auth/session';

/**
 * The app's single Socket.IO connection (same origin, path /socket.io).
 *
 * Only features that need live pushes import this module, so socket.io-client never loads on
 * the public pages. The connection is opened by the first subscriber and closed when the last
 * one leaves. The token is read at every (re)connect, so a sign-in is picked up by the next
 * handshake; call `reconnectSocket()` after the token changes to apply it at once.
 */

/** The realtime gateway's refusal of a handshake without a live session. */
const NO_SESSION = 'Unauthorized - No active session';

let socket: Socket | null = null;
let users = 0;

/**
 * The server cut the socket because the session ended (`auth.revoked`: sign-out elsewhere, a role
 * change, erasure). A refresh settles what is left: normally the session is over and the route
 * guard sends the user to /login, told why when the server said (issue 11 item 7).
 */
function onSessionCut(): void {
  void refreshSession().then((outcome) => {
    if (outcome === 'refreshed') reconnectSocket();
  });
}

function acquire(): Socket {
  if (!socket) {
    socket = io({
      path: '/socket.io',
      autoConnect: false,
      reconnection: true,
      withCredentials: true,
      auth: (cb) => {
        const token = getAuth().token;
        cb(token ? { token } : {});
      },
    });
    socket.on('auth.revoked', onSessionCut);
    // A handshake refused for its session (a token revoked while this connection was still being
    // made): the server cannot cut what it never accepted, so the refusal is the news. The client
    // does not retry a refused handshake by itself; the refresh settles it either way.
    socket.on('connect_error', (error) => {
      if (error.message === NO_SESSION) onSessionCut();
    });
  }
  users += 1;
  // `active` covers connecting and reconnecting too: a second connect() while the handshake is
  // in flight would send a duplicate CONNECT packet, which the server answers by closing.
  if (!socket.active) socket.connect();
  return socket;
}

function release(): void {
  users = Math.max(0, users - 1);
  if (users === 0 && socket) {
    socket.disconnect();
  }
}

export function reconnectSocket(): void {
  if (socket && users > 0) {
    socket.disconnect();
    socket.connect();
  }
}
registerSocketReconnect(reconnectSocket);

export interface LiveSubscription<T> {
  /** Server event name, for example `diagnostics.ping_acknowledged`. */
  event: string;
  onEvent: (payload: T) => void;
  /**
   * Emitted on every connect, including reconnects (rooms do not survive a new connection),
   * for example `diagnostics.subscribe`.
   */
  joinEvent?: string;
  /** Sent with `joinEvent`, e.g. `{ resource: 'transaction', id }` or `{ resource: 'transaction-list', id: '<user id>' }` for `resource.subscribe`. */
  joinPayload?: unknown;
  /**
   * Called on a reconnect (not the first connect): pushes may have been missed while offline,
   * so this is the place to invalidate the RTK Query tags the event keeps fresh.
   */
  onReconnect?: () => void;
}

/**
 * Subscribes to one server event; returns the unsubscribe function. Designed for RTK Query's
 * `onCacheEntryAdded` (subscribe after `cacheDataLoaded`, unsubscribe after `cacheEntryRemoved`)
 * and for effects (see use-socket.ts).
 */
export function subscribeToSocketEvent<T>({ event, onEvent, joinEvent, joinPayload, onReconnect }: LiveSubscription<T>): () => void {
  const s = acquire();
  const join = () => {
    if (!joinEvent) return;
    if (joinPayload === undefined) s.emit(joinEvent);
    else s.emit(joinEvent, joinPayload);
  };
  let connectedBefore = s.connected;

  const onConnect = () => {
    join();
    if (connectedBefore) onReconnect?.();
    connectedBefore = true;
  };
  s.on('connect', onConnect);
  s.on(event, onEvent);
  if (s.connected) join();

  return () => {
    s.off('connect', onConnect);
    s.off(event, onEvent);
    release();
  };
}

export type ConnectionStatus = 'connecting' | 'connected' | 'offline';

/** Watches the connection state for a status indicator; returns the unsubscribe function. */
export function watchConnection(onChange: (status: ConnectionStatus) => void): () => void {
  const s = acquire();
  const report = () => onChange(s.connected ? 'connected' : s.active ? 'connecting' : 'offline');
  const onError = () => onChange(s.active ? 'connecting' : 'offline');
  s.on('connect', report);
  s.on('disconnect', report);
  s.on('connect_error', onError);
  s.io.on('reconnect_attempt', report);
  report();
  return () => {
    s.off('connect', report);
    s.off('disconnect', report);
    s.off('connect_error', onError);
    s.io.off('reconnect_attempt', report);
    release();
  };
}
