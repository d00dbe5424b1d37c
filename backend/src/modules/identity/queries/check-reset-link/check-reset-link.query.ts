import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { ResetTokens } from '../../auth/reset-token';

/**
 * Whether an e-mailed reset link can still be used (outstanding and unexpired), so the page can
 * say so when it opens instead of after a new password has been typed. The reset itself checks
 * again: this answer is advice, not a reservation.
 */
export class CheckResetLink extends Query<boolean> {
  constructor(readonly token: string) {
    super();
  }
}

@QueryHandler(CheckResetLink)
export class CheckResetLinkHandler implements IQueryHandler<CheckResetLink> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute(query: CheckResetLink): Promise<boolean> {
    if (query.token === '') return false;
    const rows = await this.dataSource.query<unknown[]>(
      'SELECT 1 FROM password_reset_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
      [ResetTokens.hash(query.token)],
    );
    return rows.length > 0;
  }
}
