import { PERSONAL_DATA_ERASED } from '../data-requests.public';
import { DataRequestCommand, dataRequestDecider, dataRequestText } from './data-request.decide';
import { DataRequestEvent } from './data-request.events';
import { deciderSpec, expectDomainError, SPEC_CONTEXT } from '../../../../../test/support/decider-spec';

const given = deciderSpec(dataRequestDecider);

/** The clock decide gets from the command's metadata. */
const at = SPEC_CONTEXT;
const { now } = at;
const submit = (requestType: string): Extract<DataRequestCommand, { type: 'SubmitDataRequest' }> => ({
  type: 'SubmitDataRequest',
  requestId: 'r1',
  userId: 'u1',
  requestType,
  reason: 'I want a copy',
  userEmail: 'ana@example.com',
  userName: 'Ana Ruiz',
});
const submitted = (requestType: 'access' | 'deletion'): DataRequestEvent => ({
  type: 'DataRequestSubmitted',
  data: {
    requestId: 'r1',
    userId: 'u1',
    requestType,
    reason: 'I want a copy',
    userEmail: 'ana@example.com',
    userName: 'Ana Ruiz',
    status: 'pending',
  },
});
const review = (status?: string, adminNotes?: string | null): DataRequestCommand => ({
  type: 'ReviewDataRequest',
  requestId: 'r1',
  status,
  adminNotes,
});
const changed = (status: 'pending' | 'in_progress' | 'rejected', completedAt: string | null): DataRequestEvent => ({
  type: 'DataRequestStatusChanged',
  data: { requestId: 'r1', status, completedAt },
});
const completed = (requestType: 'access' | 'deletion', at = now.toISOString()): DataRequestEvent => ({
  type: 'DataRequestCompleted',
  data: { requestId: 'r1', userId: 'u1', requestType, status: 'completed', completedAt: at },
});

describe('data request decider', () => {
  it('files an access or a deletion request as pending, with its sealed details', () => {
    given()
      .when(submit('access'))
      .then([submitted('access')]);
    given()
      .when(submit('deletion'))
      .then([submitted('deletion')]);
    given()
      .when({ ...submit('access'), reason: null })
      .then([{ ...submitted('access'), data: { ...(submitted('access').data as object), reason: null } } as DataRequestEvent]);
  });

  it('refuses another request type, and files a retried request once', () => {
    given().when(submit('rectification')).thenFails(400, 'Request type must be access or deletion');
    given(submitted('access')).when(submit('access')).then([]);
  });

  it('keeps the reason optional and bounded (spec 002 §5)', () => {
    expect(dataRequestText('  ', 'Reason', 2000)).toBeNull();
    expect(dataRequestText(' why\r\n ', 'Reason', 2000)).toBe('why');
    expectDomainError(() => dataRequestText('x'.repeat(2001), 'Reason', 2000), 400, 'Reason must be at most 2000 characters');
  });

  it('lets the admin set any status (spec 000 §4), stamping completed_at on completed or rejected', () => {
    given(submitted('access'))
      .when(review('in_progress'))
      .then([changed('in_progress', null)]);
    given(submitted('access'))
      .when(review('rejected'))
      .then([changed('rejected', now.toISOString())]);
    given(submitted('access'))
      .when(review('completed'))
      .then([completed('access')]);
    given(submitted('access'), changed('in_progress', null))
      .when(review('pending'))
      .then([changed('pending', null)]);
    given(submitted('access'))
      .when(review('done'))
      .thenFails(400, 'Status must be one of pending, in_progress, completed, rejected');
  });

  it('clears completed_at when a finished access request is reopened, and stamps it again on a new decision', () => {
    const earlier = '2025-01-01T00:00:00.000Z';
    given(submitted('access'), completed('access', earlier))
      .when(review('in_progress'))
      .then([changed('in_progress', null)]);
    given(submitted('access'), completed('access', earlier))
      .when(review('rejected'))
      .then([changed('rejected', now.toISOString())]);
    given(submitted('access'), completed('access', earlier)).when(review('completed')).then([]);
  });

  it('keeps a completed deletion request final: erasure cannot be undone', () => {
    given(submitted('deletion'), completed('deletion'))
      .when(review('in_progress'))
      .thenFails(409, 'This deletion request is completed and the personal data is erased; its status can no longer change');
    given(submitted('deletion'), changed('rejected', now.toISOString()))
      .when(review('completed'))
      .then([completed('deletion')]);
  });

  it('updates and clears the admin note', () => {
    given(submitted('access'))
      .when(review(undefined, ' Called back '), at)
      .then([{ type: 'DataRequestAdminNotesUpdated', data: { requestId: 'r1', userId: 'u1', adminNotes: 'Called back' } }]);
    given(submitted('access')).when(review(undefined, null)).then([]);
  });

  it('cannot review a request that does not exist', () => {
    given().when(review('completed')).thenFails(404, 'Data request not found');
  });

  it('records an export only for a completed access request', () => {
    given(submitted('access'), completed('access'))
      .when({ type: 'RecordDataExport', requestId: 'r1' }, at)
      .then([{ type: 'DataExportPrepared', data: { requestId: 'r1', userId: 'u1', preparedAt: now.toISOString() } }]);
    given(submitted('access'))
      .when({ type: 'RecordDataExport', requestId: 'r1' }, at)
      .thenFails(409, 'Only a completed access request has an export');
    given(submitted('deletion'), completed('deletion'))
      .when({ type: 'RecordDataExport', requestId: 'r1' }, at)
      .thenFails(409, 'Only a completed access request has an export');
  });

  it('records the erasure of a completed deletion request once', () => {
    const erased: DataRequestEvent = { type: 'PersonalDataErased', data: { requestId: 'r1', userId: 'u1' } };
    expect(erased.type).toBe(PERSONAL_DATA_ERASED);
    given(submitted('deletion'), completed('deletion'))
      .when({ type: 'RecordPersonalDataErased', requestId: 'r1' })
      .then([erased]);
    given(submitted('deletion'), completed('deletion'), erased)
      .when({ type: 'RecordPersonalDataErased', requestId: 'r1' })
      .then([]);
    given(submitted('access'), completed('access'))
      .when({ type: 'RecordPersonalDataErased', requestId: 'r1' })
      .thenFails(409, 'Only a completed deletion request erases personal data');
  });
});
