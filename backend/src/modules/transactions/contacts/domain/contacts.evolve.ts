import { ContactEvent, ContactFields, CONTACT_FIELD_KEYS } from './contacts.events';
import { TransactionState } from '../../transaction.state';

export function evolveContacts(state: TransactionState, event: ContactEvent): TransactionState {
  switch (event.type) {
    case 'TransactionContactAdded': {
      const { transactionId: _deal, contactId, ...fields } = event.data;
      return { ...state, contacts: { ...state.contacts, [contactId]: fields } };
    }
    case 'TransactionContactChanged': {
      const current = state.contacts[event.data.contactId];
      if (!current) return state;
      const changed: Partial<ContactFields> = {};
      for (const key of CONTACT_FIELD_KEYS) if (event.data[key] !== undefined) Object.assign(changed, { [key]: event.data[key] });
      return { ...state, contacts: { ...state.contacts, [event.data.contactId]: { ...current, ...changed } } };
    }
    case 'TransactionContactRemoved': {
      const { [event.data.contactId]: _removed, ...rest } = state.contacts;
      return { ...state, contacts: rest };
    }
    case 'TransactionContactsCleared':
      return { ...state, contacts: {} };
  }
}
