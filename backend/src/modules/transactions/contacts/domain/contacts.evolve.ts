import { ContactEvent } from './contacts.events';
import { TransactionState } from '../../transaction.state';

export function evolveContacts(state: TransactionState, event: ContactEvent): TransactionState {
  switch (event.type) {
    case 'TransactionContactAdded':
      return { ...state, contactCount: state.contactCount + 1 };
    case 'TransactionContactsCleared':
      return { ...state, contactCount: 0 };
  }
}
