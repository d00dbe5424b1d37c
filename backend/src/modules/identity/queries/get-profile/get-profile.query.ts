import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { PROFILE_COLUMNS, ProfileDto, ProfileRow, toProfileDto } from '../../identity.dto';

/** A living user's profile, or null (unknown or erased). */
export class GetProfile extends Query<ProfileDto | null> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetProfile)
export class GetProfileHandler implements IQueryHandler<GetProfile> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute(query: GetProfile): Promise<ProfileDto | null> {
    const [row] = await this.dataSource.query<ProfileRow[]>(
      `SELECT ${PROFILE_COLUMNS} FROM profiles WHERE id = $1 AND erased_at IS NULL`,
      [query.userId],
    );
    return row ? toProfileDto(row) : null;
  }
}
