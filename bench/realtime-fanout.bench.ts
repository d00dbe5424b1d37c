import IORedis from 'ioredis';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { percentile, ServerProcess, signInDemo, sleep, startServer } from './bench.support';
import { BenchContext, Benchmark, Measurement } from './bench.types';
import { ms, startApi } from './http-live.bench';
import { WireSocket } from './socket-io-wire-client';

/** Connected clients (issue 23 item 6), split evenly across the API processes. */
const CLIENTS = 1_000;
const PROCESSES = 2;
/**
 * Pushes before the measured ones (JIT, pools, the adapter's stream readers) — more while the last one
 * took over a second: fresh API processes' subscribers first work through the log the benchmarks
 * before appended (in a whole `npm run bench`, many thousand events), and the deal push waits its turn.
 */
const WARM_UP_PUSHES = 5;
const MAX_WARM_UP_PUSHES = 60;
const WARM_UP_TIMEOUT_MS = 60_000;
/** A push not delivered to every client within this long fails the benchmark: a lost push is no latency. */
const DELIVERY_TIMEOUT_MS = 10_000;
/** Quiet between pushes, so each is measured on its own rather than queued behind the last. */
const PAUSE_MS = 50;
/**
 * The people of a demo deal's room, each in their role's sub-room (ADR 0017, 0046, 0055): its agent, their
 * team lead and broker (role overseer), and its client (buyer_client, whose copy is redacted) — the last.
 */
const PEOPLE = ['agent@threshold.demo', 'lead@threshold.demo', 'broker@threshold.demo', 'buyer@threshold.demo'] as const;
/** socket.io-adapter's ClusterAdapter message type of a broadcast (MessageType.BROADCAST), as the stream entry carries it. */
const BROADCAST_MESSAGE = '3';
/** Joins at a time per person: below the gateway's 60 joins a minute per user (see `joinAll`). */
const JOIN_BATCH = 50;

interface Delivery {
  /** Per-client latencies of every measured push, milliseconds from the trigger to the client's receipt. */
  latenciesMs: number[];
  pushes: number;
  /** Per push, the time from its trigger to the last client's receipt. */
  lastMs: number[];
  /** Per push, the trigger's own answer time (the command's HTTP round trip; the baseline's POST). */
  triggerMs: number[];
  /**
   * Per push, when the server published it, from the trigger: ours, the push's first entry in the adapter's
   * Redis stream (its id is Redis's clock at the XADD, whole milliseconds, so never late); the baseline,
   * the moment its server began the broadcast (its answer says when).
   */
  publishedMs: number[];
  /** Per-client latencies of every measured push from its publication: the delivery itself. */
  fromPublicationMs: number[];
}

/**
 * Pushes one at a time: `trigger` starts one (without waiting for anyone's receipt); `armed` receivers
 * call `received(i)` for client i. Each push is timed per client from the trigger's start and from its
 * publication: `published` is read after each push (and cleared before it), the time at which the server published
 * it, in epoch milliseconds (the machine's clock, which every process shares).
 */
async function measurePushes(
  seconds: number,
  clients: number,
  arm: (received: (client: number) => void) => void,
  trigger: () => Promise<unknown>,
  published: () => number | undefined,
): Promise<Delivery> {
  let startedAt = 0;
  let latencies: number[] = new Array<number>(clients);
  let pending = 0;
  let done: () => void = () => undefined;
  arm((client) => {
    if (!Number.isNaN(latencies[client])) return; // a second push of the same change (or a stray one): the first counts
    latencies[client] = performance.now() - startedAt;
    pending -= 1;
    if (pending === 0) done();
  });
  const one = async (timeoutMs = DELIVERY_TIMEOUT_MS) => {
    latencies = new Array<number>(clients).fill(Number.NaN);
    pending = clients;
    const all = new Promise<void>((resolve) => (done = resolve));
    published();
    startedAt = performance.now();
    const answered = trigger().then(() => performance.now() - startedAt);
    const timeout = sleep(timeoutMs).then(() => 'timeout' as const);
    if ((await Promise.race([all, timeout])) === 'timeout') {
      throw new Error(`realtime fan-out: a push reached ${clients - pending} of ${clients} clients in ${timeoutMs / 1000} s`);
    }
    const triggerMs = await answered;
    const round = latencies;
    const at = published();
    if (at === undefined) throw new Error('realtime fan-out: a push was delivered but its publication was not seen');
    const publishedMs = at - (performance.timeOrigin + startedAt);
    await sleep(PAUSE_MS);
    return { round, triggerMs, publishedMs };
  };
  for (let index = 0, slowest = Infinity; index < WARM_UP_PUSHES || (slowest > 1000 && index < MAX_WARM_UP_PUSHES); index += 1) {
    slowest = Math.max(...(await one(WARM_UP_TIMEOUT_MS)).round);
  }
  const result: Delivery = { latenciesMs: [], pushes: 0, lastMs: [], triggerMs: [], publishedMs: [], fromPublicationMs: [] };
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline) {
    const { round, triggerMs, publishedMs } = await one();
    result.publishedMs.push(publishedMs);
    result.latenciesMs.push(...round);
    result.fromPublicationMs.push(...round.map((latency) => latency - publishedMs));
    result.lastMs.push(Math.max(...round));
    result.triggerMs.push(triggerMs);
    result.pushes += 1;
  }
  return result;
}

/** When the server published the current push (epoch ms): noted by whoever sees it, taken (and cleared) by `measurePushes`. */
function publicationNote() {
  let at: number | undefined;
  return {
    note: (value: number) => void (at ??= value),
    take: () => {
      const noted = at;
      at = undefined;
      return noted;
    },
  };
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};
const figures = (values: number[]) => {
  const { p50, p95, p99 } = summary(values);
  return `p50 ${ms(p50)}, p95 ${ms(p95)}, p99 ${ms(p99)}`;
};

async function call<T>(url: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
  return (answer.status === 204 ? undefined : await answer.json()) as T;
}

/**
 * Every socket joins the deal's room as the deal screen does (`resource.subscribe`, ADR 0017): the
 * gateway admits it through the deal's access policy into its role's sub-room. The gateway also
 * counts joins per user (60 a minute, against scripts), and the deal's room has only a few people, so
 * a thousand screens of them would take many minutes to open: the benchmark, which owns this Redis
 * prefix, clears those counters between batches. Nothing else of the join is bypassed.
 */
async function joinAll(sockets: WireSocket[], owners: string[], dealId: string, context: BenchContext): Promise<void> {
  const redis = new IORedis(context.redisUrl, { maxRetriesPerRequest: 1 });
  try {
    const people = [...new Set(owners)];
    for (let start = 0; start < sockets.length; start += JOIN_BATCH * people.length) {
      await redis.del(...people.map((userId) => `${context.redisPrefix}:rate:socket-join:${userId}`));
      const batch = sockets.slice(start, start + JOIN_BATCH * people.length);
      const answers = await Promise.all(batch.map((socket) => socket.emitWithAck('resource.subscribe', { resource: 'transaction', id: dealId }, DELIVERY_TIMEOUT_MS)));
      const refused = answers.filter((answer) => (answer as { ok?: boolean } | null)?.ok !== true);
      if (refused.length > 0) throw new Error(`realtime fan-out: ${refused.length} joins refused: ${JSON.stringify(refused[0])}`);
    }
  } finally {
    redis.disconnect();
  }
}

async function measureSocketIo(context: BenchContext): Promise<Delivery & { perProcess: number[] }> {
  const servers: ServerProcess[] = [];
  const sockets: WireSocket[] = [];
  let monitor: IORedis | undefined;
  try {
    // The first process seeds the demo data; the second starts on it. Both run the async subscribers
    // (the deal push is one), and the Redis Streams adapter takes a push from one to the other's sockets.
    servers.push(await startApi(context, { seedDemoData: true }));
    servers.push(await startApi(context, { seedDemoData: false }));
    const [api] = servers;
    const people = await Promise.all(PEOPLE.map((email) => signInDemo(api.url, email)));
    const agent = people[0];
    // A live demo deal of the demo agent's with the demo buyer as its client (who has consented, ADR 0051).
    const deals = await call<{ data?: Array<{ id: string; agent_id: string; status: string }> } | Array<{ id: string; agent_id: string; status: string }>>(
      api.url,
      people[people.length - 1].accessToken,
      'GET',
      '/api/transactions',
    );
    const rows = Array.isArray(deals) ? deals : (deals.data ?? []);
    const deal = rows.find((row) => row.agent_id === agent.profile.id && !['closed', 'cancelled', 'archived', 'draft'].includes(row.status));
    if (!deal) throw new Error("The demo buyer has no live deal of the demo agent's");
    const [task] = await call<Array<{ id: string }>>(api.url, agent.accessToken, 'GET', `/api/transactions/${deal.id}/tasks?bucket=system`);
    if (!task) throw new Error('A new deal has no automation task to complete');

    const owners: string[] = [];
    const perProcess = servers.map(() => 0);
    for (let start = 0; start < CLIENTS; start += 100) {
      const batch = Array.from({ length: Math.min(100, CLIENTS - start) }, (_, offset) => start + offset);
      sockets.push(
        ...(await Promise.all(
          batch.map((index) => {
            const person = people[index % people.length];
            owners[index] = person.profile.id;
            perProcess[index % servers.length] += 1;
            return WireSocket.open(servers[index % servers.length].url, person.accessToken, DELIVERY_TIMEOUT_MS);
          }),
        )),
      );
    }
    await joinAll(sockets, owners, deal.id, context);
    context.log(`realtime: ${CLIENTS.toLocaleString('en-US')} Socket.IO clients (${people.length} people of the deal) in its room on ${servers.length} API processes; pushing`);

    // When each push is published: a reader of the adapter's Redis stream (socket-io.adapter.ts) takes the
    // first broadcast of the deal's `transaction.changed` after the trigger. Its entry id is Redis's clock at
    // the XADD (epoch milliseconds, whole: never later than the publication), which comes before either
    // process writes the push to a socket: the cluster adapter delivers locally once the XADD has answered
    // (it needs the entry's offset for connection-state recovery). Other entries (heartbeats, joins, other
    // pushes) are left out.
    monitor = new IORedis(context.redisUrl, { maxRetriesPerRequest: null });
    const publication = publicationNote();
    const reader = monitor;
    const isThePush = (fields: string[]) => {
      const field = (name: string) => fields[fields.indexOf(name) + 1] ?? '';
      return field('type') === BROADCAST_MESSAGE && field('data').includes('"transaction.changed"') && field('data').includes(deal.id);
    };
    void (async () => {
      let last = '$';
      while (reader.status !== 'end') {
        const answer = (await reader.xread('BLOCK', 1000, 'STREAMS', `${context.redisPrefix}:socket.io`, last).catch(() => null)) as [string, [string, string[]][]][] | null;
        const entries = answer?.[0]?.[1] ?? [];
        const push = entries.find(([, fields]) => isThePush(fields));
        if (push) publication.note(Number(push[0].split('-')[0]));
        last = entries.at(-1)?.[0] ?? last;
      }
    })();
    let completed = false;
    return {
      ...(await measurePushes(
        context.seconds,
        sockets.length,
        (received) => {
          sockets.forEach((socket, index) =>
            socket.on('transaction.changed', (push) => {
              if ((push as { id?: string } | null)?.id === deal.id) received(index);
            }),
          );
        },
        // The agent ticks a task done or undone: one command, one event on the deal's stream, one push.
        () => {
          completed = !completed;
          return call(api.url, agent.accessToken, 'PATCH', `/api/transactions/${deal.id}/tasks/${task.id}`, { completed_at: completed ? new Date().toISOString() : null });
        },
        publication.take,
      )),
      perProcess,
    };
  } finally {
    monitor?.disconnect();
    for (const socket of sockets) socket.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
}

async function measureBareWs(context: BenchContext): Promise<Delivery> {
  const server = await startServer('bare ws', join(__dirname, 'bare-ws-server.js'), { cwd: context.root, env: {}, readyPath: '/api/health/live' });
  const sockets: WebSocket[] = [];
  try {
    const url = server.url.replace('http://', 'ws://');
    for (let start = 0; start < CLIENTS; start += 100) {
      sockets.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(100, CLIENTS - start) }, () => {
            const socket = new WebSocket(`${url}/ws`);
            return new Promise<WebSocket>((resolve, reject) => {
              socket.once('open', () => resolve(socket));
              socket.once('error', reject);
            });
          }),
        )),
      );
    }
    let version = 0;
    const publication = publicationNote();
    const id = '00000000-0000-4000-8000-000000000000';
    return await measurePushes(
      context.seconds,
      sockets.length,
      (received) =>
        sockets.forEach((socket, index) =>
          socket.on('message', (data: Buffer) => {
            const [event, push] = JSON.parse(data.toString()) as [string, { id?: string }];
            if (event === 'transaction.changed' && push?.id === id) received(index);
          }),
        ),
      // The same payload as the deal push: the event's name and { id, version }.
      async () => {
        version += 1;
        const answer = await fetch(`${server.url}/broadcast`, { method: 'POST', body: JSON.stringify(['transaction.changed', { id, version }]) });
        if (answer.status !== 204) throw new Error(`bare ws: /broadcast answered ${answer.status}`);
        publication.note(Number(answer.headers.get('x-broadcast-at')));
      },
      publication.take,
    );
  } finally {
    for (const socket of sockets) socket.terminate();
    await server.stop();
  }
}

/**
 * Realtime at scale (issue 23 item 6): a deal's push through Socket.IO to 1,000 connected clients
 * across two API processes (the Redis Streams adapter the product runs on), against a bare `ws` server
 * broadcasting the same payload to 1,000 `ws` clients. One push at a time: the agent's command (a task
 * ticked done or undone) through the first process's HTTP API commits an event, the deal-push
 * subscriber emits `transaction.changed` to the deal's role rooms, and every client's receipt is timed
 * from the push's publication (its first entry in the adapter's Redis stream) — the delivery the item
 * names — against the baseline's from the moment its server began the broadcast; and, end to end, from
 * the moment the command was sent (the baseline's from its `POST /broadcast`). The command and the
 * subscriber's wake-up before the publication are items 1 and 3's figures. The clients of both sides
 * run in this process on the same `ws` client (socket-io-wire-client.ts), so one clock times both and
 * they decode alike.
 */
export const realtimeFanoutBenchmark: Benchmark = {
  id: 'realtime-fanout',
  title: `A deal's push to ${CLIENTS.toLocaleString('en-US')} Socket.IO clients on ${PROCESSES} API processes vs a bare ws broadcast to ${CLIENTS.toLocaleString('en-US')} ws clients`,
  async run(context): Promise<Measurement[]> {
    const ours = await measureSocketIo(context);
    context.log(`realtime: bare ws, ${CLIENTS.toLocaleString('en-US')} clients on one process`);
    const bare = await measureBareWs(context);
    const [o, b] = [summary(ours.fromPublicationMs), summary(bare.fromPublicationMs)];
    return [
      {
        name: `realtime push, p99 delivery to ${CLIENTS.toLocaleString('en-US')} clients (${ours.perProcess.join(' + ')} on ${PROCESSES} API processes), from its publication`,
        unit: 'ms',
        ours: o.p99,
        baselineName: `bare ws broadcast, ${CLIENTS.toLocaleString('en-US')} clients, one process, from its start`,
        baseline: b.p99,
        higherIsBetter: false,
        details: [
          { label: 'delivery per client, from publication', ours: figures(ours.fromPublicationMs), baseline: figures(bare.fromPublicationMs) },
          { label: 'delivery per client, from the command / POST sent', ours: figures(ours.latenciesMs), baseline: figures(bare.latenciesMs) },
          { label: 'p99 ratio from the command / POST sent', ours: `${(summary(ours.latenciesMs).p99 / summary(bare.latenciesMs).p99).toFixed(2)}×`, baseline: '1×' },
          { label: 'last client per push, from the command / POST sent', ours: figures(ours.lastMs), baseline: figures(bare.lastMs) },
          { label: 'trigger answered (command / POST)', ours: figures(ours.triggerMs), baseline: figures(bare.triggerMs) },
          { label: 'published, from the command / POST sent', ours: figures(ours.publishedMs), baseline: figures(bare.publishedMs) },
          { label: 'pushes measured', ours: ours.pushes.toLocaleString('en-US'), baseline: bare.pushes.toLocaleString('en-US') },
        ],
      },
    ];
  },
};
