import { auditActionLabel, auditChanges, auditChangesText, auditSummary } from './audit-wording';
import { entityIdOf, redactPersonalData } from './projections/audit-trail.projection';

describe('audit trail helpers', () => {
  it('replaces every sealed value, at any depth, by a placeholder and keeps the rest', () => {
    const sealed = 'pii:v1:user-1:aXY:Y2lwaGVy:dGFn';
    expect(
      redactPersonalData({ userId: 'u1', email: sealed, nested: { names: [sealed, 'plain'] }, count: 3, none: null }),
    ).toEqual({ userId: 'u1', email: '[personal data]', nested: { names: ['[personal data]', 'plain'] }, count: 3, none: null });
  });

  it('names the entity by the stream id without its type prefix', () => {
    expect(entityIdOf('transaction-1b2c', 'transaction')).toBe('1b2c');
    expect(entityIdOf('data-request-9', 'data-request')).toBe('9');
    expect(entityIdOf('odd-stream', 'transaction')).toBe('odd-stream');
  });

});

describe('audit wording (issue 11 item 6)', () => {
  it('says what happened in one sentence, with earlier values when the trail knows them', () => {
    expect(auditSummary({ action: 'RoleChanged', before: null, after: { userId: 'u1', from: 'agent', to: 'team_lead', changedBy: 'a' } })).toBe(
      'Role changed from Agent to Team lead',
    );
    expect(auditSummary({ action: 'FeedbackStatusChanged', before: { status: 'new' }, after: { status: 'in_progress' } })).toBe(
      'Feedback status changed from New to In progress',
    );
    expect(auditSummary({ action: 'DataRequestStatusChanged', before: null, after: { status: 'rejected' } })).toBe(
      'Data request status changed to Rejected',
    );
    expect(auditSummary({ action: 'DataRequestSubmitted', before: null, after: { requestType: 'deletion' } })).toBe(
      'Account deletion request filed',
    );
  });

  it('words the deal and education events for a reader, without their ids', () => {
    expect(auditSummary({ action: 'TransactionCreated', before: null, after: { status: 'under_contract', transactionId: 't1' } })).toBe(
      'Transaction created (under contract)',
    );
    expect(auditSummary({ action: 'TransactionStatusChanged', before: { status: 'pending' }, after: { status: 'inspection' } })).toMatch(
      /^Transaction status changed .*Pending.*Inspection/,
    );
    expect(auditSummary({ action: 'TransactionDeleted', before: null, after: { forced: true } })).toBe('Closed transaction deleted (forced)');
    expect(auditSummary({ action: 'MilestoneEducationSet', before: null, after: { milestoneType: 'option_period_end', text: 'x' } })).toBe(
      'Client education text written for Option period end',
    );
    expect(auditChanges({ action: 'TransactionContactAdded', before: null, after: { transactionId: 't1', contactId: 'c1', role: 'lender' } })).toEqual([
      { field: 'Role', before: null, after: 'Lender' },
    ]);
  });

  it("words a deal's document events as issue 21 item 1 names them, visibility in words", () => {
    const entry = (action: string, after: Record<string, unknown>) => ({ action, before: null, after: { transactionId: 't1', documentId: 'd1', ...after } });
    expect(auditActionLabel('TransactionDocumentAttached')).toBe('Document uploaded');
    expect(auditSummary(entry('TransactionDocumentAttached', { title: 'Inspection Report' }))).toBe('Document uploaded: Inspection Report');
    expect(auditSummary(entry('TransactionDocumentRenamed', { title: 'Final Report' }))).toBe('Document renamed: Final Report');
    expect(auditSummary(entry('TransactionDocumentVisibilityChanged', { visibility: 'agent_only' }))).toBe('Document visibility changed to Agent only');
    expect(auditSummary(entry('TransactionDocumentVisibilityChanged', { visibility: 'all_parties' }))).toBe('Document visibility changed to All parties');
    expect(auditChanges(entry('TransactionDocumentVisibilityChanged', { visibility: 'agent_and_client' }))).toEqual([
      { field: 'Visibility', before: null, after: 'Agent and client' },
    ]);
    expect(auditSummary(entry('TransactionDocumentDeleted', {}))).toBe('Document deleted');
  });

  it('names every event type, a type it does not know yet by its name in words', () => {
    expect(auditActionLabel('FeedbackAdminNotesUpdated')).toBe('Feedback notes updated');
    expect(auditActionLabel('TransactionClosingDateMoved')).toBe('Transaction closing date moved');
    expect(auditSummary({ action: 'TransactionClosingDateMoved', before: null, after: {} })).toBe('Transaction closing date moved');
  });

  it('lists the changed fields in words: listed values humanised, instants in UTC, personal data hidden, ids left out', () => {
    const changes = auditChanges({
      action: 'FeedbackStatusChanged',
      before: { status: 'new', resolvedAt: null },
      after: { feedbackId: 'f1', status: 'completed', resolvedAt: '2026-11-23T19:07:11.000Z', adminNotes: '[personal data]' },
    });
    expect(changes).toEqual([
      { field: 'Status', before: 'New', after: 'Completed' },
      { field: 'Resolved at', before: null, after: '2026-11-23 19:07 UTC' },
      { field: 'Admin notes', before: null, after: 'Hidden (personal data)' },
    ]);
    expect(auditChangesText(changes)).toBe('Status: New → Completed; Resolved at: 2026-11-23 19:07 UTC; Admin notes: Hidden (personal data)');
  });

  it('keeps free text as typed: only fields from a fixed list are humanised', () => {
    expect(auditChanges({ action: 'WaitlistJoined', before: null, after: { brokerage: 'hill_country realty', kind: 'waitlist' } })).toEqual([
      { field: 'Brokerage', before: null, after: 'hill_country realty' },
      { field: 'Kind', before: null, after: 'Waitlist' },
    ]);
  });
});
