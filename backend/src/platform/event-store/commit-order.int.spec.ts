import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createDataSource, migrate } from '../database/data-source';
import { ownDatabase } from '../../../../test/support/own-database';
import { EventStore } from './event-store';
import { StoredEvent } from './event.types';
import { Projection } from './projection';
import { ProjectionRegistry } from './projection-registry';
import { rebuildProjections } from './rebuild-projections';
import { SqlExecutor } from './sql-executor';
import { SubscriptionRunner } from './subscription-runner';

const TYPE = 'CommitOrderProbe';

/**
 * Issue 18: readers take the log in commit order, (transaction_id, global_position), as xid8
 * numbers. The select list names `transaction_id::text` as `transaction_id`, and an unqualified
 * ORDER BY name means the output column: the batches were sorted as text ('100' before '99'). Where
 * the transaction ids crossed a power of ten the cursor jumped back (a rebuild replayed an event
 * twice: the duplicate user_emails key CI saw) or ahead (a subscriber skipped events for good: read
 * tables missing thousands of rows). The ids are written by hand here, across 10 and 100, in a
 * database of its own so no other file's readers meet them.
 */
describe('commit order across transaction ids of different lengths (real PostgreSQL)', () => {
  let dataSource: DataSource;
  const database = ownDatabase('commit_order');
  /** Transaction ids in the order the rows were inserted (their global positions), and in commit order. */
  // Below any live transaction id (a new cluster is past 700): the readers take only committed ones.
  const inserted = ['100', '9', '99', '10', '98', '11'];
  const commitOrder = ['9', '10', '11', '98', '99', '100'];

  beforeAll(async () => {
    dataSource = createDataSource((await database.overrides()).DATABASE_URL!, 4);
    await dataSource.initialize();
    await migrate(dataSource, 4);
    for (const tx of inserted) {
      await dataSource.query(
        `INSERT INTO events (event_id, stream_id, stream_type, stream_version, event_type, data, metadata, transaction_id)
         VALUES ($1, $2, 'probe', 1, $3, $4::jsonb, '{}', $5::xid8)`,
        [randomUUID(), `probe-${tx}`, TYPE, JSON.stringify({ tx }), tx],
      );
    }
    await dataSource.query('CREATE TABLE commit_order_probe (seq integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, tx text NOT NULL UNIQUE)');
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database.drop();
  });

  const txOf = (event: StoredEvent) => (event.data as { tx: string }).tx;

  it('a subscriber handles every event once, in numeric commit order, a batch of two at a time', async () => {
    const handled: string[] = [];
    const store = new EventStore(dataSource, new ProjectionRegistry());
    const runner = new SubscriptionRunner(dataSource, store, [{ id: 'commit-order-probe', handles: [TYPE], handle: async (event) => void handled.push(txOf(event)) }], {
      batchSize: 2,
    });
    await runner.drain();
    expect(handled).toEqual(commitOrder);
  });

  it.each(['inline', 'async'] as const)('a rebuild of an %s projection replays every event once, in numeric commit order', async (mode) => {
    await dataSource.query('TRUNCATE commit_order_probe RESTART IDENTITY');
    const projection: Projection = {
      name: `commit-order-${mode}`,
      mode,
      readTables: ['commit_order_probe'],
      handles: [TYPE],
      // The table's unique tx refuses a second replay of one event, as user_emails did.
      apply: async (sql: SqlExecutor, event: StoredEvent) => void (await sql.query('INSERT INTO commit_order_probe (tx) VALUES ($1)', [txOf(event)])),
    };
    const registry = new ProjectionRegistry();
    registry.addProjection(projection);
    await rebuildProjections(dataSource, registry, new EventStore(dataSource, registry), { batchSize: 2 });
    const rows = await dataSource.query<Array<{ tx: string }>>('SELECT tx FROM commit_order_probe ORDER BY seq');
    expect(rows.map((row) => row.tx)).toEqual(commitOrder);
  });
});
