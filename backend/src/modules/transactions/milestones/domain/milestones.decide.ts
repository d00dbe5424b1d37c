import { singleLine } from '../../../../../../openapi/shared-rules';
import { DecisionContext } from '../../../../platform/event-store/aggregate';
import { NotFoundError, ValidationError } from '../../../../platform/errors/domain-error';
import { CONTRACT_DEADLINE_TYPES, TEXAS_DEADLINE_RULES } from '../../kernel/domain/deadlines/texas-deadlines';
import { TRANSACTION_MESSAGES } from '../../kernel/domain/deal-errors';
import { ownedDeal } from '../../kernel/domain/deal-guards';
import { MILESTONE_NAMES, MILESTONE_TYPES, MilestoneType } from '../../kernel/domain/milestone-types';
import { dealDate } from '../../kernel/domain/input-values';
import { TransactionEvent } from '../../transaction.events';
import { TransactionState } from '../../transaction.state';
import { EDUCATED_MILESTONE_TYPES, EDUCATION_TEXT_MAX, EducatedMilestoneType, isEducatedMilestoneType } from './default-education';

/** The deal's timeline: its education texts, the agent's own milestones, amendments and the integrity Fix. */
export type MilestoneCommand =
  | { type: 'SetMilestoneEducation'; transactionId: string; actorId: string; actorRole: string; milestoneType: string; text: string }
  | { type: 'ResetMilestoneEducation'; transactionId: string; actorId: string; actorRole: string; milestoneType: string }
  | {
      type: 'AddCustomMilestone';
      transactionId: string;
      actorId: string;
      actorRole: string;
      milestoneId: string;
      name: string;
      /** Absent, null or empty: undated (spec 002 §5). */
      dueDate?: string | null;
      isClientVisible?: boolean;
    }
  | {
      type: 'ChangeCustomMilestone';
      transactionId: string;
      actorId: string;
      actorRole: string;
      milestoneId: string;
      /** Absent = unchanged; a null or empty date takes the date off. */
      name?: string;
      dueDate?: string | null;
      isClientVisible?: boolean;
    }
  | { type: 'RemoveCustomMilestone'; transactionId: string; actorId: string; actorRole: string; milestoneId: string }
  /** A contract deadline moved by a signed amendment (TREC 39): only the deal's agent records it (issue 18 item 4). */
  | { type: 'AmendContractDeadline'; transactionId: string; actorId: string; actorRole: string; milestoneType: string; date: unknown; amendedOn: unknown; documentId?: string | null }
  /** The integrity check's Fix: the regeneration is an event, so the read model is never written behind the log. */
  | { type: 'RegenerateMilestones'; transactionId: string; actorId: string; actorRole: string; rulesVersion: number }
  /** The agent confirms a generated milestone done, or takes the confirmation back (ADR 0049). */
  | { type: 'ConfirmMilestone'; transactionId: string; actorId: string; actorRole: string; milestoneType: string }
  | { type: 'WithdrawMilestoneConfirmation'; transactionId: string; actorId: string; actorRole: string; milestoneType: string }
  /** The agent removes a generated milestone, or brings it back (ADR 0064). */
  | { type: 'RemoveGeneratedMilestone'; transactionId: string; actorId: string; actorRole: string; milestoneType: string }
  | { type: 'RestoreGeneratedMilestone'; transactionId: string; actorId: string; actorRole: string; milestoneType: string };

/**
 * The generated milestones an agent may confirm: every catalogue type the rules date. A custom
 * milestone is the agent's own (changed through its own commands), a utility's follows its status.
 */
export const CONFIRMABLE_MILESTONE_TYPES: readonly string[] = MILESTONE_TYPES.filter((type) => type !== 'custom' && type !== 'utility_transfer');
const CONFIRMABLE: ReadonlySet<string> = new Set(CONFIRMABLE_MILESTONE_TYPES);

function confirmableType(milestoneType: string): string {
  if (!CONFIRMABLE.has(milestoneType)) throw new ValidationError(`milestone_type must be one of ${CONFIRMABLE_MILESTONE_TYPES.join(', ')}`);
  return milestoneType;
}

/**
 * The TREC 20-18 ¶5A and ¶5B deadlines (earnest money, option fee, option period) and ¶5A's
 * additional earnest money: the contract fixes them, so they are never removed, only moved by an
 * amendment (ADR 0064). The paragraph is the deadline engine's own citation.
 */
export const UNREMOVABLE_MILESTONES: Readonly<Record<string, string>> = Object.fromEntries([
  ...TEXAS_DEADLINE_RULES.filter((rule) => /¶5[AB]$/.test(rule.citation)).map((rule) => [rule.type, rule.citation] as const),
  ['additional_earnest_money', 'TREC 20-18 ¶5A'] as const,
]);

/** What the timeline offers the agent to remove (the same rule the command applies). */
export const isRemovableMilestoneType = (milestoneType: string): boolean => CONFIRMABLE.has(milestoneType) && !Object.hasOwn(UNREMOVABLE_MILESTONES, milestoneType);

function removableType(milestoneType: string): string {
  const type = confirmableType(milestoneType);
  const paragraph = UNREMOVABLE_MILESTONES[type];
  if (paragraph) {
    throw new ValidationError(
      `${MILESTONE_NAMES[type as MilestoneType]} is a contract deadline (${paragraph}) and cannot be removed; record an amendment to move it`,
    );
  }
  return type;
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

/**
 * A closed deal's timeline is its record (spec 002 §4: only what was due by the close is listed); a
 * draft has no timeline yet (ADR 0024: its dates are not commitments).
 */
function openTimeline(state: TransactionState): void {
  if (state.status === 'closed') throw new ValidationError(TRANSACTION_MESSAGES.milestonesOfClosed);
  if (state.status === 'draft') throw new ValidationError(TRANSACTION_MESSAGES.milestonesOfDraft);
}

/** Spec 002 §5 Milestone: name required; due date optional (absent, null or empty is none). */
function customMilestoneOf(name: string, dueDate: string | null | undefined): { name: string; dueDate: string | null } {
  const cleanName = singleLine(name);
  if (cleanName === '') throw new ValidationError(TRANSACTION_MESSAGES.milestoneNameRequired);
  if (cleanName.length > MILESTONE_NAME_MAX) throw new ValidationError(`Milestone name must be at most ${MILESTONE_NAME_MAX} characters`);
  return { name: cleanName, dueDate: dueDate == null || dueDate.trim() === '' ? null : dealDate(dueDate, 'Due date') };
}

/** The deadlines the contract fixes (the engine's rules): the ones an amendment can move. */
const AMENDABLE_DEADLINES: ReadonlySet<string> = new Set(CONTRACT_DEADLINE_TYPES);

export function decideMilestones(command: MilestoneCommand, state: TransactionState, { now }: DecisionContext): TransactionEvent[] {
  switch (command.type) {
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
      const { name, dueDate } = customMilestoneOf(
        command.name ?? current.name,
        command.dueDate === undefined ? current.dueDate : command.dueDate,
      );
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
    case 'ConfirmMilestone': {
      ownedDeal(state, command);
      openTimeline(state);
      const milestoneType = confirmableType(command.milestoneType);
      if (Object.hasOwn(state.confirmedMilestones, milestoneType)) return [];
      return [{ type: 'MilestoneConfirmed', data: { transactionId: command.transactionId, milestoneType, confirmedAt: now.toISOString() } }];
    }
    case 'WithdrawMilestoneConfirmation': {
      ownedDeal(state, command);
      openTimeline(state);
      const milestoneType = confirmableType(command.milestoneType);
      if (!Object.hasOwn(state.confirmedMilestones, milestoneType)) return [];
      return [{ type: 'MilestoneConfirmationWithdrawn', data: { transactionId: command.transactionId, milestoneType } }];
    }
    case 'RemoveGeneratedMilestone': {
      ownedDeal(state, command);
      openTimeline(state);
      const milestoneType = removableType(command.milestoneType);
      if (Object.hasOwn(state.removedMilestones, milestoneType)) return [];
      return [{ type: 'GeneratedMilestoneRemoved', data: { transactionId: command.transactionId, milestoneType, removedAt: now.toISOString() } }];
    }
    case 'RestoreGeneratedMilestone': {
      ownedDeal(state, command);
      openTimeline(state);
      const milestoneType = confirmableType(command.milestoneType);
      if (!Object.hasOwn(state.removedMilestones, milestoneType)) return [];
      return [{ type: 'GeneratedMilestoneRestored', data: { transactionId: command.transactionId, milestoneType } }];
    }
  }
}
