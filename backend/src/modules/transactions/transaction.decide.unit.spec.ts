import { deciderSpec, SPEC_CONTEXT } from '../../../../test/support/decider-spec';
import { transaction, TransactionCommand } from './transaction.aggregate';
import { TransactionCreatedData } from './lifecycle/domain/lifecycle.events';
import { TransactionEvent } from './transaction.events';

/** Spec 001 §4 lifecycle, §5 wizard validation, ADR 0020 live status: given events, when a command, then events or the refusal. */
const given = deciderSpec(transaction);

const ID = '11111111-1111-4111-8111-111111111111';
const AGENT = 'agent-1';
const CLIENT = 'client-1';
const NOW = SPEC_CONTEXT.now.toISOString();

const BASICS = { property_address: '100 Congress Ave', property_city: 'Austin', property_state: 'TX', property_zip: '78701' };
const DEFAULTS = { possession_mode: 'on_funding', closing_status: 'unscheduled', insurance_status: 'not_started', appraisal_status: 'not_ordered' };

function created(overrides: Partial<TransactionCreatedData> = {}): TransactionEvent {
  return {
    type: 'TransactionCreated',
    data: { ...DEFAULTS, ...BASICS, transactionId: ID, agentId: AGENT, clientId: CLIENT, transactionType: 'buyer', status: 'pending', wizardStep: null, ...overrides },
  };
}

const closed = (previousStatus: 'pending' | 'under_contract' = 'pending'): TransactionEvent => ({
  type: 'TransactionClosed',
  data: { transactionId: ID, closedAt: NOW, previousStatus },
});
const deleted: TransactionEvent = { type: 'TransactionDeleted', data: { transactionId: ID, deletedAt: NOW, forced: false } };

const create = (fields: Record<string, unknown>, extra: Partial<Extract<TransactionCommand, { type: 'CreateTransaction' }>> = {}): TransactionCommand => ({
  type: 'CreateTransaction',
  transactionId: ID,
  agentId: AGENT,
  asDraft: false,
  taskIds: {},
  transactionType: 'buyer',
  clientId: CLIENT,
  clientLinked: true,
  fields,
  ...extra,
});
const update = (fields: Record<string, unknown>, actorId = AGENT, actorRole = 'agent'): TransactionCommand => ({ type: 'UpdateTransactionFields', transactionId: ID, actorId, actorRole, fields });
const close = (actorId = AGENT, actorRole = 'agent'): TransactionCommand => ({ type: 'CloseTransaction', transactionId: ID, actorId, actorRole });
const reopen = (actorId = AGENT, actorRole = 'agent'): TransactionCommand => ({ type: 'ReopenTransaction', transactionId: ID, actorId, actorRole });
const remove = (force = false, actorId = AGENT, actorRole = 'agent'): TransactionCommand => ({ type: 'DeleteTransaction', transactionId: ID, actorId, actorRole, force });

describe('CreateTransaction (spec 001 §2.6, §5; ADR 0020)', () => {
  it('a live deal without a contract or effective date is pending, with the spec defaults', () => {
    given().when(create(BASICS)).then([created()]);
  });

  it('a live deal with a contract date is under_contract', () => {
    given()
      .when(create({ ...BASICS, contract_date: '2026-11-01' }))
      .then([created({ contract_date: '2026-11-01', status: 'under_contract' })]);
  });

  it('a live deal with an effective date is under_contract', () => {
    given()
      .when(create({ ...BASICS, effective_date: '2026-11-01' }))
      .then([created({ effective_date: '2026-11-01', status: 'under_contract' })]);
  });

  it.each(['property_address', 'property_city', 'property_state', 'property_zip'])('a live deal needs %s (Required)', (key) => {
    given()
      .when(create({ ...BASICS, [key]: '  ' }))
      .thenFails(400, `${key}: Required`);
  });

  it('a live deal needs a client', () => {
    given().when(create(BASICS, { clientId: null })).thenFails(400, 'client_id: Required');
  });

  it('a draft needs nothing but its type, drops blank values and keeps the wizard step', () => {
    given()
      .when(create({ property_address: '', lot_size: '  ' }, { asDraft: true, clientId: null, wizardStep: 3 }))
      .then([
        {
          type: 'TransactionCreated',
          data: { ...DEFAULTS, transactionId: ID, agentId: AGENT, clientId: null, transactionType: 'buyer', status: 'draft', wizardStep: 3 },
        },
      ]);
  });

  it('keeps the wizard steps passed, each once and in order (ADR 0076)', () => {
    given()
      .when(create({}, { asDraft: true, clientId: null, wizardStep: 2, completedSteps: [1, 0, 1] }))
      .then([
        {
          type: 'TransactionCreated',
          data: { ...DEFAULTS, transactionId: ID, agentId: AGENT, clientId: null, transactionType: 'buyer', status: 'draft', wizardStep: 2, completedSteps: '0,1' },
        },
      ]);
    given().when(create(BASICS, { completedSteps: [0, 8] })).thenFails(400, 'completed_steps: must be whole numbers from 0 to 7');
  });

  it('refuses an unknown transaction type', () => {
    given().when(create(BASICS, { transactionType: 'rental' })).thenFails(400, 'transaction_type: must be one of buyer, seller, new_construction');
  });

  it('refuses a wizard step outside 0..7', () => {
    given().when(create(BASICS, { wizardStep: 8 })).thenFails(400, 'wizard_step: must be a whole number from 0 to 7');
  });

  it('a second create of the same id changes nothing', () => {
    given(created()).when(create(BASICS)).then([]);
  });

  it('records the wizard contacts, sealed fields and all', () => {
    given()
      .when(create(BASICS, { contacts: [{ contactId: 'c-1', role: 'lender', name: ' Lee  Lender ', email: 'lee@bank.test' }] }))
      .then([
        created(),
        {
          type: 'TransactionContactAdded',
          data: { transactionId: ID, contactId: 'c-1', role: 'lender', custom_role: null, name: 'Lee Lender', company: null, email: 'lee@bank.test', phone: null, is_agent_only: false },
        },
      ]);
  });

  it('a contact role must be a known one, and other_buyer / other_seller only on their side (spec 002 §5, §9)', () => {
    given()
      .when(create(BASICS, { contacts: [{ contactId: 'c-1', role: 'butler', name: 'Jeeves' }] }))
      .thenFails(400, expect.stringContaining('Contact role must be one of lender, title_company') as unknown as string);
    given()
      .when(create(BASICS, { contacts: [{ contactId: 'c-1', role: 'other_seller', name: 'Sue' }] }))
      .thenFails(400, 'Contact role other_seller does not apply to a buyer transaction');
  });

  it('a contact of role other needs its custom role (spec 002 §5)', () => {
    given()
      .when(create(BASICS, { contacts: [{ contactId: 'c-1', role: 'other', name: 'Pat' }] }))
      .thenFails(400, 'Custom role is required when role is other');
  });
});

describe('wizard checks on a live create and on submit (spec 001 §5)', () => {
  it('a buyer with non-cash financing needs a financing contingency end date unless waived', () => {
    given()
      .when(create({ ...BASICS, financing_type: 'conventional' }))
      .thenFails(400, 'financing_contingency_end_date: Financing contingency end date is required unless waived');
    given()
      .when(create({ ...BASICS, financing_type: 'conventional', financing_contingency_waived: true }))
      .then([created({ financing_type: 'conventional', lending_type: 'conventional', financing_contingency_waived: true })]);
    given()
      .when(create({ ...BASICS, financing_type: 'cash' }))
      .then([created({ financing_type: 'cash', lending_type: 'cash' })]);
  });

  it('an enabled financing contingency needs its due date', () => {
    given()
      .when(create({ ...BASICS, financing_contingency_enabled: true }))
      .thenFails(400, 'financing_contingency_end_date: Financing contingency due date is required when enabled');
  });

  it('the effective date may not be after the option period end', () => {
    given()
      .when(create({ ...BASICS, effective_date: '2026-11-10', option_period_end: '2026-11-05' }))
      .thenFails(400, 'option_period_end: Option period end date must be after effective date');
  });

  it('the option period end may not be after closing', () => {
    given()
      .when(create({ ...BASICS, option_period_end: '2026-12-20', closing_date: '2026-12-18' }))
      .thenFails(400, 'closing_date: Closing date must be after option period end date');
  });

  it('the effective date may not be after closing', () => {
    given()
      .when(create({ ...BASICS, effective_date: '2026-12-20', closing_date: '2026-12-18' }))
      .thenFails(400, 'closing_date: Closing date must be after effective date');
  });

  it('T-47 and MUD/PID required and not delivered need a due date', () => {
    given().when(create({ ...BASICS, t47_required: true })).thenFails(400, 't47_due_date: Due date required if not delivered');
    given().when(create({ ...BASICS, mud_pid_required: true })).thenFails(400, 'mud_pid_due_date: Due date required if not delivered');
  });

  it('a draft is saved without the wizard checks', () => {
    given()
      .when(create({ t47_required: true }, { asDraft: true }))
      .then([
        {
          type: 'TransactionCreated',
          data: { ...DEFAULTS, t47_required: true, transactionId: ID, agentId: AGENT, clientId: CLIENT, transactionType: 'buyer', status: 'draft', wizardStep: null },
        },
      ]);
  });

  it('submitting a draft checks it like a live create and makes it live', () => {
    const draft = created({ status: 'draft' });
    const submit = (fields: Record<string, unknown>): TransactionCommand => ({
      type: 'SubmitTransactionDraft',
      transactionId: ID,
      actorId: AGENT,
      taskIds: {},
      actorRole: 'agent',
      transactionType: 'buyer',
      clientId: CLIENT,
      clientLinked: true,
      fields,
    });
    given(draft).when(submit({ property_city: 'Austin' })).thenFails(400, 'property_address: Required');
    given(draft)
      .when(submit({ ...BASICS, contract_date: '2026-11-01' }))
      .then([
        {
          type: 'TransactionDraftSubmitted',
          data: { ...DEFAULTS, ...BASICS, contract_date: '2026-11-01', transactionId: ID, clientId: CLIENT, transactionType: 'buyer', status: 'under_contract' },
        },
      ]);
    given(created()).when(submit(BASICS)).thenFails(400, 'Only a draft can be saved as a draft or submitted');
  });

  it('saving a draft again replaces its contacts', () => {
    const contact: TransactionEvent = {
      type: 'TransactionContactAdded',
      data: { transactionId: ID, contactId: 'c-1', role: 'lender', custom_role: null, name: 'Lee', company: null, email: null, phone: null, is_agent_only: false },
    };
    given(created({ status: 'draft' }), contact)
      .when({ type: 'SaveTransactionDraft', transactionId: ID, actorId: AGENT, actorRole: 'agent', transactionType: 'buyer', clientId: null, fields: {}, contacts: [{ contactId: 'c-2', role: 'seller', name: 'Sam' }] })
      .then([
        { type: 'TransactionDraftSaved', data: { ...DEFAULTS, transactionId: ID, clientId: null, transactionType: 'buyer', wizardStep: null } },
        { type: 'TransactionContactsCleared', data: { transactionId: ID } },
        {
          type: 'TransactionContactAdded',
          data: { transactionId: ID, contactId: 'c-2', role: 'seller', custom_role: null, name: 'Sam', company: null, email: null, phone: null, is_agent_only: false },
        },
      ]);
  });

  it('a contact added on its own stays through the draft\'s saves, and the wizard does not write the same person in the same role again (ADR 0080)', () => {
    const fields = { custom_role: null, company: null, email: null, phone: null, is_agent_only: false };
    const fromWizard: TransactionEvent = { type: 'TransactionContactAdded', data: { transactionId: ID, contactId: 'c-1', role: 'seller', name: 'Sam', ...fields } };
    given(created({ status: 'draft' }), fromWizard)
      .when({ type: 'AddTransactionContact', transactionId: ID, actorId: AGENT, actorRole: 'agent', contactId: 'c-2', role: 'title_company', name: 'Independence Title' })
      .then([{ type: 'TransactionContactAdded', data: { transactionId: ID, contactId: 'c-2', role: 'title_company', name: 'Independence Title', ...fields, standalone: true } }]);
    const standalone: TransactionEvent = {
      type: 'TransactionContactAdded',
      data: { transactionId: ID, contactId: 'c-2', role: 'title_company', name: 'Independence Title', ...fields, standalone: true },
    };
    given(created({ status: 'draft' }), fromWizard, standalone)
      .when({
        type: 'SaveTransactionDraft',
        transactionId: ID,
        actorId: AGENT,
        actorRole: 'agent',
        transactionType: 'buyer',
        clientId: null,
        fields: {},
        contacts: [
          { contactId: 'c-3', role: 'seller', name: 'Sam' },
          { contactId: 'c-4', role: 'title_company', name: ' independence title ' },
        ],
      })
      .then([
        { type: 'TransactionDraftSaved', data: { ...DEFAULTS, transactionId: ID, clientId: null, transactionType: 'buyer', wizardStep: null } },
        { type: 'TransactionContactRemoved', data: { transactionId: ID, contactId: 'c-1' } },
        { type: 'TransactionContactAdded', data: { transactionId: ID, contactId: 'c-3', role: 'seller', name: 'Sam', ...fields } },
      ]);
  });

  it("only the deal's agent saves its draft; to anyone else it does not exist, as on every read (ADR 0021, issue 19 item 8)", () => {
    given(created({ status: 'draft' }))
      .when({ type: 'SaveTransactionDraft', transactionId: ID, actorId: 'someone-else', actorRole: 'agent', transactionType: 'buyer', fields: {} })
      .thenFails(404, 'Transaction not found');
  });
});

describe('UpdateTransactionFields (spec 001 §5 only changed fields; 002 §8)', () => {
  it('stores only the changed fields; null clears', () => {
    given(created({ purchase_price: 425000, lot_size: '0.2 acres' }))
      .when(update({ purchase_price: 425000, lot_size: null, mls_number: 'MLS-1' }))
      .then([{ type: 'TransactionFieldsChanged', data: { transactionId: ID, lot_size: null, mls_number: 'MLS-1' } }]);
  });

  it('nothing changed is no event', () => {
    given(created({ purchase_price: 425000 })).when(update({ purchase_price: 425000, bedrooms: null })).then([]);
  });

  it('normalises dates and date-times (spec 002 §3 midnight rule)', () => {
    given(created())
      .when(update({ closing_date: '2026-12-18T15:00:00Z', closing_appointment_datetime: '2026-12-18' }))
      // An appointment makes an unscheduled closing scheduled (issue 20 item 4).
      .then([
        {
          type: 'TransactionFieldsChanged',
          data: { transactionId: ID, closing_date: '2026-12-18', closing_appointment_datetime: '2026-12-18T00:00:00.000Z', closing_status: 'scheduled' },
        },
      ]);
  });

  it('refuses an impossible date, a third decimal and a half-step miss', () => {
    given(created()).when(update({ closing_date: '2026-02-30' })).thenFails(400, 'closing_date: must be a date (YYYY-MM-DD)');
    given(created()).when(update({ purchase_price: 1.005 })).thenFails(400, 'purchase_price: must have at most 2 decimal places');
    given(created()).when(update({ bathrooms: 2.25 })).thenFails(400, 'bathrooms: must be in steps of 0.5');
  });

  it('refuses an unknown field', () => {
    given(created()).when(update({ favourite_colour: 'blue' })).thenFails(400, 'favourite_colour: not a transaction field');
  });

  it('takes the option_period_end_date alias', () => {
    given(created())
      .when(update({ option_period_end_date: '2026-11-20' }))
      .then([{ type: 'TransactionFieldsChanged', data: { transactionId: ID, option_period_end: '2026-11-20' } }]);
  });

  it('unknown, deleted and someone else’s deals are refused', () => {
    given().when(update({ lot_size: 'x' })).thenFails(404, 'Transaction not found');
    given(created(), deleted).when(update({ lot_size: 'x' })).thenFails(404, 'Transaction not found or has been deleted');
    given(created(), deleted).when(update({ lot_size: 'x' }, 'other-agent')).thenFails(404, 'Transaction not found');
    given(created()).when(update({ lot_size: 'x' }, 'other-agent')).thenFails(403, 'Forbidden - You do not have access to this transaction');
  });

  it('edits a draft field by field, requiring nothing yet', () => {
    given(created({ status: 'draft' }))
      .when(update({ insurance_status: 'bound' }))
      .then([{ type: 'TransactionFieldsChanged', data: { transactionId: ID, insurance_status: 'bound' } }]);
  });

  it('links and unlinks the client', () => {
    given(created())
      .when({ type: 'UpdateTransactionFields', transactionId: ID, actorId: AGENT, actorRole: 'agent', fields: {}, clientId: null })
      .then([{ type: 'TransactionClientLinked', data: { transactionId: ID, clientId: null, previousClientId: CLIENT } }]);
    given(created()).when({ type: 'UpdateTransactionFields', transactionId: ID, actorId: AGENT, actorRole: 'agent', fields: {}, clientId: CLIENT }).then([]);
  });

  it('names a new client only with identity\'s yes that they are linked to the agent (issue 18 item 5, ADR 0039)', () => {
    const relink = (clientLinked?: boolean): TransactionCommand => ({ type: 'UpdateTransactionFields', transactionId: ID, actorId: AGENT, actorRole: 'agent', fields: {}, clientId: 'other-client', clientLinked });
    given(created()).when(relink()).thenFails(400, 'client_id: not one of your clients');
    given(created()).when(relink(false)).thenFails(400, 'client_id: not one of your clients');
    given(created())
      .when(relink(true))
      .then([{ type: 'TransactionClientLinked', data: { transactionId: ID, clientId: 'other-client', previousClientId: CLIENT } }]);
    given().when(create(BASICS, { clientLinked: false })).thenFails(400, 'client_id: not one of your clients');
    given().when(create(BASICS, { asDraft: true, clientLinked: undefined })).thenFails(400, 'client_id: not one of your clients');
    // Another agent's edit is refused as such first.
    given(created()).when({ type: 'UpdateTransactionFields', transactionId: ID, actorId: 'someone', actorRole: 'agent', fields: {}, clientId: 'x' }).thenFails(403, expect.any(String) as unknown as string);
  });
});

describe('CloseTransaction (spec 001 §4)', () => {
  it('needs a closing date or appointment', () => {
    given(created()).when(close()).thenFails(400, 'Cannot close transaction: Closing date or appointment datetime is required');
  });

  it('closes with the previous status recorded', () => {
    given(created({ closing_date: '2026-12-18', status: 'under_contract' }))
      .when(close())
      .then([{ type: 'TransactionClosed', data: { transactionId: ID, closedAt: NOW, previousStatus: 'under_contract' } }]);
    given(created({ closing_appointment_datetime: '2026-12-18T15:00:00.000Z' }))
      .when(close())
      .then([{ type: 'TransactionClosed', data: { transactionId: ID, closedAt: NOW, previousStatus: 'pending' } }]);
  });

  it('closing a closed deal succeeds unchanged', () => {
    given(created({ closing_date: '2026-12-18' }), closed()).when(close()).then([]);
  });

  it('only the agent closes', () => {
    given(created({ closing_date: '2026-12-18' })).when(close(CLIENT)).thenFails(403, 'Only the agent can modify transaction lifecycle');
  });

  it("the deal's agent_id whose role is now client is nobody on it: the same derivation as reads (ADR 0036)", () => {
    const deal = created({ closing_date: '2026-12-18' });
    given(deal).when(close(AGENT, 'client')).thenFails(403, 'Only the agent can modify transaction lifecycle');
    given(deal, closed()).when(reopen(AGENT, 'client')).thenFails(403, 'Only the agent can modify transaction lifecycle');
    given(deal).when(remove(false, AGENT, 'client')).thenFails(403, 'Only the agent can modify transaction lifecycle');
    given(deal).when(update({ lot_size: 'x' }, AGENT, 'client')).thenFails(403, 'Forbidden - You do not have access to this transaction');
    given(deal).when(close(AGENT, 'broker')).then([{ type: 'TransactionClosed', data: { transactionId: ID, closedAt: NOW, previousStatus: 'pending' } }]);
  });

  it('an unknown or deleted deal is not found', () => {
    given().when(close()).thenFails(404, 'Transaction not found');
    given(created(), deleted).when(close()).thenFails(404, 'Transaction not found or has been deleted');
  });
});

describe('ReopenTransaction (spec 001 §4)', () => {
  it('restores the status before the latest close', () => {
    given(created({ closing_date: '2026-12-18' }), closed('under_contract'))
      .when(reopen())
      .then([{ type: 'TransactionReopened', data: { transactionId: ID, status: 'under_contract' } }]);
    given(created({ closing_date: '2026-12-18' }), closed('pending'))
      .when(reopen())
      .then([{ type: 'TransactionReopened', data: { transactionId: ID, status: 'pending' } }]);
  });

  it('a deal that is not closed is returned unchanged', () => {
    given(created()).when(reopen()).then([]);
  });

  it('only the agent reopens', () => {
    given(created({ closing_date: '2026-12-18' }), closed()).when(reopen('other')).thenFails(403, 'Only the agent can modify transaction lifecycle');
  });
});

describe('ChangeTransactionStatus (spec 001 §4: the contract statuses)', () => {
  const move = (status: 'option_period' | 'cancelled' | 'pending', actorId = AGENT): TransactionCommand => ({
    type: 'ChangeTransactionStatus',
    transactionId: ID,
    actorId,
    actorRole: 'agent',
    status,
  });
  const moved = (status: 'option_period', previousStatus: 'pending'): TransactionEvent => ({
    type: 'TransactionStatusChanged',
    data: { transactionId: ID, status, previousStatus },
  });

  it('moves a live deal to another contract status, remembering the one it left', () => {
    given(created()).when(move('option_period')).then([moved('option_period', 'pending')]);
  });

  it('the same status again is no change', () => {
    given(created()).when(move('pending')).then([]);
  });

  it('a reopen returns to the contract status the deal was closed from', () => {
    given(
      created({ closing_date: '2026-12-18' }),
      moved('option_period', 'pending'),
      { type: 'TransactionClosed', data: { transactionId: ID, closedAt: NOW, previousStatus: 'option_period' } },
    )
      .when(reopen())
      .then([{ type: 'TransactionReopened', data: { transactionId: ID, status: 'option_period' } }]);
  });

  it('only the agent moves it; drafts are submitted and closed deals reopened instead', () => {
    given(created()).when(move('cancelled', 'other')).thenFails(403, 'Only the agent can modify transaction lifecycle');
    given(created({ status: 'draft' })).when(move('pending')).thenFails(400, 'Submit the draft before changing its status');
    given(created({ closing_date: '2026-12-18' }), closed()).when(move('cancelled')).thenFails(400, 'Reopen the transaction before changing its status');
    given(created(), deleted).when(move('cancelled')).thenFails(404, 'Transaction not found or has been deleted');
  });
});

describe('DeleteTransaction (spec 001 §4)', () => {
  it('soft deletes', () => {
    given(created()).when(remove()).then([{ type: 'TransactionDeleted', data: { transactionId: ID, deletedAt: NOW, forced: false } }]);
  });

  it('a deleted deal answers success at once', () => {
    given(created(), deleted).when(remove()).then([]);
  });

  it('a closed deal needs force', () => {
    given(created({ closing_date: '2026-12-18' }), closed())
      .when(remove())
      .thenFails(403, 'Cannot delete closed transaction: Use Archive instead, or provide force=true for permanent deletion');
    given(created({ closing_date: '2026-12-18' }), closed())
      .when(remove(true))
      .then([{ type: 'TransactionDeleted', data: { transactionId: ID, deletedAt: NOW, forced: true } }]);
  });

  it('only the agent deletes', () => {
    given(created()).when(remove(false, CLIENT)).thenFails(403, 'Only the agent can modify transaction lifecycle');
    given().when(remove()).thenFails(404, 'Transaction not found');
  });
});

describe('attachments (contract: uploads)', () => {
  const attach = {
    type: 'AttachTransactionDocument' as const,
    transactionId: ID,
    documentId: 'd-1',
    kind: 't47',
    title: 'T-47 Affidavit',
    category: 'other',
    fileType: 'application/pdf',
    fileSize: 1000,
    storagePath: 'transactions/x/t47/a.pdf',
    visibility: 'agent_and_client',
    uploadedBy: AGENT,
  };
  const { type: _type, ...attachedData } = attach;

  it('records the document', () => {
    given(created()).when(attach).then([{ type: 'TransactionDocumentAttached', data: attachedData as never }]);
  });

  it('refuses an unknown kind or visibility', () => {
    given(created()).when({ ...attach, kind: 'tax_return' }).thenFails(400, 'kind: must be one of contract, t47, mud_pid, sellers_disclosure, survey, hoa_resale_cert, appraisal_report, other');
    given(created()).when({ ...attach, visibility: 'public' }).thenFails(400, 'visibility: must be one of agent_only, agent_and_client, all_parties');
  });

  it('a T-47 document fills t47_doc_url (spec 001 §7)', () => {
    const state = [created(), { type: 'TransactionDocumentAttached', data: attachedData } as TransactionEvent].reduce(transaction.evolve, transaction.initialState());
    expect(state.fields.t47_doc_url).toBe(`/api/transactions/${ID}/documents/d-1/file`);
  });

  it('a photo of an unknown deal is refused', () => {
    given().when({ type: 'AttachPropertyPhoto', transactionId: ID, storagePath: 'p', contentType: 'image/png', size: 1 }).thenFails(404, 'Transaction not found');
  });
});

describe('the milestone type of an education command (issue 18 item 6)', () => {
  const reset = (milestoneType: string): TransactionCommand => ({ type: 'ResetMilestoneEducation', transactionId: ID, actorId: AGENT, actorRole: 'agent', milestoneType });
  const set = (milestoneType: string): TransactionCommand => ({ type: 'SetMilestoneEducation', transactionId: ID, actorId: AGENT, actorRole: 'agent', milestoneType, text: 'Hi' });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'custom', 'not_a_type'])('refuses %s on reset and set, recording nothing', (type) => {
    given(created()).when(reset(type)).thenFails(400, expect.stringMatching(/^milestone_type must be one of contract_signed, /) as unknown as string);
    given(created()).when(set(type)).thenFails(400, expect.stringMatching(/^milestone_type must be one of contract_signed, /) as unknown as string);
  });

  it('a reset of a type without its own text records nothing', () => {
    given(created()).when(reset('inspection')).then([]);
  });
});

describe('a custom milestone due date keeps to the deal date range (issue 18 item 6)', () => {
  it.each(['9999-01-01', '1899-12-31'])('refuses %s', (dueDate) => {
    given(created())
      .when({ type: 'AddCustomMilestone', transactionId: ID, actorId: AGENT, actorRole: 'agent', milestoneId: '33333333-3333-4333-8333-333333333333', name: 'Keys', dueDate, isClientVisible: true })
      .thenFails(400, 'Due date must be a date between 1900-01-01 and 2200-12-31');
  });
});
