import { WebSocket } from 'ws';

/**
 * A Socket.IO client reduced to its wire protocol (Engine.IO 4, Socket.IO 5, WebSocket transport only)
 * on the same `ws` client the bare baseline's receivers use, for the realtime fan-out benchmark.
 *
 * Why not `socket.io-client`: the benchmark runs all 1,000 receivers in its own process, so what one
 * client spends decoding a message is paid 1,000 times in a row before the last receipt is timed. With
 * `socket.io-client` that was about 20 µs of CPU per message against the `ws` receivers' 12 µs (its
 * Emitter layers, the packet decoder's per-character scan, the manager's timers): a floor near 1.9×
 * the baseline whatever the server did (docs/benchmarks.md, 2026-11-29, fan23). In the product each
 * receiver is a browser of its own and decodes in parallel, so that sum measures the benchmark, not the
 * server. With the same `ws` receivers on both sides and the same `JSON.parse` of each message, the
 * difference left is the server's: the command, the subscriber's wake-up, the adapter and the emit.
 *
 * What it speaks: the open packet (`0{…}`), the namespace connect with the `auth` payload (`40{…}` →
 * `40{"sid":…}`, or `44{…}` refused), the heartbeat (`2` → `3`), events (`42[…]`, as the product's
 * `transaction.changed` arrives, with the connection-state-recovery offset as a last argument) and
 * acknowledgements (`42<id>[…]` → `43<id>[…]`).
 */
export class WireSocket {
  private readonly listeners = new Map<string, (payload: unknown) => void>();
  private readonly acks = new Map<number, (args: unknown[]) => void>();
  private nextAck = 0;

  private constructor(private readonly ws: WebSocket) {}

  /** Opens a socket as the front end does (`/socket.io`, WebSocket from the start, the token in `auth`). */
  static open(httpUrl: string, token: string, timeoutMs: number): Promise<WireSocket> {
    const ws = new WebSocket(`${httpUrl.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`);
    const socket = new WireSocket(ws);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => fail(new Error(`socket to ${httpUrl}: no connect within ${timeoutMs} ms`)), timeoutMs);
      const fail = (error: Error) => {
        clearTimeout(timer);
        ws.terminate();
        reject(error);
      };
      ws.once('error', fail);
      ws.on('message', (data: Buffer) => {
        const text = data.toString();
        if (text[0] === '0') ws.send(`40${JSON.stringify({ token })}`);
        else if (text.startsWith('40')) {
          clearTimeout(timer);
          ws.off('error', fail);
          ws.on('error', () => undefined); // a socket cut while the benchmark closes: nothing to report
          resolve(socket);
        } else if (text.startsWith('44')) fail(new Error(`socket to ${httpUrl} refused: ${text.slice(2)}`));
        else socket.receive(text);
      });
    });
  }

  /** Calls `listener` with the first argument of each `event`. */
  on(event: string, listener: (payload: unknown) => void): void {
    this.listeners.set(event, listener);
  }

  /** Emits `event` with `payload` and waits for the server's acknowledgement (its first argument). */
  emitWithAck(event: string, payload: unknown, timeoutMs: number): Promise<unknown> {
    const id = this.nextAck++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.acks.delete(id);
        reject(new Error(`${event}: no acknowledgement within ${timeoutMs} ms`));
      }, timeoutMs);
      this.acks.set(id, (args) => {
        clearTimeout(timer);
        resolve(args[0]);
      });
      this.ws.send(`42${id}${JSON.stringify([event, payload])}`);
    });
  }

  close(): void {
    this.ws.terminate();
  }

  private receive(text: string): void {
    if (text === '2') {
      this.ws.send('3');
      return;
    }
    // An Engine.IO message (4) carrying a Socket.IO event (2) or acknowledgement (3) of the main namespace.
    if (text[0] !== '4' || (text[1] !== '2' && text[1] !== '3')) return;
    let start = 2;
    while (text.charCodeAt(start) >= 48 && text.charCodeAt(start) <= 57) start += 1;
    const args = JSON.parse(text.slice(start)) as unknown[];
    if (text[1] === '3') {
      const id = Number(text.slice(2, start));
      this.acks.get(id)?.(args);
      this.acks.delete(id);
      return;
    }
    this.listeners.get(String(args[0]))?.(args[1]);
  }
}
