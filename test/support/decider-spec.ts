import { Decider } from '../../backend/src/platform/event-store/command-handling';
import { NewEvent } from '../../backend/src/platform/event-store/event.types';
import { DomainError } from '../../backend/src/platform/http/domain-error';

/**
 * Given events / when a command / then events (or the error): the one shape of every decider's
 * unit tests (STYLE.md). `const given = deciderSpec(someDecider);`
 */
export function deciderSpec<TState, TCommand, TEvent extends NewEvent>(decider: Decider<TState, TCommand, TEvent>) {
  return function given(...history: TEvent[]) {
    const state = history.reduce(decider.evolve, decider.initialState());
    return {
      when: (command: TCommand) => ({
        then: (expected: TEvent[]) => expect(decider.decide(command, state)).toEqual(expected),
        thenFails: (status: number, message: string) => expectDomainError(() => decider.decide(command, state), status, message),
      }),
    };
  };
}

/** `attempt` throws the DomainError with exactly this status and message. */
export function expectDomainError(attempt: () => unknown, status: number, message: string): void {
  let caught: unknown;
  try {
    attempt();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(DomainError);
  expect({ status: (caught as DomainError).statusCode, message: (caught as DomainError).message }).toEqual({ status, message });
}
