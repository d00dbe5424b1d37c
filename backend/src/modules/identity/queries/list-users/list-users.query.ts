import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { AdminUserDto, PROFILE_COLUMNS, ProfileRow, toProfileDto } from '../../identity.dto';
import { transactionCountsByUser } from './transactions-table';

/** Spec 000 §2 admin Users tab: every profile, newest first, with its transaction count. */
export class ListUsers extends Query<AdminUserDto[]> {}

@QueryHandler(ListUsers)
export class ListUsersHandler implements IQueryHandler<ListUsers> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute(): Promise<AdminUserDto[]> {
    const rows = await this.dataSource.query<ProfileRow[]>(
      `SELECT ${PROFILE_COLUMNS} FROM profiles WHERE erased_at IS NULL ORDER BY created_at DESC, id`,
    );
    const counts = await transactionCountsByUser(this.dataSource);
    return rows.map((row) => ({ ...toProfileDto(row), transactionCount: counts.get(row.id) ?? 0 }));
  }
}
