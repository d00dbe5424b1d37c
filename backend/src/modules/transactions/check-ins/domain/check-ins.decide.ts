import { DecisionContext } from '../../../../platform/event-store/aggregate';
import { TransactionAccessError } from '../../kernel/domain/deal-errors';
import { callerRoleOnDeal, ownedDeal } from '../../kernel/domain/deal-guards';
import { TransactionEvent } from '../../transaction.events';
import { TransactionState } from '../../transaction.state';
import { CheckInNotFoundError, checkInFeeling, checkInResponse, checkInText } from './check-in-rules';

/** The client's check-ins and the agent's answers (spec 002 §6). */
export type CheckInCommand =
  | { type: 'SubmitCheckIn'; transactionId: string; checkInId: string; actorId: string; actorRole: string; feeling: unknown; note?: unknown }
  | { type: 'MarkCheckInViewed'; transactionId: string; checkInId: string; actorId: string; actorRole: string }
  | { type: 'RespondToCheckIn'; transactionId: string; checkInId: string; actorId: string; actorRole: string; response: unknown };

export function decideCheckIns(command: CheckInCommand, state: TransactionState, { now }: DecisionContext): TransactionEvent[] {
  switch (command.type) {
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
  }
}
