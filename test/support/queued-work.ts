import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../backend/src/platform/platform.tokens';
import { ProjectionRegistry } from '../../backend/src/platform/event-store/projection-registry';
import { projectionSubscriptionId } from '../../backend/src/platform/event-store/subscriptions';
import { QueueService } from '../../backend/src/platform/queue/queue.service';
import { eventually, TestApp } from './test-app';

/**
 * Every outbox row handed to its queue and every queue empty: the jobs the events so far caused have
 * run. A test that depends on that work (or on its absence) waits here instead of racing it.
 */
export async function queuedWorkDone(app: TestApp, timeoutMs = 30_000): Promise<void> {
  const dataSource = app.app.get<DataSource>(DATA_SOURCE);
  const queues = app.app.get(QueueService).all();
  await eventually(
    async () => {
      const [{ pending }] = await dataSource.query<{ pending: number }[]>(`SELECT count(*)::int AS pending FROM outbox WHERE dispatched_at IS NULL`);
      const counts = await Promise.all(queues.map((queue) => queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized')));
      const queued = counts.reduce((sum, count) => sum + Object.values(count).reduce((a, b) => a + b, 0), 0);
      return pending === 0 && queued === 0 ? true : undefined;
    },
    timeoutMs,
    'queued work',
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
    async () => {
      const [{ behind }] = await dataSource.query<{ behind: number }[]>(
        `SELECT count(*)::int AS behind FROM unnest($1::text[]) AS s(id)
           LEFT JOIN subscription_checkpoints c ON c.subscription_id = s.id
          WHERE c.subscription_id IS NULL
             OR EXISTS (SELECT 1 FROM events e WHERE (e.transaction_id, e.global_position) > (c.last_transaction_id, c.last_position))`,
        [asyncIds],
      );
      return behind === 0 ? true : undefined;
    },
    timeoutMs,
    'async projections',
  );
}
