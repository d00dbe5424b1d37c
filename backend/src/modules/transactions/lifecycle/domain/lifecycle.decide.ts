import { DecisionContext } from '../../../../platform/event-store/aggregate';
import { ValidationError } from '../../../../platform/errors/domain-error';
import { DeleteClosedTransactionError, LifecycleAgentOnlyError, TRANSACTION_MESSAGES, TransactionAccessError, TransactionNotFoundError } from '../../kernel/domain/deal-errors';
import { isDealAgent, ownedDeal, strangerRefusal } from '../../kernel/domain/deal-guards';
import { normaliseFields, setFields } from '../../kernel/domain/field-values';
import { FIELD_DEFAULTS, FieldValues, TRANSACTION_TYPES, TransactionStatus, TransactionType, isWizardStep, WIZARD_STEP_MAX, WorkingStatus } from '../../kernel/domain/transaction-fields';
import { WizardContact } from '../../contacts/domain/contacts.events';
import { TransactionEvent } from '../../transaction.events';
import { TransactionState } from '../../transaction.state';
import { applyFieldDependencies, checkLiveDeal, checkLiveEdit } from './field-dependencies';

/** What a create / draft / submit carries: catalogue fields as typed plus the deal's meta. */
export interface DealInput {
  transactionType: string;
  clientId?: string | null;
  /**
   * Identity's answer for `clientId`: a client account the acting agent created or whose link the
   * client accepted (ADR 0039). Without it only the deal's current client (or none) is taken.
   */
  clientLinked?: boolean;
  wizardStep?: number | null;
  /** The wizard steps passed (ADR 0076); absent or null = none recorded. */
  completedSteps?: readonly number[] | null;
  /** Raw catalogue keys → values (normalised here). */
  fields: Readonly<Record<string, unknown>>;
  contacts?: readonly (WizardContact & { contactId: string })[];
}

/** The deal's own life: create, draft, submit, edit, close, reopen, archive, status, delete. */
export type LifecycleCommand =
  /** `taskIds`: an id offered per task template; a live deal's automation set is created in the same append (ADR 0027). */
  | ({ type: 'CreateTransaction'; transactionId: string; agentId: string; asDraft: boolean; taskIds: Readonly<Record<string, string>> } & DealInput)
  | ({ type: 'SaveTransactionDraft'; transactionId: string; actorId: string; actorRole: string } & DealInput)
  | ({ type: 'SubmitTransactionDraft'; transactionId: string; actorId: string; actorRole: string; taskIds: Readonly<Record<string, string>> } & DealInput)
  | {
      type: 'UpdateTransactionFields';
      transactionId: string;
      actorId: string;
      actorRole: string;
      /** Absent key = unchanged, null = clear. */
      fields: Readonly<Record<string, unknown>>;
      /** Undefined = unchanged. */
      clientId?: string | null;
      /** As DealInput.clientLinked. */
      clientLinked?: boolean;
    }
  | { type: 'CloseTransaction'; transactionId: string; actorId: string; actorRole: string }
  | { type: 'ReopenTransaction'; transactionId: string; actorId: string; actorRole: string }
  | { type: 'ArchiveTransaction'; transactionId: string; actorId: string; actorRole: string }
  | { type: 'ChangeTransactionStatus'; transactionId: string; actorId: string; actorRole: string; status: WorkingStatus }
  | { type: 'DeleteTransaction'; transactionId: string; actorId: string; actorRole: string; force: boolean }
  /**
   * Issue 24 item 5 (ADR 0069). `authority` is identity's answer, read by the endpoint for the deal's
   * agent now and the new agent: 'both' when the actor (an admin, or the broker or team lead over the
   * old agent) may hand the deal to the new one; 'old-only' when the actor may reassign the deal but
   * the new agent is outside that broker or team; 'none' when the actor oversees neither.
   */
  | { type: 'ReassignTransaction'; transactionId: string; actorId: string; actorRole: string; agentId: string; previousAgentId: string; authority: 'both' | 'old-only' | 'none' };

function transactionTypeOf(value: string): TransactionType {
  if (!(TRANSACTION_TYPES as readonly string[]).includes(value)) {
    throw new ValidationError(`transaction_type: must be one of ${TRANSACTION_TYPES.join(', ')}`);
  }
  return value as TransactionType;
}

function wizardStepOf(step: number | null | undefined): number | null {
  if (step === undefined || step === null) return null;
  if (!isWizardStep(step)) throw new ValidationError(`wizard_step: must be a whole number from 0 to ${WIZARD_STEP_MAX}`);
  return step;
}

/** The steps passed as the event stores them (ADR 0076): each a step index once, in order, "0,1,2"; none = no key. */
function completedStepsOf(steps: readonly number[] | null | undefined): { completedSteps?: string } {
  if (steps === undefined || steps === null || steps.length === 0) return {};
  if (!steps.every(isWizardStep)) {
    throw new ValidationError(`completed_steps: must be whole numbers from 0 to ${WIZARD_STEP_MAX}`);
  }
  return { completedSteps: [...new Set(steps)].sort((a, b) => a - b).join(',') };
}

/** ADR 0020: a new live deal is under_contract once it has a contract or effective date, else pending. */
export function liveStatusOf(fields: FieldValues): 'pending' | 'under_contract' {
  return fields.contract_date || fields.effective_date ? 'under_contract' : 'pending';
}

/** The fields of a whole deal (create, draft, submit): defaults, the input, then every dependency rule. */
function wholeDeal(input: DealInput, transactionType: TransactionType, draft: boolean): FieldValues {
  const given = setFields(normaliseFields(input.fields));
  const next = { ...FIELD_DEFAULTS, ...given };
  return applyFieldDependencies(next, { transactionType, before: {}, touched: new Set(Object.keys(given)), draft });
}

/**
 * A deal names only a client account linked to its agent (issue 18 item 5, ADR 0039): a new
 * client_id needs identity's yes; none, or the client the deal already has, needs nothing.
 */
function checkClientLinked(command: { clientId?: string | null; clientLinked?: boolean }, current: string | null): void {
  if (command.clientId === undefined || command.clientId === null || command.clientId === current || command.clientLinked === true) return;
  throw new ValidationError(TRANSACTION_MESSAGES.clientNotLinked);
}

/** The changed keys only: equal values are no change (spec 001 §5 "only changed fields"). */
function changesBetween(before: FieldValues, after: FieldValues): FieldValues {
  const changes: FieldValues = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[key] ?? null;
    const now = after[key] ?? null;
    if (was !== now) changes[key] = now;
  }
  return changes;
}

/**
 * What the other capabilities add to a lifecycle decision, in the same append (the wizard's contacts,
 * the automation tasks, tasks that move, close or reopen with the deal). The deal's aggregate wires
 * them (ADR 0042), so the lifecycle depends on no other capability.
 */
export interface LifecycleConsequences {
  contactEvents(transactionId: string, input: DealInput, transactionType: TransactionType): TransactionEvent[];
  replacedContacts(state: TransactionState, transactionId: string, input: DealInput, transactionType: TransactionType): TransactionEvent[];
  withAutomationTasks(state: TransactionState, transactionId: string, taskIds: Readonly<Record<string, string>>, events: TransactionEvent[], now: Date): TransactionEvent[];
  tasksMovedWithDeal(state: TransactionState, transactionId: string, next: FieldValues): TransactionEvent[];
  tasksSettledByFacts(state: TransactionState, transactionId: string, next: FieldValues, now: Date): TransactionEvent[];
  tasksCompletedByClose(state: TransactionState, transactionId: string, now: Date): TransactionEvent[];
  tasksReopenedWithDeal(state: TransactionState, transactionId: string): TransactionEvent[];
}

export function decideLifecycle(command: LifecycleCommand, state: TransactionState, { now }: DecisionContext, consequences: LifecycleConsequences): TransactionEvent[] {
  const { contactEvents, replacedContacts, withAutomationTasks, tasksMovedWithDeal, tasksSettledByFacts, tasksCompletedByClose, tasksReopenedWithDeal } = consequences;
  switch (command.type) {
    case 'CreateTransaction': {
      if (state.exists) return [];
      const transactionType = transactionTypeOf(command.transactionType);
      const clientId = command.clientId ?? null;
      const fields = wholeDeal(command, transactionType, command.asDraft);
      if (!command.asDraft) checkLiveDeal(fields, transactionType, clientId);
      checkClientLinked(command, null);
      const status = command.asDraft ? 'draft' : liveStatusOf(fields);
      return withAutomationTasks(state, command.transactionId, command.taskIds, [
        {
          type: 'TransactionCreated',
          data: {
            ...fields,
            transactionId: command.transactionId,
            agentId: command.agentId,
            clientId,
            transactionType,
            status,
            wizardStep: wizardStepOf(command.wizardStep),
            ...completedStepsOf(command.completedSteps),
          },
        },
        ...contactEvents(command.transactionId, command, transactionType),
      ], now);
    }
    case 'SaveTransactionDraft': {
      ownedDeal(state, command);
      if (state.status !== 'draft') throw new ValidationError(TRANSACTION_MESSAGES.notDraft);
      const transactionType = transactionTypeOf(command.transactionType);
      const fields = wholeDeal(command, transactionType, true);
      checkClientLinked(command, state.clientId);
      return [
        {
          type: 'TransactionDraftSaved',
          data: {
            ...fields,
            transactionId: command.transactionId,
            clientId: command.clientId ?? null,
            transactionType,
            wizardStep: wizardStepOf(command.wizardStep),
            ...completedStepsOf(command.completedSteps),
          },
        },
        ...replacedContacts(state, command.transactionId, command, transactionType),
      ];
    }
    case 'SubmitTransactionDraft': {
      ownedDeal(state, command);
      if (state.status !== 'draft') throw new ValidationError(TRANSACTION_MESSAGES.notDraft);
      const transactionType = transactionTypeOf(command.transactionType);
      const clientId = command.clientId ?? null;
      const fields = wholeDeal(command, transactionType, false);
      checkLiveDeal(fields, transactionType, clientId);
      checkClientLinked(command, state.clientId);
      return withAutomationTasks(state, command.transactionId, command.taskIds, [
        {
          type: 'TransactionDraftSubmitted',
          data: { ...fields, transactionId: command.transactionId, clientId, transactionType, status: liveStatusOf(fields) },
        },
        ...replacedContacts(state, command.transactionId, command, transactionType),
      ], now);
    }
    case 'UpdateTransactionFields': {
      ownedDeal(state, command);
      checkClientLinked(command, state.clientId);
      const given = normaliseFields(command.fields);
      const touched = new Set(Object.keys(given));
      // A draft may be edited field by field too; what a live deal requires waits for its submit.
      const next = applyFieldDependencies(
        { ...state.fields, ...given },
        { transactionType: state.transactionType!, before: state.fields, touched, draft: state.status === 'draft' },
      );
      if (state.status !== 'draft') checkLiveEdit(next, touched);
      const changes = changesBetween(state.fields, next);
      const events: TransactionEvent[] = [];
      if (Object.keys(changes).length > 0) {
        events.push({ type: 'TransactionFieldsChanged', data: { ...changes, transactionId: command.transactionId } });
        events.push(...tasksMovedWithDeal(state, command.transactionId, next), ...tasksSettledByFacts(state, command.transactionId, next, now));
      }
      if (command.clientId !== undefined && command.clientId !== state.clientId) {
        events.push({ type: 'TransactionClientLinked', data: { transactionId: command.transactionId, clientId: command.clientId, previousClientId: state.clientId } });
      }
      return events;
    }
    case 'CloseTransaction': {
      ownedDeal(state, command, () => new LifecycleAgentOnlyError());
      // Spec 001 §4: already closed returns success unchanged.
      if (state.status === 'closed') return [];
      if (state.status === 'draft') throw new ValidationError(TRANSACTION_MESSAGES.closeDraft);
      if (!state.fields.closing_date && !state.fields.closing_appointment_datetime) throw new ValidationError(TRANSACTION_MESSAGES.closeNeedsDate);
      const closedAt = now.toISOString();
      return [
        { type: 'TransactionClosed', data: { transactionId: command.transactionId, closedAt, previousStatus: state.status! } },
        ...tasksCompletedByClose(state, command.transactionId, now),
      ];
    }
    case 'ReopenTransaction': {
      ownedDeal(state, command, () => new LifecycleAgentOnlyError());
      if (state.status === 'draft') throw new ValidationError(TRANSACTION_MESSAGES.reopenDraft);
      if (state.status !== 'closed') return [];
      // Spec 001 §4: back to the status before the latest close (default under_contract).
      const status: TransactionStatus = state.previousStatus && state.previousStatus !== 'closed' ? state.previousStatus : 'under_contract';
      return [{ type: 'TransactionReopened', data: { transactionId: command.transactionId, status } }, ...tasksReopenedWithDeal(state, command.transactionId)];
    }
    case 'ArchiveTransaction': {
      ownedDeal(state, command, () => new LifecycleAgentOnlyError());
      if (state.status === 'archived') return [];
      // The refusal to delete a closed deal points here (spec 001 §8): a finished deal leaves the client's default list, its record intact.
      if (state.status !== 'closed' && state.status !== 'cancelled') throw new ValidationError(TRANSACTION_MESSAGES.archiveOpen);
      return [{ type: 'TransactionStatusChanged', data: { transactionId: command.transactionId, status: 'archived', previousStatus: state.status } }];
    }
    case 'ChangeTransactionStatus': {
      ownedDeal(state, command, () => new LifecycleAgentOnlyError());
      // A draft becomes live through submit (its checks), a closed deal changes through reopen (its history).
      if (state.status === 'draft') throw new ValidationError(TRANSACTION_MESSAGES.statusOfDraft);
      if (state.status === 'closed') throw new ValidationError(TRANSACTION_MESSAGES.statusOfClosed);
      if (state.status === command.status) return [];
      return [{ type: 'TransactionStatusChanged', data: { transactionId: command.transactionId, status: command.status, previousStatus: state.status! } }];
    }
    case 'ReassignTransaction': {
      if (!state.exists || state.deleted || state.status === 'draft') throw new TransactionNotFoundError();
      if (command.authority === 'none') throw new TransactionAccessError();
      // The endpoint decided on the agent it read; a reassignment since is a conflict the If-Match already catches.
      if (state.agentId !== command.previousAgentId) throw new TransactionAccessError();
      if (command.agentId === state.agentId) return [];
      if (command.authority === 'old-only') throw new ValidationError(TRANSACTION_MESSAGES.reassignOutside);
      return [{ type: 'TransactionReassigned', data: { transactionId: command.transactionId, agentId: command.agentId, previousAgentId: state.agentId, reassignedBy: command.actorId } }];
    }
    case 'DeleteTransaction': {
      if (!state.exists) throw new TransactionNotFoundError();
      if (!isDealAgent(state, command)) throw strangerRefusal(state, () => new LifecycleAgentOnlyError());
      // Spec 001 §4: an already deleted deal answers success at once.
      if (state.deleted) return [];
      if (state.status === 'closed' && !command.force) throw new DeleteClosedTransactionError();
      return [{ type: 'TransactionDeleted', data: { transactionId: command.transactionId, deletedAt: now.toISOString(), forced: command.force } }];
    }
  }
}
