import { isEmailAddress, singleLine } from '../../../../../openapi/shared-rules';
import { DecisionContext, defineAggregate } from '../../../platform/event-store/aggregate';
import { ForbiddenError, NotFoundError, ValidationError } from '../../../platform/errors/domain-error';
import { applyFieldDependencies, checkLiveDeal, checkLiveEdit } from './field-dependencies';
import { dealDate, optionalText } from './input-values';
import { EDUCATED_MILESTONE_TYPES, EDUCATION_TEXT_MAX, EducatedMilestoneType, isEducatedMilestoneType } from './milestones/default-education';
import {
  agentSeesTask,
  checkVisibility,
  clientSeesTask,
  closeCompletes,
  fieldsClientCannotUpdate,
  TASK_MESSAGES,
  TaskAccessError,
  TaskChanges,
  taskDueDate,
  TaskNotFoundError,
  taskPriority,
  taskText,
  taskTitle,
} from './tasks/task-rules';
import { tasksForDeal } from './tasks/task-templates';
import { CONTRACT_DEADLINE_TYPES } from './deadlines/texas-deadlines';
import { dealZoneOf, localDateOf } from './deadlines/property-time';
import { addUtility, changeUtility, removeUtility } from './utilities/utility-decisions';
import { CheckInNotFoundError, checkInFeeling, checkInResponse, checkInText } from './check-ins/check-in-rules';
import { UtilityInput } from './utilities/utility-rules';
import { TransactionFacts, transactionRoleOf } from './transaction-access';
import { AGENT_ONLY_FIELDS } from './transaction-visibility';
import { normaliseFields, setFields } from './field-values';
import {
  FIELD_DEFAULTS,
  CONFIDENTIAL_FIELD_KEYS,
  FieldValues,
  PERSONAL_FIELD_KEYS,
  TRANSACTION_TYPES,
  TransactionStatus,
  TransactionType,
  WorkingStatus,
} from './transaction-fields';
import {
  DOCUMENT_KINDS,
  DOCUMENT_VISIBILITIES,
  DocumentKind,
  DocumentVisibility,
  evolveTransaction,
  initialTransactionState,
  TRANSACTION_STREAM_TYPE,
  TaskState,
  TransactionEvent,
  TransactionState,
  TransactionTaskUpdatedData,
  transactionStream,
  transactionSubject,
} from './transaction.events';

/** Spec 002 §8 / 001 §8, verbatim. */
export const TRANSACTION_MESSAGES = {
  notFound: 'Transaction not found',
  forbidden: 'Forbidden - You do not have access to this transaction',
  lifecycleAgentOnly: 'Only the agent can modify transaction lifecycle',
  closeNeedsDate: 'Cannot close transaction: Closing date or appointment datetime is required',
  deleteClosed: 'Cannot delete closed transaction: Use Archive instead, or provide force=true for permanent deletion',
  notDraft: 'Only a draft can be saved as a draft or submitted',
  statusOfDraft: 'Submit the draft before changing its status',
  statusOfClosed: 'Reopen the transaction before changing its status',
  educationEmpty: 'Education text cannot be empty',
  milestoneNotFound: 'Milestone not found',
  milestoneNameRequired: 'Milestone name is required',
  milestoneDateRequired: 'Due date is required',
  milestonesOfClosed: 'Reopen the transaction before changing its milestones',
  milestonesOfDraft: 'Submit the draft before adding milestones',
  closeDraft: 'Submit the draft before closing it',
  reopenDraft: 'A draft has never been closed: submit it instead',
  archiveOpen: 'Only a closed or cancelled transaction can be archived',
  /** Issue 18 item 5 (ADR 0039), in the `field: message` form of the deal's other 400s. */
  clientNotLinked: 'client_id: not one of your clients',
} as const;

export class TransactionNotFoundError extends NotFoundError {
  constructor() {
    super(TRANSACTION_MESSAGES.notFound);
  }
}

export class LifecycleAgentOnlyError extends ForbiddenError {
  constructor() {
    super(TRANSACTION_MESSAGES.lifecycleAgentOnly);
  }
}

export class TransactionAccessError extends ForbiddenError {
  constructor() {
    super(TRANSACTION_MESSAGES.forbidden);
  }
}

/** Spec 001 §8: closing a closed deal's refusal reads as a 403 in the catalogue. */
export class DeleteClosedTransactionError extends ForbiddenError {
  constructor() {
    super(TRANSACTION_MESSAGES.deleteClosed);
  }
}

export const WIZARD_STEP_MAX = 7;

/** A key contact entered in the wizard (spec 001 §7 "Wizard writes"). */
export interface WizardContact {
  role: string;
  custom_role?: string | null;
  name: string;
  company?: string | null;
  email?: string | null;
  phone?: string | null;
  is_agent_only?: boolean;
}

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
  /** Raw catalogue keys → values (normalised here). */
  fields: Readonly<Record<string, unknown>>;
  contacts?: readonly (WizardContact & { contactId: string })[];
}

export type TransactionCommand =
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
  | { type: 'AttachPropertyPhoto'; transactionId: string; storagePath: string; contentType: string; size: number }
  | {
      type: 'AttachTransactionDocument';
      transactionId: string;
      documentId: string;
      kind: string;
      title: string;
      category: string;
      fileType: string;
      fileSize: number;
      storagePath: string;
      visibility: string;
      uploadedBy: string;
    }
  | ({ type: 'AddTransactionContact'; transactionId: string; actorId: string; actorRole: string; contactId: string } & WizardContact)
  | { type: 'SetMilestoneEducation'; transactionId: string; actorId: string; actorRole: string; milestoneType: string; text: string }
  | { type: 'ResetMilestoneEducation'; transactionId: string; actorId: string; actorRole: string; milestoneType: string }
  | { type: 'AddCustomMilestone'; transactionId: string; actorId: string; actorRole: string; milestoneId: string; name: string; dueDate: string; isClientVisible?: boolean }
  | {
      type: 'ChangeCustomMilestone';
      transactionId: string;
      actorId: string;
      actorRole: string;
      milestoneId: string;
      /** Absent = unchanged. */
      name?: string;
      dueDate?: string;
      isClientVisible?: boolean;
    }
  | { type: 'RemoveCustomMilestone'; transactionId: string; actorId: string; actorRole: string; milestoneId: string }
  /** A contract deadline moved by a signed amendment (TREC 39): only the deal's agent records it (issue 18 item 4). */
  | { type: 'AmendContractDeadline'; transactionId: string; actorId: string; actorRole: string; milestoneType: string; date: unknown; amendedOn: unknown; documentId?: string | null }
  /** The integrity check's Fix: the regeneration is an event, so the read model is never written behind the log. */
  | { type: 'RegenerateMilestones'; transactionId: string; actorId: string; actorRole: string; rulesVersion: number }
  | {
      type: 'CreateTransactionTask';
      transactionId: string;
      taskId: string;
      actorId: string;
      actorRole: string;
      title: string;
      description?: string | null;
      due_date?: string | null;
      priority?: string;
      is_client_visible?: boolean;
      is_private?: boolean;
      show_to_agent?: boolean;
    }
  | { type: 'UpdateTransactionTask'; transactionId: string; taskId: string; actorId: string; actorRole: string; changes: TaskChanges }
  | { type: 'DeleteTransactionTask'; transactionId: string; taskId: string; actorId: string; actorRole: string }
  | { type: 'AddTransactionUtility'; transactionId: string; actorId: string; actorRole: string; utilityId: string; taskId: string; utility: UtilityInput }
  | { type: 'ChangeTransactionUtility'; transactionId: string; actorId: string; actorRole: string; utilityId: string; taskId: string; changes: UtilityInput }
  | { type: 'RemoveTransactionUtility'; transactionId: string; actorId: string; actorRole: string; utilityId: string }
  | { type: 'SubmitCheckIn'; transactionId: string; checkInId: string; actorId: string; actorRole: string; feeling: unknown; note?: unknown }
  | { type: 'MarkCheckInViewed'; transactionId: string; checkInId: string; actorId: string; actorRole: string }
  | { type: 'RespondToCheckIn'; transactionId: string; checkInId: string; actorId: string; actorRole: string; response: unknown }
  /** The automation set (ADR 0027): ids for every template, used for those not generated yet. */
  | { type: 'GenerateTransactionTasks'; transactionId: string; taskIds: Readonly<Record<string, string>> };

function transactionTypeOf(value: string): TransactionType {
  if (!(TRANSACTION_TYPES as readonly string[]).includes(value)) {
    throw new ValidationError(`transaction_type: must be one of ${TRANSACTION_TYPES.join(', ')}`);
  }
  return value as TransactionType;
}

function wizardStepOf(step: number | null | undefined): number | null {
  if (step === undefined || step === null) return null;
  if (!Number.isInteger(step) || step < 0 || step > WIZARD_STEP_MAX) throw new ValidationError(`wizard_step: must be a whole number from 0 to ${WIZARD_STEP_MAX}`);
  return step;
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

const CONTACT_TEXT_MAX = 500;

/** Spec 002 §9 contact roles, plus the roles the wizard writes (001 §3 transaction_contacts). */
export const CONTACT_ROLES = [
  'lender',
  'title_company',
  'escrow_officer',
  'inspector',
  'other_agent',
  'other_party',
  'other_buyer',
  'other_seller',
  'other',
  'co_buyer',
  'seller',
  'listing_agent',
  'buyer',
  'buyer_agent',
] as const;

const contactText = (value: string | null | undefined, label: string): string | null => optionalText(value, label, CONTACT_TEXT_MAX, singleLine);

/**
 * Spec 002 §5 Contact: name and role required; custom_role required when role is other; other_buyer
 * only on buyer deals, other_seller only on seller deals.
 */
function contactEvent(transactionId: string, contact: WizardContact & { contactId: string }, transactionType: TransactionType): TransactionEvent {
  const role = contactText(contact.role, 'Contact role');
  const name = contactText(contact.name, 'Contact name');
  if (!role) throw new ValidationError('Contact role is required');
  if (!name) throw new ValidationError('Contact name is required');
  if (!(CONTACT_ROLES as readonly string[]).includes(role)) throw new ValidationError(`Contact role must be one of ${CONTACT_ROLES.join(', ')}`);
  if ((role === 'other_buyer' && transactionType !== 'buyer') || (role === 'other_seller' && transactionType !== 'seller')) {
    throw new ValidationError(`Contact role ${role} does not apply to a ${transactionType} transaction`);
  }
  const customRole = contactText(contact.custom_role, 'Custom role');
  if (role === 'other' && !customRole) throw new ValidationError('Custom role is required when role is other');
  const email = contactText(contact.email, 'Contact email');
  if (email && !isEmailAddress(email)) throw new ValidationError('Contact email: Invalid email format');
  return {
    type: 'TransactionContactAdded',
    data: {
      transactionId,
      contactId: contact.contactId,
      role,
      custom_role: customRole,
      name,
      company: contactText(contact.company, 'Contact company'),
      email,
      phone: contactText(contact.phone, 'Contact phone'),
      is_agent_only: contact.is_agent_only === true,
    },
  };
}

function contactEvents(transactionId: string, input: DealInput, transactionType: TransactionType): TransactionEvent[] {
  return (input.contacts ?? []).map((contact) => contactEvent(transactionId, contact, transactionType));
}

/** A draft saved again with its contacts replaces the contacts saved before (no duplicates per save). */
function replacedContacts(state: TransactionState, transactionId: string, input: DealInput, transactionType: TransactionType): TransactionEvent[] {
  if (input.contacts === undefined) return [];
  const cleared: TransactionEvent[] = state.contactCount > 0 ? [{ type: 'TransactionContactsCleared', data: { transactionId } }] : [];
  return [...cleared, ...contactEvents(transactionId, input, transactionType)];
}

/**
 * A deal names only a client account linked to its agent (issue 18 item 5, ADR 0039): a new
 * client_id needs identity's yes; none, or the client the deal already has, needs nothing.
 */
function checkClientLinked(command: { clientId?: string | null; clientLinked?: boolean }, current: string | null): void {
  if (command.clientId === undefined || command.clientId === null || command.clientId === current || command.clientLinked === true) return;
  throw new ValidationError(TRANSACTION_MESSAGES.clientNotLinked);
}

/** Who sends a command: the user and the role their session has now (not the role they had when a record became theirs). */
interface CommandActor {
  actorId: string;
  actorRole: string;
}

/**
 * The caller is the deal's agent by the same derivation as every read (`transactionRoleOf`, the
 * access policy's roleOf; ADR 0021, 0036): its agent_id, with an agent role now. An agent an admin
 * made a client is nobody on their former deals.
 */
function isDealAgent(state: TransactionState, { actorId, actorRole }: CommandActor): boolean {
  return transactionRoleOf({ userId: actorId, role: actorRole }, dealFactsOf(state)) === 'agent';
}

/** The access facts of a deal that exists (deletion is each command's own answer: 404, or success for a repeated delete). */
function dealFactsOf(state: TransactionState): TransactionFacts {
  return { agentId: state.agentId!, clientId: state.clientId, transactionType: state.transactionType!, status: state.status!, deleted: false };
}

/** A live (or draft) deal the caller may change: exists, not deleted, theirs as its agent. */
function ownedDeal(state: TransactionState, actor: CommandActor, forbidden: () => Error = () => new TransactionAccessError()): void {
  if (!state.exists || state.deleted) throw new TransactionNotFoundError();
  if (!isDealAgent(state, actor)) throw strangerRefusal(state, forbidden);
}

/**
 * What anyone but the deal's agent is told, as reads tell them (the policy's `isGone`, ADR 0021): a
 * deleted deal, or a draft, is 404 'Transaction not found' — a command never confirms what a read
 * hides (issue 19 item 8) — any other deal the command's own 403.
 */
function strangerRefusal(state: TransactionState, forbidden: () => Error): Error {
  return state.deleted || state.status === 'draft' ? new TransactionNotFoundError() : forbidden();
}

function existing(state: TransactionState): void {
  if (!state.exists || state.deleted) throw new TransactionNotFoundError();
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

/** A type the catalogue educates about (custom milestones are explained by their own name); never one of Object's own keys. */
function educatedType(milestoneType: string): EducatedMilestoneType {
  if (!isEducatedMilestoneType(milestoneType)) throw new ValidationError(`milestone_type must be one of ${EDUCATED_MILESTONE_TYPES.join(', ')}`);
  return milestoneType;
}

/** Spec 002 §9: trimmed, required; a type the catalogue knows. */
function educationOf(type: string, text: string): { milestoneType: EducatedMilestoneType; text: string } {
  const milestoneType = educatedType(type);
  const clean = text.replace(/\r\n?/g, '\n').trim();
  if (clean === '') throw new ValidationError(TRANSACTION_MESSAGES.educationEmpty);
  if (clean.length > EDUCATION_TEXT_MAX) throw new ValidationError(`Education text must be at most ${EDUCATION_TEXT_MAX} characters`);
  return { milestoneType, text: clean };
}

export class MilestoneNotFoundError extends NotFoundError {
  constructor() {
    super(TRANSACTION_MESSAGES.milestoneNotFound);
  }
}

const MILESTONE_NAME_MAX = 200;

/** Spec 002 §7 Create milestone: a name and a due date, both required. */
/**
 * A closed deal's timeline is its record (spec 002 §4: only what was due by the close is listed); a
 * draft has no timeline yet (ADR 0024: its dates are not commitments).
 */
function openTimeline(state: TransactionState): void {
  if (state.status === 'closed') throw new ValidationError(TRANSACTION_MESSAGES.milestonesOfClosed);
  if (state.status === 'draft') throw new ValidationError(TRANSACTION_MESSAGES.milestonesOfDraft);
}

function customMilestoneOf(name: string, dueDate: string): { name: string; dueDate: string } {
  const cleanName = singleLine(name);
  if (cleanName === '') throw new ValidationError(TRANSACTION_MESSAGES.milestoneNameRequired);
  if (cleanName.length > MILESTONE_NAME_MAX) throw new ValidationError(`Milestone name must be at most ${MILESTONE_NAME_MAX} characters`);
  if (dueDate.trim() === '') throw new ValidationError(TRANSACTION_MESSAGES.milestoneDateRequired);
  return { name: cleanName, dueDate: dealDate(dueDate, 'Due date') };
}

/** The caller's role on the deal for the commands both sides send (tasks, check-ins): the same derivation as reads (spec 002 §6). */
function callerRoleOnDeal(state: TransactionState, actorId: string, actorRole: string): 'agent' | 'client' {
  if (!state.exists || state.deleted) throw new TransactionNotFoundError();
  const role = transactionRoleOf({ userId: actorId, role: actorRole }, dealFactsOf(state));
  if (role === 'agent') return 'agent';
  if (role !== 'none') return 'client';
  throw strangerRefusal(state, () => new TransactionAccessError());
}

/** The task the caller names: 404 when the deal has none such, 403 when the caller may not see it (spec 002 §6). */
function taskOf(state: TransactionState, taskId: string, role: 'agent' | 'client', actorId: string): TaskState {
  const task = state.tasks[taskId];
  if (!task) throw new TaskNotFoundError();
  if (role === 'client' && !clientSeesTask(task, actorId)) throw new TaskAccessError();
  return task;
}

/**
 * A task the caller may change: one they can see. The agent may delete a client's private task (spec
 * 002 §6) but not change it: a change answers the task, which their reads never show (ADR 0036).
 */
function visibleTaskOf(state: TransactionState, taskId: string, role: 'agent' | 'client', actorId: string): TaskState {
  const task = taskOf(state, taskId, role, actorId);
  if (role === 'agent' && !agentSeesTask(task)) throw new TaskAccessError();
  return task;
}

/** The keys of a task update that say which task and whose, not what changed. */
const TASK_UPDATE_META: ReadonlySet<string> = new Set(['transactionId', 'taskId', 'private_to', 'notes_by']);

/** The changed editable fields of a task update, validated (absent keys stay absent). */
function taskFieldChanges(transactionId: string, taskId: string, changes: TaskChanges): TransactionTaskUpdatedData {
  const data: TransactionTaskUpdatedData = { transactionId, taskId };
  if (changes.title !== undefined) data.title = taskTitle(changes.title);
  if (changes.description !== undefined) data.description = taskText(changes.description, 'Description');
  if (changes.due_date !== undefined) data.due_date = taskDueDate(changes.due_date);
  if (changes.priority !== undefined) data.priority = taskPriority(changes.priority);
  if (changes.is_client_visible !== undefined) data.is_client_visible = changes.is_client_visible;
  if (changes.client_notes !== undefined) data.client_notes = taskText(changes.client_notes, 'Notes');
  return data;
}

function completionOf(transactionId: string, taskId: string, task: TaskState, completedAt: string | null | undefined, now: Date): TransactionEvent[] {
  if (completedAt === undefined) return [];
  if (completedAt !== null && !task.completedAt) return [{ type: 'TransactionTaskCompleted', data: { transactionId, taskId, completedAt: now.toISOString() } }];
  if (completedAt === null && task.completedAt) return [{ type: 'TransactionTaskReopened', data: { transactionId, taskId } }];
  return [];
}

/**
 * The automation tasks whose date counts from a deal date that moved (the closing gift a week before
 * a closing that moved): pending ones whose date nobody set by hand move with it (ADR 0027).
 */
function tasksMovedWithDeal(state: TransactionState, transactionId: string, next: FieldValues): TransactionEvent[] {
  if (state.status === 'draft' || !state.transactionType) return [];
  const dueBy = (fields: FieldValues) => new Map(tasksForDeal(state.transactionType!, fields).map(({ template, dueDate }) => [template.id, dueDate]));
  const before = dueBy(state.fields);
  const after = dueBy(next);
  const moved: TransactionEvent[] = [];
  for (const [taskId, task] of Object.entries(state.tasks)) {
    if (!task.templateId || !task.dueDateFollowsDeal || task.completedAt !== null || !after.has(task.templateId)) continue;
    const dueDate = after.get(task.templateId) ?? null;
    if (dueDate === (before.get(task.templateId) ?? null) || dueDate === task.dueDate) continue;
    moved.push({ type: 'TransactionTaskRescheduled', data: { transactionId, taskId, due_date: dueDate, previous_due_date: task.dueDate } });
  }
  return moved;
}

/**
 * Spec 002 §4: the close completes, in its own append, the open tasks the close rule names. "Due on or
 * before the close" is read on the property's calendar (ADR 0032), not UTC's: a close at 8 p.m. in
 * Austin is still that day there.
 */
function tasksCompletedByClose(state: TransactionState, transactionId: string, now: Date): TransactionEvent[] {
  const closedAt = now.toISOString();
  const place = state.fields as { property_state?: string | null; property_county?: string | null };
  const closedOn = localDateOf(now, dealZoneOf(place.property_state, place.property_county).id);
  return Object.entries(state.tasks)
    .filter(([, task]) => closeCompletes(task, closedOn))
    .map(([taskId]) => ({ type: 'TransactionTaskCompleted', data: { transactionId, taskId, completedAt: closedAt } }));
}

/**
 * Reopen undoes close (issue 18 item 5; ADR 0027 addendum): the tasks the close completed return to
 * open, like the milestones it completed; those a person completed stay completed.
 */
function tasksReopenedWithDeal(state: TransactionState, transactionId: string): TransactionEvent[] {
  return state.tasksCompletedByClose
    .filter((taskId) => state.tasks[taskId]?.completedAt === state.closedAt)
    .map((taskId) => ({ type: 'TransactionTaskReopened' as const, data: { transactionId, taskId } }));
}

/** The deadlines the contract fixes (the engine's rules): the ones an amendment can move. */
const AMENDABLE_DEADLINES: ReadonlySet<string> = new Set(CONTRACT_DEADLINE_TYPES);

export function decideTransaction(command: TransactionCommand, state: TransactionState, { now }: DecisionContext): TransactionEvent[] {
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
          },
        },
        ...contactEvents(command.transactionId, command, transactionType),
      ]);
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
      ]);
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
        events.push(...tasksMovedWithDeal(state, command.transactionId, next));
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
    case 'DeleteTransaction': {
      if (!state.exists) throw new TransactionNotFoundError();
      if (!isDealAgent(state, command)) throw strangerRefusal(state, () => new LifecycleAgentOnlyError());
      // Spec 001 §4: an already deleted deal answers success at once.
      if (state.deleted) return [];
      if (state.status === 'closed' && !command.force) throw new DeleteClosedTransactionError();
      return [{ type: 'TransactionDeleted', data: { transactionId: command.transactionId, deletedAt: now.toISOString(), forced: command.force } }];
    }
    case 'AttachPropertyPhoto': {
      existing(state);
      return [
        {
          type: 'TransactionPhotoAttached',
          data: { transactionId: command.transactionId, storagePath: command.storagePath, contentType: command.contentType, size: command.size },
        },
      ];
    }
    case 'AttachTransactionDocument': {
      existing(state);
      if (!(DOCUMENT_KINDS as readonly string[]).includes(command.kind)) throw new ValidationError(`kind: must be one of ${DOCUMENT_KINDS.join(', ')}`);
      if (!(DOCUMENT_VISIBILITIES as readonly string[]).includes(command.visibility)) {
        throw new ValidationError(`visibility: must be one of ${DOCUMENT_VISIBILITIES.join(', ')}`);
      }
      return [
        {
          type: 'TransactionDocumentAttached',
          data: {
            transactionId: command.transactionId,
            documentId: command.documentId,
            kind: command.kind as DocumentKind,
            title: command.title,
            category: command.category,
            fileType: command.fileType,
            fileSize: command.fileSize,
            storagePath: command.storagePath,
            visibility: command.visibility as DocumentVisibility,
            uploadedBy: command.uploadedBy,
          },
        },
      ];
    }
    case 'AddTransactionContact': {
      ownedDeal(state, command);
      return [contactEvent(command.transactionId, command, state.transactionType!)];
    }
    case 'SetMilestoneEducation': {
      ownedDeal(state, command);
      const { milestoneType, text } = educationOf(command.milestoneType, command.text);
      if (state.education[milestoneType] === text) return [];
      return [{ type: 'MilestoneEducationSet', data: { transactionId: command.transactionId, milestoneType, text, setBy: command.actorId } }];
    }
    case 'ResetMilestoneEducation': {
      ownedDeal(state, command);
      const milestoneType = educatedType(command.milestoneType);
      if (!Object.hasOwn(state.education, milestoneType)) return [];
      return [{ type: 'MilestoneEducationReset', data: { transactionId: command.transactionId, milestoneType } }];
    }
    case 'AddCustomMilestone': {
      ownedDeal(state, command);
      openTimeline(state);
      if (state.customMilestones[command.milestoneId]) return [];
      const { name, dueDate } = customMilestoneOf(command.name, command.dueDate);
      return [
        {
          type: 'CustomMilestoneAdded',
          data: { transactionId: command.transactionId, milestoneId: command.milestoneId, name, dueDate, isClientVisible: command.isClientVisible ?? true },
        },
      ];
    }
    case 'ChangeCustomMilestone': {
      ownedDeal(state, command);
      openTimeline(state);
      const current = state.customMilestones[command.milestoneId];
      if (!current) throw new MilestoneNotFoundError();
      const { name, dueDate } = customMilestoneOf(command.name ?? current.name, command.dueDate ?? current.dueDate);
      const isClientVisible = command.isClientVisible ?? current.isClientVisible;
      if (name === current.name && dueDate === current.dueDate && isClientVisible === current.isClientVisible) return [];
      return [{ type: 'CustomMilestoneChanged', data: { transactionId: command.transactionId, milestoneId: command.milestoneId, name, dueDate, isClientVisible } }];
    }
    case 'RemoveCustomMilestone': {
      ownedDeal(state, command);
      openTimeline(state);
      if (!state.customMilestones[command.milestoneId]) throw new MilestoneNotFoundError();
      return [{ type: 'CustomMilestoneRemoved', data: { transactionId: command.transactionId, milestoneId: command.milestoneId } }];
    }
    case 'CreateTransactionTask': {
      const role = callerRoleOnDeal(state, command.actorId, command.actorRole);
      if (role === 'client' && command.is_private === false) throw new ForbiddenError(TASK_MESSAGES.clientCreatePrivateOnly);
      const title = taskTitle(command.title);
      if (role === 'agent') checkVisibility(command.show_to_agent, command.is_client_visible);
      return [
        {
          type: 'TransactionTaskCreated',
          data: {
            transactionId: command.transactionId,
            taskId: command.taskId,
            title,
            description: taskText(command.description, 'Description'),
            due_date: taskDueDate(command.due_date),
            priority: taskPriority(command.priority),
            is_client_visible: command.is_client_visible === true,
            // Spec 002 §7: an agent's task is never private; a client's always is (default private).
            is_private: role === 'client',
            source: 'manual',
            linked_entity_type: null,
            linked_entity_id: null,
            milestone_type: null,
            template_id: null,
            created_by: command.actorId,
          },
        },
      ];
    }
    case 'UpdateTransactionTask': {
      const role = callerRoleOnDeal(state, command.actorId, command.actorRole);
      const task = visibleTaskOf(state, command.taskId, role, command.actorId);
      if (role === 'client') {
        const refused = fieldsClientCannotUpdate(command.changes, task, command.actorId);
        if (refused.length > 0) throw new ForbiddenError(TASK_MESSAGES.clientCannotUpdate(refused));
      } else if (command.changes.show_to_agent !== undefined || command.changes.is_client_visible !== undefined) {
        checkVisibility(command.changes.show_to_agent, command.changes.is_client_visible ?? task.isClientVisible);
      }
      const update = taskFieldChanges(command.transactionId, command.taskId, command.changes);
      // Whose the values are, for the store's sealing (ADR 0040): a private task's text is its author's,
      // notes on a task are the deal's client's.
      if (task.isPrivate && task.createdBy && (update.title !== undefined || update.description !== undefined)) update.private_to = task.createdBy;
      if (update.client_notes !== undefined) update.notes_by = role === 'client' ? command.actorId : state.clientId;
      const changed = Object.keys(update).some((key) => !TASK_UPDATE_META.has(key));
      const events: TransactionEvent[] = changed ? [{ type: 'TransactionTaskUpdated', data: update }] : [];
      return [...events, ...completionOf(command.transactionId, command.taskId, task, command.changes.completed_at, now)];
    }
    case 'DeleteTransactionTask': {
      const role = callerRoleOnDeal(state, command.actorId, command.actorRole);
      const task = taskOf(state, command.taskId, role, command.actorId);
      if (role === 'client' && !(task.isPrivate && task.createdBy === command.actorId)) throw new ForbiddenError(TASK_MESSAGES.clientDeleteOwnPrivateOnly);
      return [{ type: 'TransactionTaskDeleted', data: { transactionId: command.transactionId, taskId: command.taskId } }];
    }
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
    case 'SubmitCheckIn': {
      // Spec 002 §6: the deal's client checks in; the agent reads and responds.
      if (callerRoleOnDeal(state, command.actorId, command.actorRole) !== 'client') throw new TransactionAccessError();
      if (state.checkIns[command.checkInId]) return [];
      const feeling = checkInFeeling(command.feeling);
      const note = checkInText(command.note, 'Note');
      return [{ type: 'ClientCheckInSubmitted', data: { transactionId: command.transactionId, checkInId: command.checkInId, clientId: command.actorId, feeling, note } }];
    }
    case 'MarkCheckInViewed': {
      ownedDeal(state, command);
      const checkIn = state.checkIns[command.checkInId];
      if (!checkIn) throw new CheckInNotFoundError();
      if (checkIn.viewed) return [];
      return [{ type: 'ClientCheckInViewed', data: { transactionId: command.transactionId, checkInId: command.checkInId, viewedAt: now.toISOString() } }];
    }
    case 'RespondToCheckIn': {
      ownedDeal(state, command);
      const checkIn = state.checkIns[command.checkInId];
      if (!checkIn) throw new CheckInNotFoundError();
      const response = checkInResponse(command.response);
      return [
        {
          type: 'ClientCheckInAnswered',
          data: { transactionId: command.transactionId, checkInId: command.checkInId, clientId: checkIn.clientId, response, viewedAt: now.toISOString() },
        },
      ];
    }
    case 'AmendContractDeadline': {
      ownedDeal(state, command);
      openTimeline(state);
      if (!AMENDABLE_DEADLINES.has(command.milestoneType)) {
        throw new ValidationError(`milestone_type must be one of ${[...AMENDABLE_DEADLINES].join(', ')} (a contract deadline)`);
      }
      const date = dealDate(command.date, 'date:');
      const amendedOn = dealDate(command.amendedOn, 'amended_on:');
      if (amendedOn > now.toISOString().slice(0, 10)) throw new ValidationError('amended_on: an amendment cannot be signed in the future');
      const documentId = command.documentId ?? null;
      if (documentId !== null && !state.documentIds.includes(documentId)) throw new ValidationError('document_id: not a document of this transaction');
      return [{ type: 'ContractDeadlineAmended', data: { transactionId: command.transactionId, milestoneType: command.milestoneType, date, amendedOn, documentId } }];
    }
    case 'RegenerateMilestones':
      ownedDeal(state, command);
      // Two Fixes at once: the one that lost the race finds the timeline just regenerated under these rules.
      if (state.regeneratedUnder === command.rulesVersion) return [];
      return [{ type: 'TransactionMilestonesRegenerated', data: { transactionId: command.transactionId, rulesVersion: command.rulesVersion } }];
    case 'GenerateTransactionTasks':
      return automationTasks(state, command.transactionId, command.taskIds);
  }
}

/**
 * The automation set (spec 001 §7, ADR 0027) for the templates not generated yet. Only a live deal
 * gets it; a draft gets it when submitted.
 */
function automationTasks(state: TransactionState, transactionId: string, taskIds: Readonly<Record<string, string>>): TransactionEvent[] {
  if (!state.exists || state.deleted || state.status === 'draft' || !state.transactionType) return [];
  const generated = new Set(state.generatedTemplates);
  return tasksForDeal(state.transactionType, state.fields)
    .filter(({ template }) => !generated.has(template.id) && taskIds[template.id])
    .map(({ template, dueDate }) => ({
      type: 'TransactionTaskCreated' as const,
      data: {
        transactionId,
        taskId: taskIds[template.id],
        title: template.title,
        description: template.description,
        due_date: dueDate,
        priority: template.priority,
        is_client_visible: template.isClientVisible,
        is_private: false,
        source: 'automation' as const,
        linked_entity_type: null,
        linked_entity_id: null,
        milestone_type: template.milestoneType ?? null,
        template_id: template.id,
        created_by: null,
      },
    }));
}

/**
 * A deal that becomes live gets its automation tasks in the same append as the create or submit, so
 * the version its agent holds from that answer stays current until someone really changes the deal
 * (issue 18 item 7; DESIGN: work the deal's command does for itself happens in the same append).
 */
function withAutomationTasks(state: TransactionState, transactionId: string, taskIds: Readonly<Record<string, string>>, events: TransactionEvent[]): TransactionEvent[] {
  return [...events, ...automationTasks(events.reduce(evolveTransaction, state), transactionId, taskIds)];
}

/** The client's account with the provider is theirs: sealed under the deal like the parties (ADR 0020). */
const UTILITY_ACCOUNT_FIELDS = ['account_number', 'confirmation_number'] as const;

const dealSubject = (data: { transactionId: string }) => transactionSubject(data.transactionId);
const AGENT_ONLY: ReadonlySet<string> = new Set(AGENT_ONLY_FIELDS);

/**
 * The catalogue's sealed fields (ADR 0020, 0040), all under the deal: the parties' details, and the
 * free text and identifiers, which the audit trail names agent-only when clients never see them.
 */
const dealFields = [
  { subject: dealSubject, fields: PERSONAL_FIELD_KEYS },
  { subject: dealSubject, fields: CONFIDENTIAL_FIELD_KEYS.filter((key) => AGENT_ONLY.has(key)), hiddenAs: 'agent_only' as const },
  { subject: dealSubject, fields: CONFIDENTIAL_FIELD_KEYS.filter((key) => !AGENT_ONLY.has(key)) },
];

/** A utility's account is the client's with the provider; its notes are the agent's, kept from clients (spec 002 §6). */
const utilityFields = [
  { subject: dealSubject, fields: UTILITY_ACCOUNT_FIELDS },
  { subject: dealSubject, fields: ['notes'] as const, hiddenAs: 'agent_only' as const },
];

/**
 * One deal: its stream, fold, decisions, and its sealed values (ADR 0020, 0040). What the deal's
 * people wrote about the deal is sealed under the deal; what a client wrote for themselves (their
 * check-ins, their private tasks, their notes on tasks) and the agent's answer to a check-in, under
 * the client, so that erasing the client shreds it.
 */
export const transaction = defineAggregate<TransactionState, TransactionCommand, TransactionEvent>({
  streamType: TRANSACTION_STREAM_TYPE,
  streamId: transactionStream,
  initialState: initialTransactionState,
  evolve: evolveTransaction,
  decide: decideTransaction,
  personalData: {
    TransactionCreated: dealFields,
    TransactionDraftSaved: dealFields,
    TransactionDraftSubmitted: dealFields,
    TransactionFieldsChanged: dealFields,
    TransactionContactAdded: { subject: dealSubject, fields: ['name', 'email', 'phone'] },
    TransactionUtilityAdded: utilityFields,
    TransactionUtilityChanged: utilityFields,
    // Its title and file name say what the document is about; agent-only documents read so in the audit.
    TransactionDocumentAttached: {
      subject: dealSubject,
      fields: ['title', 'storagePath'],
      hiddenAs: (data) => (data.visibility === 'agent_only' ? 'agent_only' : 'personal'),
    },
    // An agent's task is the deal's business and stays in clear; a client's private task is theirs.
    TransactionTaskCreated: { subject: (data) => (data.is_private && data.created_by ? data.created_by : null), fields: ['title', 'description'], hiddenAs: 'private' },
    TransactionTaskUpdated: [
      { subject: (data) => data.private_to ?? null, fields: ['title', 'description'], hiddenAs: 'private' },
      { subject: (data) => data.notes_by ?? transactionSubject(data.transactionId), fields: ['client_notes'] },
    ],
    // How a client feels, and what their agent answered, are the client's (ADR 0040; before it, the deal's).
    ClientCheckInSubmitted: { subject: (data) => data.clientId, fields: ['feeling', 'note'] },
    ClientCheckInAnswered: { subject: (data) => data.clientId ?? transactionSubject(data.transactionId), fields: ['response'] },
  },
});
