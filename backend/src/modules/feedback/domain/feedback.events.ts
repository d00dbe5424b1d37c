/**
 * Events of a piece of platform feedback (spec 000 §3 "feedback", value lists in spec 001 §3).
 * Each feedback is a stream of its own. Its title, description and the admin's notes may name
 * people, so the store keeps them sealed with the author's id as subject (ADR 0004, 0016: declared
 * in feedback.decide.ts): erasing the author makes every copy unreadable. Here they are plain.
 */
export const FEEDBACK_TYPES = ['general', 'bug', 'feature_request', 'improvement', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_CATEGORIES = ['ui_ux', 'performance', 'feature', 'workflow', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export type FeedbackPriority = (typeof FEEDBACK_PRIORITIES)[number];

export const FEEDBACK_STATUSES = ['new', 'under_review', 'planned', 'in_progress', 'completed', 'rejected'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** Spec 001 §9: the form's defaults. */
export const FEEDBACK_DEFAULTS = { feedbackType: 'general', category: 'other', priority: 'medium' } as const;

export interface FeedbackSubmittedData {
  feedbackId: string;
  userId: string;
  feedbackType: FeedbackType;
  category: FeedbackCategory;
  priority: FeedbackPriority;
  title: string;
  description: string;
  status: 'new';
}

export interface FeedbackStatusChangedData {
  feedbackId: string;
  status: FeedbackStatus;
  /** Set when the status becomes completed or rejected; null when it reopens (see decide). */
  resolvedAt: string | null;
}

export interface FeedbackAdminNotesUpdatedData {
  feedbackId: string;
  /** The author: the notes are sealed under them. Absent from events stored before ADR 0016 (sealed by hand then). */
  authorId?: string;
  /** Null clears the notes. */
  adminNotes: string | null;
}

export type FeedbackEvent =
  | { type: 'FeedbackSubmitted'; data: FeedbackSubmittedData }
  | { type: 'FeedbackStatusChanged'; data: FeedbackStatusChangedData }
  | { type: 'FeedbackAdminNotesUpdated'; data: FeedbackAdminNotesUpdatedData }
  | { type: 'FeedbackDeleted'; data: { feedbackId: string; userId: string } };

export const FEEDBACK_EVENT_TYPES: readonly FeedbackEvent['type'][] = [
  'FeedbackSubmitted',
  'FeedbackStatusChanged',
  'FeedbackAdminNotesUpdated',
  'FeedbackDeleted',
];

export interface FeedbackState {
  exists: boolean;
  deleted: boolean;
  userId: string | null;
  status: FeedbackStatus;
  resolvedAt: string | null;
  adminNotes: string | null;
}

export const initialFeedbackState = (): FeedbackState => ({
  exists: false,
  deleted: false,
  userId: null,
  status: 'new',
  resolvedAt: null,
  adminNotes: null,
});

export function evolveFeedback(state: FeedbackState, event: FeedbackEvent): FeedbackState {
  switch (event.type) {
    case 'FeedbackSubmitted':
      return { ...initialFeedbackState(), exists: true, userId: event.data.userId };
    case 'FeedbackStatusChanged':
      return { ...state, status: event.data.status, resolvedAt: event.data.resolvedAt };
    case 'FeedbackAdminNotesUpdated':
      return { ...state, adminNotes: event.data.adminNotes };
    case 'FeedbackDeleted':
      return { ...state, deleted: true };
  }
}

export const feedbackStream = (feedbackId: string) => `feedback-${feedbackId}`;
export const FEEDBACK_STREAM_TYPE = 'feedback';
