import { Injectable } from '@nestjs/common';
import { PersonalDataRegistry, PersonalFieldsDeclared } from '../privacy/personal-data-sealing';
import { Aggregate, PersonalDataDeclaration } from './aggregate';
import { CommandVersion, executeOnStream, loadState } from './command-handling';
import { EventMetadata, NewEvent, StoredEvent } from './event.types';
import { AppendOptions, EventStore } from './event-store';

export interface HandleOptions {
  metadata: EventMetadata;
  /** From the client's If-Match (a number or `exists`), or the command's own rule (`no_stream` for a create). */
  expectedVersion?: CommandVersion;
  /** The clock `decide` sees and the events' time; now by default. */
  now?: Date;
  /** Conflicts retried when no version is pinned (3 by default). */
  retries?: number;
  /** Work that commits with the events (AppendOptions.within). */
  within?: AppendOptions['within'];
  /** Other streams' appends that commit with the events (AppendOptions.alongside). */
  alongside?: AppendOptions['alongside'];
  /** The command's answer, read in its transaction after the projections (AppendOptions.answer). */
  answer?: AppendOptions['answer'];
  /** Told the version the command left the stream at (the HTTP layer answers it as the ETag). */
  onVersion?(version: number): void;
}

export interface Handled<TState, TEvent extends NewEvent> {
  /** The stream's version after the command: unchanged when `decide` returned no event. */
  version: number;
  state: TState;
  /** What `decide` returned, in plain form. */
  events: TEvent[];
  stored: StoredEvent[];
  /** The rows of `HandleOptions.answer`. */
  answer?: Record<string, unknown>[];
}

/**
 * The one way a command is handled (DESIGN.md, "Write side"; ADR 0016): load (from a snapshot when
 * there is one), decide with the clock and actor of the call, append at the expected version with
 * the inline projections and outbox in one transaction, and answer the new version.
 */
@Injectable()
export class CommandPipeline {
  constructor(
    private readonly store: EventStore,
    private readonly personalData: PersonalDataRegistry,
  ) {}

  /**
   * Declares the aggregate's personal fields to the store. A module calls it at start-up (before
   * any read), so subscribers and rebuilds open the aggregate's events too.
   */
  register<TEvent extends NewEvent>(aggregate: { personalData?: PersonalDataDeclaration<TEvent> }): void {
    if (aggregate.personalData) this.personalData.declare(aggregate.personalData as Record<string, PersonalFieldsDeclared | undefined>);
  }

  async handle<TState, TCommand, TEvent extends NewEvent>(
    aggregate: Aggregate<TState, TCommand, TEvent>,
    id: string,
    command: TCommand,
    options: HandleOptions,
  ): Promise<Handled<TState, TEvent>> {
    const result = await executeOnStream(this.store, aggregate, command, {
      streamId: aggregate.streamId(id),
      streamType: aggregate.streamType,
      metadata: options.metadata,
      expectedVersion: options.expectedVersion,
      retries: options.retries,
      now: options.now,
      within: options.within,
      alongside: options.alongside,
      answer: options.answer,
    });
    const handled = { version: result.nextExpectedVersion, state: result.state, events: result.events, stored: result.storedEvents, answer: result.answer };
    options.onVersion?.(handled.version);
    return handled;
  }

  /** The aggregate's current state and version (a GET of it answers the version as its ETag). */
  async load<TState, TEvent extends NewEvent>(aggregate: Aggregate<TState, never, TEvent>, id: string): Promise<{ version: number; state: TState }> {
    const { version, state } = await loadState(this.store, aggregate, aggregate.streamId(id));
    return { version, state };
  }
}

