import { DataSource } from 'typeorm';
import { EventStore } from '../../backend/src/platform/event-store/event-store';
import { ProjectionRegistry } from '../../backend/src/platform/event-store/projection-registry';
import { rebuildProjections } from '../../backend/src/platform/event-store/rebuild-projections';
import { projectionSubscriptionId } from '../../backend/src/platform/event-store/subscriptions';
import { DATA_SOURCE } from '../../backend/src/platform/platform.tokens';
import { eventually, startTestApp, TestApp } from '../support/test-app';

/** DESIGN.md point 4: `projections:rebuild` gives read tables equal to the live ones. */
describe('projections rebuild', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  async function snapshot(dataSource: DataSource, tables: readonly string[]) {
    const result: Record<string, unknown[]> = {};
    for (const table of tables) {
      result[table] = await dataSource.query(`SELECT * FROM "${table}" ORDER BY 1`);
    }
    return result;
  }

  it('rebuilds every registered read table to the same rows as the live projections wrote', async () => {
    const tag = `rebuild-${Date.now()}`;
    for (const message of ['first', 'second', 'third'].map((m) => `${tag} ${m}`)) {
      const response = await fetch(`${app.url}/api/diagnostics/pings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message }),
      });
      expect(response.status).toBe(201);
    }
    // Wait until the worker has acknowledged every ping, so the live tables hold both event types.
    await eventually(async () => {
      const all = (await (await fetch(`${app.url}/api/diagnostics/pings`)).json()) as { message: string; acknowledgedAt: string | null }[];
      const pings = all.filter((p) => p.message.startsWith(tag));
      return pings.length === 3 && pings.every((p) => p.acknowledgedAt) ? true : undefined;
    }, 15_000, 'acknowledgements');

    const dataSource = app.app.get<DataSource>(DATA_SOURCE);
    const registry = app.app.get(ProjectionRegistry);
    // Async projections (the audit trail) must have caught up too, or the live side is simply behind.
    const asyncIds = registry.asyncProjections().map((p) => projectionSubscriptionId(p.name));
    await eventually(async () => {
      const [{ behind }] = await dataSource.query(
        `SELECT count(*)::int AS behind FROM unnest($1::text[]) AS s(id)
           LEFT JOIN subscription_checkpoints c ON c.subscription_id = s.id
          WHERE c.subscription_id IS NULL
             OR EXISTS (SELECT 1 FROM events e WHERE (e.transaction_id, e.global_position) > (c.last_transaction_id, c.last_position))`,
        [asyncIds],
      );
      return behind === 0 ? true : undefined;
    }, 15_000, 'async projections');
    const tables = [...new Set(registry.all().flatMap((p) => p.readTables))];
    expect(tables.length).toBeGreaterThan(0);
    const live = await snapshot(dataSource, tables);
    expect(Object.values(live).some((rows) => rows.length > 0)).toBe(true);

    // Corrupt a read table: the rebuild must restore it from events, not keep what is there.
    await dataSource.query('UPDATE diagnostic_pings SET message = $1', ['tampered']);
    const result = await rebuildProjections(dataSource, registry, app.app.get(EventStore));
    expect(result.events).toBeGreaterThanOrEqual(6);
    expect(await snapshot(dataSource, tables)).toEqual(live);
  });
});
