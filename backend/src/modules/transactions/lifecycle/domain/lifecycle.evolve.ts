import { FieldValues } from '../../kernel/domain/transaction-fields';
import { fieldsOf, LifecycleEvent } from './lifecycle.events';
import { initialTransactionState, TransactionState } from '../../transaction.state';

function withChanges(fields: FieldValues, changes: FieldValues): FieldValues {
  const next = { ...fields };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
}

function setOnly(fields: FieldValues): FieldValues {
  return withChanges({}, fields);
}

export function evolveLifecycle(state: TransactionState, event: LifecycleEvent): TransactionState {
  switch (event.type) {
    case 'TransactionCreated':
      return {
        ...initialTransactionState(),
        exists: true,
        agentId: event.data.agentId,
        clientId: event.data.clientId,
        transactionType: event.data.transactionType,
        status: event.data.status,
        fields: setOnly(fieldsOf(event.data)),
      };
    case 'TransactionDraftSaved':
      return { ...state, clientId: event.data.clientId, transactionType: event.data.transactionType, fields: setOnly(fieldsOf(event.data)) };
    case 'TransactionDraftSubmitted':
      return {
        ...state,
        clientId: event.data.clientId,
        transactionType: event.data.transactionType,
        status: event.data.status,
        fields: setOnly(fieldsOf(event.data)),
      };
    case 'TransactionFieldsChanged':
      return { ...state, fields: withChanges(state.fields, fieldsOf(event.data)) };
    case 'TransactionClientLinked':
      return { ...state, clientId: event.data.clientId };
    case 'TransactionClosed':
      return {
        ...state,
        status: 'closed',
        previousStatus: event.data.previousStatus,
        closedAt: event.data.closedAt,
        closedWith: { fields: state.fields, customMilestones: state.customMilestones, utilities: state.utilities },
        tasksCompletedByClose: [],
      };
    case 'TransactionReopened':
      return { ...state, status: event.data.status, closedAt: null, closedWith: null, tasksCompletedByClose: [] };
    case 'TransactionStatusChanged':
      return { ...state, status: event.data.status };
    case 'TransactionDeleted':
      return { ...state, deleted: true };
    case 'TransactionReassigned':
      return { ...state, agentId: event.data.agentId };
  }
}
