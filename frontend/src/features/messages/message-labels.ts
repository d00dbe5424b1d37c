import type { DealMessageDto } from '../../shared/api/generated';

/** Spec 002 §5, §8, §9, verbatim where the spec gives the words. */
export const MESSAGE_TEXT = {
  empty: 'No messages yet',
  sendFailed: 'Failed to send message. Please try again.',
  markAllRead: 'Mark all as read',
  unknownSender: 'Unknown',
} as const;

/** Spec 002 §2, §9: the unread badge caps at 9+ (above 9). */
export function unreadBadge(count: number): string {
  return count > 9 ? '9+' : String(count);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Spec 002 §5: a message's age — Just now, minutes, hours (under 24), days (under 7), then a short
 * date. "Just now" is under a minute; a clock a little ahead of the server reads as Just now too.
 */
export function messageAge(createdAt: string, now: Date = new Date()): string {
  const at = new Date(createdAt);
  const elapsed = now.getTime() - at.getTime();
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}d ago`;
  return at.toLocaleDateString('en-US', { month: 'short', day: 'numeric', ...(at.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }) });
}

/** The thread as shown: each message once, in thread order, whatever order pushes and catch-ups arrive in. */
export function mergeMessages(known: readonly DealMessageDto[], incoming: readonly DealMessageDto[]): DealMessageDto[] {
  const byId = new Map(known.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, { ...byId.get(message.id), ...message });
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}
