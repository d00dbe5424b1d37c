import { DataSource } from 'typeorm';
import { eventually } from './test-app';

/**
 * Every committed event lies below the server's horizon (`pg_snapshot_xmin`, ADR 0002), so one drain
 * of a subscription runner reads all of them. The horizon is the whole PostgreSQL server's: an open
 * transaction of another database on it (another test run on the same machine) holds new events back
 * for a while, and a test that drains once and then counts what it read waits here first.
 */
export async function eventsPastHorizon(dataSource: DataSource, timeoutMs = 30_000): Promise<void> {
  await eventually(
    async () => {
      const [{ held }] = await dataSource.query<Array<{ held: boolean }>>(
        'SELECT EXISTS (SELECT 1 FROM events WHERE transaction_id >= pg_snapshot_xmin(pg_current_snapshot())) AS held',
      );
      return held ? undefined : true;
    },
    timeoutMs,
    'the appended events to pass the horizon',
  );
}
