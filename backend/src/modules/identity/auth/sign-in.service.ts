import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Role } from '../../../platform/auth/token.service';
import { DATA_SOURCE } from '../../../platform/platform.tokens';
import { InvalidCredentialsError } from '../domain/identity.errors';
import { normalizeEmail } from '../domain/registration-form';
import { PasswordHasher } from './password-hasher';
import { IssuedSession, SessionService } from './session.service';

/** E-mail and password to a session; any mismatch is the same 401, in the same time. */
@Injectable()
export class SignInService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
  ) {}

  async signIn(email: string, password: string, userAgent: string | null): Promise<IssuedSession> {
    const [account] = await this.dataSource.query<{ user_id: string; password_hash: string; role: Role }[]>(
      `SELECT e.user_id, c.password_hash, p.role
         FROM user_emails e
         JOIN user_credentials c ON c.user_id = e.user_id
         JOIN profiles p ON p.id = e.user_id AND p.erased_at IS NULL
        WHERE e.email_lower = $1`,
      [normalizeEmail(email)],
    );
    const valid = account ? await this.hasher.verify(password, account.password_hash) : await this.hasher.verifyNothing(password);
    if (!account || !valid) throw new InvalidCredentialsError();
    return this.sessions.start(account.user_id, account.role, userAgent);
  }
}
