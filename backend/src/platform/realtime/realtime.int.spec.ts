import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { AddressInfo, createServer, connect as tcpConnect, Server as TcpServer, Socket as TcpSocket } from 'node:net';
import { join } from 'node:path';
import IORedis from 'ioredis';
import { io, Socket as ClientSocket } from 'socket.io-client';
import { eventually } from '../../../../test/support/test-app';
import { TokenService } from '../auth/token.service';

/**
 * DESIGN.md "Realtime" (point 7) and "Past one machine", against two real API processes sharing this
 * run's PostgreSQL database and Redis prefix:
 *  - several API processes share rooms (Redis Streams adapter);
 *  - a client that reconnects within the window gets what it missed, even on the other process;
 *  - sockets authenticate with the REST token, and lose their connection when it expires or its
 *    session is revoked, whichever process they are connected to.
 */

const ROOT = process.cwd();
const MAIN = join(ROOT, 'dist', 'backend', 'src', 'main.js');
// A random secret per run: a fixed one would be in the repository, which the config refuses (issue 7 finding 6).
const JWT_SECRET = randomBytes(32).toString('base64url');
const ACCESS_TTL_SECONDS = 900;
const UNAUTHORIZED = 'Unauthorized - No active session';
const PUSH = 'diagnostics.ping_acknowledged';

interface PingPush {
  id: string;
  message: string;
  acknowledgedAt: string | null;
}

// ---------------------------------------------------------------------------------------------
// Two real API processes (`node dist/backend/src/main.js`)
// ---------------------------------------------------------------------------------------------

interface ApiProcess {
  name: string;
  port: number;
  url: string;
  output: string[];
  stop(): Promise<void>;
}

function assertBuilt(): void {
  const hint = 'run `npm run build:api` first (npm test builds before the integration tests)';
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: ${hint}`);
  // Not a failure: in a shared working tree files change all the time; but say what is being tested.
  if (statSync(MAIN).mtimeMs < newestMtime(join(ROOT, 'backend', 'src'))) {
    process.stderr.write(`\nWarning: ${MAIN} is older than backend/src; these tests run the last build (${hint} to test your changes)\n`);
  }
}

function newestMtime(directory: string): number {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function startApi(name: string, env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...process.env, // DATABASE_URL and REDIS_PREFIX of this run (test/support/int-global-setup.ts)
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      JWT_SECRET,
      ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TTL_SECONDS),
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const api: ApiProcess = {
    name,
    port,
    url,
    output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
  try {
    await eventually(
      async () => {
        if (child.exitCode !== null) throw new Error(`API ${name} exited with code ${child.exitCode}`);
        const response = await fetch(`${url}/api/health/ready`).catch(() => undefined);
        return response?.ok ? true : undefined;
      },
      60_000,
      `API ${name} to be ready`,
    );
  } catch (error) {
    await api.stop();
    throw new Error(`${(error as Error).message}\n--- output of API ${name} ---\n${output.join('')}`, { cause: error });
  }
  return api;
}

/** The diagnostics room and pings are for admins only (issue #7); every test acts as one. */
let adminToken = '';

async function postPing(api: ApiProcess, message: string): Promise<PingPush> {
  const response = await fetch(`${api.url}/api/diagnostics/pings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ message }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as PingPush;
}

// ---------------------------------------------------------------------------------------------
// A TCP hop in front of the APIs, standing in for a load balancer: it can drop every connection
// (a network failure) and send the next ones to another process.
// ---------------------------------------------------------------------------------------------

class SwitchableProxy {
  private target: number | undefined;
  private readonly open = new Set<TcpSocket>();
  /** Every accepted connection's upstream port, in order. */
  readonly routed: number[] = [];

  private constructor(private readonly server: TcpServer) {}

  static async start(target: number): Promise<SwitchableProxy> {
    const server = createServer();
    const proxy = new SwitchableProxy(server);
    proxy.target = target;
    server.on('connection', (downstream) => proxy.accept(downstream));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Sends new connections to `port`; `undefined` refuses them (the network is down). */
  route(port: number | undefined): void {
    this.target = port;
  }

  dropAll(): void {
    for (const socket of this.open) socket.destroy();
  }

  async close(): Promise<void> {
    this.dropAll();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(downstream: TcpSocket): void {
    if (this.target === undefined) {
      downstream.destroy();
      return;
    }
    this.routed.push(this.target);
    const upstream = tcpConnect(this.target, '127.0.0.1');
    for (const socket of [downstream, upstream]) {
      this.open.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        this.open.delete(socket);
        downstream.destroy();
        upstream.destroy();
      });
    }
    downstream.pipe(upstream);
    upstream.pipe(downstream);
  }
}

// ---------------------------------------------------------------------------------------------
// Socket.IO clients
// ---------------------------------------------------------------------------------------------

const clients: ClientSocket[] = [];

interface ClientOptions {
  /** A function is asked again at every (re)connect, as a browser would refresh its token. */
  token?: string | (() => string | undefined);
}

function client(url: string, options: ClientOptions = {}): ClientSocket {
  const { token } = options;
  const socket = io(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 200,
    auth: (send) => {
      const value = typeof token === 'function' ? token() : token;
      send(value === undefined ? {} : { token: value });
    },
  });
  clients.push(socket);
  return socket;
}

/** Resolves at the next successful connect; rejects with the server's refusal (not with transport retries). */
function nextConnect(socket: ClientSocket, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error('Timed out waiting for the socket to connect')), timeoutMs);
    const onConnect = () => finish();
    const onError = (error: Error) => {
      if (!socket.active) finish(error); // refused by the server's middleware; transport errors are retried
    };
    function finish(error?: Error) {
      clearTimeout(timer);
      socket.off('connect', onConnect);
      socket.off('connect_error', onError);
      if (error) reject(error);
      else resolve();
    }
    socket.on('connect', onConnect);
    socket.on('connect_error', onError);
  });
}

/** The server's refusal of a connect attempt, or a failure if the socket connected instead. */
async function refusal(socket: ClientSocket): Promise<string> {
  try {
    await nextConnect(socket);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('The socket connected; expected a refusal');
}

function nextEvent<T = unknown>(socket: ClientSocket, event: string, timeoutMs = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out waiting for "${event}"`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

function nextDisconnect(socket: ClientSocket, timeoutMs = 10_000): Promise<string> {
  return nextEvent<string>(socket, 'disconnect', timeoutMs);
}

async function joinDiagnostics(socket: ClientSocket): Promise<void> {
  expect(await socket.timeout(5_000).emitWithAck('diagnostics.subscribe')).toEqual({ ok: true });
}

/** Every ping push the socket receives, in order. */
function collectPushes(socket: ClientSocket): PingPush[] {
  const received: PingPush[] = [];
  socket.on(PUSH, (push: PingPush) => received.push(push));
  return received;
}

function messagesOf(pushes: PingPush[], prefix: string): string[] {
  return pushes.map((p) => p.message).filter((m) => m.startsWith(prefix));
}

async function pushesArrived(pushes: PingPush[], prefix: string, count: number, what: string): Promise<void> {
  await eventually(async () => (messagesOf(pushes, prefix).length >= count ? true : undefined), 15_000, what);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------

describe('realtime across API processes (DESIGN.md "Realtime", real PostgreSQL and Redis)', () => {
  let a: ApiProcess | undefined;
  let b: ApiProcess | undefined;
  let redis: IORedis;
  let tokens: TokenService;

  beforeAll(async () => {
    assertBuilt();
    redis = new IORedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    tokens = new TokenService(JWT_SECRET, ACCESS_TTL_SECONDS, redis, process.env.REDIS_PREFIX);
    adminToken = tokens.issue(randomUUID(), 'admin').token;
    // One after the other: both would otherwise run the migrations on this run's fresh database at once.
    a = await startApi('A', { RUN_WORKERS: 'true' });
    b = await startApi('B', { RUN_WORKERS: 'false' });
  }, 150_000);

  afterEach(() => {
    for (const socket of clients.splice(0)) socket.disconnect();
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    redis?.disconnect();
  }, 30_000);

  const apiA = () => a!;
  const apiB = () => b!;

  describe('rooms shared by every API process', () => {
    it('pushes the acknowledgement of a ping POSTed to process A to clients on A and on B, once each', async () => {
      const onA = client(apiA().url, { token: adminToken });
      const onB = client(apiB().url, { token: adminToken });
      await Promise.all([nextConnect(onA), nextConnect(onB)]);
      const pushesOnA = collectPushes(onA);
      const pushesOnB = collectPushes(onB);
      await Promise.all([joinDiagnostics(onA), joinDiagnostics(onB)]);

      // Either process's subscriber may be the one that emits; clients on both must hear it.
      const prefix = `shared-${randomUUID()}`;
      const ping = await postPing(apiA(), `${prefix} one`);
      await pushesArrived(pushesOnB, prefix, 1, 'the push on process B');
      await pushesArrived(pushesOnA, prefix, 1, 'the push on process A');
      await sleep(500); // a second copy would have arrived by now

      for (const pushes of [pushesOnA, pushesOnB]) {
        const mine = pushes.filter((p) => p.message.startsWith(prefix));
        expect(mine).toHaveLength(1);
        expect(mine[0]).toMatchObject({ id: ping.id, message: `${prefix} one` });
        expect(mine[0].acknowledgedAt).not.toBeNull();
      }
    });
  });

  describe('connection-state recovery', () => {
    /**
     * The client talks to A through the proxy; the network drops; pings are acknowledged while it is
     * away (a witness client sees them go out); it reconnects through the proxy to B.
     */
    async function dropAndReturnOnB(
      proxy: SwitchableProxy,
      socket: ClientSocket,
      whileAway: () => Promise<void>,
    ): Promise<void> {
      proxy.route(undefined);
      const disconnected = nextDisconnect(socket);
      proxy.dropAll();
      expect(await disconnected).toBe('transport close');
      await whileAway();
      const reconnected = nextConnect(socket);
      proxy.route(apiB().port);
      await reconnected;
      expect(proxy.routed.at(-1)).toBe(apiB().port);
    }

    it('replays what a client missed when it reconnects to the other process within the window', async () => {
      const proxy = await SwitchableProxy.start(apiA().port);
      try {
        const witness = client(apiA().url, { token: adminToken });
        const roaming = client(proxy.url, { token: tokens.issue(randomUUID(), 'admin').token });
        await Promise.all([nextConnect(witness), nextConnect(roaming)]);
        expect(proxy.routed).toEqual([apiA().port]);
        const seenByWitness = collectPushes(witness);
        const seenByRoaming = collectPushes(roaming);
        await Promise.all([joinDiagnostics(witness), joinDiagnostics(roaming)]);
        const firstId = roaming.id;

        const prefix = `recovery-${randomUUID()}`;
        await postPing(apiA(), `${prefix} 0 before the drop`);
        await pushesArrived(seenByRoaming, prefix, 1, 'the push before the drop');

        await dropAndReturnOnB(proxy, roaming, async () => {
          await postPing(apiA(), `${prefix} 1 while away`);
          await postPing(apiA(), `${prefix} 2 while away`);
          await pushesArrived(seenByWitness, prefix, 3, 'the pushes emitted while the client was away');
          expect(messagesOf(seenByRoaming, prefix)).toEqual([`${prefix} 0 before the drop`]);
        });

        expect(roaming.recovered).toBe(true);
        expect(roaming.id).toBe(firstId);
        await pushesArrived(seenByRoaming, prefix, 3, 'the missed pushes to be replayed');

        // Still in the room on B: live pushes keep coming, and nothing arrives twice.
        await postPing(apiA(), `${prefix} 3 after the return`);
        await pushesArrived(seenByRoaming, prefix, 4, 'a live push after the return');
        await sleep(500);
        // Each push follows a worker's acknowledgement, and the two pings posted while away may be
        // acknowledged by workers in either process in either order: what recovery owes is each
        // of them once, between what came before the drop and what came after the return.
        const seen = messagesOf(seenByRoaming, prefix);
        expect(seen).toHaveLength(4);
        expect(seen[0]).toBe(`${prefix} 0 before the drop`);
        expect([...seen.slice(1, 3)].sort()).toEqual([`${prefix} 1 while away`, `${prefix} 2 while away`]);
        expect(seen[3]).toBe(`${prefix} 3 after the return`);
      } finally {
        await proxy.close();
      }
    });

    it('recovers a client that joined a room but had received nothing yet', async () => {
      const proxy = await SwitchableProxy.start(apiA().port);
      try {
        const witness = client(apiA().url, { token: adminToken });
        const roaming = client(proxy.url, { token: tokens.issue(randomUUID(), 'admin').token });
        await Promise.all([nextConnect(witness), nextConnect(roaming)]);
        const seenByWitness = collectPushes(witness);
        const seenByRoaming = collectPushes(roaming);
        await joinDiagnostics(witness);
        const joined = nextEvent(roaming, 'realtime.joined');
        await joinDiagnostics(roaming);
        expect(await joined).toEqual({ room: 'diagnostics' });

        const prefix = `quiet-${randomUUID()}`;
        await dropAndReturnOnB(proxy, roaming, async () => {
          await postPing(apiA(), `${prefix} while away`);
          await pushesArrived(seenByWitness, prefix, 1, 'the push emitted while the client was away');
        });

        expect(roaming.recovered).toBe(true);
        await pushesArrived(seenByRoaming, prefix, 1, 'the missed push to be replayed');
      } finally {
        await proxy.close();
      }
    });

    it('lets only the same user take over a recovered session', async () => {
      const userId = randomUUID();
      const comebacks: Array<[string, string | undefined, 'recovered' | typeof UNAUTHORIZED]> = [
        ['no token', undefined, UNAUTHORIZED],
        ["another user's token", tokens.issue(randomUUID(), 'agent').token, UNAUTHORIZED],
        ['a fresh token of the same user', tokens.issue(userId, 'admin').token, 'recovered'],
      ];
      for (const [what, comebackToken, expected] of comebacks) {
        const proxy = await SwitchableProxy.start(apiA().port);
        try {
          let current: string | undefined = tokens.issue(userId, 'admin').token;
          const roaming = client(proxy.url, { token: () => current });
          await nextConnect(roaming);
          const seen = collectPushes(roaming);
          await joinDiagnostics(roaming);
          const prefix = `takeover-${randomUUID()}`;
          await postPing(apiA(), prefix); // a first push, so that the session is recoverable
          await pushesArrived(seen, prefix, 1, 'a push before the drop');

          proxy.route(undefined);
          const disconnected = nextDisconnect(roaming);
          proxy.dropAll();
          await disconnected;
          current = comebackToken;
          const outcome = nextConnect(roaming).then(
            () => (roaming.recovered ? 'recovered' : 'connected afresh'),
            (error: Error) => error.message,
          );
          proxy.route(apiB().port);
          expect([what, await outcome]).toEqual([what, expected]);
        } finally {
          await proxy.close();
        }
      }
    });
  });

  describe('token authentication (same token as REST)', () => {
    it('refuses a socket whose token is invalid, forged or expired', async () => {
      const forged = new TokenService('another-secret-that-is-long-enough-000000', ACCESS_TTL_SECONDS, redis, process.env.REDIS_PREFIX);
      const expired = tokens.issue(randomUUID(), 'agent', randomUUID(), Date.now() - (ACCESS_TTL_SECONDS + 5) * 1000);
      for (const token of ['not-a-token', forged.issue(randomUUID(), 'agent').token, expired.token]) {
        expect(await refusal(client(apiA().url, { token }))).toBe(UNAUTHORIZED);
      }
    });

    it('admits a socket whose token is valid', async () => {
      const socket = client(apiB().url, { token: tokens.issue(randomUUID(), 'admin').token });
      await nextConnect(socket);
      expect(socket.connected).toBe(true);
      await joinDiagnostics(socket);
    });

    it('disconnects a socket when its token expires', async () => {
      const shortLived = new TokenService(JWT_SECRET, 2, redis, process.env.REDIS_PREFIX);
      const { token, expiresAt } = shortLived.issue(randomUUID(), 'agent');
      const socket = client(apiA().url, { token });
      await nextConnect(socket);
      const expiredNotice = nextEvent(socket, 'auth.expired', 6_000);
      const disconnected = nextDisconnect(socket, 6_000);
      await expiredNotice;
      expect(await disconnected).toBe('io server disconnect');
      expect(Date.now()).toBeGreaterThanOrEqual(expiresAt * 1000 - 50);
    });

    it('disconnects every socket of a revoked session at once, on both processes, and refuses it afterwards', async () => {
      const sessionId = randomUUID();
      const { token } = tokens.issue(randomUUID(), 'agent', sessionId);
      const onA = client(apiA().url, { token });
      const onB = client(apiB().url, { token });
      const bystander = client(apiB().url, { token: tokens.issue(randomUUID(), 'agent').token });
      await Promise.all([nextConnect(onA), nextConnect(onB), nextConnect(bystander)]);

      const notices = Promise.all([nextEvent(onA, 'auth.revoked', 3_000), nextEvent(onB, 'auth.revoked', 3_000)]);
      const reasons = Promise.all([nextDisconnect(onA, 3_000), nextDisconnect(onB, 3_000)]);
      const revokedAt = Date.now();
      await tokens.revokeSession(sessionId);
      await notices;
      expect(await reasons).toEqual(['io server disconnect', 'io server disconnect']);
      expect(Date.now() - revokedAt).toBeLessThan(2_000);

      expect(bystander.connected).toBe(true);
      expect(await refusal(client(apiB().url, { token }))).toBe(UNAUTHORIZED);
    });
  });
});
