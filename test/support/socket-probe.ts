import { io, Socket as ClientSocket } from 'socket.io-client';

/**
 * Sockets for tests that probe the gateway with hostile handshakes: no reconnection, so a refusal
 * is final, and each socket remembered so that `closeAll()` ends them after every test.
 */
export function socketProbe(url: () => string) {
  const open: ClientSocket[] = [];

  /** `auth` is handed to the server exactly as given, object or not (a function is how the client allows it). */
  function connect(auth: unknown): ClientSocket {
    const socket = io(url(), { transports: ['websocket'], forceNew: true, reconnection: false, auth: (send) => send(auth as object) });
    open.push(socket);
    return socket;
  }

  /** 'connected', 'refused: <server message>', 'closed' (the server dropped the connection) or 'timeout'. */
  function outcome(socket: ClientSocket, timeoutMs = 10_000): Promise<string> {
    return new Promise((done) => {
      const timer = setTimeout(() => done('timeout'), timeoutMs);
      socket.once('connect', () => (clearTimeout(timer), done('connected')));
      socket.once('connect_error', (error) => (clearTimeout(timer), done(`refused: ${error.message}`)));
      // A handshake whose auth is not an object breaks the protocol and Socket.IO closes the connection.
      // ("forced close" is the client tearing itself down after a refusal, reported just before connect_error.)
      socket.io.on('close', (reason) => reason !== 'forced close' && (clearTimeout(timer), done('closed')));
    });
  }

  function closeAll(): void {
    for (const socket of open.splice(0)) socket.disconnect();
  }

  return { connect, outcome, closeAll };
}
