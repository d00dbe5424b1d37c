import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Role } from '../../../platform/auth/token.service';
import { DATA_SOURCE } from '../../../platform/platform.tokens';
import { RehashPassword } from '../commands/rehash-password/rehash-password.command';
import { InvalidCredentialsError } from '../domain/identity.errors';
import { normalizeEmail } from '../domain/registration-form';
import { userStream } from '../domain/user.events';
import { PasswordHasher } from './password-hasher';
import { IssuedSession, SessionService } from './session.service';

/** E-mail and password to a session; any mismatch is the same 401, in the same time. */
@Injectable()
export class SignInService {
  private readonly logger = new Logger(SignInService.name);

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly commands: CommandBus,
  ) {}

  async signIn(email: string, password: string, userAgent: string | null): Promise<IssuedSession> {
    // The stream version is read in the same statement as the hash: a rehash appends only if nothing happened since.
    const [account] = await this.dataSource.query<{ user_id: string; password_hash: string; role: Role; stream_version: number }[]>(
      `SELECT e.user_id, c.password_hash, p.role,
              (SELECT coalesce(max(stream_version), 0)::int FROM events WHERE stream_id = 'user-' || e.user_id) AS stream_version
         FROM user_emails e
         JOIN user_credentials c ON c.user_id = e.user_id
         JOIN profiles p ON p.id = e.user_id AND p.erased_at IS NULL
        WHERE e.email_lower = $1`,
      [normalizeEmail(email)],
    );
    const valid = account ? await this.hasher.verify(password, account.password_hash) : await this.hasher.verifyNothing(password);
    if (!account || !valid) throw new InvalidCredentialsError();
    if (this.hasher.needsRehash(account.password_hash)) await this.rehash(account.user_id, password, account.stream_version);
    return this.sessions.start(account.user_id, account.role, userAgent);
  }

  /** Whether `password` is the user's current one (the change-password form asks for it). */
  async isCurrentPassword(userId: string, password: string): Promise<boolean> {
    const [credentials] = await this.dataSource.query<{ password_hash: string }[]>('SELECT password_hash FROM user_credentials WHERE user_id = $1', [
      userId,
    ]);
    return credentials ? this.hasher.verify(password, credentials.password_hash) : false;
  }

  /** Best effort: a failed or raced rehash leaves the old hash, which still works and is replaced next time. */
  private async rehash(userId: string, password: string, streamVersion: number): Promise<void> {
    const metadata = { actorId: userId, correlationId: randomUUID(), causationId: null };
    await this.commands
      .execute(new RehashPassword(userId, password, streamVersion, metadata))
      .catch((error: unknown) => this.logger.warn({ err: error, stream: userStream(userId) }, 'Password not rehashed; kept the old hash'));
  }
}
