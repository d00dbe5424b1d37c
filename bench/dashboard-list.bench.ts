import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { percentile, ServerProcess, signInDemo, startServer } from './bench.support';
import { BenchContext, Benchmark, Measurement } from './bench.types';
import { startApi } from './http-live.bench';

export const TOTAL_DEALS = 100_000;
export const AGENT_DEALS = 2_000;
const OTHER_AGENTS = 490;
const BATCH = 10_000;
export const CONNECTIONS = 10;
const WARM_UP_SECONDS = 2;

export interface LatencyRun {
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  bytes: number;
}

/**
 * 100,000 deals in the read model, 2,000 of them the demo agent's, loaded with the projection's own
 * column layout in batches of 10,000 (INSERT … SELECT over generate_series: what the projection writes
 * for a created deal, minus the event log, which the list never reads). Fields jsonb carries a
 * realistic catalogue's worth of keys so the row width is a real deal's.
 */
export async function loadDeals(dataSource: DataSource, agentId: string, log: (message: string) => void): Promise<number> {
  const started = performance.now();
  const [{ existing }] = await dataSource.query<{ existing: number }[]>(
    'SELECT count(*)::int AS existing FROM transactions WHERE agent_id = $1',
    [agentId],
  );
  const [{ client }] = await dataSource.query<{ client: string }[]>(
    `SELECT id AS client FROM profiles WHERE email = 'buyer@threshold.demo'`,
  );
  const mine = AGENT_DEALS - existing;
  for (let from = 0; from < TOTAL_DEALS; from += BATCH) {
    await dataSource.query(
      `INSERT INTO transactions (id, agent_id, client_id, status, transaction_type, property_address, property_city, property_state,
                                 property_zip, purchase_price, closing_date, contract_date, created_at, updated_at, fields, last_version)
       SELECT gen_random_uuid(),
              CASE WHEN g < $3 THEN $1::uuid ELSE md5('bench-agent-' || (g % ${OTHER_AGENTS}))::uuid END,
              CASE WHEN g % 3 = 0 THEN $2::uuid ELSE NULL END,
              (ARRAY['pending','under_contract','under_contract','closed','draft'])[1 + g % 5],
              (ARRAY['buyer','seller','new_construction'])[1 + g % 3],
              (100 + g % 9000) || ' Bench St', 'Austin', 'TX', '78701',
              285000 + (g * 37) % 1115000,
              CURRENT_DATE + (g % 120), CURRENT_DATE - (g % 60),
              now() - g * interval '1 minute', now(),
              jsonb_build_object(
                'property_address', (100 + g % 9000) || ' Bench St', 'property_city', 'Austin', 'property_state', 'TX',
                'property_zip', '78701', 'property_county', 'Travis', 'property_type', 'single_family',
                'purchase_price', 285000 + (g * 37) % 1115000, 'closing_date', to_char(CURRENT_DATE + (g % 120), 'YYYY-MM-DD'),
                'contract_date', to_char(CURRENT_DATE - (g % 60), 'YYYY-MM-DD'), 'effective_date', to_char(CURRENT_DATE - (g % 60), 'YYYY-MM-DD'),
                'square_footage', 1800 + g % 2000, 'bedrooms', 3, 'bathrooms', 2.5, 'year_built', 1990 + g % 35,
                'financing_type', 'conventional', 'lender_name', 'Hill Country Mortgage', 'loan_amount', 400000,
                'earnest_money_amount', 5000, 'option_fee_amount', 500, 'title_company_name', 'Capital Title of Texas',
                'hoa_exists', true, 'hoa_name', 'Mueller Property Owners Association', 'hoa_monthly_fee', 95,
                'special_provisions', repeat('Seller to leave the refrigerator and the washer and dryer. ', 3)),
              1
         FROM generate_series($4::int, $5::int) AS g`,
      [agentId, client, mine, from, Math.min(from + BATCH, TOTAL_DEALS) - 1],
    );
  }
  await dataSource.query('ANALYZE transactions');
  const seconds = (performance.now() - started) / 1000;
  log(
    `dashboard: loaded ${TOTAL_DEALS.toLocaleString('en-US')} deals (${AGENT_DEALS.toLocaleString('en-US')} the agent's) in ${seconds.toFixed(1)} s`,
  );
  return seconds;
}

/** CONNECTIONS callers of `path` in a loop, each request timed on its own (autocannon has no p95). */
async function run(url: string, seconds: number, token?: string, path = '/api/transactions'): Promise<LatencyRun> {
  const latencies: number[] = [];
  let bytes = 0;
  const until = performance.now() + seconds * 1000;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const sent = performance.now();
        const response = await fetch(`${url}${path}`, { headers });
        const body = await response.arrayBuffer();
        if (!response.ok) throw new Error(`${url}${path} answered ${response.status}`);
        latencies.push(performance.now() - sent);
        bytes = body.byteLength;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requests: latencies.length,
    bytes,
  };
}

/** Warms `server` up, measures it for the run's seconds, then stops it. */
export async function measure(server: ServerProcess, context: BenchContext, token?: string, path?: string): Promise<LatencyRun> {
  try {
    context.log(
      `${path ?? '/api/transactions'}: ${server.name}: warming up ${WARM_UP_SECONDS} s, then ${context.seconds} s with ${CONNECTIONS} callers`,
    );
    await run(server.url, WARM_UP_SECONDS, token, path);
    return await run(server.url, context.seconds, token, path);
  } finally {
    await server.stop();
  }
}

const fmt = (value: number) => `${value.toFixed(1)} ms`;
export const latency = (r: LatencyRun) => `p50 ${fmt(r.p50)}, p95 ${fmt(r.p95)}, p99 ${fmt(r.p99)}`;

/** A list read through the API against a bare node:http + pg baseline: latency, p99 and body size. */
export const versusBare = (api: LatencyRun, bare: LatencyRun) => [
  { label: 'latency', ours: latency(api), baseline: latency(bare) },
  { label: 'p99 ratio', ours: `${(api.p99 / bare.p99).toFixed(2)}×`, baseline: '1×' },
  { label: 'body', ours: `${Math.round(api.bytes / 1024)} KiB`, baseline: `${Math.round(bare.bytes / 1024)} KiB` },
];

/** A bare baseline server of bench/ (`script`, compiled) started, measured on `path`, stopped. */
export async function measureBare(
  context: BenchContext,
  script: string,
  env: Record<string, string>,
  path?: string,
): Promise<LatencyRun> {
  const server = await startServer('bare node:http + pg', join(__dirname, script), {
    cwd: context.root,
    env: { NODE_ENV: 'production', ...env },
    readyPath: '/api/health/live',
  });
  return measure(server, context, undefined, path);
}

/**
 * The agent dashboard's list (issue 9 "Done when"): GET /api/transactions through the whole API as an
 * agent with 2,000 deals in a database of 100,000, against the same rows read by one hand-written SQL
 * query through `pg` behind bare node:http.
 */
export const dashboardListBenchmark: Benchmark = {
  id: 'dashboard-list',
  title: 'GET /api/transactions (2,000 of 100,000 deals) vs one SQL query behind bare node:http',
  async run(context): Promise<Measurement[]> {
    const { url: databaseUrl, dataSource } = await context.database();
    const server = await startApi(context, { seedDemoData: true });
    let api: LatencyRun;
    let agentId: string;
    let loadSeconds: number;
    try {
      const { accessToken, profile } = await signInDemo(server.url, 'agent@threshold.demo');
      agentId = profile.id;
      loadSeconds = await loadDeals(dataSource, agentId, context.log);
      api = await measure(server, context, accessToken);
    } catch (error) {
      await server.stop();
      throw error;
    }
    const bare = await measureBare(context, 'bare-list-server.js', { DATABASE_URL: databaseUrl, AGENT_ID: agentId });
    return [
      {
        name: `dashboard list, GET /api/transactions, ${AGENT_DEALS.toLocaleString('en-US')} rows (${CONNECTIONS} callers)`,
        unit: 'req/s',
        ours: api.perSecond,
        baselineName: 'bare node:http + one SQL query',
        baseline: bare.perSecond,
        higherIsBetter: true,
        details: [
          ...versusBare(api, bare),
          { label: 'bulk load of 100,000 deals', ours: `${loadSeconds.toFixed(1)} s`, baseline: '' },
        ],
      },
    ];
  },
};
