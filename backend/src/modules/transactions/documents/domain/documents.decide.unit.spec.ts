import { deciderSpec, SPEC_CONTEXT } from '../../../../../../test/support/decider-spec';
import { transaction } from '../../transaction.aggregate';
import { TransactionEvent } from '../../transaction.events';
import { CLIENT_HIDDEN_DOCUMENT_KINDS } from './client-hidden-kinds';

/** ADR 0047: the deal's agent renames, re-scopes and deletes its documents; nothing else changes them. */
const given = deciderSpec(transaction);

const ID = '11111111-1111-4111-8111-111111111111';
const DOC = '22222222-2222-4222-8222-222222222222';
const AGENT = 'agent-1';
const agent = { actorId: AGENT, actorRole: 'agent' };

const created: TransactionEvent = {
  type: 'TransactionCreated',
  data: {
    transactionId: ID,
    agentId: AGENT,
    clientId: 'client-1',
    transactionType: 'buyer',
    status: 'pending',
    wizardStep: null,
    property_address: '100 Congress Ave',
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78701',
  } as never,
};
const attached: TransactionEvent = {
  type: 'TransactionDocumentAttached',
  data: {
    transactionId: ID,
    documentId: DOC,
    kind: 'other',
    title: 'Inspection',
    category: 'other',
    fileType: 'application/pdf',
    fileSize: 10,
    storagePath: 'transactions/x/documents/d/Inspection.pdf',
    visibility: 'agent_and_client',
    uploadedBy: AGENT,
  },
};
const update = (changes: { title?: string; visibility?: string }, actor = agent) =>
  ({ type: 'UpdateTransactionDocument', transactionId: ID, documentId: DOC, ...actor, ...changes }) as const;
const remove = (actor = agent) => ({ type: 'DeleteTransactionDocument', transactionId: ID, documentId: DOC, ...actor }) as const;

describe('document edits (ADR 0047)', () => {
  it('renames (trimmed) and changes visibility, only what really changes', () => {
    given(created, attached)
      .when(update({ title: '  Final  ', visibility: 'agent_only' }))
      .then([
        { type: 'TransactionDocumentRenamed', data: { transactionId: ID, documentId: DOC, title: 'Final' } },
        { type: 'TransactionDocumentVisibilityChanged', data: { transactionId: ID, documentId: DOC, visibility: 'agent_only' } },
      ]);
    given(created, attached).when(update({ title: 'Inspection', visibility: 'agent_and_client' })).then([]);
  });

  it("refuses an empty title with the spec's words, an unknown visibility, and anyone but the deal's agent", () => {
    given(created, attached).when(update({ title: '   ' })).thenFails(400, 'Document title cannot be empty');
    given(created, attached).when(update({ visibility: 'public' })).thenFails(400, 'visibility: must be one of agent_only, agent_and_client, all_parties');
    given(created, attached).when(update({ title: 'x' }, { actorId: 'agent-2', actorRole: 'agent' })).thenFails(403, 'Forbidden - You do not have access to this transaction');
    given(created, attached).when(remove({ actorId: 'client-1', actorRole: 'client' })).thenFails(403, 'Forbidden - You do not have access to this transaction');
  });

  it('a deleted or unknown document is not found', () => {
    given(created, attached).when(remove()).then([{ type: 'TransactionDocumentDeleted', data: { transactionId: ID, documentId: DOC } }]);
    const deletedDocument: TransactionEvent = { type: 'TransactionDocumentDeleted', data: { transactionId: ID, documentId: DOC } };
    given(created, attached, deletedDocument).when(remove()).thenFails(404, 'Document not found');
    given(created, attached, deletedDocument).when(update({ title: 'Back' })).thenFails(404, 'Document not found');
    given(created).when(update({ title: 'Any' })).thenFails(404, 'Document not found');
  });
});

describe('the appraisal report (issue 21 item 1, ADR 0085)', () => {
  const report: TransactionEvent = { ...attached, data: { ...(attached.data as object), kind: 'appraisal_report', title: 'Appraisal Report' } } as TransactionEvent;

  it('fills appraisal_report_url with its download route (spec 001 §7)', () => {
    const state = [created, report].reduce(transaction.evolve, transaction.initialState());
    expect(state.fields.appraisal_report_url).toBe(`/api/transactions/${ID}/documents/${DOC}/file`);
  });

  it('is hidden from a seller client, whose role may not see appraisal_report_url (spec 002 §6), and from no buyer client', () => {
    expect(CLIENT_HIDDEN_DOCUMENT_KINDS).toEqual({ buyer_client: [], seller_client: ['appraisal_report'] });
  });
});

describe('Texas-only documents (spec 001 §4 / 002 §4: T-47 and MUD/PID only when the property state is TX)', () => {
  const attach = (kind: string) =>
    ({
      type: 'AttachTransactionDocument',
      transactionId: ID,
      documentId: DOC,
      kind,
      title: 'File',
      category: 'other',
      fileType: 'application/pdf',
      fileSize: 10,
      storagePath: 'transactions/x/documents/d/File.pdf',
      visibility: 'agent_and_client',
      uploadedBy: AGENT,
    }) as const;
  const inState = (state: string | null): TransactionEvent => ({ ...created, data: { ...(created.data as object), property_state: state } }) as unknown as TransactionEvent;

  it('refuses a T-47 or MUD/PID notice for a property outside Texas, as the fields are refused', () => {
    for (const kind of ['t47', 'mud_pid']) {
      given(inState('CO')).when(attach(kind)).thenFails(400, 'T-47 and MUD/PID apply only to Texas properties');
      given(inState('ok')).when(attach(kind)).thenFails(400, 'T-47 and MUD/PID apply only to Texas properties');
    }
  });

  it('takes them in Texas (any case) and while the state is not known yet (a draft), and takes other kinds anywhere', () => {
    for (const kind of ['t47', 'mud_pid']) {
      for (const state of ['TX', 'tx', null]) {
        const state0 = [inState(state)].reduce(transaction.evolve, transaction.initialState());
        expect(transaction.decide(attach(kind), state0, SPEC_CONTEXT)).toHaveLength(1);
      }
    }
    const colorado = [inState('CO')].reduce(transaction.evolve, transaction.initialState());
    expect(transaction.decide(attach('survey'), colorado, SPEC_CONTEXT)).toHaveLength(1);
  });
});
