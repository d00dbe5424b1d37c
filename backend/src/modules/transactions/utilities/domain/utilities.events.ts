import { UtilityFields, UtilityStatus } from './utility-rules';

/** A utility of the deal (spec 002 §3 Utility); client_task_id is the task kept in step with it. */
export interface TransactionUtilityAddedData extends UtilityFields {
  transactionId: string;
  utilityId: string;
  client_task_id: string | null;
}

/** The changed fields only; client_task_id present when the utility took or let go of its task. */
export interface TransactionUtilityChangedData extends Partial<UtilityFields> {
  transactionId: string;
  utilityId: string;
  client_task_id?: string | null;
}

export interface TransactionUtilityRemovedData {
  transactionId: string;
  utilityId: string;
}

export interface UtilityState extends UtilityFields {
  clientTaskId: string | null;
}

export type UtilityEvent =
  | { type: 'TransactionUtilityAdded'; data: TransactionUtilityAddedData }
  | { type: 'TransactionUtilityChanged'; data: TransactionUtilityChangedData }
  | { type: 'TransactionUtilityRemoved'; data: TransactionUtilityRemovedData };

/** The utility events: `transaction_utilities`, and the utility_transfer milestones. */
export const UTILITY_EVENT_TYPES: readonly UtilityEvent['type'][] = ['TransactionUtilityAdded', 'TransactionUtilityChanged', 'TransactionUtilityRemoved'];

/** Spec 002 §4: Confirmed and Completed complete the linked task; leaving them reopens it (and date the utility's milestone done). */
export const utilityIsDone = (status: UtilityStatus): boolean => status === 'Confirmed' || status === 'Completed';
