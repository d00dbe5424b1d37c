import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { openTestDatabase } from '../../../../test/support/test-database';
import { Decider, executeOnStream, loadState } from './command-handling';
import { EventMetadata } from './event.types';
import { ConcurrencyError } from './event-store.errors';
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
    await expect(run(tally(), streamId, 2, 0)).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(run(tally(), streamId, 2, 5)).rejects.toMatchObject({ constructor: ConcurrencyError, actual: 1 });
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
});
