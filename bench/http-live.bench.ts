import autocannon from 'autocannon';
import { join } from 'node:path';
import { ServerProcess, startServer } from './bench.support';
import { BenchContext, Benchmark, Measurement } from './bench.types';

const PATH = '/api/health/live';
const CONNECTIONS = 10;
const WARM_UP_SECONDS = 1;

export interface LoadResult {
  perSecond: number;
  p50: number;
  p99: number;
  requests: number;
}

/** autocannon measures latency in whole milliseconds. */
export const ms = (value: number) => (value < 1 ? '<1 ms' : `${Math.round(value)} ms`);

export interface LoadRequest {
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** A bearer token, for a command that needs a signed-in caller. */
  token?: string;
}

async function load(url: string, seconds: number, request: LoadRequest = { path: PATH }): Promise<LoadResult> {
  const result = await autocannon({
    url: `${url}${request.path}`,
    method: request.method ?? 'GET',
    body: request.body,
    headers: {
      ...(request.body ? { 'content-type': 'application/json' } : {}),
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
    },
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
  });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${url}${request.path}: ${result.errors} errors and ${result.non2xx} non-2xx answers under load`);
  }
  return { perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total };
}

/** Warm-up (JIT, pools), then the measured run; the server is stopped before the next one starts. */
export async function measure(server: ServerProcess, seconds: number, log: (message: string) => void, request?: LoadRequest): Promise<LoadResult> {
  try {
    log(`http: ${server.name}: warming up ${WARM_UP_SECONDS} s, then ${seconds} s with ${CONNECTIONS} connections`);
    await load(server.url, WARM_UP_SECONDS, request);
    return await load(server.url, seconds, request);
  } finally {
    await server.stop();
  }
}

export interface ApiOptions {
  seedDemoData?: boolean;
  /**
   * The name of a database of its own (`context.ownDatabase`) to start on instead of the run's shared
   * one, with a Redis prefix of its own beside it: nothing the other benchmarks wrote is there to catch up with.
   */
  ownDatabase?: string;
}

/**
 * The API as `npm start` runs it (built by the bench's own compile, tsconfig.bench.json), one process,
 * once its subscriptions have caught up with the log (see `caughtUp`).
 */
export async function startApi(context: BenchContext, options: ApiOptions = {}): Promise<ServerProcess> {
  const api = await startApiProcess(context, options);
  try {
    await caughtUp(api, context.log);
  } catch (error) {
    await api.stop();
    throw error;
  }
  return api;
}

/** Past this the benchmark goes on and says so: 75,000 events left by milestone regeneration took longer at load 30. */
const CATCH_UP_TIMEOUT_MS = 3 * 60_000;

/**
 * Waits until every subscription of the API reports no event behind (`/api/health/ready`). In a
 * whole run the benchmarks share one database, so an API started after the command and lag
 * benchmarks first works through the tens of thousands of events they left: measured meanwhile, it
 * shares its CPU with that catch-up, and a push waits behind it (the realtime benchmark's first push
 * reached no client in 60 s after `npm start` in a fresh clone, issue 23 item 7).
 */
async function caughtUp(api: ServerProcess, log: (message: string) => void): Promise<void> {
  const deadline = Date.now() + CATCH_UP_TIMEOUT_MS;
  let reported = false;
  for (;;) {
    const ready = (await (await fetch(`${api.url}/api/health/ready`)).json()) as { subscriptions?: Array<{ subscriptionId: string; eventsBehind: number }> };
    const behind = (ready.subscriptions ?? []).filter((s) => s.eventsBehind > 0);
    if (behind.length === 0) return;
    const most = Math.max(...behind.map((s) => s.eventsBehind));
    if (Date.now() > deadline) {
      log(`${api.name}: still ${most.toLocaleString('en-US')} events behind after ${CATCH_UP_TIMEOUT_MS / 60_000} minutes; measured while it catches up`);
      return;
    }
    if (!reported) log(`${api.name}: ${behind.length} subscriptions catching up (at most ${most.toLocaleString('en-US')} events behind) before it is measured`);
    reported = true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function startApiProcess(context: BenchContext, options: ApiOptions): Promise<ServerProcess> {
  const databaseUrl = options.ownDatabase ? await context.ownDatabase(options.ownDatabase) : (await context.database()).url;
  return startServer('Threshold API', join(__dirname, '..', 'backend', 'src', 'main.js'), {
    cwd: context.root,
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      REDIS_URL: context.redisUrl,
      // Inside the run's prefix, so the run's clean-up removes it too.
      REDIS_PREFIX: options.ownDatabase ? `${context.redisPrefix}-${options.ownDatabase}` : context.redisPrefix,
      JWT_SECRET: context.api.jwtSecret,
      VAULT_MASTER_KEY: context.api.vaultMasterKey,
      DATA_DIR: context.api.dataDir,
      LOG_LEVEL: 'warn',
      RUN_WORKERS: 'false',
      SEED_DEMO_DATA: String(options.seedDemoData ?? false),
    },
    readyPath: '/api/health/ready',
    // A counter bumped per query (bench/pg-round-trips.ts): no measurable cost, so always on.
    countRoundTrips: true,
  });
}

const COUNTED_COMMANDS = 20;

export interface CommandRoundTrips {
  /** Sent from the command's own request (its async context): what the caller waits on. */
  perCommand: number;
  /** Sent meanwhile outside any request, the idle rate taken off: the subscribers' batches the command woke, per command. */
  backgroundPerCommand: number;
  /** Sent by the idle API (pollers, the horizon watch) over as long as the commands took. */
  idle: number;
}

/**
 * PostgreSQL round trips per command: `COUNTED_COMMANDS` commands one after another, the API's
 * query counts read before and after. A query sent from the request's async context is the
 * command's own (bench/pg-round-trips.ts); the others are background work: the subscribers' batches
 * the command woke, and whatever the idle API queries on its own (pollers), which is measured by
 * leaving the API idle for as long and taken off. All three are printed, so the split is in the open.
 */
export async function roundTripsPerCommand(server: ServerProcess, command: (index: number) => Promise<unknown>): Promise<CommandRoundTrips> {
  const before = await server.roundTrips();
  const started = Date.now();
  for (let index = 0; index < COUNTED_COMMANDS; index += 1) await command(index);
  // The background batches the last commands woke finish shortly after them.
  await new Promise((resolve) => setTimeout(resolve, 250));
  const elapsed = Date.now() - started;
  const after = await server.roundTrips();
  await new Promise((resolve) => setTimeout(resolve, elapsed));
  const idle = (await server.roundTrips()).all - after.all;
  const own = after.inRequests - before.inRequests;
  const background = after.all - before.all - own - idle;
  return { perCommand: own / COUNTED_COMMANDS, backgroundPerCommand: Math.max(0, background) / COUNTED_COMMANDS, idle };
}

/**
 * The whole API (Express, helmet, pino-http, Nest routing and filters, the static front end if
 * built) answering GET /api/health/live, against a bare Node `http` server answering the same JSON.
 * Both run as single processes on loopback, one at a time, loaded by autocannon from this process.
 */
export const healthLiveBenchmark: Benchmark = {
  id: 'http-live',
  title: 'GET /api/health/live vs bare node:http',
  async run(context): Promise<Measurement[]> {
    const bare = await measure(
      await startServer('bare node:http', join(__dirname, 'bare-server.js'), {
        cwd: context.root,
        env: { NODE_ENV: 'production' },
        readyPath: PATH,
      }),
      context.seconds,
      context.log,
    );

    const api = await measure(await startApi(context), context.seconds, context.log);

    return [
      {
        name: `GET ${PATH} (${CONNECTIONS} connections, autocannon)`,
        unit: 'req/s',
        ours: api.perSecond,
        baselineName: 'bare node:http',
        baseline: bare.perSecond,
        higherIsBetter: true,
        details: [
          {
            label: 'latency',
            ours: `p50 ${ms(api.p50)}, p99 ${ms(api.p99)}`,
            baseline: `p50 ${ms(bare.p50)}, p99 ${ms(bare.p99)}`,
          },
          { label: 'requests served', ours: api.requests.toLocaleString('en-US'), baseline: bare.requests.toLocaleString('en-US') },
        ],
      },
    ];
  },
};
