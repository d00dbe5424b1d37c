import { isEmailAddress, singleLine } from '../../../../../../openapi/shared-rules';
import { ValidationError } from '../../../../platform/errors/domain-error';
import { ownedDeal } from '../../kernel/domain/deal-guards';
import { optionalText } from '../../kernel/domain/input-values';
import { TransactionType } from '../../kernel/domain/transaction-fields';
import { TransactionEvent } from '../../transaction.events';
import { TransactionState } from '../../transaction.state';
import { WizardContact } from './contacts.events';

/** The contacts a create, draft or submit carries (the wizard's parties). */
interface WithContacts {
  contacts?: readonly (WizardContact & { contactId: string })[];
}

export type ContactCommand =
  | ({ type: 'AddTransactionContact'; transactionId: string; actorId: string; actorRole: string; contactId: string } & WizardContact);

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

export function contactEvents(transactionId: string, input: WithContacts, transactionType: TransactionType): TransactionEvent[] {
  return (input.contacts ?? []).map((contact) => contactEvent(transactionId, contact, transactionType));
}

/** A draft saved again with its contacts replaces the contacts saved before (no duplicates per save). */
export function replacedContacts(state: TransactionState, transactionId: string, input: WithContacts, transactionType: TransactionType): TransactionEvent[] {
  if (input.contacts === undefined) return [];
  const cleared: TransactionEvent[] = state.contactCount > 0 ? [{ type: 'TransactionContactsCleared', data: { transactionId } }] : [];
  return [...cleared, ...contactEvents(transactionId, input, transactionType)];
}

export function decideContacts(command: ContactCommand, state: TransactionState): TransactionEvent[] {
  switch (command.type) {
    case 'AddTransactionContact': {
      ownedDeal(state, command);
      return [contactEvent(command.transactionId, command, state.transactionType!)];
    }
  }
}
