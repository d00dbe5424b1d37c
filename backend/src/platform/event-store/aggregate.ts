import { Decider, DecisionContext, SnapshotPolicy } from './command-handling';
import type { HiddenAs } from '../privacy/personal-data-sealing';
import { NewEvent } from './event.types';

/**
 * Which fields of an event type hold personal or confidential data, and whose (the vault's subject).
 * The store seals them on append and opens them on every read (ADR 0016), so the domain sees plain
 * values.
 */
export interface PersonalFields<TData = unknown> {
  /**
   * Whose the values are. null: in this event they are nobody's secret and stay in clear (an agent's
   * task title; a private task's is its author's, ADR 0040).
   */
  subject: (data: TData) => string | null;
  fields: readonly (keyof TData & string)[];
  /** How the audit trail names them (default 'personal'). */
  hiddenAs?: HiddenAs | ((data: TData) => HiddenAs);
  /** The refusal when the subject was erased and a new value would be sealed for them. */
  erased?(): Error;
}

/** One rule, or several when an event's fields belong to different subjects (ADR 0040). */
export type PersonalFieldsOf<TData> = PersonalFields<TData> | readonly PersonalFields<TData>[];

export type PersonalDataDeclaration<TEvent extends NewEvent> = {
  [K in TEvent['type']]?: PersonalFieldsOf<Extract<TEvent, { type: K }>['data']>;
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
 * A plain snapshot stores the state in clear (ADR 0015), so an aggregate with personal fields takes
 * sealed snapshots, whose personal values stay sealed under their subjects' keys (ADR 0081), or says
 * how its state leaves them out: `toSnapshot` / `fromSnapshot` (ADR 0016).
 */
type SnapshotRule<TState, TEvent extends NewEvent> =
  | { personalData?: undefined; snapshot?: SnapshotPolicy<TState> }
  | {
      personalData: PersonalDataDeclaration<TEvent>;
      snapshot?: (Omit<SnapshotPolicy<TState>, 'toSnapshot' | 'fromSnapshot' | 'sealed'> & { sealed: true }) | (Required<Omit<SnapshotPolicy<TState>, 'sealed'>> & { sealed?: undefined });
    };

export type AggregateDefinition<TState, TCommand, TEvent extends NewEvent> = Omit<Aggregate<TState, TCommand, TEvent>, 'personalData' | 'snapshot'> &
  SnapshotRule<TState, TEvent>;

export function defineAggregate<TState, TCommand, TEvent extends NewEvent>(
  definition: AggregateDefinition<TState, TCommand, TEvent>,
): Aggregate<TState, TCommand, TEvent> {
  return definition;
}

export type { DecisionContext };
