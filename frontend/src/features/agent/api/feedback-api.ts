import type { FeedbackDto, SubmitFeedbackDto } from '@/shared/api/generated';

/**
 * The agent's own platform feedback (docs/api/identity-contract.md, "Feedback"): the generated
 * hooks, with the value lists of spec 001 §3 for the form.
 */
export { useDeleteFeedbackMutation, useListMyFeedbackQuery, useSubmitFeedbackMutation } from '@/shared/api/generated';

export type Feedback = FeedbackDto;
export type FeedbackType = NonNullable<SubmitFeedbackDto['feedbackType']>;
export type FeedbackCategory = NonNullable<SubmitFeedbackDto['category']>;
export type FeedbackPriority = NonNullable<SubmitFeedbackDto['priority']>;
export type FeedbackStatus = FeedbackDto['status'];

/** The agent form offers these; 'other' as a type is an admin-side value (spec 001 §3). */
export const FEEDBACK_TYPES: readonly FeedbackType[] = ['general', 'bug', 'feature_request', 'improvement'];
export const FEEDBACK_CATEGORIES: readonly FeedbackCategory[] = ['ui_ux', 'performance', 'feature', 'workflow', 'other'];
export const FEEDBACK_PRIORITIES: readonly FeedbackPriority[] = ['low', 'medium', 'high', 'critical'];
