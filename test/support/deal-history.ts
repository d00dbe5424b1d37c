import { randomUUID } from 'node:crypto';
import { transaction, TransactionCommand } from '../../backend/src/modules/transactions/transaction.aggregate';
import { TransactionEvent } from '../../backend/src/modules/transactions/transaction.events';
import type { DealInput } from '../../backend/src/modules/transactions/lifecycle/domain/lifecycle.decide';

const DAY = 86_400_000;
const dayOf = (from: Date, days: number) => new Date(from.getTime() + days * DAY).toISOString().slice(0, 10);

/**
 * A live buyer deal's create as the wizard sends it: its client linked (identity's answer, as the
 * controller gives it, ADR 0039) and the task ids left to decide. The deal histories here and the
 * benchmarks' deals differ only in their fields and contacts.
 */
export function buyerDealCreate(deal: {
  transactionId: string;
  agentId: string;
  clientId: string;
  fields: DealInput['fields'];
  contacts?: DealInput['contacts'];
}): TransactionCommand {
  const { transactionId, agentId, clientId, fields, contacts = [] } = deal;
  return { type: 'CreateTransaction', transactionId, agentId, asDraft: false, taskIds: {}, transactionType: 'buyer', clientId, clientLinked: true, fields, contacts };
}

export interface DealHistoryStep {
  /** The command's clock: decide's `now`, and the events' occurred_at. */
  now: Date;
  events: TransactionEvent[];
}

/**
 * A Texas buyer deal's life as its agent makes it, decided by the deal's own `decide`, until it holds at
 * least `events` events: the create (its generated tasks), then edits that move milestones (the
 * closing, the appraisal, the inspection waived and back: a type dated the day it is generated), edits
 * that move none (the lender), the agent's own milestones, and tasks made and ticked (events the
 * milestones projection does not handle). One step a day from `start`, so the days differ.
 */
export function dealHistory(options: { transactionId: string; agentId: string; clientId: string; start: Date; events: number; variant?: number }): DealHistoryStep[] {
  const { transactionId, agentId, start } = options;
  const n = options.variant ?? 0;
  const effective = dayOf(start, 0);
  const actor = { transactionId, actorId: agentId, actorRole: 'agent' };
  const create = buyerDealCreate({
    transactionId,
    agentId,
    clientId: options.clientId,
    fields: {
      property_address: `${100 + (n % 9_000)} History Ln`,
      property_city: 'Austin',
      property_state: 'TX',
      property_zip: '78704',
      property_county: 'Travis',
      property_type: 'single_family',
      purchase_price: 300_000 + (n % 500) * 1_000,
      contract_date: effective,
      effective_date: effective,
      option_period_days: 5 + (n % 6),
      option_fee_amount: 250,
      closing_date: dayOf(start, 40),
      earnest_money_amount: 3_000,
      financing_type: 'conventional',
      lender_name: 'Hill Country Mortgage',
      financing_contingency_enabled: true,
      financing_contingency_end_date: dayOf(start, 21),
      appraisal_due_date: dayOf(start, 14),
      inspection_contingency_status: 'pending',
      buyer_name: `Buyer ${n}`,
      buyer_email: `buyer${n}@mail.example`,
      seller_name: `Seller ${n}`,
    },
  });
  const edit = (step: number): TransactionCommand[] => {
    switch (step % 8) {
      case 0:
        return [{ type: 'UpdateTransactionFields', ...actor, fields: { closing_date: dayOf(start, 40 + (step % 13)) } }];
      case 1:
        return [{ type: 'UpdateTransactionFields', ...actor, fields: { lender_name: `Lender ${step}` } }];
      case 2:
        return [{ type: 'UpdateTransactionFields', ...actor, fields: { inspection_waived: step % 16 < 8 } }];
      case 3: {
        const taskId = randomUUID();
        return [
          { type: 'CreateTransactionTask', ...actor, taskId, title: `Call about item ${step}`, due_date: dayOf(start, 10 + (step % 20)) },
          { type: 'UpdateTransactionTask', ...actor, taskId, changes: { completed_at: new Date().toISOString() } },
        ];
      }
      case 4:
        return [{ type: 'UpdateTransactionFields', ...actor, fields: { appraisal_due_date: dayOf(start, 12 + (step % 9)) } }];
      case 5:
        return [{ type: 'AddCustomMilestone', ...actor, milestoneId: randomUUID(), name: `Walk-through ${step}`, dueDate: dayOf(start, 20 + (step % 15)), isClientVisible: step % 2 === 0 }];
      case 6:
        return [{ type: 'UpdateTransactionFields', ...actor, fields: { option_fee_paid_date: dayOf(start, 1 + (step % 3)) } }];
      default:
        return [{ type: 'UpdateTransactionFields', ...actor, fields: { earnest_money_paid: step % 2 === 0, earnest_money_paid_date: dayOf(start, 2) } }];
    }
  };

  let state = transaction.initialState();
  const steps: DealHistoryStep[] = [];
  let count = 0;
  for (let step = 0; count < options.events; step += 1) {
    const now = new Date(start.getTime() + step * DAY + 15 * 3_600_000);
    const events: TransactionEvent[] = [];
    for (const command of step === 0 ? [create] : edit(step + n)) {
      const decided = transaction.decide(command, state, { now, actorId: agentId });
      state = decided.reduce(transaction.evolve, state);
      events.push(...decided);
    }
    if (events.length === 0) continue;
    steps.push({ now, events });
    count += events.length;
  }
  return steps;
}
