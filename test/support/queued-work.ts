import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../backend/src/platform/platform.tokens';
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
