import { UtilityEvent } from './utilities.events';
import { TransactionState } from '../../transaction.state';

export function evolveUtilities(state: TransactionState, event: UtilityEvent): TransactionState {
  switch (event.type) {
    case 'TransactionUtilityAdded': {
      const { transactionId: _deal, utilityId, client_task_id: clientTaskId, ...fields } = event.data;
      return { ...state, utilities: { ...state.utilities, [utilityId]: { ...fields, clientTaskId } } };
    }
    case 'TransactionUtilityChanged': {
      const { transactionId: _deal, utilityId, client_task_id: clientTaskId, ...fields } = event.data;
      const current = state.utilities[utilityId];
      if (!current) return state;
      const next = { ...current, ...fields, clientTaskId: clientTaskId === undefined ? current.clientTaskId : clientTaskId };
      return { ...state, utilities: { ...state.utilities, [utilityId]: next } };
    }
    case 'TransactionUtilityRemoved': {
      const { [event.data.utilityId]: _removed, ...utilities } = state.utilities;
      return { ...state, utilities };
    }
  }
}
