import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';

export interface RequesterProfile {
  email: string | null;
  fullName: string;
}

/**
 * The requester's e-mail and name at filing time (spec 002 §7: read the profile, then insert them
 * with the request). Read from identity's `profiles` read table; undefined when there is none.
 */
export class GetRequesterProfile extends Query<RequesterProfile | undefined> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetRequesterProfile)
export class GetRequesterProfileHandler implements IQueryHandler<GetRequesterProfile> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ userId }: GetRequesterProfile): Promise<RequesterProfile | undefined> {
    const [row] = await this.dataSource.query<{ email: string | null; full_name: string }[]>(
      'SELECT email, full_name FROM profiles WHERE id = $1 AND erased_at IS NULL',
      [userId],
    );
    return row ? { email: row.email, fullName: row.full_name } : undefined;
  }
}
