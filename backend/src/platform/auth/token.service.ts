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
  ) {
    // A KeyObject, not the string: given a string, jsonwebtoken first tries to parse it as a PEM
    // public (verify) or private (sign) key on every call and catches the throw, about 1.5 ms of
    // CPU per authenticated request against 0.03 ms (docs/benchmarks.md). Same key bytes (UTF-8).
    this.jwt = new JwtService({ secret: createSecretKey(Buffer.from(secret, 'utf8')), signOptions: { algorithm: 'HS256' } });
  }

  private readonly jwt: JwtService;

  issue(userId: string, role: Role, sessionId: string = randomUUID(), now = Date.now()): { token: string; expiresAt: number } {
    const iat = Math.floor(now / 1000);
    const claims: AccessClaims = { sub: userId, role, sid: sessionId, iat, exp: iat + this.ttlSeconds };
    return { token: this.sign(claims), expiresAt: claims.exp };
  }

  async verify(token: string | undefined, now = Date.now()): Promise<AuthenticatedUser> {
    if (!token) throw new UnauthorizedError();
    const claims = this.decode(token);
    if (!claims || claims.exp * 1000 <= now || !ROLES.includes(claims.role)) throw new UnauthorizedError();
    if (await this.isRevoked(claims.sid)) throw new UnauthorizedError();
    return { userId: claims.sub, role: claims.role, sessionId: claims.sid, expiresAt: claims.exp };
  }

  /**
   * The caller a signed file URL speaks for (ADR 0045): valid for this path, unexpired, a known role,
   * and its session not revoked since (sign-out, a role change). Else 401, like a bad token.
   */
  async verifyFileUrl(path: string, query: Record<string, unknown>, now = Date.now()): Promise<AuthenticatedUser> {
    const caller = this.fileUrls?.verify(path, query, now);
    if (!caller || !ROLES.includes(caller.role as Role)) throw new UnauthorizedError();
    if (await this.isRevoked(caller.sessionId)) throw new UnauthorizedError();
    return { ...caller, role: caller.role as Role };
  }

  async revokeSession(sessionId: string): Promise<void> {
    await this.redis.set(this.revokedKey(sessionId), '1', 'EX', this.ttlSeconds + 60);
    await this.redis.publish(this.revocationChannel, sessionId);
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    return (await this.redis.exists(this.revokedKey(sessionId))) === 1;
  }

  get revocationChannel(): string {
    return revocationChannel(this.prefix);
  }

  private revokedKey(sessionId: string): string {
    return `${this.prefix}:auth:revoked:${sessionId}`;
  }

  private sign(claims: AccessClaims): string {
    return this.jwt.sign(claims);
  }

  private decode(token: string): AccessClaims | undefined {
    try {
      // Expiry is checked by verify() against the caller's clock, so tests can move time.
      return this.jwt.verify<AccessClaims>(token, { algorithms: ['HS256'], ignoreExpiration: true });
    } catch {
      return undefined;
    }
  }
}

/** `Authorization: Bearer …` first, then the `access_token` cookie (for pages such as Bull Board). */
export function tokenFromRequest(headers: { authorization?: string; cookie?: string }): string | undefined {
  const bearer = headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (bearer) return bearer;
  const cookie = headers.cookie?.split(';').map((c) => c.trim()).find((c) => c.startsWith('access_token='));
  return cookie ? decodeURIComponent(cookie.slice('access_token='.length)) : undefined;
}
