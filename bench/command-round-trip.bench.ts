import { join } from 'node:path';
import { signInDemoAgent, startServer } from './bench.support';
import { BenchContext, Benchmark, Measurement } from './bench.types';
import { LoadRequest, LoadResult, measure, ms, roundTripsPerCommand, startApi } from './http-live.bench';

/** The command measured: the demo agent's feedback, a small real command (also the load of projection-lag's last phase). */
export const FEEDBACK_REQUEST = {
  path: '/api/feedback',
  method: 'POST' as const,
  body: JSON.stringify({ title: 'Bench round trip', description: 'A small real command, measured.' }),
};

/** The baseline of every command benchmark: one raw INSERT per request behind bare node:http. */
export async function measureBareInsert(context: BenchContext, request: LoadRequest): Promise<LoadResult> {
  const { url: databaseUrl, dataSource } = await context.database();
  await dataSource.query(`CREATE TABLE IF NOT EXISTS bench_bare_pings (id uuid PRIMARY KEY, message text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`);
  return measure(
    await startServer('bare node:http + INSERT', join(__dirname, 'bare-insert-server.js'), {
      cwd: context.root,
      env: { NODE_ENV: 'production', DATABASE_URL: databaseUrl },
      readyPath: '/api/health/live',
    }),
    context.seconds,
    context.log,
    request,
  );
}

/**
 * A small real command through the whole API: an agent's POST /api/feedback (authentication,
 * validation, the command bus, executeOnStream, append_to_stream, the inline projection and an
 * outbox row in one transaction) against a bare node:http server doing one raw INSERT of the same
 * title. (Diagnostics pings are admin-only and rate limited since issue 7, so no longer a fit.)
 */
export const commandRoundTripBenchmark: Benchmark = {
  id: 'command-round-trip',
  title: 'POST /api/feedback vs a raw INSERT behind bare node:http',
  async run(context): Promise<Measurement[]> {
    const bare = await measureBareInsert(context, FEEDBACK_REQUEST);
    const server = await startApi(context, { seedDemoData: true });
    const accessToken = await signInDemoAgent(server.url);
    const roundTrips = await roundTripsPerCommand(server, async () => {
      const answer = await fetch(`${server.url}${FEEDBACK_REQUEST.path}`, {
        method: FEEDBACK_REQUEST.method,
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: FEEDBACK_REQUEST.body,
      });
      if (!answer.ok) throw new Error(`POST ${FEEDBACK_REQUEST.path}: ${answer.status}`);
      await answer.arrayBuffer();
    });
    context.log(`command round trip: ${roundTrips.perCommand.toFixed(1)} PostgreSQL round trips per POST /api/feedback in its own request, ${roundTrips.backgroundPerCommand.toFixed(1)} in the background work it wakes (${roundTrips.idle} by the idle API over as long, taken off)`);
    const api = await measure(server, context.seconds, context.log, { ...FEEDBACK_REQUEST, token: accessToken });
    return [
      {
        name: 'command round trip, POST /api/feedback (10 connections)',
        unit: 'req/s',
        ours: api.perSecond,
        baselineName: 'bare node:http + raw INSERT',
        baseline: bare.perSecond,
        higherIsBetter: true,
        details: [
          { label: 'latency', ours: `p50 ${ms(api.p50)}, p99 ${ms(api.p99)}`, baseline: `p50 ${ms(bare.p50)}, p99 ${ms(bare.p99)}` },
          { label: 'p99 ratio', ours: `${(api.p99 / bare.p99).toFixed(2)}×`, baseline: '1×' },
          { label: 'PostgreSQL round trips per command (its request)', ours: roundTrips.perCommand.toFixed(1), baseline: '1' },
          { label: '  and in the background work it wakes', ours: roundTrips.backgroundPerCommand.toFixed(1), baseline: '0' },
        ],
      },
    ];
  },
};
