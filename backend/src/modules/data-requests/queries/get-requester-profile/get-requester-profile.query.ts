import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';

export interface RequesterProfile {
  email: string | null;
  fullName: string;
  /** The person was erased: nothing may be filed in their name (their key is gone too). */
  erased: boolean;
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
    const [row] = await this.dataSource.query<{ email: string | null; full_name: string; erased: boolean }[]>(
      'SELECT email, full_name, erased_at IS NOT NULL AS erased FROM profiles WHERE id = $1',
      [userId],
    );
    return row ? { email: row.erased ? null : row.email, fullName: row.full_name, erased: row.erased } : undefined;
  }
}
