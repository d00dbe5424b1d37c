import { DecisionContext } from '../../../../platform/event-store/aggregate';
import { ValidationError } from '../../../../platform/errors/domain-error';
import { ownedDeal } from '../../kernel/domain/deal-guards';
import { TransactionTaskUpdatedData } from '../../tasks/domain/tasks.events';
import { TransactionEvent } from '../../transaction.events';
import { TransactionState } from '../../transaction.state';
import { utilityIsDone, UtilityState } from './utilities.events';
import { changedUtilityFields, UTILITY_MESSAGES, UtilityFields, UtilityInput, UtilityNotFoundError, utilityOf, utilityTaskTitle } from './utility-rules';

/**
 * A utility and the task it keeps in step (spec 002 §4 "Utility task sync"; ADR 0033): each decision
 * returns the utility's event and the task events of the same change, appended together.
 */
interface UtilityCall {
  transactionId: string;
  utilityId: string;
  /** A fresh id, used if the change makes a task. */
  taskId: string;
  now: Date;
}

const asksForTask = (utility: UtilityFields | undefined): boolean => !!utility && utility.create_client_task && utility.due_date !== null;

export function addUtility(state: TransactionState, call: UtilityCall, input: UtilityInput): TransactionEvent[] {
  if (state.utilities[call.utilityId]) return [];
  // Spec 002 §2: utilities are the buyer's move-in (buyer transactions only); the screens offer them nowhere else.
  if (state.transactionType !== 'buyer') throw new ValidationError(UTILITY_MESSAGES.buyerOnly);
  const utility = utilityOf(input);
  const tasks = taskEvents(state, call, undefined, utility);
  return [
    { type: 'TransactionUtilityAdded', data: { transactionId: call.transactionId, utilityId: call.utilityId, ...utility, client_task_id: tasks.clientTaskId } },
    ...tasks.events,
  ];
}

export function changeUtility(state: TransactionState, call: UtilityCall, input: UtilityInput): TransactionEvent[] {
  const current = state.utilities[call.utilityId];
  if (!current) throw new UtilityNotFoundError();
  const utility = utilityOf(input, current);
  const changes = changedUtilityFields(current, utility);
  const tasks = taskEvents(state, call, current, utility);
  const relinked = tasks.clientTaskId !== current.clientTaskId ? { client_task_id: tasks.clientTaskId } : {};
  if (Object.keys(changes).length === 0 && tasks.events.length === 0 && Object.keys(relinked).length === 0) return [];
  return [
    { type: 'TransactionUtilityChanged', data: { transactionId: call.transactionId, utilityId: call.utilityId, ...changes, ...relinked } },
    ...tasks.events,
  ];
}

/** Deleting the utility completes its task (spec 002 §4). */
export function removeUtility(state: TransactionState, call: Omit<UtilityCall, 'taskId'>): TransactionEvent[] {
  const current = state.utilities[call.utilityId];
  if (!current) throw new UtilityNotFoundError();
  const linked = linkedTask(state, current);
  const completion: TransactionEvent[] =
    linked && state.tasks[linked].completedAt === null
      ? [{ type: 'TransactionTaskCompleted', data: { transactionId: call.transactionId, taskId: linked, completedAt: call.now.toISOString() } }]
      : [];
  return [{ type: 'TransactionUtilityRemoved', data: { transactionId: call.transactionId, utilityId: call.utilityId } }, ...completion];
}

/** The utility's task if it still exists (the agent may have deleted it). */
function linkedTask(state: TransactionState, utility: UtilityState | undefined): string | null {
  return utility?.clientTaskId && state.tasks[utility.clientTaskId] ? utility.clientTaskId : null;
}

/**
 * The task side of a change: a task is made when the utility starts asking for one (the flag with a
 * due date), follows its title, date and visibility, is completed and let go when the flag is
 * cleared, and is completed or reopened as the status enters or leaves Confirmed / Completed.
 */
function taskEvents(state: TransactionState, call: UtilityCall, before: UtilityState | undefined, after: UtilityFields) {
  const { transactionId, now } = call;
  const linked = linkedTask(state, before);
  if (!linked) {
    // Not again after someone deleted it: only a utility that starts asking makes one.
    if (!asksForTask(after) || asksForTask(before)) return { clientTaskId: null, events: [] };
    const taskId = call.taskId;
    const events: TransactionEvent[] = [
      {
        type: 'TransactionTaskCreated',
        data: {
          transactionId,
          taskId,
          title: utilityTaskTitle(after),
          description: after.website_url ? `Arrange it with the provider: ${after.website_url}` : null,
          due_date: after.due_date,
          priority: 'normal',
          is_client_visible: after.is_client_visible,
          is_private: false,
          source: 'automation',
          linked_entity_type: 'utility',
          linked_entity_id: call.utilityId,
          milestone_type: null,
          template_id: null,
          created_by: null,
        },
      },
    ];
    if (utilityIsDone(after.status)) events.push({ type: 'TransactionTaskCompleted', data: { transactionId, taskId, completedAt: now.toISOString() } });
    return { clientTaskId: taskId, events };
  }

  const task = state.tasks[linked];
  const events: TransactionEvent[] = [];
  if (!after.create_client_task) {
    if (task.completedAt === null) events.push({ type: 'TransactionTaskCompleted', data: { transactionId, taskId: linked, completedAt: now.toISOString() } });
    return { clientTaskId: null, events };
  }
  const update: TransactionTaskUpdatedData = { transactionId, taskId: linked };
  if (utilityTaskTitle(before!) !== utilityTaskTitle(after)) update.title = utilityTaskTitle(after);
  if (before!.due_date !== after.due_date) update.due_date = after.due_date;
  if (before!.is_client_visible !== after.is_client_visible) update.is_client_visible = after.is_client_visible;
  if (Object.keys(update).length > 2) events.push({ type: 'TransactionTaskUpdated', data: update });
  if (utilityIsDone(after.status) && !utilityIsDone(before!.status) && task.completedAt === null) {
    events.push({ type: 'TransactionTaskCompleted', data: { transactionId, taskId: linked, completedAt: now.toISOString() } });
  } else if (!utilityIsDone(after.status) && utilityIsDone(before!.status) && task.completedAt !== null) {
    events.push({ type: 'TransactionTaskReopened', data: { transactionId, taskId: linked } });
  }
  return { clientTaskId: linked, events };
}

/** The deal's utilities, each with the task it keeps in step (ADR 0033). */
export type UtilityCommand =
  | { type: 'AddTransactionUtility'; transactionId: string; actorId: string; actorRole: string; utilityId: string; taskId: string; utility: UtilityInput }
  | { type: 'ChangeTransactionUtility'; transactionId: string; actorId: string; actorRole: string; utilityId: string; taskId: string; changes: UtilityInput }
  | { type: 'RemoveTransactionUtility'; transactionId: string; actorId: string; actorRole: string; utilityId: string };

export function decideUtilities(command: UtilityCommand, state: TransactionState, { now }: DecisionContext): TransactionEvent[] {
  switch (command.type) {
    case 'AddTransactionUtility': {
      ownedDeal(state, command);
      return addUtility(state, { ...command, now }, command.utility);
    }
    case 'ChangeTransactionUtility': {
      ownedDeal(state, command);
      return changeUtility(state, { ...command, now }, command.changes);
    }
    case 'RemoveTransactionUtility': {
      ownedDeal(state, command);
      return removeUtility(state, { ...command, now });
    }
  }
}
