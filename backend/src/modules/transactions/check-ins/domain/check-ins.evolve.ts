import { CheckInEvent } from './check-ins.events';
import { TransactionState } from '../../transaction.state';

export function evolveCheckIns(state: TransactionState, event: CheckInEvent): TransactionState {
  switch (event.type) {
    case 'ClientCheckInSubmitted':
      return { ...state, checkIns: { ...state.checkIns, [event.data.checkInId]: { viewed: false, clientId: event.data.clientId } } };
    case 'ClientCheckInViewed':
    case 'ClientCheckInAnswered': {
      const checkIn = state.checkIns[event.data.checkInId];
      return checkIn ? { ...state, checkIns: { ...state.checkIns, [event.data.checkInId]: { ...checkIn, viewed: true } } } : state;
    }
  }
}
