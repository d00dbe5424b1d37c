import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ListWhere } from '../../../../platform/database/list-sql';
import { PageRequest } from '../../../../platform/http/list-params';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { Role } from '../../domain/user.events';
import { AdminUserListDto, PROFILE_COLUMNS, ProfileRow, toProfileDto } from '../../identity.dto';
import { transactionCountsByUser } from '../transaction-read-model/transaction-counts';

/**
 * Spec 000 §2 admin Users tab: profiles newest first, with their transaction counts; searched by
 * name, e-mail or company, filtered by role and paged by the server (issue 11 item 4).
 */
export class ListUsers extends Query<AdminUserListDto> {
  constructor(
    readonly filters: { role?: Role; id?: string },
    readonly page: PageRequest,
  ) {
    super();
  }
}

const SEARCHABLE = `concat_ws(' ', full_name, email, company)`;

@QueryHandler(ListUsers)
export class ListUsersHandler implements IQueryHandler<ListUsers> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ filters, page }: ListUsers): Promise<AdminUserListDto> {
    const { rows, total } = await new ListWhere()
      .when('erased_at IS NULL')
      .equals('role', filters.role)
      .equals('id', filters.id)
      .search(SEARCHABLE, page.q)
      .page<ProfileRow & { last_version: number; team_lead_id: string | null; broker_id: string | null }>(
        this.dataSource,
        { select: `${PROFILE_COLUMNS}, last_version, team_lead_id, broker_id`, from: 'profiles', orderBy: 'created_at DESC, id' },
        page.limit,
        page.offset,
      );
    const counts = await transactionCountsByUser(this.dataSource);
    const names = await this.namesOf(rows.flatMap((row) => [row.team_lead_id, row.broker_id]));
    const ref = (id: string | null) => (id ? { id, fullName: names.get(id) ?? '' } : null);
    return {
      items: rows.map((row) => ({
        ...toProfileDto(row),
        transactionCount: counts.get(row.id) ?? 0,
        version: Number(row.last_version),
        teamLead: ref(row.team_lead_id),
        broker: ref(row.broker_id),
      })),
      total,
    };
  }

  /** The team leads' and brokers' names of one page (ADR 0046). */
  private async namesOf(ids: (string | null)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
    if (wanted.length === 0) return new Map();
    const rows = await this.dataSource.query<{ id: string; full_name: string }[]>('SELECT id, full_name FROM profiles WHERE id = ANY($1::uuid[])', [wanted]);
    return new Map(rows.map((row) => [row.id, row.full_name]));
  }
}
