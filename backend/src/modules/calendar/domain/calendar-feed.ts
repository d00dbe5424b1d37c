import { defineAggregate } from '../../../platform/event-store/aggregate';
import { ConflictError, NotFoundError, ValidationError } from '../../../platform/errors/domain-error';

/**
 * A calendar subscription link of an agent (issue 10 item 9): a secret URL that a calendar app polls
 * for the milestones of all their deals, or of one deal. Only the secret's SHA-256 is stored (here
 * and in the read table): the link is shown once, when it is made, and revoking it ends it for good.
 */
export const CALENDAR_FEED_MESSAGES = {
  notFound: 'Calendar link not found',
  tooMany: 'You can have at most 20 calendar links. Revoke one you no longer use first.',
  revoked: 'This calendar link has been revoked',
} as const;

/** Enough for an agent's devices and a few single-deal links; more is a list nobody can keep track of. */
export const CALENDAR_FEEDS_PER_AGENT = 20;

export interface CalendarFeedCreatedData {
  feedId: string;
  ownerId: string;
  /** Null: every deal of the owner; else the one deal. */
  transactionId: string | null;
  tokenHash: string;
}

export type CalendarFeedEvent =
  | { type: 'CalendarFeedCreated'; data: CalendarFeedCreatedData }
  | { type: 'CalendarFeedRevoked'; data: { feedId: string; ownerId: string } };

export const CALENDAR_FEED_EVENT_TYPES: readonly CalendarFeedEvent['type'][] = ['CalendarFeedCreated', 'CalendarFeedRevoked'];

export interface CalendarFeedState {
  exists: boolean;
  revoked: boolean;
  ownerId: string | null;
}

export type CalendarFeedCommand =
  | {
      type: 'CreateCalendarFeed';
      feedId: string;
      ownerId: string;
      transactionId: string | null;
      tokenHash: string;
      /** The owner's live links now (the read table's count): the limit is checked against it. */
      activeFeeds: number;
    }
  | { type: 'RevokeCalendarFeed'; feedId: string; ownerId: string };

export function evolveCalendarFeed(state: CalendarFeedState, event: CalendarFeedEvent): CalendarFeedState {
  switch (event.type) {
    case 'CalendarFeedCreated':
      return { exists: true, revoked: false, ownerId: event.data.ownerId };
    case 'CalendarFeedRevoked':
      return { ...state, revoked: true };
  }
}

export function decideCalendarFeed(command: CalendarFeedCommand, state: CalendarFeedState): CalendarFeedEvent[] {
  switch (command.type) {
    case 'CreateCalendarFeed': {
      if (state.exists) return [];
      if (command.activeFeeds >= CALENDAR_FEEDS_PER_AGENT) throw new ConflictError(CALENDAR_FEED_MESSAGES.tooMany);
      if (!/^[0-9a-f]{64}$/.test(command.tokenHash)) throw new ValidationError('A calendar link needs a SHA-256 token hash');
      const { feedId, ownerId, transactionId, tokenHash } = command;
      return [{ type: 'CalendarFeedCreated', data: { feedId, ownerId, transactionId, tokenHash } }];
    }
    case 'RevokeCalendarFeed': {
      // Someone else's link is as unknown as a missing one; revoking twice is done already.
      if (!state.exists || state.ownerId !== command.ownerId) throw new NotFoundError(CALENDAR_FEED_MESSAGES.notFound);
      if (state.revoked) return [];
      return [{ type: 'CalendarFeedRevoked', data: { feedId: command.feedId, ownerId: command.ownerId } }];
    }
  }
}

export const calendarFeed = defineAggregate<CalendarFeedState, CalendarFeedCommand, CalendarFeedEvent>({
  streamType: 'calendar-feed',
  streamId: (feedId: string) => `calendar-feed-${feedId}`,
  initialState: () => ({ exists: false, revoked: false, ownerId: null }),
  evolve: evolveCalendarFeed,
  decide: decideCalendarFeed,
});
