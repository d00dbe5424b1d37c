/*
 * One create per form submission (issue 18 item 8; docs/adr/0038-idempotent-creates.md).
 *
 * Every create endpoint declares an optional `Idempotency-Key` header in openapi/openapi.json, which
 * the RTK Query code generator turns into an `'Idempotency-Key'?: string` member of its argument. A
 * form sends one key per submission: made at its first submit, sent again by every retry (a double
 * click, a resubmit after an error or a lost answer), and replaced once a submit succeeded, so the
 * next submission creates again. The server runs a key once and answers a repeat with the first
 * success; an error frees the key, so a corrected resubmit under it runs.
 */
import { useMemo, useState } from 'react';

export const IDEMPOTENCY_KEY = 'Idempotency-Key';

/** The part of a generated create argument that carries the key. */
export interface IdempotencyKeyArg {
  'Idempotency-Key'?: string;
}

/** Refuses an endpoint whose contract declares no Idempotency-Key (every object type fits the optional member). */
type DeclaresIdempotencyKey<Arg> = 'Idempotency-Key' extends keyof Arg ? unknown : 'this endpoint declares no Idempotency-Key header in openapi.json';

/** The key of the submission in progress: the same until one succeeds. */
export interface SubmissionKeys {
  current(): string;
  /** This key's submission succeeded: the next submit is a new one. A stale key (a later submit's) changes nothing. */
  succeeded(key: string): void;
}

export function submissionKeys(newKey: () => string = () => crypto.randomUUID()): SubmissionKeys {
  let key: string | null = null;
  return {
    current: () => (key ??= newKey()),
    succeeded: (done) => {
      if (key === done) key = null;
    },
  };
}

/** An RTK Query mutation's answer: `{ data }` or `{ error }`, never a rejection. */
const succeeded = (outcome: unknown): boolean => typeof outcome === 'object' && outcome !== null && !('error' in outcome);

/** A create trigger that sends the submission's key and starts a new submission after a success. */
export function oncePerSubmission<Arg extends IdempotencyKeyArg, Result extends PromiseLike<unknown>>(
  trigger: ((arg: Arg) => Result) & DeclaresIdempotencyKey<Arg>,
  keys: SubmissionKeys,
): (arg: Omit<Arg, 'Idempotency-Key'>) => Result {
  return (arg) => {
    const key = keys.current();
    const result = trigger({ ...arg, [IDEMPOTENCY_KEY]: key } as Arg);
    result.then((outcome) => {
      if (succeeded(outcome)) keys.succeeded(key);
    });
    return result;
  };
}

/**
 * `const create = useOncePerSubmission(useCreateTransactionTaskMutation()[0])`: the form's create,
 * one key per submission for as long as the form is mounted.
 */
export function useOncePerSubmission<Arg extends IdempotencyKeyArg, Result extends PromiseLike<unknown>>(
  trigger: ((arg: Arg) => Result) & DeclaresIdempotencyKey<Arg>,
): (arg: Omit<Arg, 'Idempotency-Key'>) => Result {
  const [keys] = useState(submissionKeys);
  return useMemo(() => oncePerSubmission(trigger, keys), [trigger, keys]);
}
