import { DataSource } from 'typeorm';
import { EVENT_COLUMNS, EventRow, EventStore } from './event-store';
import { handlesEvent } from './projection';
import { ProjectionRegistry } from './projection-registry';
import { SqlExecutor } from './sql-executor';
import { projectionSubscriptionId } from './subscriptions';

const BATCH = 1_000;

/**
 * Drops every read table's rows and replays the whole log through every projection, in commit
 * order, in one DB transaction (DESIGN.md point 4). TRUNCATE's exclusive lock holds live appends
 * back until the rebuilt tables are committed, so nothing written meanwhile is lost or doubled.
 * Async projections' checkpoints move to the end of the log with their rebuilt rows.
 */
export async function rebuildProjections(
  dataSource: DataSource,
  registry: ProjectionRegistry,
  store: EventStore,
): Promise<{ events: number; tables: string[] }> {
  const projections = registry.all();
  const tables = [...new Set(projections.flatMap((p) => p.readTables))];
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  const sql: SqlExecutor = { query: (text, params) => runner.query(text, params) };
  let count = 0;
  try {
    await runner.startTransaction();
    // Appenders wait from here on, so the log we replay is the whole log. Events first, then the
    // read tables, in the same order an append takes them: no lock cycle.
    await sql.query('LOCK TABLE events IN SHARE MODE');
    if (tables.length > 0) await sql.query(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')}`);
    let after = { tx: '0', position: '0' };
    for (;;) {
      const rows = await sql.query<EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
          ORDER BY transaction_id, global_position LIMIT $3`,
        [after.tx, after.position, BATCH],
      );
      for (const row of rows) {
        const event = store.toStoredEvent(row);
        for (const projection of projections) {
          if (handlesEvent(projection.handles, event.type)) await projection.apply(sql, event);
        }
      }
      count += rows.length;
      if (rows.length < BATCH) {
        const last = rows.at(-1);
        if (last) after = { tx: String(last.transaction_id), position: String(last.global_position) };
        break;
      }
      const last = rows.at(-1)!;
      after = { tx: String(last.transaction_id), position: String(last.global_position) };
    }
    for (const projection of registry.asyncProjections()) {
      await sql.query(
        `INSERT INTO subscription_checkpoints (subscription_id, last_transaction_id, last_position) VALUES ($1, $2::xid8, $3)
         ON CONFLICT (subscription_id) DO UPDATE SET last_transaction_id = $2::xid8, last_position = $3, updated_at = now()`,
        [projectionSubscriptionId(projection.name), after.tx, after.position],
      );
    }
    await runner.commitTransaction();
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    throw error;
  } finally {
    await runner.release();
  }
  return { events: count, tables };
}
