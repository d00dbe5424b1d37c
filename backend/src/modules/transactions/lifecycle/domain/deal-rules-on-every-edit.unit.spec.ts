import { deciderSpec, SPEC_CONTEXT } from '../../../../../../test/support/decider-spec';
import { taskCreated } from '../../../../../../test/support/deal-events';
import { dealMilestonesInputOf } from '../../milestones/projections/deal-milestones.writer';
import { transaction, TransactionCommand } from '../../transaction.aggregate';
import { TransactionCreatedData } from './lifecycle.events';
import { TransactionTaskCreatedData } from '../../tasks/domain/tasks.events';
import { TransactionEvent } from '../../transaction.events';

/** Issue 18 item 5: the deal's rules hold on every edit, not only at creation. Given events, when a command, then events or the refusal. */
const given = deciderSpec(transaction);

const ID = '11111111-1111-4111-8111-111111111111';
const AGENT = 'agent-1';
const CLIENT = 'client-1';
const BASICS = { property_address: '100 Congress Ave', property_city: 'Austin', property_state: 'TX', property_zip: '78701' };

function created(overrides: Partial<TransactionCreatedData> = {}): TransactionEvent {
  return {
    type: 'TransactionCreated',
    data: { ...BASICS, transactionId: ID, agentId: AGENT, clientId: CLIENT, transactionType: 'buyer', status: 'under_contract', wizardStep: null, ...overrides },
  };
}
const task = (taskId: string, overrides: Partial<TransactionTaskCreatedData> = {}): TransactionEvent =>
  taskCreated({ transactionId: ID, taskId, created_by: AGENT, title: 'A task', is_client_visible: true, ...overrides });
const update = (fields: Record<string, unknown>): TransactionCommand => ({ type: 'UpdateTransactionFields', transactionId: ID, actorId: AGENT, actorRole: 'agent', fields });
const close: TransactionCommand = { type: 'CloseTransaction', transactionId: ID, actorId: AGENT, actorRole: 'agent' };
const reopen: TransactionCommand = { type: 'ReopenTransaction', transactionId: ID, actorId: AGENT, actorRole: 'agent' };
const fold = (events: TransactionEvent[]) => events.reduce(transaction.evolve, transaction.initialState());
const decide = (history: TransactionEvent[], command: TransactionCommand, now = SPEC_CONTEXT.now) =>
  transaction.decide(command, fold(history), { ...SPEC_CONTEXT, now });

describe('a draft is neither closed nor reopened', () => {
  const draft = created({ status: 'draft', closing_date: '2025-03-01' });
  it('close and reopen refuse a draft with a way forward', () => {
    given(draft).when(close).thenFails(400, 'Submit the draft before closing it');
    given(draft).when(reopen).thenFails(400, 'A draft has never been closed: submit it instead');
  });
});

describe("a live deal's edit keeps the create's checks (spec 001 §5 messages)", () => {
  const deal = created({ effective_date: '2026-11-02', closing_date: '2026-12-18' });

  it('a closing date before the effective date is refused, and an effective date after the closing', () => {
    given(deal).when(update({ closing_date: '2026-10-30' })).thenFails(400, 'closing_date: Closing date must be after effective date');
    given(deal).when(update({ effective_date: '2026-12-19' })).thenFails(400, 'closing_date: Closing date must be after effective date');
  });

  it("clearing a required basic is refused; a draft's may be cleared", () => {
    given(deal).when(update({ property_city: null })).thenFails(400, 'property_city: Required');
    given(deal).when(update({ property_address: '   ' })).thenFails(400, 'property_address: Required');
    expect(decide([created({ status: 'draft' })], update({ property_city: null }))).toHaveLength(1);
  });

  it('an edit elsewhere is not refused for dates set before the rule existed', () => {
    const legacy = created({ effective_date: '2026-12-20', closing_date: '2026-12-18' });
    expect(decide([legacy], update({ purchase_price: 400000 }))).toHaveLength(1);
  });
});

describe('field dependencies on edit', () => {
  it('clearing the option days clears the option end they made (spec 001 §4)', () => {
    const deal = created({ effective_date: '2026-11-02', option_period_days: 7, option_period_end: '2026-11-09' });
    const [changed] = decide([deal], update({ option_period_days: null }));
    expect(changed.data).toMatchObject({ option_period_days: null, option_period_end: null });
  });

  it('the T-47 document goes only with the edit that unticks delivered, never with an unrelated one', () => {
    const deal = created({ t47_required: true, t47_delivered: false, t47_due_date: '2026-11-20', t47_doc_url: '/api/transactions/x/documents/d/file' });
    const [changed] = decide([deal], update({ purchase_price: 400000 }));
    expect(changed.data).not.toHaveProperty('t47_doc_url');
    const delivered = created({ t47_required: true, t47_delivered: true, t47_doc_url: '/doc' });
    const [unticked] = decide([delivered], update({ t47_delivered: false, t47_due_date: '2026-11-20' }));
    expect(unticked.data).toMatchObject({ t47_delivered: false, t47_doc_url: null });
  });

  it('a seller deal keeps its optional appraisal date and time (spec 001 §4)', () => {
    const seller = created({ transactionType: 'seller', appraisal_status: 'not_ordered' });
    const [changed] = decide([seller], update({ appraisal_scheduled_at: '2026-11-20T15:00:00.000Z' }));
    expect(changed.data).toMatchObject({ appraisal_scheduled_at: '2026-11-20T15:00:00.000Z' });
  });
});

describe('close and reopen: one rule for tasks and milestones', () => {
  // 2026-11-20 20:30 in Austin (CST, UTC-6) is 2026-11-21T02:30Z: the close's day there is the 20th.
  const eveningInAustin = new Date('2026-11-21T02:30:00.000Z');
  const deal = created({ closing_date: '2026-11-20' });

  it("close completes automation tasks due by the property's local date, not UTC's", () => {
    const history = [deal, task('due-21', { source: 'automation', template_id: 'a', is_client_visible: false, due_date: '2026-11-21' })];
    const completed = decide(history, close, eveningInAustin).filter((event) => event.type === 'TransactionTaskCompleted');
    expect(completed).toEqual([]);
  });

  it('reopen returns the tasks the close completed to open; a task a person completed stays completed', () => {
    const byPerson: TransactionEvent = { type: 'TransactionTaskCompleted', data: { transactionId: ID, taskId: 'done-by-hand', completedAt: '2026-11-19T12:00:00.000Z' } };
    const history = [deal, task('shared'), task('done-by-hand'), byPerson];
    const closing = decide(history, close, eveningInAustin);
    expect(closing.filter((event) => event.type === 'TransactionTaskCompleted').map((event) => event.data)).toEqual([
      { transactionId: ID, taskId: 'shared', completedAt: eveningInAustin.toISOString() },
    ]);
    const reopening = decide([...history, ...closing], reopen);
    expect(reopening).toEqual([
      { type: 'TransactionReopened', data: { transactionId: ID, status: 'under_contract' } },
      { type: 'TransactionTaskReopened', data: { transactionId: ID, taskId: 'shared' } },
    ]);
  });

  it("an edit to a closed deal moves none of the milestones its close completed", () => {
    const closedDeal = [deal, ...decide([deal], close, eveningInAustin)];
    const moved = [...closedDeal, ...decide(closedDeal, update({ closing_date: '2026-12-31' }))];
    const input = dealMilestonesInputOf(ID, fold(moved), eveningInAustin)!;
    expect(input.deal.closing_date).toBe('2026-11-20');
    const reopened = [...moved, ...decide(moved, reopen)];
    expect(dealMilestonesInputOf(ID, fold(reopened), eveningInAustin)!.deal.closing_date).toBe('2026-12-31');
  });
});

describe('Archive (the action the delete refusal names)', () => {
  const archive: TransactionCommand = { type: 'ArchiveTransaction', transactionId: ID, actorId: AGENT, actorRole: 'agent' };
  it('archives a closed deal; an open one is refused; only its agent may', () => {
    const closedDeal = [created({ closing_date: '2025-03-01' }), ...decide([created({ closing_date: '2025-03-01' })], close)];
    given(...closedDeal)
      .when(archive)
      .then([{ type: 'TransactionStatusChanged', data: { transactionId: ID, status: 'archived', previousStatus: 'closed' } }]);
    given(created()).when(archive).thenFails(400, 'Only a closed or cancelled transaction can be archived');
    given(...closedDeal).when({ ...archive, actorId: 'agent-2' }).thenFails(403, 'Only the agent can modify transaction lifecycle');
  });
});

describe('utilities only on buyer deals (spec 002 §2)', () => {
  it('a seller deal refuses a utility', () => {
    given(created({ transactionType: 'seller' }))
      .when({ type: 'AddTransactionUtility', transactionId: ID, actorId: AGENT, actorRole: 'agent', utilityId: 'u1', taskId: 't1', utility: { utility_type: 'Electric', action: 'Transfer' } })
      .thenFails(400, 'Utilities apply to buyer transactions only');
  });
});

describe('the photo is part of the deal', () => {
  it('the folded deal knows its photo', () => {
    const photo: TransactionEvent = { type: 'TransactionPhotoAttached', data: { transactionId: ID, storagePath: 'photos/p.jpg', contentType: 'image/jpeg', size: 10 } };
    expect(fold([created(), photo]).photo).toEqual({ storagePath: 'photos/p.jpg', contentType: 'image/jpeg', size: 10 });
  });
});

describe('an amendment is an event of its own, by the owning agent only (issue 18 item 4)', () => {
  const amend = (overrides: Partial<Extract<TransactionCommand, { type: 'AmendContractDeadline' }>> = {}): TransactionCommand => ({
    type: 'AmendContractDeadline',
    transactionId: ID,
    actorId: AGENT,
    actorRole: 'agent',
    milestoneType: 'earnest_money',
    date: '2025-03-06',
    amendedOn: '2025-03-01',
    ...overrides,
  });
  it('records the new date and the signing day; refuses another agent, a client, a type the contract does not fix, a future signing', () => {
    given(created())
      .when(amend())
      .then([{ type: 'ContractDeadlineAmended', data: { transactionId: ID, milestoneType: 'earnest_money', date: '2025-03-06', amendedOn: '2025-03-01', documentId: null } }]);
    given(created()).when(amend({ actorId: 'agent-2' })).thenFails(403, 'Forbidden - You do not have access to this transaction');
    given(created()).when(amend({ actorId: CLIENT, actorRole: 'client' })).thenFails(403, 'Forbidden - You do not have access to this transaction');
    given(created()).when(amend({ milestoneType: 'inspection' })).thenFails(400, expect.stringMatching(/^milestone_type must be one of earnest_money/) as unknown as string);
    given(created()).when(amend({ amendedOn: '2025-03-02' })).thenFails(400, 'amended_on: an amendment cannot be signed in the future');
    given(created()).when(amend({ documentId: 'not-a-document' })).thenFails(400, 'document_id: not a document of this transaction');
  });
});
