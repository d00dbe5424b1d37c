import { TransactionTaskCreatedData } from '../../backend/src/modules/transactions/tasks/domain/tasks.events';
import { TransactionEvent } from '../../backend/src/modules/transactions/transaction.events';

/** A manual task of the deal, as the decider specs give it: an agent's private-to-the-deal task unless overridden. */
export function taskCreated(data: Pick<TransactionTaskCreatedData, 'transactionId' | 'taskId' | 'created_by'> & Partial<TransactionTaskCreatedData>): TransactionEvent {
  return {
    type: 'TransactionTaskCreated',
    data: {
      title: 'Call the lender',
      description: null,
      due_date: null,
      priority: 'normal',
      is_client_visible: false,
      is_private: false,
      source: 'manual',
      linked_entity_type: null,
      linked_entity_id: null,
      milestone_type: null,
      template_id: null,
      ...data,
    },
  };
}
