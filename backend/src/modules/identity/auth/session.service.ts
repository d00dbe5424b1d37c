import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Role, TokenService } from '../../../platform/auth/token.service';
import { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { UnauthorizedError } from '../../../platform/errors/domain-error';
import { DATA_SOURCE } from '../../../platform/platform.tokens';
import { SqlExecutor } from '../../../platform/event-store/sql-executor';
import { hashRefreshToken } from './reset-token';

export interface IssuedSession {
  userId: string;
  sessionId: string;
  accessToken: string;
  /** Access token expiry, seconds since the epoch. */
  expiresAt: number;
  refreshToken: string;
  refreshExpiresAt: Date;
}

/**
 * Why the server ended a session the user did not end themselves, told to the sign-in page through
 * the refused refresh (`reason` of its 401). Only a role change is told today (issue 11 item 7).
 */
export type SessionEndReason = 'role_changed';

export type ActivityType = 'login' | 'logout' | 'page_view' | 'feature_usage';

export interface ActivityEntry {
  type: ActivityType;
  details: string | null;
  at: Date;
}

/**
 * Sign-ins as sessions (docs/adr/0005-auth-tokens.md, 0006-identity.md). One sign-in is one
 * session id, used as the access token's `sid`, the refresh token family and the `user_sessions`
 * row. Refresh tokens rotate on every use; presenting a used one ends the whole family. These
 * tables are plain telemetry, not events (issue #3); their writes that only record activity are
 * logged and swallowed (spec 000 §8).
 */
@Injectable()
export class SessionService {
  private readonly logger = new Logger(SessionService.name);

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: TokenService,
  ) {}

  /** Spec 000 §4: on sign-in one session starts (start time, user agent) and a login is recorded. */
  async start(userId: string, role: Role, userAgent: string | null): Promise<IssuedSession> {
    const sessionId = randomUUID();
    await this.dataSource.query('INSERT INTO user_sessions (id, user_id, session_start, user_agent) VALUES ($1, $2, now(), $3)', [
      sessionId,
      userId,
      userAgent?.slice(0, 500) ?? null,
    ]);
    await this.recordActivity(userId, sessionId, [{ type: 'login', details: null, at: new Date() }]);
    return this.issue(userId, role, sessionId);
  }

  /**
   * Rotates a refresh token. Exactly one caller can spend a token (the UPDATE is the check); a token
   * spent before, presented again, means a copy exists elsewhere: the family ends for everyone.
   */
  async refresh(rawToken: string | undefined): Promise<IssuedSession> {
    if (!rawToken) throw new UnauthorizedError();
    const tokenHash = hashRefreshToken(rawToken);
    const [spent] = returnedRows<{ family_id: string; user_id: string }>(
      await this.dataSource.query(
        `UPDATE refresh_tokens SET used_at = now()
          WHERE token_hash = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
          RETURNING family_id, user_id`,
        [tokenHash],
      ),
    );
    if (!spent) {
      const [known] = await this.dataSource.query<
        { family_id: string; user_id: string; used_at: Date | null; revoked_at: Date | null; revoke_reason: SessionEndReason | null }[]
      >('SELECT family_id, user_id, used_at, revoked_at, revoke_reason FROM refresh_tokens WHERE token_hash = $1', [tokenHash]);
      if (known?.revoked_at && known.revoke_reason) throw new UnauthorizedError(undefined, known.revoke_reason);
      if (known?.used_at && !known.revoked_at && Date.now() - new Date(known.used_at).getTime() < this.config.refreshReuseGraceSeconds * 1000) {
        // The browser sent this token, the server rotated it, and the answer was lost (a reload or a
        // navigation cut the request): the browser still holds the old cookie. Within the grace
        // window that is not theft. Rotate again, retiring the token the browser never received.
        await this.dataSource.query('UPDATE refresh_tokens SET used_at = now() WHERE family_id = $1 AND used_at IS NULL', [known.family_id]);
        return this.continueFamily(known.user_id, known.family_id);
      }
      if (known?.used_at) {
        this.logger.warn({ sessionId: known.family_id }, 'A used refresh token was presented again; ending its session');
        await this.end(known.family_id);
      }
      throw new UnauthorizedError();
    }
    return this.continueFamily(spent.user_id, spent.family_id);
  }

  private async continueFamily(userId: string, familyId: string): Promise<IssuedSession> {
    const spent = { user_id: userId, family_id: familyId };
    const [profile] = await this.dataSource.query<{ role: Role }[]>('SELECT role FROM profiles WHERE id = $1 AND erased_at IS NULL', [
      spent.user_id,
    ]);
    if (!profile) {
      await this.end(spent.family_id);
      throw new UnauthorizedError();
    }
    if (await this.tokens.isRevoked(spent.family_id)) {
      // A token issued by a refresh that raced the end of its session: it ends too, for the same reason.
      const reason = await this.endReasonOf(spent.family_id);
      await this.end(spent.family_id, false, reason);
      throw new UnauthorizedError(undefined, reason ?? undefined);
    }
    return this.issue(spent.user_id, profile.role, spent.family_id);
  }

  /** Why the server ended this session (family), if it ended it for a reason the user should hear. */
  private async endReasonOf(familyId: string): Promise<SessionEndReason | null> {
    const [row] = await this.dataSource.query<{ revoke_reason: SessionEndReason }[]>(
      'SELECT revoke_reason FROM refresh_tokens WHERE family_id = $1 AND revoke_reason IS NOT NULL LIMIT 1',
      [familyId],
    );
    return row?.revoke_reason ?? null;
  }

  /** Sign-out: the session ends on the server, its access tokens stop working at once. */
  async signOut(rawRefreshToken: string | undefined, sessionId: string | undefined): Promise<void> {
    let familyId = sessionId;
    if (!familyId && rawRefreshToken) {
      const [row] = await this.dataSource.query<{ family_id: string }[]>('SELECT family_id FROM refresh_tokens WHERE token_hash = $1', [
        hashRefreshToken(rawRefreshToken),
      ]);
      familyId = row?.family_id;
    }
    if (familyId) await this.end(familyId, true);
  }

  /** Every session of a user ends: role change (with its reason), password reset, erasure. */
  async endAllFor(userId: string, reason: SessionEndReason | null = null): Promise<void> {
    const sessions = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM user_sessions WHERE user_id = $1 AND session_end IS NULL
       UNION SELECT DISTINCT family_id FROM refresh_tokens WHERE user_id = $1 AND revoked_at IS NULL`,
      [userId],
    );
    for (const { id } of sessions) await this.end(id, false, reason);
  }

  /** Spec 000 §3 user_activity_logs; the front end posts page views and feature use in batches. */
  async recordActivity(userId: string, sessionId: string | null, entries: readonly ActivityEntry[]): Promise<void> {
    if (entries.length === 0) return;
    try {
      const values: unknown[] = [];
      const tuples = entries.map((entry) => {
        values.push(userId, sessionId, entry.type, entry.details?.slice(0, 200) ?? null, entry.at);
        const base = values.length - 5;
        return `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5})`;
      });
      await this.dataSource.query(
        `INSERT INTO user_activity_logs (user_id, session_id, action_type, action_details, created_at) VALUES ${tuples.join(', ')}`,
        values,
      );
    } catch (error) {
      this.logger.warn({ err: error }, 'Could not record activity');
    }
  }

  /**
   * Forgets a person's sessions, activity and tokens (erasure), inside the erasure's transaction.
   * Revoking their access tokens is Redis work, done by `endAllFor` before and after that transaction.
   */
  async deleteRowsFor(userId: string, sql: SqlExecutor): Promise<void> {
    await sql.query('DELETE FROM refresh_tokens WHERE user_id = $1', [userId]);
    await sql.query('DELETE FROM user_activity_logs WHERE user_id = $1', [userId]);
    await sql.query('DELETE FROM user_sessions WHERE user_id = $1', [userId]);
  }

  private async issue(userId: string, role: Role, sessionId: string): Promise<IssuedSession> {
    const refreshToken = randomBytes(32).toString('base64url');
    const refreshExpiresAt = new Date(Date.now() + this.config.refreshTokenTtlSeconds * 1000);
    await this.dataSource.query('INSERT INTO refresh_tokens (token_hash, family_id, user_id, expires_at) VALUES ($1, $2, $3, $4)', [
      hashRefreshToken(refreshToken),
      sessionId,
      userId,
      refreshExpiresAt,
    ]);
    const access = this.tokens.issue(userId, role, sessionId);
    return { userId, sessionId, accessToken: access.token, expiresAt: access.expiresAt, refreshToken, refreshExpiresAt };
  }

  /**
   * Ends one session: its refresh tokens are revoked, its access tokens refused from now on
   * (Redis, every process; sockets closed), and the session row gets its end and duration.
   */
  private async end(sessionId: string, byUser = false, reason: SessionEndReason | null = null): Promise<void> {
    await this.dataSource.query('UPDATE refresh_tokens SET revoked_at = now(), revoke_reason = $2 WHERE family_id = $1 AND revoked_at IS NULL', [
      sessionId,
      reason,
    ]);
    await this.tokens.revokeSession(sessionId);
    const [ended] = returnedRows<{ user_id: string }>(
      await this.dataSource.query(
        `UPDATE user_sessions SET session_end = now(),
                duration_seconds = GREATEST(0, round(extract(epoch FROM now() - session_start)))::int
          WHERE id = $1 AND session_end IS NULL RETURNING user_id`,
        [sessionId],
      ),
    );
    if (ended && byUser) await this.recordActivity(ended.user_id, sessionId, [{ type: 'logout', details: null, at: new Date() }]);
  }
}

/** TypeORM answers an UPDATE … RETURNING with `[rows, affectedCount]`, a SELECT with the rows. */
function returnedRows<T>(result: unknown): T[] {
  const value = result as unknown[];
  return Array.isArray(value[0]) ? (value[0] as T[]) : (value as T[]);
}
