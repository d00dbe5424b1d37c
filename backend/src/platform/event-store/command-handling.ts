import { EventMetadata, ExpectedVersion, NewEvent } from './event.types';
import { ConcurrencyError } from './event-store.errors';
import { AppendOptions, EventStore } from './event-store';

/** The pure part of an aggregate: fold events into state, and decide what a command means. */
export interface Decider<TState, TCommand, TEvent extends NewEvent> {
  initialState(): TState;
  evolve(state: TState, event: TEvent): TState;
  decide(command: TCommand, state: TState): TEvent[];
}

export interface ExecuteOptions<TEvent extends NewEvent = NewEvent> {
  streamId: string;
  streamType: string;
  metadata: EventMetadata;
  /** From the client's `If-Match`; when absent, the version the handler read is used. */
  expectedVersion?: ExpectedVersion;
  /** Retry on a concurrent write: only for commands whose decision may be re-taken on new state. */
  retries?: number;
  occurredAt?: Date;
  /**
   * Turns the decided events into what is stored, e.g. seals personal fields with the
   * PersonalDataVault (ADR 0004). `decide` and `evolve` keep working on the plain events.
   */
  beforeAppend?: (events: TEvent[]) => Promise<NewEvent[]>;
  /** Work to commit atomically with the events (see `AppendOptions.within`); skipped when decide returns none. */
  within?: AppendOptions['within'];
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
  const maxAttempts = options.expectedVersion === undefined ? (options.retries ?? 3) + 1 : 1;
  for (let attempt = 1; ; attempt += 1) {
    const { version, events } = await store.readStream(options.streamId);
    const state = events.reduce((s, e) => decider.evolve(s, e as unknown as TEvent), decider.initialState());
    const expected = options.expectedVersion ?? version;
    if (typeof expected === 'number' && expected !== version) {
      throw new ConcurrencyError(options.streamId, String(expected), version);
    }
    const newEvents = decider.decide(command, state);
    const stored = options.beforeAppend && newEvents.length > 0 ? await options.beforeAppend(newEvents) : newEvents;
    try {
      const result = await store.append(options.streamId, options.streamType, version === 0 ? 'no_stream' : version, stored, options.metadata, {
        occurredAt: options.occurredAt,
        within: options.within,
      });
      const finalState = newEvents.reduce((s, e) => decider.evolve(s, e), state);
      return { ...result, state: finalState };
    } catch (error) {
      if (error instanceof ConcurrencyError && attempt < maxAttempts) continue;
      throw error;
    }
  }
}
