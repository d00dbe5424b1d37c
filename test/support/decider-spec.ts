import { DecisionContext, Decider } from '../../backend/src/platform/event-store/command-handling';
import { NewEvent } from '../../backend/src/platform/event-store/event.types';
import { DomainError } from '../../backend/src/platform/errors/domain-error';
import { STATUS_OF_KIND } from '../../backend/src/platform/http/error-status';

/** The clock and actor a spec decides with unless it names its own. */
export const SPEC_CONTEXT: DecisionContext = { now: new Date('2025-03-01T10:00:00.000Z'), actorId: 'actor-1' };

/**
 * Given events / when a command / then events (or the error): the one shape of every decider's
 * unit tests (STYLE.md). `const given = deciderSpec(someDecider);`
 */
export function deciderSpec<TState, TCommand, TEvent extends NewEvent>(decider: Decider<TState, TCommand, TEvent>) {
  return function given(...history: TEvent[]) {
    const state = history.reduce(decider.evolve, decider.initialState());
    return {
      when: (command: TCommand, context: DecisionContext = SPEC_CONTEXT) => ({
        then: (expected: TEvent[]) => expect(decider.decide(command, state, context)).toEqual(expected),
        thenFails: (status: number, message: string) => expectDomainError(() => decider.decide(command, state, context), status, message),
      }),
    };
  };
}

/** `attempt` throws the DomainError whose kind maps to this status (platform/http/error-status), with exactly this message. */
export function expectDomainError(attempt: () => unknown, status: number, message: string): void {
  let caught: unknown;
  try {
    attempt();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(DomainError);
  expect({ status: STATUS_OF_KIND[(caught as DomainError).kind], message: (caught as DomainError).message }).toEqual({ status, message });
}
