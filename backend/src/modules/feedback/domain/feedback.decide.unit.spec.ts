import { FeedbackCommand, feedbackAdminNotes, feedbackDecider, feedbackText } from './feedback.decide';
import { FeedbackEvent } from './feedback.events';
import { deciderSpec, expectDomainError, SPEC_CONTEXT } from '../../../../../test/support/decider-spec';

const given = deciderSpec(feedbackDecider);

const { now } = SPEC_CONTEXT; // the clock decide gets from the command's metadata
const submit: FeedbackCommand = {
  type: 'SubmitFeedback',
  feedbackId: 'f1',
  userId: 'u1',
  feedbackType: 'bug',
  category: 'ui_ux',
  priority: 'high',
  title: 'Slow list',
  description: 'It takes a while.',
};
const submitted: FeedbackEvent = {
  type: 'FeedbackSubmitted',
  data: {
    feedbackId: 'f1',
    userId: 'u1',
    feedbackType: 'bug',
    category: 'ui_ux',
    priority: 'high',
    title: 'Slow list',
    description: 'It takes a while.',
    status: 'new',
  },
};
const review = (status?: string, adminNotes?: string | null): FeedbackCommand => ({
  type: 'ReviewFeedback',
  feedbackId: 'f1',
  status,
  adminNotes,
});
const statusChanged = (status: string, resolvedAt: string | null) =>
  ({ type: 'FeedbackStatusChanged', data: { feedbackId: 'f1', status, resolvedAt } }) as FeedbackEvent;

describe('feedback decider', () => {
  it('records submitted feedback with its text and status new', () => {
    given().when(submit).then([submitted]);
  });

  it('defaults type general, category other, priority medium (spec 001 §9)', () => {
    given()
      .when({ ...submit, feedbackType: undefined, category: undefined, priority: undefined })
      .then([
        {
          ...submitted,
          data: { ...submitted.data, feedbackType: 'general', category: 'other', priority: 'medium' },
        } as FeedbackEvent,
      ]);
  });

  it('refuses values outside the lists of spec 001 §3', () => {
    given()
      .when({ ...submit, feedbackType: 'rant' })
      .thenFails(400, 'Type must be one of general, bug, feature_request, improvement, other');
    given()
      .when({ ...submit, category: 'pricing' })
      .thenFails(400, 'Category must be one of ui_ux, performance, feature, workflow, other');
    given()
      .when({ ...submit, priority: 'urgent' })
      .thenFails(400, 'Priority must be one of low, medium, high, critical');
  });

  it('records a retried submission once', () => {
    given(submitted).when(submit).then([]);
  });

  it('requires a title and a description, tidied, within limits', () => {
    expect(feedbackText('  Slow   list ', ' line\r\nnext ')).toEqual({ title: 'Slow list', description: 'line\nnext' });
    expectDomainError(() => feedbackText(' ', 'x'), 400, 'Title is required');
    expectDomainError(() => feedbackText('x', '\n'), 400, 'Description is required');
    expectDomainError(() => feedbackText('x'.repeat(201), 'x'), 400, 'Title must be at most 200 characters');
    expectDomainError(() => feedbackText('x', 'x'.repeat(5001)), 400, 'Description must be at most 5000 characters');
    expect(feedbackAdminNotes('  ')).toBeNull();
    expect(feedbackAdminNotes(undefined)).toBeUndefined();
  });

  it('lets the admin set any status freely (spec 000 §4)', () => {
    given(submitted)
      .when(review('planned'))
      .then([statusChanged('planned', null)]);
    given(submitted, statusChanged('planned', null))
      .when(review('new'))
      .then([statusChanged('new', null)]);
    given(submitted)
      .when(review('shipped'))
      .thenFails(400, 'Status must be one of new, under_review, planned, in_progress, completed, rejected');
  });

  it('stamps resolved_at on completed or rejected, again on a move between them, and clears it on reopening', () => {
    const completed = statusChanged('completed', now.toISOString());
    given(submitted).when(review('completed')).then([completed]);
    given(submitted, completed)
      .when(review('rejected'))
      .then([statusChanged('rejected', now.toISOString())]);
    given(submitted, completed)
      .when(review('in_progress'))
      .then([statusChanged('in_progress', null)]);
  });

  it('changes nothing when the status is already the one asked for', () => {
    given(submitted, statusChanged('completed', '2025-01-01T00:00:00.000Z')).when(review('completed')).then([]);
  });

  it('updates and clears admin notes, with or without a status change', () => {
    given(submitted)
      .when(review('under_review', 'Called back'))
      .then([
        statusChanged('under_review', null),
        { type: 'FeedbackAdminNotesUpdated', data: { feedbackId: 'f1', authorId: 'u1', adminNotes: 'Called back' } },
      ]);
    const noted: FeedbackEvent = { type: 'FeedbackAdminNotesUpdated', data: { feedbackId: 'f1', authorId: 'u1', adminNotes: 'Called back' } };
    given(submitted, noted)
      .when(review(undefined, null))
      .then([{ type: 'FeedbackAdminNotesUpdated', data: { feedbackId: 'f1', authorId: 'u1', adminNotes: null } }]);
    given(submitted).when(review(undefined, null)).then([]);
    // The notes field saves on every blur: the same text again, or blank over none, is no change.
    given(submitted, noted).when(review(undefined, ' Called back ')).then([]);
    given(submitted).when(review(undefined, '  ')).then([]);
  });

  it('tidies the text and refuses an empty title when deciding', () => {
    given()
      .when({ ...submit, title: '  Slow   list ', description: ' It takes a while.\r\n' })
      .then([submitted]);
    given().when({ ...submit, title: ' ' }).thenFails(400, 'Title is required');
  });

  it('cannot review feedback that does not exist or was deleted', () => {
    given().when(review('planned')).thenFails(404, 'Feedback not found');
    given(submitted, { type: 'FeedbackDeleted', data: { feedbackId: 'f1', userId: 'u1' } })
      .when(review('planned'))
      .thenFails(404, 'Feedback not found');
  });

  it('lets the author delete while the status is new', () => {
    given(submitted)
      .when({ type: 'DeleteFeedback', feedbackId: 'f1', userId: 'u1' })
      .then([{ type: 'FeedbackDeleted', data: { feedbackId: 'f1', userId: 'u1' } }]);
  });

  it("refuses to delete someone else's feedback, or one the admin has moved on (spec 001 §4)", () => {
    given(submitted)
      .when({ type: 'DeleteFeedback', feedbackId: 'f1', userId: 'u2' })
      .thenFails(403, 'You can only delete your own feedback');
    given(submitted, statusChanged('under_review', null))
      .when({ type: 'DeleteFeedback', feedbackId: 'f1', userId: 'u1' })
      .thenFails(403, 'Feedback can only be deleted while its status is new');
    given(submitted, statusChanged('planned', null), statusChanged('new', null))
      .when({ type: 'DeleteFeedback', feedbackId: 'f1', userId: 'u1' })
      .then([{ type: 'FeedbackDeleted', data: { feedbackId: 'f1', userId: 'u1' } }]);
  });

  it('cannot delete twice', () => {
    given(submitted, { type: 'FeedbackDeleted', data: { feedbackId: 'f1', userId: 'u1' } })
      .when({ type: 'DeleteFeedback', feedbackId: 'f1', userId: 'u1' })
      .thenFails(404, 'Feedback not found');
  });
});
