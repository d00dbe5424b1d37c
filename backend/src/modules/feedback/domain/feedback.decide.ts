import { DecisionContext, defineAggregate } from '../../../platform/event-store/aggregate';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../../platform/errors/domain-error';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_DEFAULTS,
  FEEDBACK_PRIORITIES,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  FeedbackCategory,
  FeedbackEvent,
  FeedbackPriority,
  FeedbackState,
  FeedbackStatus,
  FeedbackType,
  FEEDBACK_STREAM_TYPE,
  evolveFeedback,
  feedbackStream,
  initialFeedbackState,
} from './feedback.events';

export const FEEDBACK_LIMITS = { title: 200, description: 5000, adminNotes: 5000 } as const;

export class FeedbackNotFoundError extends NotFoundError {
  constructor() {
    super('Feedback not found');
  }
}

export class NotYourFeedbackError extends ForbiddenError {
  constructor() {
    super('You can only delete your own feedback');
  }
}

/** Spec 001 §2.2, §4: the author may delete only while the status is new. */
export class FeedbackNoLongerNewError extends ForbiddenError {
  constructor() {
    super('Feedback can only be deleted while its status is new');
  }
}

export class AuthorErasedError extends ConflictError {
  constructor() {
    super("The author's personal data was erased; notes can no longer be added to this feedback");
  }
}

export type FeedbackCommand =
  | {
      type: 'SubmitFeedback';
      feedbackId: string;
      userId: string;
      feedbackType?: string;
      category?: string;
      priority?: string;
      /** As typed; tidied and checked here (`feedbackText`). */
      title: string;
      description: string;
    }
  | {
      type: 'ReviewFeedback';
      feedbackId: string;
      status?: string;
      /** Undefined leaves the notes alone; null or blank clears them. */
      adminNotes?: string | null;
    }
  | { type: 'DeleteFeedback'; feedbackId: string; userId: string };

/** The text of the form, tidied and checked before it is sealed (spec 001 §5: title and description required). */
export function feedbackText(title: string | undefined, description: string | undefined): { title: string; description: string } {
  const cleanTitle = (title ?? '').replace(/\s+/g, ' ').trim();
  const cleanDescription = (description ?? '').replace(/\r\n?/g, '\n').trim();
  if (cleanTitle.length === 0) throw new ValidationError('Title is required');
  if (cleanTitle.length > FEEDBACK_LIMITS.title)
    throw new ValidationError(`Title must be at most ${FEEDBACK_LIMITS.title} characters`);
  if (cleanDescription.length === 0) throw new ValidationError('Description is required');
  if (cleanDescription.length > FEEDBACK_LIMITS.description) {
    throw new ValidationError(`Description must be at most ${FEEDBACK_LIMITS.description} characters`);
  }
  return { title: cleanTitle, description: cleanDescription };
}

/** Admin notes: trimmed; empty means "no notes". */
export function feedbackAdminNotes(notes: string | null | undefined): string | null | undefined {
  if (notes === undefined) return undefined;
  const clean = (notes ?? '').replace(/\r\n?/g, '\n').trim();
  if (clean.length > FEEDBACK_LIMITS.adminNotes) {
    throw new ValidationError(`Admin notes must be at most ${FEEDBACK_LIMITS.adminNotes} characters`);
  }
  return clean.length === 0 ? null : clean;
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T, label: string): T {
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new ValidationError(`${label} must be one of ${allowed.join(', ')}`);
}

const RESOLVED: readonly FeedbackStatus[] = ['completed', 'rejected'];

export function decideFeedback(command: FeedbackCommand, state: FeedbackState, { now }: DecisionContext): FeedbackEvent[] {
  switch (command.type) {
    case 'SubmitFeedback': {
      const { title, description } = feedbackText(command.title, command.description);
      const data = {
        feedbackId: command.feedbackId,
        userId: command.userId,
        feedbackType: oneOf<FeedbackType>(command.feedbackType, FEEDBACK_TYPES, FEEDBACK_DEFAULTS.feedbackType, 'Type'),
        category: oneOf<FeedbackCategory>(command.category, FEEDBACK_CATEGORIES, FEEDBACK_DEFAULTS.category, 'Category'),
        priority: oneOf<FeedbackPriority>(command.priority, FEEDBACK_PRIORITIES, FEEDBACK_DEFAULTS.priority, 'Priority'),
        title,
        description,
        status: 'new' as const,
      };
      return state.exists ? [] : [{ type: 'FeedbackSubmitted', data }];
    }
    case 'ReviewFeedback': {
      if (!state.exists || state.deleted) throw new FeedbackNotFoundError();
      const events: FeedbackEvent[] = [];
      // Spec 000 §4: the admin moves the status freely among the six values.
      const status =
        command.status === undefined
          ? state.status
          : oneOf<FeedbackStatus>(command.status, FEEDBACK_STATUSES, state.status, 'Status');
      if (status !== state.status) {
        // resolved_at is stamped when the feedback becomes completed or rejected (a move between the
        // two is a new resolution, so it is stamped again). Moving back to an open status clears it:
        // the item is open again, and a stale date would claim otherwise.
        const resolvedAt = RESOLVED.includes(status) ? now.toISOString() : null;
        events.push({ type: 'FeedbackStatusChanged', data: { feedbackId: command.feedbackId, status, resolvedAt } });
      }
      const adminNotes = feedbackAdminNotes(command.adminNotes);
      // The notes field saves on every blur: an unchanged text is no change (and no event).
      if (adminNotes !== undefined && adminNotes !== state.adminNotes) {
        events.push({
          type: 'FeedbackAdminNotesUpdated',
          data: { feedbackId: command.feedbackId, authorId: state.userId!, adminNotes },
        });
      }
      return events;
    }
    case 'DeleteFeedback': {
      if (!state.exists || state.deleted) throw new FeedbackNotFoundError();
      if (state.userId !== command.userId) throw new NotYourFeedbackError();
      if (state.status !== 'new') throw new FeedbackNoLongerNewError();
      return [{ type: 'FeedbackDeleted', data: { feedbackId: command.feedbackId, userId: command.userId } }];
    }
  }
}

/** One feedback: its stream, fold, decisions, and the text that is the author's personal data (ADR 0016). */
export const feedback = defineAggregate<FeedbackState, FeedbackCommand, FeedbackEvent>({
  streamType: FEEDBACK_STREAM_TYPE,
  streamId: feedbackStream,
  initialState: initialFeedbackState,
  evolve: evolveFeedback,
  decide: decideFeedback,
  personalData: {
    FeedbackSubmitted: { subject: (data) => data.userId, fields: ['title', 'description'] },
    FeedbackAdminNotesUpdated: { subject: (data) => data.authorId!, fields: ['adminNotes'], erased: () => new AuthorErasedError() },
  },
});

export const feedbackDecider = feedback;
