import { ConflictError, NotFoundError } from '../../../platform/errors/domain-error';
import { CALENDAR_FEEDS_PER_AGENT, CalendarFeedState, decideCalendarFeed, evolveCalendarFeed } from './calendar-feed';

const hash = 'a'.repeat(64);
const none: CalendarFeedState = { exists: false, revoked: false, ownerId: null };
const create = (activeFeeds = 0) => ({ type: 'CreateCalendarFeed' as const, feedId: 'f1', ownerId: 'agent', transactionId: null, tokenHash: hash, activeFeeds });

describe('calendar link decisions', () => {
  it('creates a link under the limit, and none past it', () => {
    expect(decideCalendarFeed(create(CALENDAR_FEEDS_PER_AGENT - 1), none)).toEqual([
      { type: 'CalendarFeedCreated', data: { feedId: 'f1', ownerId: 'agent', transactionId: null, tokenHash: hash } },
    ]);
    expect(() => decideCalendarFeed(create(CALENDAR_FEEDS_PER_AGENT), none)).toThrow(ConflictError);
  });

  it('never records a secret in place of its hash', () => {
    expect(() => decideCalendarFeed({ ...create(), tokenHash: 'the-token-itself' }, none)).toThrow('SHA-256');
  });

  it("revokes the owner's live link once; another agent's is not found", () => {
    const live = evolveCalendarFeed(none, decideCalendarFeed(create(), none)[0]);
    expect(() => decideCalendarFeed({ type: 'RevokeCalendarFeed', feedId: 'f1', ownerId: 'someone else' }, live)).toThrow(NotFoundError);
    const [revoked] = decideCalendarFeed({ type: 'RevokeCalendarFeed', feedId: 'f1', ownerId: 'agent' }, live);
    expect(revoked).toEqual({ type: 'CalendarFeedRevoked', data: { feedId: 'f1', ownerId: 'agent' } });
    expect(decideCalendarFeed({ type: 'RevokeCalendarFeed', feedId: 'f1', ownerId: 'agent' }, evolveCalendarFeed(live, revoked))).toEqual([]);
    expect(() => decideCalendarFeed({ type: 'RevokeCalendarFeed', feedId: 'f1', ownerId: 'agent' }, none)).toThrow(NotFoundError);
  });
});
