import { FieldValue } from './transaction-fields';

/** Spec 002 §1 / 001 §4: Texas items (T-47, MUD/PID) apply only when the property state is TX. */
export const TEXAS_ONLY_MESSAGE = 'T-47 and MUD/PID apply only to Texas properties';

/**
 * A property known to be outside Texas (a deal whose state is not given yet, a draft, may still be in
 * Texas): its T-47 and MUD/PID fields and documents are refused (lifecycle field rules, documents).
 */
export function outsideTexas(fields: Readonly<Record<string, FieldValue | undefined>>): boolean {
  const state = typeof fields.property_state === 'string' ? fields.property_state.toUpperCase() : null;
  return state !== null && state !== 'TX';
}
