import { randomUUID } from 'node:crypto';
import IORedis from 'ioredis';
import { redisRelay, RedisRelay } from '../../../../test/support/redis-relay';
import { eventually } from '../../../../test/support/test-app';
import { JobProcessor } from './job-processor';
import { QueueName } from './queue-names';
import { QueueService } from './queue.service';
import { WorkerHost } from './worker-host';

/**
 * ADR 0088: a worker's shutdown lets the jobs it has taken finish (within the grace), so none is left
 * active for the stalled-job check to return a minute later. "Taken" is what Redis says: a job its fetch
 * moved to active counts from then on, although the worker has not heard the reply yet (BullMQ takes a
 * job after a pause when its fetch was already under way).
 */
describe('worker shutdown (real Redis and BullMQ)', () => {
  // A prefix of this test's own: its jobs never meet another test's workers, nor ours theirs.
  const prefix = `${process.env.REDIS_PREFIX}-worker-host-${randomUUID().slice(0, 8)}`;
  let queues: QueueService;
  let redis: IORedis;
  let relay: RedisRelay;
  let host: WorkerHost | undefined;

  beforeAll(async () => {
    queues = new QueueService(process.env.REDIS_URL!, prefix);
    redis = new IORedis(process.env.REDIS_URL!);
    relay = await redisRelay(process.env.REDIS_URL!);
  });
  afterAll(async () => {
    relay.release();
    await host?.close();
    await queues.queue(QueueName.Diagnostics).obliterate({ force: true });
    await queues.close();
    redis.disconnect();
    await relay.close();
  });

  /** The client-side port of the worker's connection that waits in BZPOPMIN for the next job. */
  async function blockingPort(): Promise<number> {
    return eventually(async () => {
      const ports = new Set(relay.upstreamPorts());
      const clients = ((await redis.call('CLIENT', 'LIST')) as string).split('\n');
      const waiting = clients.map((line) => ({ port: Number(/ addr=[^ ]*:(\d+) /.exec(line)?.[1]), blocked: / cmd=bzpopmin /.test(line) }));
      return waiting.find(({ port, blocked }) => blocked && ports.has(port))?.port;
    }, 15_000, 'the worker waiting for a job');
  }

  it('a job whose fetch was under way when the close began is run before the close returns, not left active', async () => {
    const runs: string[] = [];
    const probe: JobProcessor<{ n: number }> = {
      queue: QueueName.Diagnostics,
      jobName: 'shutdown-probe',
      process: async (job) => void runs.push(job.id!),
    };
    host = new WorkerHost(relay.url, [probe], prefix);
    host.start();

    // Idle, the worker waits in BZPOPMIN. Replies on its other connection are held from here: the job
    // added next is woken for, moved to active in Redis, and the worker has not heard of it yet.
    const blocking = await blockingPort();
    relay.holdReplies((port) => port === blocking);
    const queue = queues.queue(QueueName.Diagnostics);
    const job = await queue.add('shutdown-probe', { n: 1 });
    await eventually(async () => ((await job.getState()) === 'active' ? true : undefined), 15_000, 'the job active in Redis');

    // The close begins with the fetch's reply still on its way; the reply arrives while it runs.
    const closing = host.close();
    setTimeout(() => relay.release(), 200);
    await closing;
    host = undefined;

    expect([await job.getState(), runs]).toEqual(['completed', [job.id]]);
  });
});
