import { signInDemo } from './bench.support';
import { Benchmark, Measurement } from './bench.types';
import {
  AGENT_DEALS,
  CONNECTIONS,
  LatencyRun,
  loadDeals,
  measure,
  measureBare,
  TOTAL_DEALS,
  versusBare,
} from './dashboard-list.bench';
import { startApi } from './http-live.bench';

/** Every deal of the overseen people, whatever its status: the list at its longest. */
const DASHBOARD = '/api/oversight/dashboard?status=all';
/** The same list alone (the dashboard's deals query without the other panels), as its CSV export. */
const LIST_ONLY = '/api/oversight/dashboard/export?status=all';

/**
 * The oversight dashboard's list (issue 24 "Done when": ≥ 0.7× of a hand-written SQL): the demo broker,
 * who oversees the demo agent and team lead (ADR 0046), reads GET /api/oversight/dashboard through the
 * whole API with the agent's 2,000 deals in a database of 100,000 — the dashboard as the screen loads it,
 * its per-agent pipeline and other panels included — and the list alone (its CSV export runs only the
 * deals query), each against the same deals read by one hand-written SQL query through `pg` behind bare
 * node:http.
 */
export const oversightListBenchmark: Benchmark = {
  id: 'oversight-list',
  title: 'GET /api/oversight/dashboard (2,000 of 100,000 deals) vs one SQL query behind bare node:http',
  async run(context): Promise<Measurement[]> {
    const { url: databaseUrl, dataSource } = await context.database();
    const server = await startApi(context, { seedDemoData: true });
    let api: LatencyRun;
    let listOnly: LatencyRun;
    let brokerId: string;
    let rows: number;
    try {
      const agent = await signInDemo(server.url, 'agent@threshold.demo');
      const broker = await signInDemo(server.url, 'broker@threshold.demo');
      brokerId = broker.profile.id;
      // The dashboard-list benchmark of the same run loads the same deals into this database: not twice.
      const [{ count }] = await dataSource.query<{ count: number }[]>('SELECT count(*)::int AS count FROM transactions');
      if (count < TOTAL_DEALS) await loadDeals(dataSource, agent.profile.id, context.log);
      const first = await fetch(`${server.url}${DASHBOARD}`, { headers: { authorization: `Bearer ${broker.accessToken}` } });
      if (!first.ok) throw new Error(`${DASHBOARD} answered ${first.status}`);
      rows = ((await first.json()) as { deals: unknown[] }).deals.length;
      context.log(`oversight: the demo broker's list holds ${rows.toLocaleString('en-US')} deals`);
      api = await measure(server, context, broker.accessToken, DASHBOARD);
      listOnly = await measure(await startApi(context, { seedDemoData: true }), context, broker.accessToken, LIST_ONLY);
    } catch (error) {
      await server.stop();
      throw error;
    }
    const bare = await measureBare(
      context,
      'bare-oversight-server.js',
      { DATABASE_URL: databaseUrl, OVERSEER_ID: brokerId },
      DASHBOARD,
    );
    return [
      {
        name: `oversight dashboard, GET ${DASHBOARD}, ${rows.toLocaleString('en-US')} listed of ${AGENT_DEALS.toLocaleString('en-US')} (${CONNECTIONS} callers)`,
        unit: 'req/s',
        ours: api.perSecond,
        baselineName: 'bare node:http + one SQL query',
        baseline: bare.perSecond,
        higherIsBetter: true,
        details: versusBare(api, bare),
      },
      {
        name: `oversight list alone, GET ${LIST_ONLY} (CSV), same rows (${CONNECTIONS} callers)`,
        unit: 'req/s',
        ours: listOnly.perSecond,
        baselineName: 'bare node:http + one SQL query',
        baseline: bare.perSecond,
        higherIsBetter: true,
        details: versusBare(listOnly, bare),
      },
    ];
  },
};
