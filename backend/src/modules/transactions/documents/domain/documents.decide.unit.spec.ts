import { deciderSpec } from '../../../../../../test/support/decider-spec';
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
