import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../backend/src/platform/platform.tokens';
import { ProjectionRegistry } from '../../backend/src/platform/event-store/projection-registry';
import { projectionSubscriptionId, subscriptionsOf } from '../../backend/src/platform/event-store/subscriptions';
import { subscriptionLock } from '../../backend/src/platform/event-store/subscription-runner';
import { QueueService } from '../../backend/src/platform/queue/queue.service';
import { eventually, TestApp } from './test-app';

/**
 * Every outbox row handed to its queue and every queue empty: the jobs the events so far caused have
 * run. A test that depends on that work (or on its absence) waits here instead of racing it.
 */
export async function queuedWorkDone(app: TestApp, timeoutMs = 30_000): Promise<void> {
  await eventually(async () => ((await noQueuedWork(app)) ? true : undefined), timeoutMs, 'queued work');
}

/** No outbox row waiting to be handed to its queue, and no job waiting, running or soon due in any queue. */
async function noQueuedWork(app: TestApp): Promise<boolean> {
  const [{ pending }] = await app.app
    .get<DataSource>(DATA_SOURCE)
    .query<{ pending: number }[]>(`SELECT count(*)::int AS pending FROM outbox WHERE dispatched_at IS NULL`);
  const queues = app.app.get(QueueService).all();
  const counts = await Promise.all(queues.map((queue) => queue.getJobCounts('waiting', 'active', 'prioritized')));
  const queued = counts.reduce((sum, count) => sum + Object.values(count).reduce((a, b) => a + b, 0), 0);
  return pending === 0 && queued === 0 && (await delayedDueSoon(queues)) === 0;
}

/**
 * A delayed job counts when it falls due within the horizon: a deliberate wait of minutes (the unread
 * messages e-mail's 10-minute window, ADR 0067) is not work the events so far have caused yet, and a
 * test that wants it shortens the wait.
 */
const DELAYED_HORIZON_MS = 30_000;
async function delayedDueSoon(queues: ReturnType<QueueService['all']>): Promise<number> {
  const now = Date.now();
  const delayed = (await Promise.all(queues.map((queue) => queue.getDelayed()))).flat();
  return delayed.filter((job) => job && job.timestamp + (job.opts.delay ?? 0) <= now + DELAYED_HORIZON_MS).length;
}

/**
 * The subscriber `name` (e.g. 'transaction-pushes') has handled the event at `version` of `streamId`:
 * its checkpoint, kept in commit order (transaction id, position), is at or past that event. A test
 * waiting for a socket push waits here first, so only the push's trip over the loopback socket is
 * left to time, never the subscription's turn on a busy machine.
 */
export async function subscriberPassed(
  app: TestApp,
  name: string,
  streamId: string,
  version: number,
  timeoutMs = 30_000,
): Promise<void> {
  const dataSource = app.app.get<DataSource>(DATA_SOURCE);
  await eventually(
    async () => {
      const [row] = await dataSource.query<{ passed: boolean }[]>(
        `SELECT (c.last_transaction_id, c.last_position) >= (e.transaction_id, e.global_position) AS passed
           FROM events e JOIN subscription_checkpoints c ON c.subscription_id = $1
          WHERE e.stream_id = $2 AND e.stream_version = $3`,
        [`subscriber:${name}`, streamId, version],
      );
      return row?.passed ? true : undefined;
    },
    timeoutMs,
    `${name} past ${streamId}@${version}`,
  );
}

/**
 * Holds the subscriber `name` back (its subscription's lock taken, so its runner skips it) until
 * `release()`: what a busy machine does to it, on demand, so a test can prove a subscriber judges
 * each event as of that event, not by the rows as they are when it finally runs.
 */
export async function heldSubscriber(app: TestApp, name: string): Promise<{ release(): Promise<void> }> {
  const runner = app.app.get<DataSource>(DATA_SOURCE).createQueryRunner();
  await runner.connect();
  const id = `subscriber:${name}`;
  await runner.query(
    'INSERT INTO subscription_checkpoints (subscription_id) VALUES ($1) ON CONFLICT (subscription_id) DO NOTHING',
    [id],
  );
  await runner.startTransaction();
  // The lock its runner's batch tries first (ADR 0002, issue 23 items 3 and 6): while held, it skips.
  await runner.query(`SELECT ${subscriptionLock('$1::text')}`, [id]);
  return {
    async release() {
      await runner.commitTransaction();
      await runner.release();
    },
  };
}

/**
 * Nothing left in flight: every subscription's checkpoint at the head of the log (in commit order),
 * every outbox row dispatched and every queue empty — and still so on a second look, since a job may
 * append events that subscriptions then handle, and a subscription may queue a job. A test that
 * compares tables, or scans them for what must be gone, waits here.
 */
export async function allWorkSettled(app: TestApp, timeoutMs = 60_000): Promise<void> {
  const dataSource = app.app.get<DataSource>(DATA_SOURCE);
  const subscriptions = subscriptionsOf(app.app.get(ProjectionRegistry)).map((subscription) => subscription.id);
  const idle = async () => (await subscriptionsBehind(dataSource, subscriptions)) === 0 && (await noQueuedWork(app));
  await eventually(
    async () => ((await idle()) && (await idle()) ? true : undefined),
    timeoutMs,
    'all queued work and subscriptions',
  );
}

/** Every async projection's checkpoint at the end of the log: the read tables they write are up to date. */
export async function asyncProjectionsCaughtUp(app: TestApp, timeoutMs = 30_000): Promise<void> {
  const dataSource = app.app.get<DataSource>(DATA_SOURCE);
  const asyncIds = app.app
    .get(ProjectionRegistry)
    .asyncProjections()
    .map((p) => projectionSubscriptionId(p.name));
  await eventually(
    async () => ((await subscriptionsBehind(dataSource, asyncIds)) === 0 ? true : undefined),
    timeoutMs,
    'async projections',
  );
}

/**
 * How many of these subscriptions have not read every committed event yet (or never ran). Every event
 * this query can see counts: the subscriptions themselves read only below the oldest open
 * transaction (`pg_snapshot_xmin`), but a test asking "is everything done" must not stop at that
 * horizon — while any transaction is open, an event committed after it started sits above it, unread,
 * and a comparison made then would miss its rows (the property test's audit-trail flake).
 */
async function subscriptionsBehind(dataSource: DataSource, ids: readonly string[]): Promise<number> {
  const [{ behind }] = await dataSource.query<{ behind: number }[]>(
    `SELECT count(*)::int AS behind FROM unnest($1::text[]) AS s(id)
       LEFT JOIN subscription_checkpoints c ON c.subscription_id = s.id
      WHERE c.subscription_id IS NULL
         OR EXISTS (SELECT 1 FROM events e WHERE (e.transaction_id, e.global_position) > (c.last_transaction_id, c.last_position))`,
    [ids],
  );
  return behind;
}
