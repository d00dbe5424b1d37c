import { JwtService } from '@nestjs/jwt';
import { createSecretKey, randomUUID } from 'node:crypto';
import IORedis from 'ioredis';
import { UnauthorizedError } from '../errors/domain-error';
import { FileUrls } from '../storage/signed-file-url';

export type Role = 'admin' | 'agent' | 'broker' | 'team_lead' | 'client';
export const ROLES: readonly Role[] = ['admin', 'agent', 'broker', 'team_lead', 'client'];

export interface AuthenticatedUser {
  userId: string;
  role: Role;
  sessionId: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

interface AccessClaims {
  sub: string;
  role: Role;
  sid: string;
  iat: number;
  exp: number;
}

export const revocationChannel = (prefix: string) => `${prefix}:auth:session-revoked`;

/** How long a request trusts an earlier "not revoked" for the same session on the same process (ADR 0086). */
export const REVOCATION_GRACE_MS = 2_000;

/** Sessions remembered as live at most; past it the stale ones go first, then all. */
const MAX_REMEMBERED = 10_000;

/**
 * Short-lived HS256 access tokens (docs/adr/0005-auth-tokens.md). A session can be revoked before
 * its tokens expire: the revocation is kept in Redis for the token lifetime and announced on a
 * channel so open sockets of that session are closed at once.
 */
export class TokenService {
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly redis: IORedis,
    private readonly prefix = 'threshold',
    /** Signs and checks short-lived file URLs (ADR 0045); without it no signed URL is accepted. */
    private readonly fileUrls?: FileUrls,
    /**
     * A subscriber connection of its own: a revocation announced by any process drops this one's
     * remembered answer for the session at once (ADR 0086); without it, the grace bounds the delay.
     */
    private readonly announcements?: IORedis,
    /** How long a session found not revoked is trusted without asking Redis again (ADR 0086). */
    private readonly revocationGraceMs = REVOCATION_GRACE_MS,
  ) {
    if (announcements) {
      this.listening = announcements.subscribe(this.revocationChannel).then(
        () => undefined,
        () => undefined, // the grace still bounds the delay while the subscriber is away
      );
      announcements.on('message', (channel: string, sessionId: string) => {
        if (channel === this.revocationChannel) this.forgetLive(sessionId);
      });
    }
    // A KeyObject, not the string: given a string, jsonwebtoken first tries to parse it as a PEM
    // public (verify) or private (sign) key on every call and catches the throw, about 1.5 ms of
    // CPU per authenticated request against 0.03 ms (docs/benchmarks.md). Same key bytes (UTF-8).
    this.jwt = new JwtService({ secret: createSecretKey(Buffer.from(secret, 'utf8')), signOptions: { algorithm: 'HS256' } });
  }

  private readonly jwt: JwtService;

  /** Settles once revocations announced by other processes are heard (at once without a subscriber). */
  readonly listening: Promise<void> = Promise.resolve();

  issue(userId: string, role: Role, sessionId: string = randomUUID(), now = Date.now()): { token: string; expiresAt: number } {
    const iat = Math.floor(now / 1000);
    const claims: AccessClaims = { sub: userId, role, sid: sessionId, iat, exp: iat + this.ttlSeconds };
    return { token: this.sign(claims), expiresAt: claims.exp };
  }

  async verify(token: string | undefined, now = Date.now()): Promise<AuthenticatedUser> {
    if (!token) throw new UnauthorizedError();
    const claims = this.decode(token);
    if (!claims || claims.exp * 1000 <= now || !ROLES.includes(claims.role)) throw new UnauthorizedError();
    if (await this.revokedNow(claims.sid)) throw new UnauthorizedError();
    return { userId: claims.sub, role: claims.role, sessionId: claims.sid, expiresAt: claims.exp };
  }

  /**
   * The caller a signed file URL speaks for (ADR 0045): valid for this path, unexpired, a known role,
   * and its session not revoked since (sign-out, a role change). Else 401, like a bad token.
   */
  async verifyFileUrl(path: string, query: Record<string, unknown>, now = Date.now()): Promise<AuthenticatedUser> {
    const caller = this.fileUrls?.verify(path, query, now);
    if (!caller || !ROLES.includes(caller.role as Role)) throw new UnauthorizedError();
    if (await this.revokedNow(caller.sessionId)) throw new UnauthorizedError();
    return { ...caller, role: caller.role as Role };
  }

  async revokeSession(sessionId: string): Promise<void> {
    this.forgetLive(sessionId);
    await this.redis.set(this.revokedKey(sessionId), '1', 'EX', this.ttlSeconds + 60);
    this.forgetLive(sessionId); // a check that read Redis before the SET must not remember the session as live
    await this.redis.publish(this.revocationChannel, sessionId);
  }

  /** Redis's answer, never a remembered one (the refresh's check, ADR 0006). */
  async isRevoked(sessionId: string): Promise<boolean> {
    return (await this.redis.exists(this.revokedKey(sessionId))) === 1;
  }

  /** Stops the revocation subscriber (Nest calls it at shutdown). */
  async onModuleDestroy(): Promise<void> {
    this.announcements?.disconnect();
  }

  /**
   * A request's check (ADR 0086): a session Redis said was live within the grace is not asked about
   * again. A revocation on this process, or announced by another, forgets that answer at once; one
   * whose announcement was lost is seen at the latest a grace after it.
   */
  private async revokedNow(sessionId: string): Promise<boolean> {
    const now = Date.now();
    const live = this.liveAt.get(sessionId);
    if (live !== undefined && now - live < this.revocationGraceMs) return false;
    const revoked = await this.isRevoked(sessionId);
    const forgotten = this.forgottenAt.get(sessionId);
    if (revoked || (forgotten !== undefined && forgotten >= now)) this.liveAt.delete(sessionId);
    else this.rememberLive(sessionId, now);
    return revoked;
  }

  private rememberLive(sessionId: string, at: number): void {
    if (this.liveAt.size >= MAX_REMEMBERED) {
      for (const [id, checked] of this.liveAt) if (at - checked >= this.revocationGraceMs) this.liveAt.delete(id);
      if (this.liveAt.size >= MAX_REMEMBERED) this.liveAt.clear();
    }
    this.liveAt.set(sessionId, at);
  }

  /** Drops what this process remembers of the session, and marks the time so a check in flight does not bring it back. */
  private forgetLive(sessionId: string): void {
    this.liveAt.delete(sessionId);
    const now = Date.now();
    this.forgottenAt.set(sessionId, now);
    for (const [id, at] of this.forgottenAt) if (now - at > this.revocationGraceMs) this.forgottenAt.delete(id);
  }

  /** Session id → when Redis last said it was not revoked (ms since the epoch). */
  private readonly liveAt = new Map<string, number>();
  /** Session id → when this process last heard of its revocation. */
  private readonly forgottenAt = new Map<string, number>();

  get revocationChannel(): string {
    return revocationChannel(this.prefix);
  }

  private revokedKey(sessionId: string): string {
    return `${this.prefix}:auth:revoked:${sessionId}`;
  }

  private sign(claims: AccessClaims): string {
    return this.jwt.sign(claims);
  }

  /**
   * The token's claims when its signature is ours (expiry is checked by verify() against the
   * caller's clock, so tests can move time). A token whose signature was checked is remembered by
   * its exact text until it expires: the same bytes under the same key verify the same way, so the
   * next request with it skips the HMAC and the two JSON parses (issue 23 item 1, about a twentieth of
   * a command's CPU in the profile). Only the signature is remembered: expiry, role and the session's
   * revocation are checked on every request as before, and a token that failed is never remembered.
   */
  private decode(token: string): AccessClaims | undefined {
    const known = this.verifiedTokens.get(token);
    if (known) return known;
    let claims: AccessClaims;
    try {
      claims = this.jwt.verify<AccessClaims>(token, { algorithms: ['HS256'], ignoreExpiration: true });
    } catch {
      return undefined;
    }
    if (this.verifiedTokens.size >= MAX_REMEMBERED) {
      const now = Date.now();
      for (const [text, remembered] of this.verifiedTokens) if (remembered.exp * 1000 <= now) this.verifiedTokens.delete(text);
      if (this.verifiedTokens.size >= MAX_REMEMBERED) this.verifiedTokens.clear();
    }
    this.verifiedTokens.set(token, Object.freeze(claims));
    return claims;
  }

  /** Token text → its claims, for tokens whose signature this process has checked (see decode). */
  private readonly verifiedTokens = new Map<string, AccessClaims>();
}

/** `Authorization: Bearer …` first, then the `access_token` cookie (for pages such as Bull Board). */
export function tokenFromRequest(headers: { authorization?: string; cookie?: string }): string | undefined {
  const bearer = headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (bearer) return bearer;
  const cookie = headers.cookie?.split(';').map((c) => c.trim()).find((c) => c.startsWith('access_token='));
  return cookie ? decodeURIComponent(cookie.slice('access_token='.length)) : undefined;
}
