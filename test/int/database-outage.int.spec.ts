import { createConnection, createServer, Server, Socket } from 'node:net';
import { AppProcess, freePort, startAppProcess } from '../support/app-process';
import { eventually } from '../support/test-app';

/**
 * Issue 12, "the same for PostgreSQL": the run's database is reached through a TCP relay in this
 * test, so cutting the relay is PostgreSQL going away for the app (and only for it: the shared
 * server stays up for everyone else). One warning when lost, one when back, readiness says so, and
 * requests work again afterwards.
 */
class Relay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();

  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = createConnection(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async cut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

const count = (text: string, needle: string) => text.split(needle).length - 1;

describe('PostgreSQL outage under a running product (issue 12)', () => {
  let relay: Relay;
  let app: AppProcess;

  beforeAll(async () => {
    const database = new URL(process.env.DATABASE_URL!);
    relay = new Relay(await freePort(), { host: database.hostname, port: Number(database.port || 5432) });
    await relay.open();
    database.host = `127.0.0.1:${relay.port}`;
    app = await startAppProcess({ DATABASE_URL: database.toString(), SEED_DEMO_DATA: 'false' }, 120_000);
  }, 180_000);

  afterAll(async () => {
    await app?.stop();
    await relay?.cut();
  });

  it('warns once when it is lost and once when it is back, readiness says so, and requests work again', async () => {
    await relay.cut();
    await eventually(async () => (app.output().includes('PostgreSQL at') ? true : undefined), 15_000, 'the outage warning');
    const ready = await fetch(`${app.url}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', checks: { database: 'down', redis: 'up' } });
    await new Promise((resolve) => setTimeout(resolve, 3_000)); // the subscribers and the outbox relay keep retrying meanwhile

    await relay.open();
    await eventually(async () => (app.output().includes('PostgreSQL is back after') ? true : undefined), 20_000, 'the recovery line');
    await eventually(async () => ((await fetch(`${app.url}/api/health/ready`)).status === 200 ? true : undefined), 20_000, 'readiness');
    const joined = await fetch(`${app.url}/api/leads/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'Pat Back', email: 'pat@example.com', brokerage: 'Restart Realty', headache: 'The database blinked.' }),
    });
    expect(joined.status).toBe(201);

    const output = app.output();
    expect(count(output, `PostgreSQL at 127.0.0.1:${relay.port} is unreachable`)).toBe(1);
    expect(count(output, 'PostgreSQL is back after')).toBe(1);
    expect(count(output, 'ECONNREFUSED')).toBeLessThanOrEqual(1);
    expect(output).not.toMatch(/^\s+at /m); // no stack traces
  }, 120_000);
});
