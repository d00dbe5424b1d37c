import { Logger } from '@nestjs/common';
import { EventMetadata, ExpectedVersion, NewEvent, StoredEvent } from './event.types';
import type { VaultKeyCache } from '../privacy/personal-data-vault';
import { isSealedSnapshot, pathsOf, SealedSnapshot, valuesAt } from './sealed-snapshot';
import { ConcurrencyError, StaleVersionError } from './event-store.errors';
import { AppendOptions, EventStore } from './event-store';

/**
 * Snapshots of a long stream (ADR 0015): the state after every `every`-th event is stored, and a
 * load folds only the events after it. `version` is the schema version of the snapshot's state:
 * raise it whenever `evolve` or the state's shape changes, and every older snapshot is ignored.
 */
export interface SnapshotPolicy<TState> {
  every: number;
  version: number;
  /**
   * The state is folded from the events as stored, personal fields sealed, and kept with the paths of
   * its sealed values, which a load opens (ADR 0081): the snapshot holds no personal value in clear,
   * and an erasure shreds it with the events. `evolve` must then only copy personal values, never
   * derive anything from them (it sees ciphertext). Not with `toSnapshot` / `fromSnapshot`.
   */
  sealed?: true;
  /** State → JSON; identity by default (the state must then be plain JSON). */
  toSnapshot?(state: TState): unknown;
  fromSnapshot?(snapshot: unknown): TState;
}

/** What `decide` may know besides the command and the state: the clock and the actor, from the command's metadata. */
export interface DecisionContext {
  now: Date;
  actorId: string | null;
}

/** The pure part of an aggregate: fold events into state, and decide what a command means. */
export interface Decider<TState, TCommand, TEvent extends NewEvent> {
  initialState(): TState;
  evolve(state: TState, event: TEvent): TState;
  decide(command: TCommand, state: TState, context: DecisionContext): TEvent[];
  snapshot?: SnapshotPolicy<TState>;
}

/**
 * The version a command is taken at. `no_stream` and a number are exact (a number that is stale is
 * the caller's failed precondition: StaleVersionError, 412); `exists` (If-Match `*`) only needs the
 * stream to be there; `any` (or none) decides on the version read and retries a lost race (409 when
 * it keeps losing). ADR 0015, 0016.
 */
export type CommandVersion = ExpectedVersion | 'exists';

export interface ExecuteOptions<TEvent extends NewEvent = NewEvent> {
  streamId: string;
  streamType: string;
  metadata: EventMetadata;
  /**
   * From the client's `If-Match`: a number appends at exactly that version, `no_stream` only to a
   * new stream. Absent or `any`: decide on the version read, and retry on a concurrent write.
   */
  expectedVersion?: CommandVersion;
  /** Retry on a concurrent write: only for commands whose decision may be re-taken on new state. */
  retries?: number;
  occurredAt?: Date;
  /** The clock `decide` sees; `occurredAt`, else now. */
  now?: Date;
  /**
   * Turns the decided events into what is stored, e.g. seals personal fields with the
   * PersonalDataVault (ADR 0004). `decide` and `evolve` keep working on the plain events.
   */
  beforeAppend?: (events: TEvent[]) => Promise<NewEvent[]>;
  /** Work to commit atomically with the events (see `AppendOptions.within`); skipped when decide returns none. */
  within?: AppendOptions['within'];
  /** Other streams' appends that commit with the events (see `AppendOptions.alongside`). */
  alongside?: AppendOptions['alongside'];
  /** The command's answer, read with the commit (see `AppendOptions.answer`). */
  answer?: AppendOptions['answer'];
}

const logger = new Logger('CommandHandling');

/**
 * The aggregate's state as the store holds it: from its snapshot when there is one of the decider's
 * snapshot version, then the events after it.
 */
export async function loadState<TState, TEvent extends NewEvent>(
  store: EventStore,
  decider: Pick<Decider<TState, never, TEvent>, 'initialState' | 'evolve' | 'snapshot'>,
  streamId: string,
): Promise<Loaded<TState>> {
  const policy = decider.snapshot;
  if (!policy) {
    const { version, events } = await store.readStream(streamId);
    return { version, state: events.reduce((s, e) => decider.evolve(s, e as unknown as TEvent), decider.initialState()), snapshotVersion: 0 };
  }
  if (policy.sealed) return loadSealed(store, decider, streamId, policy.version);
  const { snapshot, version, events } = await store.readStreamFromSnapshot(streamId, policy.version);
  const initial = snapshot ? (policy.fromSnapshot ? policy.fromSnapshot(snapshot.state) : (snapshot.state as TState)) : decider.initialState();
  const state = events.reduce((s, e) => decider.evolve(s, e as unknown as TEvent), initial);
  return { version, state, snapshotVersion: snapshot?.version ?? 0 };
}

export interface Loaded<TState> {
  version: number;
  state: TState;
  snapshotVersion: number;
  /** With a sealed snapshot policy: the snapshot and the events as stored, what the next snapshot folds on from. */
  stored?: { snapshot: SealedSnapshot<TState> | undefined; events: StoredEvent[] };
}

/**
 * From a sealed snapshot (ADR 0081): its sealed values opened, then the events after it, read as stored
 * and opened with the same keys (one key read per person for both).
 */
async function loadSealed<TState, TEvent extends NewEvent>(
  store: EventStore,
  decider: Pick<Decider<TState, never, TEvent>, 'initialState' | 'evolve'>,
  streamId: string,
  schemaVersion: number,
): Promise<Loaded<TState>> {
  const read = await store.readStreamFromSnapshot(streamId, schemaVersion, { asStored: true });
  let { events, version } = read;
  let snapshot = read.snapshot && isSealedSnapshot(read.snapshot.state) ? (read.snapshot.state as SealedSnapshot<TState>) : undefined;
  if (read.snapshot && !snapshot) {
    // Not a sealed snapshot (written before the policy was): the whole stream, as with none.
    ({ events, version } = await store.readStream(streamId, 0, { asStored: true }));
    snapshot = undefined;
  }
  const from = snapshot ? read.snapshot!.version : 0;
  const keys: VaultKeyCache = new Map();
  // Every person's key in one read, not one round trip per person (ADR 0086).
  await store.prefetchKeys([...(snapshot ? valuesAt(snapshot.state, snapshot.sealed) : []), ...store.sealedValues(events)], { keys });
  const initial = snapshot ? await store.openSnapshot(snapshot, { keys }) : decider.initialState();
  const opened = await store.openEvents(events, { keys });
  const state = opened.reduce((s, e) => decider.evolve(s, e as unknown as TEvent), initial);
  return { version, state, snapshotVersion: from, stored: { snapshot, events } };
}

/**
 * Load → decide → append, the one shape of every command handler (DESIGN.md, "Write side").
 * The caller's expected version is honoured exactly; without one, a conflict is retried.
 */
export async function executeOnStream<TState, TCommand, TEvent extends NewEvent>(
  store: EventStore,
  decider: Decider<TState, TCommand, TEvent>,
  command: TCommand,
  options: ExecuteOptions<TEvent>,
) {
  const wanted = options.expectedVersion === 'no_stream' ? 0 : options.expectedVersion;
  const exact = typeof wanted === 'number';
  const maxAttempts = exact ? 1 : (options.retries ?? 3) + 1;
  const now = options.now ?? options.occurredAt ?? new Date();
  const context: DecisionContext = { now, actorId: options.metadata.actorId };
  for (let attempt = 1; ; attempt += 1) {
    // A stream that must be new is decided on the initial state without reading it: the append refuses an existing one.
    const loaded = options.expectedVersion === 'no_stream' ? fresh(decider) : await loadState(store, decider, options.streamId);
    const { version, state } = loaded;
    if ((exact && wanted !== version) || (wanted === 'exists' && version === 0)) throw refusal(options, version);
    const newEvents = decider.decide(command, state, context);
    const stored = options.beforeAppend && newEvents.length > 0 ? await options.beforeAppend(newEvents) : newEvents;
    try {
      // Always the version the decision was taken on: `any` only means the caller did not pin one.
      const result = await store.append(options.streamId, options.streamType, version === 0 ? 'no_stream' : version, stored, options.metadata, {
        occurredAt: options.occurredAt ?? options.now,
        within: options.within,
        alongside: options.alongside,
        answer: options.answer,
      });
      await takeSnapshot(store, decider, options.streamId, loaded, result.events as unknown as TEvent[]);
      const finalState = newEvents.reduce((s, e) => decider.evolve(s, e), state);
      return { ...result, state: finalState, events: newEvents, storedEvents: result.events };
    } catch (error) {
      // A conflict on a stream appended alongside is its caller's to answer, not this stream's.
      if (!(error instanceof ConcurrencyError) || error.streamId !== options.streamId) throw error;
      if (exact) throw refusal(options, error.actual);
      if (attempt < maxAttempts) continue;
      throw error;
    }
  }
}

/** A stream before its first event, as `loadState` gives it (with a sealed snapshot policy, the nothing it was folded from). */
function fresh<TState>(decider: Pick<Decider<TState, never, never>, 'initialState' | 'snapshot'>): Loaded<TState> {
  const stored = decider.snapshot?.sealed ? { snapshot: undefined, events: [] } : undefined;
  return { version: 0, state: decider.initialState(), snapshotVersion: 0, stored };
}

/** A pinned number the stream is not at is the caller's stale precondition; `no_stream` on an existing stream a conflict. */
function refusal(options: Pick<ExecuteOptions, 'streamId' | 'expectedVersion'>, actual: number): Error {
  return typeof options.expectedVersion === 'number' || options.expectedVersion === 'exists'
    ? new StaleVersionError(options.streamId, actual)
    : new ConcurrencyError(options.streamId, String(options.expectedVersion), actual);
}

/**
 * After the append has committed, outside its transaction: a snapshot is an optimisation, so a
 * failure to write one is logged and the command still succeeds. The state folded is the one the
 * store would give (the stored, sealed events), never the plain events `decide` returned.
 */
async function takeSnapshot<TState, TEvent extends NewEvent>(
  store: EventStore,
  decider: Decider<TState, never, TEvent>,
  streamId: string,
  loaded: Loaded<TState>,
  appended: TEvent[],
): Promise<void> {
  const policy = decider.snapshot;
  const before = loaded.version;
  const after = before + appended.length;
  if (!policy || appended.length === 0 || Math.floor(before / policy.every) === Math.floor(after / policy.every)) return;
  try {
    if (loaded.stored) {
      const { version, snapshot } = await sealedSnapshot(store, decider, streamId, { version: loaded.version, stored: loaded.stored });
      await store.writeSnapshot(streamId, version, policy.version, snapshot);
      return;
    }
    const folded = appended.reduce((s, e) => decider.evolve(s, e), loaded.state);
    await store.writeSnapshot(streamId, after, policy.version, policy.toSnapshot ? policy.toSnapshot(folded) : folded);
  } catch (error) {
    logger.warn({ err: error, streamId }, 'Snapshot not written; the next load folds the whole stream');
  }
}

/**
 * The sealed snapshot at the stream's head (ADR 0081): the loaded snapshot, the events the load read
 * and those appended since (the command's own, and any a concurrent writer added), all as stored,
 * folded; the sealed values are those of the snapshot and of the events' declared personal fields.
 */
export async function sealedSnapshot<TState, TEvent extends NewEvent>(
  store: EventStore,
  decider: Pick<Decider<TState, never, TEvent>, 'initialState' | 'evolve'>,
  streamId: string,
  loaded: Required<Pick<Loaded<TState>, 'version' | 'stored'>>,
): Promise<{ version: number; snapshot: SealedSnapshot<TState> }> {
  const since = await store.readStream(streamId, loaded.version, { asStored: true });
  return { version: since.version, snapshot: foldSealed(store, decider, loaded.stored.snapshot, [...loaded.stored.events, ...since.events]) };
}

/**
 * A sealed snapshot folded on by events read as stored: the sealed values are the snapshot's and those
 * of the events' declared personal fields, wherever the fold copied them (ADR 0081).
 */
export function foldSealed<TState, TEvent extends NewEvent>(
  store: EventStore,
  decider: Pick<Decider<TState, never, TEvent>, 'initialState' | 'evolve'>,
  snapshot: SealedSnapshot<TState> | undefined,
  events: readonly StoredEvent[],
): SealedSnapshot<TState> {
  const sealed = new Set([...(snapshot ? valuesAt(snapshot.state, snapshot.sealed) : []), ...store.sealedValues(events)]);
  const state = events.reduce((s, e) => decider.evolve(s, e as unknown as TEvent), snapshot ? snapshot.state : decider.initialState());
  return { state, sealed: pathsOf(state, sealed) };
}
