import { transactionStream } from '../backend/src/modules/transactions/kernel/domain/deal-stream';
import { combine, runPhase, signInDemoAgent } from './bench.support';
import { measureBareInsert } from './command-round-trip.bench';
import { BenchContext, Benchmark, Measurement } from './bench.types';
import { ms, roundTripsPerCommand, startApi } from './http-live.bench';

const CONNECTIONS = 10;
const WARM_UP_SECONDS = 2;
/** The deal sizes compared (issue 23 item 2): a new deal, and one worked on for weeks. */
const SMALL_DEAL_EVENTS = 10;
const LARGE_DEAL_EVENTS = 200;

interface Api {
  url: string;
  token: string;
}

async function call<T>(api: Api, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${api.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
  return (answer.status === 204 ? undefined : await answer.json()) as T;
}

/** One deal per caller, so the measured figure is the command's cost, not a queue behind one stream's lock. */
interface DealUnderLoad {
  id: string;
  taskId: string;
  completed: boolean;
}

async function newDeals(api: Api, count: number): Promise<DealUnderLoad[]> {
  const client = await call<{ id: string }>(api, 'POST', '/api/clients', {
    full_name: 'Bench Buyer',
    email: `bench-${Date.now()}@example.com`,
  });
  const deals: DealUnderLoad[] = [];
  for (let index = 0; index < count; index += 1) {
    const deal = await call<{ id: string }>(api, 'POST', '/api/transactions', {
      transaction_type: 'buyer',
      client_id: client.id,
      property_address: `${100 + index} Bench Command Ln`,
      property_city: 'Austin',
      property_state: 'TX',
      property_zip: '78704',
      purchase_price: 425000,
      effective_date: new Date().toISOString().slice(0, 10),
      closing_date: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
    });
    const [task] = await call<Array<{ id: string }>>(api, 'GET', `/api/transactions/${deal.id}/tasks?bucket=system`);
    if (!task) throw new Error('A new deal has no automation task to complete');
    deals.push({ id: deal.id, taskId: task.id, completed: false });
  }
  return deals;
}

/** The command measured: the agent ticks a task done, then undone (each one event on the deal's stream). */
const toggleTask = (api: Api, deal: DealUnderLoad) => {
  deal.completed = !deal.completed;
  return call(api, 'PATCH', `/api/transactions/${deal.id}/tasks/${deal.taskId}`, {
    completed_at: deal.completed ? new Date().toISOString() : null,
  });
};

async function streamLengths(context: BenchContext, deals: DealUnderLoad[]): Promise<number[]> {
  const { dataSource } = await context.database();
  const rows = await dataSource.query<Array<{ length: number }>>(
    `SELECT coalesce(max(e.stream_version), 0)::int AS length FROM unnest($1::text[]) AS d(stream_id)
       LEFT JOIN events e ON e.stream_id = d.stream_id GROUP BY d.stream_id`,
    [deals.map((deal) => transactionStream(deal.id))],
  );
  return rows.map((row) => row.length);
}

/** Appends task toggles until every deal's stream holds at least `events` events. */
async function growTo(context: BenchContext, api: Api, deals: DealUnderLoad[], events: number): Promise<void> {
  const shortest = Math.min(...(await streamLengths(context, deals)));
  await Promise.all(
    deals.map(async (deal) => {
      for (let length = shortest; length < events; length += 1) await toggleTask(api, deal);
    }),
  );
}

async function measureToggles(api: Api, deals: DealUnderLoad[], seconds: number) {
  await runPhase(WARM_UP_SECONDS, CONNECTIONS, (worker) => toggleTask(api, deals[worker]!));
  return combine([await runPhase(seconds, CONNECTIONS, (worker) => toggleTask(api, deals[worker]!))]);
}

/**
 * A deal command through the whole API (issue 23 items 1 and 2): the agent completing a task, ten
 * callers each on a deal of their own — against a raw INSERT behind bare node:http, and on deals of
 * 10 and of 200 events, since every command loads its deal's stream.
 */
export const dealCommandBenchmark: Benchmark = {
  id: 'deal-command',
  title: 'PATCH a deal task (complete / reopen) vs a raw INSERT behind bare node:http, on deals of 10 and 200 events',
  async run(context): Promise<Measurement[]> {
    const bare = await measureBareInsert(context, {
      path: '/api/feedback',
      method: 'POST',
      body: JSON.stringify({ title: 'Bench round trip', description: 'A task ticked.' }),
    });

    const server = await startApi(context, { seedDemoData: true });
    try {
      const api: Api = { url: server.url, token: await signInDemoAgent(server.url) };
      const deals = await newDeals(api, CONNECTIONS);
      await growTo(context, api, deals, SMALL_DEAL_EVENTS);
      context.log(
        `deal command: ${CONNECTIONS} deals of ${Math.min(...(await streamLengths(context, deals)))}+ events, warming up ${WARM_UP_SECONDS} s, then ${context.seconds} s`,
      );
      const roundTrips = await roundTripsPerCommand(server, (index) => toggleTask(api, deals[index % deals.length]!));
      context.log(
        `deal command: ${roundTrips.perCommand.toFixed(1)} PostgreSQL round trips per task PATCH in its own request, ${roundTrips.backgroundPerCommand.toFixed(1)} in the background work it wakes (${roundTrips.idle} by the idle API over as long, taken off)`,
      );
      const small = await measureToggles(api, deals, context.seconds);
      // Every measured command appends too: the sizes each phase really ran between, for the record.
      const smallGrewTo = Math.max(...(await streamLengths(context, deals)));
      context.log(`deal command: growing the deals to ${LARGE_DEAL_EVENTS} events`);
      await growTo(context, api, deals, LARGE_DEAL_EVENTS);
      const large = await measureToggles(api, deals, context.seconds);
      const largeGrewTo = Math.max(...(await streamLengths(context, deals)));
      return [
        {
          name: `deal command, PATCH a task (${CONNECTIONS} connections, deals of ~${SMALL_DEAL_EVENTS} events)`,
          unit: 'req/s',
          ours: small.perSecond,
          baselineName: 'bare node:http + raw INSERT',
          baseline: bare.perSecond,
          higherIsBetter: true,
          details: [
            {
              label: 'latency',
              ours: `p50 ${ms(small.p50)}, p99 ${ms(small.p99)}`,
              baseline: `p50 ${ms(bare.p50)}, p99 ${ms(bare.p99)}`,
            },
            { label: 'p99 ratio', ours: `${(small.p99 / bare.p99).toFixed(2)}×`, baseline: '1×' },
            { label: 'PostgreSQL round trips per command (its request)', ours: roundTrips.perCommand.toFixed(1), baseline: '1' },
            { label: '  and in the background work it wakes', ours: roundTrips.backgroundPerCommand.toFixed(1), baseline: '0' },
          ],
        },
        {
          name: `deal command on deals of ${LARGE_DEAL_EVENTS} events vs ${SMALL_DEAL_EVENTS} (ms per command at ${CONNECTIONS} connections: 1 / throughput)`,
          unit: 'ms',
          ours: 1000 / large.perSecond,
          baselineName: `deals of ${SMALL_DEAL_EVENTS} events`,
          baseline: 1000 / small.perSecond,
          higherIsBetter: false,
          details: [
            {
              label: 'latency',
              ours: `p50 ${ms(large.p50)}, p99 ${ms(large.p99)}`,
              baseline: `p50 ${ms(small.p50)}, p99 ${ms(small.p99)}`,
            },
            {
              label: 'events per deal while measured',
              ours: `${LARGE_DEAL_EVENTS}–${largeGrewTo}`,
              baseline: `${SMALL_DEAL_EVENTS}–${smallGrewTo}`,
            },
          ],
        },
      ];
    } finally {
      await server.stop();
    }
  },
};
