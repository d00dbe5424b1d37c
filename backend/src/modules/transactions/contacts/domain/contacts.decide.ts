import { isEmailAddress, singleLine } from '../../../../../../openapi/shared-rules';
import { NotFoundError, ValidationError } from '../../../../platform/errors/domain-error';
import { ownedDeal } from '../../kernel/domain/deal-guards';
import { optionalText } from '../../kernel/domain/input-values';
import { TransactionType } from '../../kernel/domain/transaction-fields';
import { TransactionEvent } from '../../transaction.events';
import { TransactionState } from '../../transaction.state';
import { CONTACT_FIELD_KEYS, ContactFields, WizardContact } from './contacts.events';

/** The contacts a create, draft or submit carries (the wizard's parties). */
interface WithContacts {
  contacts?: readonly (WizardContact & { contactId: string })[];
}

/** What an edit may carry: absent = unchanged, null = cleared (ADR 0048). */
export type ContactChanges = { [K in keyof ContactFields]?: unknown };

interface ContactCall {
  transactionId: string;
  actorId: string;
  actorRole: string;
  contactId: string;
}

export type ContactCommand =
  | ({ type: 'AddTransactionContact' } & ContactCall & WizardContact)
  | ({ type: 'ChangeTransactionContact'; changes: ContactChanges } & ContactCall)
  | ({ type: 'RemoveTransactionContact' } & ContactCall);

const CONTACT_TEXT_MAX = 500;

/** Not in spec 002 §8's list, worded as its siblings ('Utility not found'; ADR 0048). */
export const CONTACT_NOT_FOUND = 'Contact not found';

export class ContactNotFoundError extends NotFoundError {
  constructor() {
    super(CONTACT_NOT_FOUND);
  }
}

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

const contactText = (value: unknown, label: string): string | null => optionalText(value, label, CONTACT_TEXT_MAX, singleLine);

/**
 * Spec 002 §5 Contact: name and role required; custom_role required when role is other; other_buyer
 * only on buyer deals, other_seller only on seller deals. An edit is checked as the whole contact it
 * makes of the current one.
 */
function contactOf(input: ContactChanges, transactionType: TransactionType, current?: ContactFields): ContactFields {
  const given = (key: keyof ContactFields): unknown => (input[key] === undefined ? current?.[key] : input[key]);
  const role = contactText(given('role'), 'Contact role');
  const name = contactText(given('name'), 'Contact name');
  if (!role) throw new ValidationError('Contact role is required');
  if (!name) throw new ValidationError('Contact name is required');
  if (!(CONTACT_ROLES as readonly string[]).includes(role)) throw new ValidationError(`Contact role must be one of ${CONTACT_ROLES.join(', ')}`);
  if ((role === 'other_buyer' && transactionType !== 'buyer') || (role === 'other_seller' && transactionType !== 'seller')) {
    throw new ValidationError(`Contact role ${role} does not apply to a ${transactionType} transaction`);
  }
  const customRole = contactText(given('custom_role'), 'Custom role');
  if (role === 'other' && !customRole) throw new ValidationError('Custom role is required when role is other');
  const email = contactText(given('email'), 'Contact email');
  if (email && !isEmailAddress(email)) throw new ValidationError('Contact email: Invalid email format');
  const agentOnly = given('is_agent_only');
  if (agentOnly !== undefined && agentOnly !== null && typeof agentOnly !== 'boolean') throw new ValidationError('is_agent_only must be true or false');
  return {
    role,
    custom_role: customRole,
    name,
    company: contactText(given('company'), 'Contact company'),
    email,
    phone: contactText(given('phone'), 'Contact phone'),
    is_agent_only: agentOnly === true,
  };
}

function contactEvent(transactionId: string, contact: WizardContact & { contactId: string }, transactionType: TransactionType, standalone = false): TransactionEvent {
  return {
    type: 'TransactionContactAdded',
    data: { transactionId, contactId: contact.contactId, ...contactOf(contact, transactionType), ...(standalone ? { standalone: true as const } : {}) },
  };
}

export function contactEvents(transactionId: string, input: WithContacts, transactionType: TransactionType): TransactionEvent[] {
  return (input.contacts ?? []).map((contact) => contactEvent(transactionId, contact, transactionType));
}

/** One person in one role: "Independence Title" as title company once, however often it is entered. */
const sameContact = (a: { role: string; name: string }, b: { role: string; name: string }): boolean =>
  a.role === b.role && a.name.trim().toLowerCase() === b.name.trim().toLowerCase();

/**
 * A draft saved (or submitted) with its contacts replaces the contacts the wizard wrote from the deal's
 * fields at the save before (no duplicates per save). A contact the agent added on its own, through the
 * contacts API while the deal was a draft (the wizard's Additional step), stays, and a wizard contact
 * naming the same person in the same role as one of those is not written again (ADR 0080).
 */
export function replacedContacts(state: TransactionState, transactionId: string, input: WithContacts, transactionType: TransactionType): TransactionEvent[] {
  if (input.contacts === undefined) return [];
  const held = Object.entries(state.contacts);
  const kept = held.filter(([, contact]) => contact.standalone).map(([, contact]) => contact);
  const replaced = held.filter(([, contact]) => !contact.standalone).map(([contactId]) => contactId);
  const removed: TransactionEvent[] =
    kept.length === 0
      ? replaced.length > 0
        ? [{ type: 'TransactionContactsCleared', data: { transactionId } }]
        : []
      : replaced.map((contactId) => ({ type: 'TransactionContactRemoved', data: { transactionId, contactId } }));
  const added = contactEvents(transactionId, input, transactionType).filter(
    (event) => event.type !== 'TransactionContactAdded' || !kept.some((contact) => sameContact(contact, event.data)),
  );
  return [...removed, ...added];
}

/** An edit carries only what it changes; nothing changed appends nothing (ADR 0048). */
function changeContact(state: TransactionState, { transactionId, contactId }: ContactCall, changes: ContactChanges): TransactionEvent[] {
  const current = state.contacts[contactId];
  if (!current) throw new ContactNotFoundError();
  const next = contactOf(changes, state.transactionType!, current);
  const changed: Partial<ContactFields> = {};
  for (const key of CONTACT_FIELD_KEYS) if (next[key] !== current[key]) Object.assign(changed, { [key]: next[key] });
  if (Object.keys(changed).length === 0) return [];
  return [{ type: 'TransactionContactChanged', data: { transactionId, contactId, ...changed } }];
}

export function decideContacts(command: ContactCommand, state: TransactionState): TransactionEvent[] {
  ownedDeal(state, command);
  switch (command.type) {
    case 'AddTransactionContact':
      return [contactEvent(command.transactionId, command, state.transactionType!, true)];
    case 'ChangeTransactionContact':
      return changeContact(state, command, command.changes);
    case 'RemoveTransactionContact':
      if (!state.contacts[command.contactId]) throw new ContactNotFoundError();
      return [{ type: 'TransactionContactRemoved', data: { transactionId: command.transactionId, contactId: command.contactId } }];
  }
}
