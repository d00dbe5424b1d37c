import { mergeMessages, messageAge, unreadBadge } from '../../frontend/src/features/messages/message-labels';
import type { DealMessageDto } from '../../frontend/src/shared/api/generated';

const now = new Date('2026-03-20T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;

describe('message age labels (spec 002 §5)', () => {
  it('reads Just now, minutes, hours under 24, days under 7, then a short date', () => {
    expect(messageAge(ago(0), now)).toBe('Just now');
    expect(messageAge(ago(59_999), now)).toBe('Just now');
    expect(messageAge(ago(-5_000), now)).toBe('Just now'); // a clock a little ahead
    expect(messageAge(ago(MINUTE), now)).toBe('1m ago');
    expect(messageAge(ago(59 * MINUTE), now)).toBe('59m ago');
    expect(messageAge(ago(60 * MINUTE), now)).toBe('1h ago');
    expect(messageAge(ago(24 * 60 * MINUTE - 1), now)).toBe('23h ago');
    expect(messageAge(ago(24 * 60 * MINUTE), now)).toBe('1d ago');
    expect(messageAge(ago(7 * 24 * 60 * MINUTE - 1), now)).toBe('6d ago');
    expect(messageAge('2026-03-13T10:00:00.000Z', now)).toBe('Mar 13');
    expect(messageAge('2025-12-01T10:00:00.000Z', now)).toBe('Dec 1, 2025');
  });
});

describe('unread badge (spec 002 §2, §9)', () => {
  it('shows the count up to 9, then 9+', () => {
    expect([0, 1, 9, 10, 250].map(unreadBadge)).toEqual(['0', '1', '9', '9+', '9+']);
  });
});

describe('the thread as shown', () => {
  const message = (id: string, seq: number, read_at: string | null = null): DealMessageDto => ({
    id,
    seq,
    read_at,
    transaction_id: 't',
    sender_id: 's',
    sender_name: 'Pat',
    sender_email: null,
    message_content: id,
    created_at: now.toISOString(),
  });
  it('holds each message once, in thread order, whatever order pushes and catch-ups arrive in', () => {
    const known = [message('a', 1), message('c', 3)];
    const merged = mergeMessages(known, [message('d', 4), message('b', 2), message('c', 3, 'read')]);
    expect(merged.map((m) => [m.id, m.read_at])).toEqual([['a', null], ['b', null], ['c', 'read'], ['d', null]]);
  });
});
