import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { openTestDatabase } from '../../../../test/support/test-database';
import { Decider, executeOnStream, loadState } from './command-handling';
import { EventMetadata } from './event.types';
import { ConcurrencyError, StaleVersionError } from './event-store.errors';
import { defineAggregate } from './aggregate';
import { CommandPipeline } from './command-pipeline';
import { PersonalDataRegistry } from '../privacy/personal-data-sealing';
import { EventStore } from './event-store';
import { ProjectionRegistry } from './projection-registry';

const metadata: EventMetadata = { actorId: null, correlationId: 'test', causationId: null };

interface Tally {
  count: number;
  total: number;
  /** Order matters: a fold that skipped or repeated an event would show here. */
  history: number[];
}
type Added = { type: 'Added'; data: { n: number } };

const tally = (snapshotVersion?: number): Decider<Tally, { n: number }, Added> => ({
  initialState: () => ({ count: 0, total: 0, history: [] }),
  evolve: (state, event) => ({ count: state.count + 1, total: state.total + event.data.n, history: [...state.history, event.data.n] }),
  decide: (command) => [{ type: 'Added', data: { n: command.n } }],
  snapshot: snapshotVersion === undefined ? undefined : { every: 10, version: snapshotVersion },
});

describe('command handling: expected versions and snapshots (ADR 0015, against real PostgreSQL)', () => {
  let dataSource: DataSource;
  let store: EventStore;

  beforeAll(async () => {
    dataSource = await openTestDatabase(20);
    store = new EventStore(dataSource, new ProjectionRegistry());
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  const run = (decider: Decider<Tally, { n: number }, Added>, streamId: string, n: number, expectedVersion?: 'no_stream' | 'any' | number) =>
    executeOnStream(store, decider, { n }, { streamId, streamType: 'tally', metadata, expectedVersion });

  async function fullFold(streamId: string): Promise<Tally> {
    const decider = tally();
    return (await store.readStream(streamId)).events.reduce((s, e) => decider.evolve(s, e as unknown as Added), decider.initialState());
  }

  it('refuses no_stream on a stream that exists and appends nothing; any and an exact version append', async () => {
    const streamId = `tally-${randomUUID()}`;
    await run(tally(), streamId, 1, 'no_stream');
    await expect(run(tally(), streamId, 2, 'no_stream')).rejects.toMatchObject({ constructor: ConcurrencyError, actual: 1 });
    // A pinned number is the caller's precondition (If-Match): stale, with where the stream is (ADR 0016).
    await expect(run(tally(), streamId, 2, 0)).rejects.toMatchObject({ constructor: StaleVersionError, currentVersion: 1 });
    await expect(run(tally(), streamId, 2, 5)).rejects.toMatchObject({ constructor: StaleVersionError, currentVersion: 1 });
    expect((await run(tally(), streamId, 3, 'any')).nextExpectedVersion).toBe(2);
    expect((await run(tally(), streamId, 4, 2)).nextExpectedVersion).toBe(3);
    expect((await fullFold(streamId)).history).toEqual([1, 3, 4]);
  });

  it('takes a snapshot every N events, and the snapshot plus the remaining events equals the full fold', async () => {
    const streamId = `tally-${randomUUID()}`;
    for (let n = 1; n <= 25; n += 1) await run(tally(1), streamId, n);
    const [row] = await dataSource.query(`SELECT stream_version, schema_version, state FROM stream_snapshots WHERE stream_id = $1`, [streamId]);
    expect(row).toMatchObject({ stream_version: 20, schema_version: 1 });
    expect(row.state.history).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));

    const loaded = await loadState(store, tally(1), streamId);
    expect(loaded.snapshotVersion).toBe(20);
    expect(loaded.version).toBe(25);
    expect(loaded.state).toEqual(await fullFold(streamId));

    // The load really starts from the snapshot: a marked snapshot shows through, then the 5 events after it.
    await dataSource.query(`UPDATE stream_snapshots SET state = jsonb_set(state, '{total}', '1000000') WHERE stream_id = $1`, [streamId]);
    expect((await loadState(store, tally(1), streamId)).state.total).toBe(1_000_000 + 21 + 22 + 23 + 24 + 25);
  });

  it('ignores a snapshot taken with another snapshot version, and replaces it at the next snapshot point', async () => {
    const streamId = `tally-${randomUUID()}`;
    for (let n = 1; n <= 12; n += 1) await run(tally(1), streamId, n);
    await dataSource.query(`UPDATE stream_snapshots SET state = jsonb_set(state, '{total}', '1000000') WHERE stream_id = $1`, [streamId]);

    const changed = tally(2);
    const loaded = await loadState(store, changed, streamId);
    expect(loaded.snapshotVersion).toBe(0);
    expect(loaded.state).toEqual(await fullFold(streamId));

    for (let n = 13; n <= 20; n += 1) await run(changed, streamId, n);
    const [row] = await dataSource.query(`SELECT stream_version, schema_version FROM stream_snapshots WHERE stream_id = $1`, [streamId]);
    expect(row).toEqual({ stream_version: 20, schema_version: 2 });
    expect((await loadState(store, changed, streamId)).state).toEqual(await fullFold(streamId));
  });

  describe('the CommandPipeline (ADR 0016)', () => {
    const counter = defineAggregate<Tally, { n: number }, Added>({
      streamType: 'tally',
      streamId: (id) => `tally-${id}`,
      ...tally(),
      decide: (command, _state, { now, actorId }) => [{ type: 'Added', data: { n: command.n, at: now.toISOString(), by: actorId } as { n: number } }],
    });
    const pipelineOn = (on: EventStore) => new CommandPipeline(on, new PersonalDataRegistry());
    const actor = { ...metadata, actorId: 'actor-7' };

    it('decides with the clock and actor of the call, stores that time, and answers the new version', async () => {
      const id = randomUUID();
      const now = new Date('2026-02-03T04:05:06.000Z');
      const seen: number[] = [];
      const handled = await pipelineOn(store).handle(counter, id, { n: 5 }, { metadata: actor, now, onVersion: (v) => seen.push(v) });
      expect([handled.version, handled.state.total, seen]).toEqual([1, 5, [1]]);
      const [event] = (await store.readStream(`tally-${id}`)).events;
      expect([event.data, event.occurredAt]).toEqual([{ n: 5, at: now.toISOString(), by: 'actor-7' }, now]);
      expect(await pipelineOn(store).load(counter, id)).toMatchObject({ version: 1, state: { total: 5 } });
    });

    it('refuses a pinned version that is stale, even when the race is lost between load and append, with the current version', async () => {
      const id = randomUUID();
      await pipelineOn(store).handle(counter, id, { n: 1 }, { metadata });
      await expect(pipelineOn(store).handle(counter, id, { n: 2 }, { metadata, expectedVersion: 0 })).rejects.toMatchObject({
        constructor: StaleVersionError,
        currentVersion: 1,
      });
      const results = await Promise.allSettled(
        [10, 20, 30].map((n) => pipelineOn(store).handle(counter, id, { n }, { metadata, expectedVersion: 1 })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason);
      expect(lost).toHaveLength(2);
      for (const reason of lost) expect(reason).toMatchObject({ constructor: StaleVersionError, currentVersion: 2, kind: 'stale' });
      expect((await store.readStream(`tally-${id}`)).version).toBe(2);
    });

    it('without a pinned version retries a lost race on fresh state, and answers 409 Concurrent modification when it keeps losing', async () => {
      /** A store where another writer appends right after every load: every race is lost. */
      class Contended extends EventStore {
        override async readStream(streamId: string, afterVersion = 0) {
          const read = await super.readStream(streamId, afterVersion);
          await store.append(streamId, 'tally', 'any', [{ type: 'Added', data: { n: 100 } }], metadata);
          return read;
        }
      }
      const id = randomUUID();
      const contended = new Contended(dataSource, new ProjectionRegistry());
      await expect(pipelineOn(contended).handle(counter, id, { n: 1 }, { metadata, retries: 2 })).rejects.toMatchObject({
        constructor: ConcurrencyError,
        kind: 'conflict',
        message: 'Concurrent modification',
      });
      expect((await fullFold(`tally-${id}`)).history).toEqual([100, 100, 100]);
      // Losing once is not a conflict: the retry decides on the state that includes the other write.
      let first = true;
      class ContendedOnce extends EventStore {
        override async readStream(streamId: string, afterVersion = 0) {
          const read = await super.readStream(streamId, afterVersion);
          if (first) await store.append(streamId, 'tally', 'any', [{ type: 'Added', data: { n: 100 } }], metadata);
          first = false;
          return read;
        }
      }
      const handled = await pipelineOn(new ContendedOnce(dataSource, new ProjectionRegistry())).handle(counter, id, { n: 7 }, { metadata });
      expect([handled.version, handled.state.history]).toEqual([5, [100, 100, 100, 100, 7]]);
    });

    it('refuses no_stream on a stream that exists as a conflict (not a stale precondition), and exists on a missing one as stale', async () => {
      const id = randomUUID();
      await expect(pipelineOn(store).handle(counter, id, { n: 1 }, { metadata, expectedVersion: 'exists' })).rejects.toMatchObject({
        constructor: StaleVersionError,
        currentVersion: 0,
      });
      await pipelineOn(store).handle(counter, id, { n: 1 }, { metadata, expectedVersion: 'no_stream' });
      await expect(pipelineOn(store).handle(counter, id, { n: 2 }, { metadata, expectedVersion: 'no_stream' })).rejects.toMatchObject({
        constructor: ConcurrencyError,
        actual: 1,
      });
      expect((await pipelineOn(store).handle(counter, id, { n: 3 }, { metadata, expectedVersion: 'exists' })).version).toBe(2);
    });
  });
});
