import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { eventsPastHorizon } from '../../../../test/support/event-horizon';
import { eventually } from '../../../../test/support/test-app';
import { openTestDatabase } from '../../../../test/support/test-database';
import { EventMetadata, StoredEvent } from './event.types';
import { ConcurrencyError } from './event-store.errors';
import { EventStore } from './event-store';
import { ProjectionRegistry } from './projection-registry';
import { SqlExecutor } from './sql-executor';
import { SubscriptionRunner } from './subscription-runner';
import { Upcasters } from './upcasters';

const metadata: EventMetadata = { actorId: null, correlationId: 'test', causationId: null };
const streamType = 'test-counter';

describe('event store (DESIGN.md "Event store", against real PostgreSQL)', () => {
  let dataSource: DataSource;
  let store: EventStore;

  beforeAll(async () => {
    dataSource = await openTestDatabase(60);
    store = new EventStore(dataSource, new ProjectionRegistry());
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  it('appends at the expected version and reads the stream back in order', async () => {
    const streamId = `counter-${randomUUID()}`;
    await store.append(streamId, streamType, 'no_stream', [{ type: 'CounterStarted', data: { at: 0 } }], metadata);
    const result = await store.append(streamId, streamType, 1, [
      { type: 'CounterIncremented', data: { by: 2 } },
      { type: 'CounterIncremented', data: { by: 3 } },
    ], metadata);
    expect(result.nextExpectedVersion).toBe(3);
    const { version, events } = await store.readStream(streamId);
    expect(version).toBe(3);
    expect(events.map((e) => [e.streamVersion, e.type, e.data])).toEqual([
      [1, 'CounterStarted', { at: 0 }],
      [2, 'CounterIncremented', { by: 2 }],
      [3, 'CounterIncremented', { by: 3 }],
    ]);
    expect(events[0].metadata).toEqual(metadata);
  });

  it('refuses an append at a stale expected version with 409 Concurrent modification', async () => {
    const streamId = `counter-${randomUUID()}`;
    await store.append(streamId, streamType, 'no_stream', [{ type: 'CounterStarted', data: {} }], metadata);
    const stale = store.append(streamId, streamType, 'no_stream', [{ type: 'CounterStarted', data: {} }], metadata);
    await expect(stale).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(stale).rejects.toMatchObject({ kind: 'conflict', message: 'Concurrent modification' });
  });

  it('lets exactly one of two concurrent appends at the same expected version win', async () => {
    for (let round = 0; round < 10; round += 1) {
      const streamId = `counter-${randomUUID()}`;
      await store.append(streamId, streamType, 'no_stream', [{ type: 'CounterStarted', data: {} }], metadata);
      const results = await Promise.allSettled([
        store.append(streamId, streamType, 1, [{ type: 'CounterIncremented', data: { by: 1 } }], metadata),
        store.append(streamId, streamType, 1, [{ type: 'CounterIncremented', data: { by: 10 } }], metadata),
      ]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0].reason).toBeInstanceOf(ConcurrencyError);
      const { version } = await store.readStream(streamId);
      expect(version).toBe(2);
    }
  });

  it('fails no_stream on a stream that exists, with the current version, and appends nothing', async () => {
    const streamId = `counter-${randomUUID()}`;
    await store.append(streamId, streamType, 'no_stream', [{ type: 'CounterStarted', data: {} }, { type: 'CounterIncremented', data: { by: 1 } }], metadata);
    for (const expected of ['no_stream', 0] as const) {
      await expect(store.append(streamId, streamType, expected, [{ type: 'CounterStarted', data: {} }], metadata)).rejects.toMatchObject({
        constructor: ConcurrencyError,
        actual: 2,
      });
    }
    expect((await store.readStream(streamId)).events.map((e) => e.type)).toEqual(['CounterStarted', 'CounterIncremented']);
  });

  it('appends at exactly the expected version and refuses any other, before or after it', async () => {
    const streamId = `counter-${randomUUID()}`;
    await store.append(streamId, streamType, 'no_stream', [{ type: 'CounterStarted', data: {} }], metadata);
    await store.append(streamId, streamType, 1, [{ type: 'CounterIncremented', data: { by: 1 } }], metadata);
    for (const stale of [1, 3]) {
      await expect(store.append(streamId, streamType, stale, [{ type: 'CounterIncremented', data: {} }], metadata)).rejects.toMatchObject({
        constructor: ConcurrencyError,
        actual: 2,
      });
    }
    const result = await store.append(streamId, streamType, 2, [{ type: 'CounterIncremented', data: { by: 5 } }], metadata);
    expect(result.nextExpectedVersion).toBe(3);
    expect(result.events.map((e) => e.streamVersion)).toEqual([3]);
  });

  it('appends with any at whatever version the stream is, also when concurrent appends race for it', async () => {
    const streamId = `counter-${randomUUID()}`;
    expect((await store.append(streamId, streamType, 'any', [{ type: 'CounterStarted', data: {} }], metadata)).nextExpectedVersion).toBe(1);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, n) => store.append(streamId, streamType, 'any', [{ type: 'CounterIncremented', data: { by: n } }], metadata)),
    );
    expect(results.map((r) => r.nextExpectedVersion).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    const { events } = await store.readStream(streamId);
    expect(events.map((e) => e.streamVersion)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('lets exactly one of several concurrent no_stream appends create the stream, with inline projections too', async () => {
    const registry = new ProjectionRegistry();
    registry.addProjection({ name: 'noop', mode: 'inline', readTables: [], handles: ['CounterStarted'], apply: async () => undefined });
    const withProjection = new EventStore(dataSource, registry);
    for (const candidate of [store, withProjection]) {
      const streamId = `counter-${randomUUID()}`;
      const results = await Promise.allSettled(
        Array.from({ length: 4 }, () => candidate.append(streamId, streamType, 'no_stream', [{ type: 'CounterStarted', data: {} }], metadata)),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const lost of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
        expect(lost.reason).toBeInstanceOf(ConcurrencyError);
      }
      expect((await store.readStream(streamId)).version).toBe(1);
    }
  });

  it('upcasts a stored version-1 event to the current version through readStream and through a subscription', async () => {
    // CounterIncremented v1 was { by }, v2 is { amount, unit }: registered in the store, as modules do at start-up.
    const upcasters = new Upcasters().register('CounterIncremented', 1, (data) => ({ amount: (data as { by: number }).by, unit: 'each' }));
    const upcasting = new EventStore(dataSource, new ProjectionRegistry(), upcasters);
    const streamId = `counter-${randomUUID()}`;
    await dataSource.query(
      `INSERT INTO events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, data, metadata)
       VALUES ($1, $2, $3, 1, 'CounterIncremented', 1, '{"by": 4}', $4::jsonb)`,
      [randomUUID(), streamId, streamType, JSON.stringify(metadata)],
    );
    await upcasting.append(streamId, streamType, 1, [{ type: 'CounterIncremented', data: { amount: 6, unit: 'each' } }], metadata);

    const { events } = await upcasting.readStream(streamId);
    expect(events.map((e) => [e.schemaVersion, e.data])).toEqual([
      [2, { amount: 4, unit: 'each' }],
      [2, { amount: 6, unit: 'each' }],
    ]);
    const [{ schema_version }] = await dataSource.query(`SELECT schema_version FROM events WHERE stream_id = $1 AND stream_version = 2`, [streamId]);
    expect(schema_version).toBe(2); // new events are stored at the current version

    const seen: StoredEvent[] = [];
    const runner = new SubscriptionRunner(dataSource, upcasting, [
      {
        id: `upcast-${randomUUID()}`,
        handles: ['CounterIncremented'],
        handle: async (event) => {
          if (event.streamId === streamId) seen.push(event);
        },
      },
    ]);
    await eventsPastHorizon(dataSource);
    await runner.drain();
    expect(seen.map((e) => [e.schemaVersion, e.data])).toEqual(events.map((e) => [e.schemaVersion, e.data]));
  });

  it('rolls back the events when an inline projection fails: nothing is half-applied', async () => {
    const registry = new ProjectionRegistry();
    registry.addProjection({
      name: 'always-fails',
      mode: 'inline',
      readTables: [],
      handles: ['CounterStarted'],
      apply: async () => {
        throw new Error('projection broke');
      },
    });
    const failing = new EventStore(dataSource, registry);
    const streamId = `counter-${randomUUID()}`;
    await expect(failing.append(streamId, streamType, 'no_stream', [{ type: 'CounterStarted', data: {} }], metadata)).rejects.toThrow(
      'projection broke',
    );
    expect((await store.readStream(streamId)).version).toBe(0);
  });

  describe('an append in one round trip (ADR 0086)', () => {
    const table = 'test_batched_append';
    /** A store whose appends count the statements sent to their connection, each call of the connection's `query` one round trip. */
    const counting = (registry: ProjectionRegistry, calls: string[], counted = new WeakSet<object>()) =>
      new EventStore(
        {
          createQueryRunner: () => {
            const runner = dataSource.createQueryRunner();
            const connect = runner.connect.bind(runner);
            runner.connect = async () => {
              const client = (await connect()) as { query(...args: unknown[]): Promise<unknown> };
              if (counted.has(client)) return client; // the pool hands the same connection out again
              counted.add(client);
              const query = client.query.bind(client);
              client.query = (...args: unknown[]) => {
                calls.push(String(args[0]));
                return query(...args);
              };
              return client;
            };
            return runner;
          },
          query: dataSource.query.bind(dataSource),
        } as unknown as DataSource,
        registry,
      );
    const writing = (name: string, write: (sql: SqlExecutor, event: StoredEvent) => Promise<void>) => {
      const registry = new ProjectionRegistry();
      registry.addProjection({ name, mode: 'inline', readTables: [table], handles: ['CounterStarted', 'CounterIncremented'], apply: write });
      return registry;
    };
    const awkward = ["it's $1 -- not a comment /* nor this */ $$dollars$$ \\ back\\slash", 'naïve ☃', '{"q": "\'"}'];

    beforeAll(async () => {
      await dataSource.query(`CREATE TABLE IF NOT EXISTS ${table} (stream_id text PRIMARY KEY, version integer, note text, tags text[], doc jsonb, at timestamptz, raw bytea, nothing text)`);
    });

    it('sends BEGIN with the append, then the projections\' writes with COMMIT; the row commits with the events, the values as they were given', async () => {
      const calls: string[] = [];
      const at = new Date('2026-11-29T12:34:56.789Z');
      const batched = counting(
        writing('batched-row', async (sql, event) => {
          await sql.query(
            `INSERT INTO ${table} (stream_id, version, note, tags, doc, at, raw, nothing) VALUES ($1, $2, $3, $4::text[], $5::jsonb, $6, $7, $8)
             ON CONFLICT (stream_id) DO UPDATE SET version = $2`,
            [event.streamId, event.streamVersion, awkward[0], awkward, { awkward }, at, Buffer.from([0, 1, 254, 255]), null],
          );
        }),
        calls,
      );
      const streamId = `counter-${randomUUID()}`;
      await batched.append(streamId, streamType, 'no_stream', [{ type: 'CounterStarted', data: { note: awkward[0] } }], metadata);
      // BEGIN with the append, then the projection's write with COMMIT (ADR 0086).
      expect(calls).toHaveLength(2);
      expect(calls.join('\n')).toMatch(/^BEGIN;[\s\S]*append_to_stream[\s\S]*INSERT INTO test_batched_append[\s\S]*COMMIT;$/);

      const result = await batched.append(
        streamId,
        streamType,
        1,
        [{ type: 'CounterIncremented', data: { by: 1 } }, { type: 'CounterIncremented', data: { by: 2 } }],
        metadata,
      );
      expect(calls).toHaveLength(4);
      const [row] = await dataSource.query(`SELECT * FROM ${table} WHERE stream_id = $1`, [streamId]);
      expect(row).toMatchObject({ version: 3, note: awkward[0], tags: awkward, doc: { awkward }, at, raw: Buffer.from([0, 1, 254, 255]), nothing: null });
      // What the append answers is what a read gives: positions and transaction ids from the insert, data as stored.
      const { events } = await store.readStream(streamId);
      expect(result.events).toEqual(events.slice(1));
      expect(events[0].data).toEqual({ note: awkward[0] });
    });

    it('fails the append when a queued projection write fails at the commit: no event, no row', async () => {
      const streamId = `counter-${randomUUID()}`;
      await dataSource.query(`INSERT INTO ${table} (stream_id, version) VALUES ($1, 0)`, [streamId]);
      const failing = new EventStore(
        dataSource,
        writing('duplicate-row', async (sql, event) => {
          await sql.query(`INSERT INTO ${table} (stream_id, version) VALUES ($1, $2)`, [event.streamId, event.streamVersion]);
        }),
      );
      await expect(failing.append(streamId, streamType, 'no_stream', [{ type: 'CounterStarted', data: {} }], metadata)).rejects.toMatchObject({
        code: '23505',
      });
      expect((await store.readStream(streamId)).version).toBe(0);
      expect(await dataSource.query(`SELECT version FROM ${table} WHERE stream_id = $1`, [streamId])).toEqual([{ version: 0 }]);
    });

    it('refuses to commit once a statement failed, even when the projection caught its error (PostgreSQL would answer the COMMIT with a silent ROLLBACK)', async () => {
      const swallowing = new EventStore(
        dataSource,
        writing('swallows-its-error', async (sql) => {
          await sql.query('SELECT 1 / 0').catch(() => undefined);
        }),
      );
      const streamId = `counter-${randomUUID()}`;
      await expect(swallowing.append(streamId, streamType, 'no_stream', [{ type: 'CounterStarted', data: {} }], metadata)).rejects.toThrow(
        'division by zero',
      );
      expect((await store.readStream(streamId)).version).toBe(0);
    });

    it('refuses a stale version as a conflict with the current version when the projections went in the same batch', async () => {
      const registry = writing('noop-row', async (sql, event) => {
        await sql.query(`UPDATE ${table} SET version = $2 WHERE stream_id = $1`, [event.streamId, event.streamVersion]);
      });
      const withRow = new EventStore(dataSource, registry);
      const streamId = `counter-${randomUUID()}`;
      await withRow.append(streamId, streamType, 'no_stream', [{ type: 'CounterStarted', data: {} }], metadata);
      await withRow.append(streamId, streamType, 1, [{ type: 'CounterIncremented', data: { by: 1 } }], metadata);
      const stale = withRow.append(streamId, streamType, 1, [{ type: 'CounterIncremented', data: { by: 1 } }], metadata);
      await expect(stale).rejects.toBeInstanceOf(ConcurrencyError);
      await expect(stale).rejects.toMatchObject({ actual: 2 });
    });
  });

  it('delivers 1,000 events from 50 streams and concurrent, slow-committing writers to every subscriber exactly once, in order per stream', async () => {
    const streams = Array.from({ length: 50 }, () => `load-${randomUUID()}`);
    const perStream = 20;
    const seen = { a: [] as StoredEvent[], b: [] as StoredEvent[] };
    const subscriber = (name: 'a' | 'b') => ({
      id: `test-load-${name}-${randomUUID()}`,
      handles: ['LoadTick'],
      handle: async (event: StoredEvent) => {
        if (streams.includes(event.streamId)) seen[name].push(event);
      },
    });
    // Two runners compete for the same subscriptions, as two API processes would.
    const subs = [subscriber('a'), subscriber('b')];
    const runners = [
      new SubscriptionRunner(dataSource, store, subs, { pollIntervalMs: 5, batchSize: 37 }),
      new SubscriptionRunner(dataSource, store, subs, { pollIntervalMs: 7, batchSize: 53 }),
    ];
    runners.forEach((r) => r.start());

    // Writers hold their transaction open for a random while before committing (pg_sleep inside an
    // inline projection), so later transactions often commit before earlier ones.
    const registry = new ProjectionRegistry();
    registry.addProjection({
      name: 'slow-commit',
      mode: 'inline',
      readTables: [],
      handles: ['LoadTick'],
      apply: async (sql) => {
        await sql.query('SELECT pg_sleep($1)', [Math.random() * 0.03]);
      },
    });
    const slowStore = new EventStore(dataSource, registry);
    await Promise.all(
      streams.map(async (streamId) => {
        for (let n = 1; n <= perStream; n += 1) {
          await slowStore.append(streamId, 'load', n - 1 === 0 ? 'no_stream' : n - 1, [{ type: 'LoadTick', data: { n } }], metadata);
        }
      }),
    );

    const deadline = Date.now() + 30_000;
    while ((seen.a.length < 1000 || seen.b.length < 1000) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await Promise.all(runners.map((r) => r.stop()));

    for (const events of [seen.a, seen.b]) {
      expect(events).toHaveLength(1000);
      expect(new Set(events.map((e) => e.eventId)).size).toBe(1000);
      for (const streamId of streams) {
        const ticks = events.filter((e) => e.streamId === streamId).map((e) => (e.data as { n: number }).n);
        expect(ticks).toEqual(Array.from({ length: perStream }, (_, i) => i + 1));
      }
    }
  });

  it('never skips an event whose transaction commits after later ones were read', async () => {
    const seen: string[] = [];
    const subscription = {
      id: `late-commit-${randomUUID()}`,
      handles: ['LateTick'],
      handle: async (event: StoredEvent) => {
        seen.push(event.streamId);
      },
    };
    const runner = new SubscriptionRunner(dataSource, store, [subscription]);
    await runner.drain();

    // Open a transaction, write an event, and keep it uncommitted.
    const slow = dataSource.createQueryRunner();
    await slow.connect();
    await slow.startTransaction();
    await slow.query(
      `INSERT INTO events (event_id, stream_id, stream_type, stream_version, event_type, data, metadata)
       VALUES ($1, 'late-early', 'late', 1, 'LateTick', '{}', '{}')`,
      [randomUUID()],
    );
    // A later transaction commits first.
    await store.append('late-later', 'late', 'any', [{ type: 'LateTick', data: {} }], metadata);
    await runner.drain();
    expect(seen).toEqual([]); // held back: an older transaction is still open

    await slow.commitTransaction();
    await slow.release();
    // The horizon is the server's: a transaction of another database on it (another test run) can keep
    // both held back a while longer, so drain until they pass it, as the runner's own loop would.
    await eventually(
      async () => {
        await runner.drain();
        return seen.length >= 2 ? true : undefined;
      },
      30_000,
      'the held-back events',
    );
    expect(seen).toEqual(['late-early', 'late-later']);
    await dataSource.query(`DELETE FROM events WHERE stream_id IN ('late-early', 'late-later')`);
  });
});
