import { deciderSpec, SPEC_CONTEXT } from '../../../../../../test/support/decider-spec';
import { taskCreated } from '../../../../../../test/support/deal-events';
import { transaction, TransactionCommand } from '../../transaction.aggregate';
import { TransactionCreatedData } from '../../lifecycle/domain/lifecycle.events';
import { TransactionTaskCreatedData } from './tasks.events';
import { TransactionEvent } from '../../transaction.events';
import { TaskChanges } from './task-rules';
import { CLOSING_GIFT_TEMPLATE_ID, offeredTaskIds, TASK_TEMPLATES, tasksForDeal } from './task-templates';

/** Issue 10 item 6 and the task half of item 7 (spec 002 §4–§8; ADR 0027): given events, when a task command, then events or the refusal. */
const given = deciderSpec(transaction);

const ID = '11111111-1111-4111-8111-111111111111';
const AGENT = 'agent-1';
const CLIENT = 'client-1';
const STRANGER = 'agent-2';
const TASK = 'task-1';
const NOW = SPEC_CONTEXT.now.toISOString();

function created(overrides: Partial<TransactionCreatedData> = {}): TransactionEvent {
  return {
    type: 'TransactionCreated',
    data: {
      property_address: '100 Congress Ave',
      property_state: 'TX',
      transactionId: ID,
      agentId: AGENT,
      clientId: CLIENT,
      transactionType: 'buyer',
      status: 'under_contract',
      wizardStep: null,
      ...overrides,
    },
  };
}

function task(overrides: Partial<TransactionTaskCreatedData> = {}): TransactionEvent {
  return taskCreated({ transactionId: ID, taskId: TASK, created_by: AGENT, ...overrides });
}

const createTask = (body: Partial<Extract<TransactionCommand, { type: 'CreateTransactionTask' }>>, actorId = AGENT, actorRole = 'agent'): TransactionCommand => ({
  type: 'CreateTransactionTask',
  transactionId: ID,
  taskId: TASK,
  actorId,
  actorRole,
  title: 'Call the lender',
  ...body,
});
const updateTask = (changes: TaskChanges, actorId = AGENT, actorRole = 'agent', taskId = TASK): TransactionCommand => ({
  type: 'UpdateTransactionTask',
  transactionId: ID,
  taskId,
  actorId,
  actorRole,
  changes,
});
const deleteTask = (actorId = AGENT, actorRole = 'agent'): TransactionCommand => ({ type: 'DeleteTransactionTask', transactionId: ID, taskId: TASK, actorId, actorRole });
const completed = (taskId = TASK, completedAt = NOW): TransactionEvent => ({ type: 'TransactionTaskCompleted', data: { transactionId: ID, taskId, completedAt } });

describe('CreateTransactionTask', () => {
  it("an agent's task: manual, never private, visible to the agent only by default, priority normal", () => {
    given(created()).when(createTask({})).then([task()]);
  });

  it('an agent may make it client-visible, with a description, due date and priority', () => {
    given(created())
      .when(createTask({ is_client_visible: true, description: 'Ask about rate lock', due_date: '2026-12-01', priority: 'high' }))
      .then([task({ is_client_visible: true, description: 'Ask about rate lock', due_date: '2026-12-01', priority: 'high' })]);
  });

  it('refuses a task shown to neither the agent nor the client with the visibility message', () => {
    given(created()).when(createTask({ show_to_agent: false })).thenFails(400, 'Please select at least one visibility option (Agent or Client)');
    given(created()).when(createTask({ show_to_agent: false, is_client_visible: true })).then([task({ is_client_visible: true })]);
  });

  it('needs a title that is not blank, a real date and a known priority', () => {
    given(created()).when(createTask({ title: '   ' })).thenFails(400, 'Title is required');
    given(created()).when(createTask({ due_date: '2026-02-30' })).thenFails(400, 'due_date: must be a date (YYYY-MM-DD)');
    given(created()).when(createTask({ priority: 'urgent' })).thenFails(400, 'priority: must be one of low, normal, high');
  });

  it("a client's task is private (the default) and theirs", () => {
    given(created())
      .when(createTask({}, CLIENT, 'client'))
      .then([task({ is_private: true, created_by: CLIENT })]);
  });

  it('a client may create only private tasks', () => {
    given(created()).when(createTask({ is_private: false }, CLIENT, 'client')).thenFails(403, 'Clients can only create private tasks');
  });

  it('someone else is refused; an unknown, deleted or (to a client) draft deal is not found', () => {
    given(created()).when(createTask({}, STRANGER)).thenFails(403, 'Forbidden - You do not have access to this transaction');
    given(created()).when(createTask({}, 'client-2', 'client')).thenFails(403, 'Forbidden - You do not have access to this transaction');
    given().when(createTask({})).thenFails(404, 'Transaction not found');
    const deletion: TransactionEvent = { type: 'TransactionDeleted', data: { transactionId: ID, deletedAt: NOW, forced: false } };
    // Its own agent and client are told it may have been deleted; anyone else learns nothing of it.
    given(created(), deletion).when(createTask({})).thenFails(404, 'Transaction not found or has been deleted');
    given(created(), deletion).when(createTask({}, CLIENT, 'client')).thenFails(404, 'Transaction not found or has been deleted');
    given(created(), deletion).when(createTask({}, STRANGER)).thenFails(404, 'Transaction not found');
    given(created({ status: 'draft' })).when(createTask({}, CLIENT, 'client')).thenFails(404, 'Transaction not found');
  });
});

describe('UpdateTransactionTask', () => {
  it('the agent edits any field; only changed keys are recorded', () => {
    given(created(), task())
      .when(updateTask({ title: 'Call the lender today', due_date: null }))
      .then([{ type: 'TransactionTaskUpdated', data: { transactionId: ID, taskId: TASK, title: 'Call the lender today', due_date: null } }]);
  });

  it('completed_at marks it done now (the server clock); null reopens it; repeating changes nothing', () => {
    given(created(), task()).when(updateTask({ completed_at: '1999-01-01T00:00:00Z' })).then([completed()]);
    given(created(), task(), completed()).when(updateTask({ completed_at: NOW })).then([]);
    given(created(), task(), completed())
      .when(updateTask({ completed_at: null }))
      .then([{ type: 'TransactionTaskReopened', data: { transactionId: ID, taskId: TASK } }]);
    given(created(), task()).when(updateTask({ completed_at: null })).then([]);
  });

  it('the agent cannot hide a task from both sides', () => {
    given(created(), task({ is_client_visible: true }))
      .when(updateTask({ is_client_visible: false, show_to_agent: false }))
      .thenFails(400, 'Please select at least one visibility option (Agent or Client)');
  });

  it('a client completes and annotates a shared task, and may change nothing else of it', () => {
    given(created(), task({ is_client_visible: true }))
      .when(updateTask({ completed_at: NOW, client_notes: 'Done by phone' }, CLIENT, 'client'))
      // The notes are the client's: the event names them, and the store seals the notes under them (ADR 0040).
      .then([{ type: 'TransactionTaskUpdated', data: { transactionId: ID, taskId: TASK, client_notes: 'Done by phone', notes_by: CLIENT } }, completed()]);
    given(created(), task({ is_client_visible: true }))
      .when(updateTask({ title: 'Mine now', priority: 'high', completed_at: NOW }, CLIENT, 'client'))
      .thenFails(403, 'Clients cannot update: title, priority');
  });

  it('a client edits title, description, due date and priority of a task they created, never its visibility', () => {
    given(created(), task({ is_private: true, created_by: CLIENT }))
      .when(updateTask({ title: 'Pack the kitchen', due_date: '2026-12-10' }, CLIENT, 'client'))
      // A private task's text is its author's: the event names them for the sealing (ADR 0040).
      .then([{ type: 'TransactionTaskUpdated', data: { transactionId: ID, taskId: TASK, title: 'Pack the kitchen', due_date: '2026-12-10', private_to: CLIENT } }]);
    given(created(), task({ is_private: true, created_by: CLIENT }))
      .when(updateTask({ is_client_visible: true }, CLIENT, 'client'))
      .thenFails(403, 'Clients cannot update: is_client_visible');
  });

  it("a client cannot touch a task they cannot see (an agent's own task); an unknown task is not found", () => {
    given(created(), task()).when(updateTask({ completed_at: NOW }, CLIENT, 'client')).thenFails(403, 'Forbidden - You do not have access to this task');
    given(created(), task()).when(updateTask({ completed_at: NOW }, AGENT, 'agent', 'task-9')).thenFails(404, 'Task not found');
    given(created(), task()).when(updateTask({ completed_at: NOW }, STRANGER)).thenFails(403, 'Forbidden - You do not have access to this transaction');
  });

  it("the agent cannot change a client's private task they never see, even with nothing to change (issue 19 item 6)", () => {
    const privateTask = task({ is_private: true, created_by: CLIENT });
    for (const changes of [{}, { completed_at: NOW }, { title: 'Peek' }] as TaskChanges[]) {
      given(created(), privateTask).when(updateTask(changes)).thenFails(403, 'Forbidden - You do not have access to this task');
    }
  });
});

describe('DeleteTransactionTask', () => {
  it('the agent deletes any task of the deal, a private one included', () => {
    const deletedEvent: TransactionEvent = { type: 'TransactionTaskDeleted', data: { transactionId: ID, taskId: TASK } };
    given(created(), task()).when(deleteTask()).then([deletedEvent]);
    given(created(), task({ is_private: true, created_by: CLIENT })).when(deleteTask()).then([deletedEvent]);
  });

  it('a client deletes only private tasks they created', () => {
    given(created(), task({ is_private: true, created_by: CLIENT }))
      .when(deleteTask(CLIENT, 'client'))
      .then([{ type: 'TransactionTaskDeleted', data: { transactionId: ID, taskId: TASK } }]);
    given(created(), task({ is_client_visible: true })).when(deleteTask(CLIENT, 'client')).thenFails(403, 'Clients can only delete their own private tasks');
  });

  it('a deleted task is gone', () => {
    given(created(), task(), { type: 'TransactionTaskDeleted', data: { transactionId: ID, taskId: TASK } }).when(deleteTask()).thenFails(404, 'Task not found');
  });
});

describe('GenerateTransactionTasks (handle-generate-tasks)', () => {
  const ids = Object.fromEntries(TASK_TEMPLATES.map((template) => [template.id, `task-${template.id}`]));
  const generate: TransactionCommand = { type: 'GenerateTransactionTasks', transactionId: ID, taskIds: ids };
  const deal = created({ effective_date: '2026-11-02', closing_date: '2026-12-18' });

  it('creates the Texas buyer set as automation tasks, due from the effective and closing dates', () => {
    const events = transaction.decide(generate, [deal].reduce(transaction.evolve, transaction.initialState()), SPEC_CONTEXT);
    const byTemplate = new Map(events.map((event) => [(event.data as TransactionTaskCreatedData).template_id, event.data as TransactionTaskCreatedData]));
    expect(byTemplate.get(CLOSING_GIFT_TEMPLATE_ID)).toMatchObject({ due_date: '2026-12-11', source: 'automation', is_private: false, created_by: null });
    expect(byTemplate.get('buyer-earnest-money')).toMatchObject({ due_date: '2026-11-05', is_client_visible: true, milestone_type: 'earnest_money' });
    expect(byTemplate.has('seller-payoff-statement')).toBe(false);
    expect(events).toHaveLength(tasksForDeal('buyer', { property_state: 'TX' }).length);
  });

  it('is idempotent: templates already generated (even if since deleted) are not generated again', () => {
    const first = transaction.decide(generate, [deal].reduce(transaction.evolve, transaction.initialState()), SPEC_CONTEXT);
    const history = [deal, ...first, { type: 'TransactionTaskDeleted' as const, data: { transactionId: ID, taskId: ids[CLOSING_GIFT_TEMPLATE_ID] } }];
    given(...history).when(generate).then([]);
  });

  it('outside Texas the Texas-only templates are left out; a draft gets none; undated anchors give undated tasks', () => {
    const ohio = tasksForDeal('buyer', { property_state: 'OH' }).map(({ template }) => template.id);
    expect(ohio).toContain(CLOSING_GIFT_TEMPLATE_ID);
    expect(ohio).not.toContain('buyer-option-fee');
    given(created({ status: 'draft' })).when(generate).then([]);
    expect(tasksForDeal('seller', { property_state: 'Texas' }).every(({ dueDate }) => dueDate === null)).toBe(true);
  });
});

describe('a deal that becomes live gets its automation set in the same append (issue 18 item 7)', () => {
  const ids = offeredTaskIds(() => `task-${Math.random()}`);
  const basics = { property_address: '100 Congress Ave', property_city: 'Austin', property_state: 'TX', property_zip: '78701', effective_date: '2026-11-02', closing_date: '2026-12-18' };
  const taskTemplates = (events: TransactionEvent[]) =>
    events.filter((event) => event.type === 'TransactionTaskCreated').map((event) => (event.data as TransactionTaskCreatedData).template_id).sort();
  const buyerSet = tasksForDeal('buyer', { property_state: 'TX' }).map(({ template }) => template.id).sort();

  it('a live create carries the TransactionCreated and every task of its set, so the next edit finds the version it was given', () => {
    const events = transaction.decide(
      { type: 'CreateTransaction', transactionId: ID, agentId: AGENT, asDraft: false, taskIds: ids, transactionType: 'buyer', clientId: CLIENT, clientLinked: true, fields: basics },
      transaction.initialState(),
      SPEC_CONTEXT,
    );
    expect(events[0].type).toBe('TransactionCreated');
    expect(taskTemplates(events)).toEqual(buyerSet);
    const earnest = events.find((event) => event.type === 'TransactionTaskCreated' && event.data.template_id === 'buyer-earnest-money');
    expect(earnest?.data).toMatchObject({ taskId: ids['buyer-earnest-money'], due_date: '2026-11-05', source: 'automation' });
    // Nothing is left for the job that once generated them later.
    expect(transaction.decide({ type: 'GenerateTransactionTasks', transactionId: ID, taskIds: offeredTaskIds(() => 'other') }, events.reduce(transaction.evolve, transaction.initialState()), SPEC_CONTEXT)).toEqual([]);
  });

  it('a draft gets none; its submit brings the set with it', () => {
    const draft = transaction.decide(
      { type: 'CreateTransaction', transactionId: ID, agentId: AGENT, asDraft: true, taskIds: ids, transactionType: 'buyer', clientId: CLIENT, clientLinked: true, fields: basics },
      transaction.initialState(),
      SPEC_CONTEXT,
    );
    expect(taskTemplates(draft)).toEqual([]);
    const submitted = transaction.decide(
      { type: 'SubmitTransactionDraft', transactionId: ID, actorId: AGENT, actorRole: 'agent', taskIds: ids, transactionType: 'buyer', clientId: CLIENT, clientLinked: true, fields: basics },
      draft.reduce(transaction.evolve, transaction.initialState()),
      SPEC_CONTEXT,
    );
    expect(submitted[0].type).toBe('TransactionDraftSubmitted');
    expect(taskTemplates(submitted)).toEqual(buyerSet);
  });
});

describe('automation tasks move with the deal date they count from (ADR 0027)', () => {
  const ids = Object.fromEntries(TASK_TEMPLATES.map((template) => [template.id, `task-${template.id}`]));
  const deal = created({ effective_date: '2026-11-02', closing_date: '2026-12-18' });
  const generated = transaction.decide({ type: 'GenerateTransactionTasks', transactionId: ID, taskIds: ids }, transaction.evolve(transaction.initialState(), deal), SPEC_CONTEXT);
  const update = (fields: Record<string, unknown>): TransactionCommand => ({ type: 'UpdateTransactionFields', transactionId: ID, actorId: AGENT, actorRole: 'agent', fields });
  const rescheduled = (events: TransactionEvent[]) => events.filter((event) => event.type === 'TransactionTaskRescheduled').map((event) => event.data);
  const decide = (history: TransactionEvent[], command: TransactionCommand) => transaction.decide(command, history.reduce(transaction.evolve, transaction.initialState()), SPEC_CONTEXT);
  const gift = ids[CLOSING_GIFT_TEMPLATE_ID];

  it('a new closing date moves the pending tasks counted from closing, and only those', () => {
    const moved = rescheduled(decide([deal, ...generated], update({ closing_date: '2027-01-08' })));
    expect(moved).toContainEqual({ transactionId: ID, taskId: gift, due_date: '2027-01-01', previous_due_date: '2026-12-11' });
    const closingTemplates = tasksForDeal('buyer', { property_state: 'TX' }).filter(({ template }) => template.anchor === 'closing' && !template.milestoneType);
    expect(moved.map(({ taskId }) => taskId).sort()).toEqual(closingTemplates.map(({ template }) => ids[template.id]).sort());
  });

  it('a new effective date moves the earnest money task to its TREC ¶5A deadline, off the weekend', () => {
    // Effective Wednesday, November 25, 2026: the third day is Saturday the 28th, so Monday the 30th.
    const moved = rescheduled(decide([deal, ...generated], update({ effective_date: '2026-11-25' })));
    expect(moved).toContainEqual({ transactionId: ID, taskId: ids['buyer-earnest-money'], due_date: '2026-11-30', previous_due_date: '2026-11-05' });
    expect(moved.map(({ taskId }) => taskId)).not.toContain(gift);
  });

  it('leaves a task whose date someone set by hand, a completed one, and a deleted one', () => {
    const byHand: TransactionEvent = { type: 'TransactionTaskUpdated', data: { transactionId: ID, taskId: gift, due_date: '2026-12-04' } };
    const done: TransactionEvent = { type: 'TransactionTaskCompleted', data: { transactionId: ID, taskId: ids['buyer-final-walkthrough'], completedAt: NOW } };
    const deleted: TransactionEvent = { type: 'TransactionTaskDeleted', data: { transactionId: ID, taskId: ids['buyer-homeowners-insurance'] } };
    const moved = rescheduled(decide([deal, ...generated, byHand, done, deleted], update({ closing_date: '2027-01-08' }))).map(({ taskId }) => taskId);
    expect(moved).not.toContain(gift);
    expect(moved).not.toContain(ids['buyer-final-walkthrough']);
    expect(moved).not.toContain(ids['buyer-homeowners-insurance']);
    expect(moved.length).toBeGreaterThan(0);
  });

  it('a change to a field no task counts from moves nothing; clearing the closing date leaves its tasks undated', () => {
    expect(rescheduled(decide([deal, ...generated], update({ purchase_price: 450000 })))).toEqual([]);
    expect(rescheduled(decide([deal, ...generated], update({ closing_date: null })))).toContainEqual({ transactionId: ID, taskId: gift, due_date: null, previous_due_date: '2026-12-11' });
  });

  it('the moved date is what the deal then holds: a second identical change moves nothing', () => {
    const first = decide([deal, ...generated], update({ closing_date: '2027-01-08' }));
    expect(rescheduled(decide([deal, ...generated, ...first], update({ closing_date: '2027-01-08' })))).toEqual([]);
  });
});

describe('CloseTransaction completes tasks in the same append (spec 002 §4)', () => {
  const closedAt = NOW; // 2025-03-01
  const deal = created({ closing_date: '2025-03-01' });
  const closedEvent: TransactionEvent = { type: 'TransactionClosed', data: { transactionId: ID, closedAt, previousStatus: 'under_contract' } };

  it('completes open client-visible, utility-linked, and automation tasks due by the close; leaves the rest', () => {
    given(
      deal,
      task({ taskId: 'shared', is_client_visible: true }),
      task({ taskId: 'utility', linked_entity_type: 'utility', linked_entity_id: 'u-1' }),
      task({ taskId: 'auto-due', source: 'automation', template_id: 'a', due_date: '2025-03-01' }),
      task({ taskId: 'auto-later', source: 'automation', template_id: 'b', due_date: '2025-03-02' }),
      task({ taskId: 'auto-undated', source: 'automation', template_id: 'c' }),
      task({ taskId: 'agent-own', due_date: '2025-01-01' }),
      task({ taskId: 'done', is_client_visible: true }),
      completed('done', '2025-02-01T00:00:00.000Z'),
    )
      .when({ type: 'CloseTransaction', transactionId: ID, actorId: AGENT, actorRole: 'agent' })
      .then([closedEvent, completed('shared', closedAt), completed('utility', closedAt), completed('auto-due', closedAt)]);
  });
});

describe("the deal's facts close its tasks (issue 20 item 2, ADR 0049)", () => {
  const ids = Object.fromEntries(TASK_TEMPLATES.map((template) => [template.id, `task-${template.id}`]));
  const basics = { property_address: '100 Congress Ave', property_city: 'Austin', property_state: 'TX', property_zip: '78701', effective_date: '2026-11-02', closing_date: '2026-12-18' };
  const deal = created({ effective_date: '2026-11-02', closing_date: '2026-12-18', option_fee_amount: 250 });
  const generated = transaction.decide({ type: 'GenerateTransactionTasks', transactionId: ID, taskIds: ids }, transaction.evolve(transaction.initialState(), deal), SPEC_CONTEXT);
  const update = (fields: Record<string, unknown>): TransactionCommand => ({ type: 'UpdateTransactionFields', transactionId: ID, actorId: AGENT, actorRole: 'agent', fields });
  const decide = (history: TransactionEvent[], command: TransactionCommand) => transaction.decide(command, history.reduce(transaction.evolve, transaction.initialState()), SPEC_CONTEXT);
  const settled = (events: TransactionEvent[]) =>
    events.filter((event) => event.type === 'TransactionTaskCompleted' || event.type === 'TransactionTaskReopened').map(({ type, data }) => ({ type, ...data }));
  const earnest = ids['buyer-earnest-money'];

  it('recording the earnest money paid completes its task in the same append, naming the fact', () => {
    const events = decide([deal, ...generated], update({ earnest_money_paid: true, earnest_money_paid_date: '2026-11-03' }));
    expect(events[0].type).toBe('TransactionFieldsChanged');
    expect(settled(events)).toEqual([{ type: 'TransactionTaskCompleted', transactionId: ID, taskId: earnest, completedAt: NOW, by_fact: 'earnest money paid' }]);
  });

  it('each fact closes its own task: option fee, inspection scheduled or waived, insurance bound, walkthrough, T-47, MUD/PID', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ option_fee_paid_date: '2026-11-03' }, 'buyer-option-fee'],
      [{ inspection_scheduled: true, inspection_datetime: '2026-11-04T16:00:00.000Z' }, 'buyer-schedule-inspection'],
      [{ inspection_waived: true }, 'buyer-schedule-inspection'],
      [{ insurance_status: 'bound', insurance_bind_date: '2026-11-20' }, 'buyer-homeowners-insurance'],
      [{ final_walkthrough_datetime: '2026-12-17T22:00:00.000Z' }, 'buyer-final-walkthrough'],
      [{ t47_required: true, t47_delivered: true }, 'buyer-t47-survey'],
      [{ mud_pid_required: true, mud_pid_delivered: true }, 'buyer-mud-pid-notice'],
    ];
    for (const [fields, template] of cases) {
      expect(settled(decide([deal, ...generated], update(fields))).map(({ taskId }) => taskId)).toEqual([ids[template]]);
    }
  });

  it('clearing the fact reopens the task the fact completed', () => {
    const paid = decide([deal, ...generated], update({ earnest_money_paid: true }));
    expect(settled(decide([deal, ...generated, ...paid], update({ earnest_money_paid: false })))).toEqual([{ type: 'TransactionTaskReopened', transactionId: ID, taskId: earnest }]);
  });

  it("a task a person completed stays completed when the fact is cleared; one a person reopened stays open until the fact changes again", () => {
    const byHand = decide([deal, ...generated], updateTask({ completed_at: NOW }, AGENT, 'agent', earnest));
    const paid = decide([deal, ...generated, ...byHand], update({ earnest_money_paid: true }));
    expect(settled(paid)).toEqual([]);
    expect(settled(decide([deal, ...generated, ...byHand, ...paid], update({ earnest_money_paid: false })))).toEqual([]);

    const byFact = decide([deal, ...generated], update({ earnest_money_paid: true }));
    const reopened = decide([deal, ...generated, ...byFact], updateTask({ completed_at: null }, AGENT, 'agent', earnest));
    expect(settled(decide([deal, ...generated, ...byFact, ...reopened], update({ earnest_money_paid_date: '2026-11-03' })))).toEqual([]);
  });

  it("the seller's confirmation needs both the earnest money and, where the contract has one, the option fee", () => {
    const seller = created({ transactionType: 'seller', effective_date: '2026-11-02', option_fee_amount: 250 });
    const sellerTasks = transaction.decide({ type: 'GenerateTransactionTasks', transactionId: ID, taskIds: ids }, transaction.evolve(transaction.initialState(), seller), SPEC_CONTEXT);
    const confirm = ids['seller-confirm-earnest-option'];
    const paid = decide([seller, ...sellerTasks], update({ earnest_money_paid: true }));
    expect(settled(paid)).toEqual([]);
    expect(settled(decide([seller, ...sellerTasks, ...paid], update({ option_fee_paid_date: '2026-11-04' }))).map(({ taskId }) => taskId)).toEqual([confirm]);
  });

  it('a deal created with the facts already recorded gets those tasks done in the create append (the wizard recorded them)', () => {
    const events = transaction.decide(
      {
        type: 'CreateTransaction',
        transactionId: ID,
        agentId: AGENT,
        asDraft: false,
        taskIds: ids,
        transactionType: 'buyer',
        clientId: CLIENT,
        clientLinked: true,
        fields: { ...basics, earnest_money_paid: true, earnest_money_paid_date: '2026-11-03', insurance_status: 'bound', insurance_bind_date: '2026-11-20', final_walkthrough_datetime: '2026-12-17T22:00:00.000Z' },
      },
      transaction.initialState(),
      SPEC_CONTEXT,
    );
    const done = settled(events).map(({ taskId }) => taskId).sort();
    expect(done).toEqual([ids['buyer-earnest-money'], ids['buyer-final-walkthrough'], ids['buyer-homeowners-insurance']].sort());
    const state = events.reduce(transaction.evolve, transaction.initialState());
    expect(state.tasks[ids['buyer-earnest-money']]).toMatchObject({ completedAt: NOW, completedByFact: true });
    expect(state.tasks[ids['buyer-option-fee']]).toMatchObject({ completedAt: null });
  });

  it('a draft moves no task: its facts count when it is submitted', () => {
    const draft = transaction.decide(
      { type: 'CreateTransaction', transactionId: ID, agentId: AGENT, asDraft: true, taskIds: ids, transactionType: 'buyer', clientId: CLIENT, clientLinked: true, fields: basics },
      transaction.initialState(),
      SPEC_CONTEXT,
    );
    expect(settled(decide(draft, update({ earnest_money_paid: true })))).toEqual([]);
  });
});
