import { deciderSpec } from '../../../../../../test/support/decider-spec';
import { transaction } from '../../transaction.aggregate';
import { TransactionEvent } from '../../transaction.events';

/** ADR 0053: the deal's agent e-mails one recipient a 7-day link to one shared document, and may revoke it. */
const given = deciderSpec(transaction);

const ID = '11111111-1111-4111-8111-111111111111';
const DOC = '22222222-2222-4222-8222-222222222222';
const LINK = '33333333-3333-4333-8333-333333333333';
const CONTACT = '44444444-4444-4444-8444-444444444444';
const BARE = '55555555-5555-4555-8555-555555555555';
const AGENT = 'agent-1';
const agent = { actorId: AGENT, actorRole: 'agent' };
const NOW = new Date('2026-11-28T15:00:00.400Z');
const at = { now: NOW, actorId: AGENT };

const created = {
  type: 'TransactionCreated',
  data: { transactionId: ID, agentId: AGENT, clientId: 'client-1', transactionType: 'buyer', status: 'pending', wizardStep: null },
} as unknown as TransactionEvent;
const attached = (visibility = 'agent_and_client') =>
  ({
    type: 'TransactionDocumentAttached',
    data: { transactionId: ID, documentId: DOC, kind: 'other', title: 'Plat', category: 'other', fileType: 'application/pdf', fileSize: 10, storagePath: 'p', visibility, uploadedBy: AGENT },
  }) as TransactionEvent;
const contact = (contactId: string, email: string | null) =>
  ({
    type: 'TransactionContactAdded',
    data: { transactionId: ID, contactId, role: 'lender', custom_role: null, name: 'Lee Lender', company: null, email, phone: null, is_agent_only: false },
  }) as TransactionEvent;
const email = (body: Record<string, unknown>, actor = agent) => ({ type: 'EmailDocumentLink', transactionId: ID, documentId: DOC, linkId: LINK, ...actor, ...body }) as const;
const revoke = (actor = agent) => ({ type: 'RevokeDocumentLink', transactionId: ID, documentId: DOC, linkId: LINK, ...actor }) as const;
const sent = (over: Record<string, unknown> = {}) =>
  ({
    type: 'TransactionDocumentLinkSent',
    data: {
      transactionId: ID,
      documentId: DOC,
      linkId: LINK,
      contactId: null,
      recipientEmail: 'a@b.test',
      recipientName: null,
      message: null,
      sentBy: AGENT,
      expiresAt: '2026-12-05T15:00:00.000Z',
      ...over,
    },
  }) as TransactionEvent;

describe('e-mailed document links (ADR 0053)', () => {
  it('sends to a contact with its e-mail and name, or to a typed address; valid 7 days', () => {
    given(created, attached(), contact(CONTACT, 'lee@bank.test'))
      .when(email({ contactId: CONTACT, message: '  For you  ' }), at)
      .then([sent({ contactId: CONTACT, recipientEmail: 'lee@bank.test', recipientName: 'Lee Lender', message: 'For you' })]);
    given(created, attached()).when(email({ recipientEmail: ' a@b.test ' }), at).then([sent()]);
  });

  it('refuses with the spec 002 §5 words, and what the spec does not allow', () => {
    const deal = given(created, attached(), contact(BARE, null));
    deal.when(email({}), at).thenFails(400, 'Please select a contact or enter an email address');
    deal.when(email({ recipientEmail: 'nobody' }), at).thenFails(400, 'Please enter a valid email address');
    deal.when(email({ recipientEmail: 'a@b.test', contactId: BARE }), at).thenFails(400, 'Select a contact or enter an email address, not both');
    deal.when(email({ contactId: BARE }), at).thenFails(400, 'This contact has no email address');
    deal.when(email({ contactId: CONTACT }), at).thenFails(404, 'Contact not found');
    deal.when(email({ recipientEmail: 'a@b.test' }, { actorId: 'client-1', actorRole: 'client' }), at).thenFails(403, 'Forbidden - You do not have access to this transaction');
    given(created, attached('agent_only'))
      .when(email({ recipientEmail: 'a@b.test' }), at)
      .thenFails(400, 'This document is visible to the agent only: change its visibility to share it by link');
    given(created).when(email({ recipientEmail: 'a@b.test' }), at).thenFails(404, 'Document not found');
  });

  it('revokes once; an unknown link is not found', () => {
    given(created, attached(), sent()).when(revoke(), at).then([{ type: 'TransactionDocumentLinkRevoked', data: { transactionId: ID, documentId: DOC, linkId: LINK } }]);
    given(created, attached(), sent(), { type: 'TransactionDocumentLinkRevoked', data: { transactionId: ID, documentId: DOC, linkId: LINK } }).when(revoke(), at).then([]);
    given(created, attached()).when(revoke(), at).thenFails(404, 'Document link not found');
  });
});
