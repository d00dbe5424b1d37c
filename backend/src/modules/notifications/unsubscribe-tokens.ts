import { createHmac, timingSafeEqual } from 'node:crypto';
import { NotificationKind } from './domain/notification-kinds';

/**
 * The signature of an unsubscribe link (ADR 0067): HMAC-SHA256 over "<userId>:<kind>" with a key
 * derived from the server secret under a label of its own. It names one person and one kind, so it
 * cannot be changed into another person's or another kind's link; nothing is stored.
 */
export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = createHmac('sha256', serverSecret).update('threshold:unsubscribe-link:v1').digest();
  }

  tokenFor(userId: string, kind: NotificationKind): string {
    return createHmac('sha256', this.key).update(`${userId}:${kind}`).digest('base64url');
  }

  verify(userId: string, kind: NotificationKind, token: string): boolean {
    const expected = Buffer.from(this.tokenFor(userId, kind));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The page the e-mail links to: it asks before switching anything off, so a mail scanner's GET changes nothing. */
  link(appUrl: string, userId: string, kind: NotificationKind): string {
    const query = new URLSearchParams({ user: userId, kind, token: this.tokenFor(userId, kind) });
    return `${appUrl}/unsubscribe?${query.toString()}`;
  }
}
