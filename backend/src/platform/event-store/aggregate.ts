import { Decider, DecisionContext, SnapshotPolicy } from './command-handling';
import { NewEvent } from './event.types';

/**
 * Which fields of an event type hold personal data, and whose (the vault's subject). The store
 * seals them on append and opens them on every read (ADR 0016), so the domain sees plain values.
 */
export interface PersonalFields<TData = unknown> {
  subject: (data: TData) => string;
  fields: readonly (keyof TData & string)[];
  /** The refusal when the subject was erased and a new value would be sealed for them. */
  erased?(): Error;
}

export type PersonalDataDeclaration<TEvent extends NewEvent> = {
  [K in TEvent['type']]?: PersonalFields<Extract<TEvent, { type: K }>['data']>;
};

/**
 * An event-sourced aggregate, declared once (ADR 0016): its stream, its fold, its decisions, and its
 * personal fields. The CommandPipeline does the rest.
 */
export interface Aggregate<TState, TCommand, TEvent extends NewEvent> extends Decider<TState, TCommand, TEvent> {
  streamType: string;
  streamId(id: string): string;
  personalData?: PersonalDataDeclaration<TEvent>;
}

/**
 * A snapshot stores the state in clear (ADR 0015), so an aggregate with personal fields must say how
 * its state leaves them out: `toSnapshot` / `fromSnapshot` are then required (ADR 0016).
 */
type SnapshotRule<TState, TEvent extends NewEvent> =
  | { personalData?: undefined; snapshot?: SnapshotPolicy<TState> }
  | { personalData: PersonalDataDeclaration<TEvent>; snapshot?: Required<SnapshotPolicy<TState>> };

export type AggregateDefinition<TState, TCommand, TEvent extends NewEvent> = Omit<Aggregate<TState, TCommand, TEvent>, 'personalData' | 'snapshot'> &
  SnapshotRule<TState, TEvent>;

export function defineAggregate<TState, TCommand, TEvent extends NewEvent>(
  definition: AggregateDefinition<TState, TCommand, TEvent>,
): Aggregate<TState, TCommand, TEvent> {
  return definition;
}

export type { DecisionContext };
