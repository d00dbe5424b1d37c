import { createHash, createHmac } from 'node:crypto';

/**
 * Reset tokens that never rest anywhere in plaintext (docs/adr/0006-identity.md). The token is
 * HMAC-SHA256(key, resetId), 32 bytes, where resetId is a random UUID recorded in the event and
 * the key is derived from the server secret. The event, the outbox row and the queued job carry
 * the reset id; only the e-mail job recomputes the token to put it in the link. The database
 * keeps SHA-256(token) to find the request.
 */
export class ResetTokens {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = createHmac('sha256', serverSecret).update('threshold:password-reset:v1').digest();
  }

  tokenFor(resetId: string): string {
    return createHmac('sha256', this.key).update(resetId).digest('base64url');
  }

  static hash(token: string): string {
    return createHash('sha256').update(token, 'utf8').digest('hex');
  }
}

/** Refresh tokens are random and stored as their SHA-256 (ADR 0005). */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
