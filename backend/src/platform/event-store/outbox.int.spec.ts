import { Job } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { eventually } from '../../../../test/support/test-app';
import { openTestDatabase } from '../../../../test/support/test-database';
import { JobProcessor } from '../queue/job-processor';
import { QueueName } from '../queue/queue-names';
import { QueueService } from '../queue/queue.service';
import { WorkerHost } from '../queue/worker-host';
import { EventStore } from './event-store';
import { OutboxRelay } from './outbox-relay';
import { outboxJobId, ProjectionRegistry } from './projection-registry';

const metadata = { actorId: null, correlationId: 'outbox-exactly-once', causationId: null };

/**
 * DESIGN.md point 5 and ADR 3: a side effect leaves through the outbox, written in the append's
 * transaction, and its job runs once per event even when the relay hands it to BullMQ again (a crash
 * after Redis accepted it but before the row was marked) and two relays race. What is counted is
 * what matters: how often a real worker ran each job, not how many job ids BullMQ holds.
 */
describe('outbox relay (real PostgreSQL, Redis and BullMQ worker)', () => {
  let dataSource: DataSource;
  let queues: QueueService;
  let host: WorkerHost | undefined;
  // A prefix of this test's own: the probe jobs never meet another test's workers, nor ours theirs.
  const prefix = `${process.env.REDIS_PREFIX}-outbox-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    queues = new QueueService(process.env.REDIS_URL!, prefix);
  });

  afterAll(async () => {
    await host?.close();
    await queues.queue(QueueName.Diagnostics).obliterate({ force: true });
    await queues.close();
    await dataSource.destroy();
  });

  it('runs each event’s job exactly once although it is dispatched again after a crash and by two relays at once', async () => {
    const eventType = `OutboxProbeHappened_${randomUUID().slice(0, 8)}`;
    const registry = new ProjectionRegistry();
    registry.addOutboxRoute({ eventType, queue: QueueName.Diagnostics, jobName: 'outbox-probe', payload: (event) => ({ eventId: event.eventId }) });
    const store = new EventStore(dataSource, registry);

    const eventIds: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const { events } = await store.append(`probe-${randomUUID()}`, 'probe', 'no_stream', [{ type: eventType, data: { i } }], metadata);
      eventIds.push(events[0].eventId);
    }
    // The job is written with its event, in the same transaction, not yet dispatched.
    const jobIds = eventIds.map((id) => outboxJobId(id, 'outbox-probe'));
    const pending = await dataSource.query('SELECT job_id FROM outbox WHERE job_id = ANY($1) AND dispatched_at IS NULL', [jobIds]);
    expect(pending).toHaveLength(20);

    const runs: string[] = [];
    const probe: JobProcessor<{ eventId: string }> = {
      queue: QueueName.Diagnostics,
      jobName: 'outbox-probe',
      process: async (job: Job<{ eventId: string }>) => runs.push(job.data.eventId),
    };
    host = new WorkerHost(process.env.REDIS_URL!, [probe], prefix);
    host.start();

    const relays = [new OutboxRelay(dataSource, queues), new OutboxRelay(dataSource, queues)];
    await Promise.all(relays.map((relay) => relay.dispatchPending()));
    await eventually(async () => (runs.length >= 20 ? true : undefined), 15_000, 'every probe job to run');

    // A crash after Redis accepted the jobs but before the rows were marked: both relays send them all again.
    await dataSource.query('UPDATE outbox SET dispatched_at = NULL WHERE job_id = ANY($1)', [jobIds]);
    const redispatched = await Promise.all(relays.map((relay) => relay.dispatchPending()));
    expect(redispatched.reduce((a, b) => a + b, 0)).toBe(20); // SKIP LOCKED: each row taken by one relay
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // a second run would happen by now

    expect([...runs].sort()).toEqual([...eventIds].sort());
  });
});
