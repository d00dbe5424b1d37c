import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { openTestDatabase } from '../../../../test/support/test-database';
import { QueueName } from '../queue/queue-names';
import { QueueService } from '../queue/queue.service';
import { EventStore } from './event-store';
import { OutboxRelay } from './outbox-relay';
import { outboxJobId, ProjectionRegistry } from './projection-registry';

/** DESIGN.md point 5: side effects leave through the outbox, with job ids derived from event ids. */
describe('outbox relay (real PostgreSQL and Redis)', () => {
  let dataSource: DataSource;
  let queues: QueueService;

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    queues = new QueueService(process.env.REDIS_URL!, process.env.REDIS_PREFIX!);
  });

  afterAll(async () => {
    await queues.close();
    await dataSource.destroy();
  });

  it('writes the job with the event in one transaction and enqueues it exactly once, even when dispatched twice', async () => {
    const registry = new ProjectionRegistry();
    registry.addOutboxRoute({
      eventType: 'OutboxProbeHappened',
      queue: QueueName.Diagnostics,
      jobName: 'outbox-probe',
      payload: (event) => ({ eventId: event.eventId }),
    });
    const store = new EventStore(dataSource, registry);
    const { events } = await store.append(`probe-${randomUUID()}`, 'probe', 'no_stream', [{ type: 'OutboxProbeHappened', data: {} }], {
      actorId: null,
      correlationId: 'c',
      causationId: null,
    });
    const jobId = outboxJobId(events[0].eventId, 'outbox-probe');
    const [row] = await dataSource.query('SELECT job_id, dispatched_at FROM outbox WHERE event_id = $1', [events[0].eventId]);
    expect(row).toEqual({ job_id: jobId, dispatched_at: null });

    const relay = new OutboxRelay(dataSource, queues);
    expect(await relay.dispatchPending()).toBeGreaterThanOrEqual(1);
    // A crash after Redis accepted the job but before the row was marked: dispatch it again.
    await dataSource.query('UPDATE outbox SET dispatched_at = NULL WHERE job_id = $1', [jobId]);
    await relay.dispatchPending();

    const queue = queues.queue(QueueName.Diagnostics);
    const job = await queue.getJob(jobId);
    expect(job?.data).toEqual({ eventId: events[0].eventId });
    const waiting = await queue.getJobs(['waiting', 'delayed', 'active', 'completed']);
    expect(waiting.filter((j) => j.id === jobId)).toHaveLength(1);
    // The probe has no processor: take it off the queue before a later test's workers find it.
    await queue.remove(jobId);
  });
});
