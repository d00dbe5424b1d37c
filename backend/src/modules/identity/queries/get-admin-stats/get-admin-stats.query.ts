import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { AdminStatsDto } from '../../identity.dto';
import { totalTransactions } from '../transaction-read-model/transaction-counts';

/** Spec 000 §2 "System Statistics": total users, agents, clients and total transactions. */
export class GetAdminStats extends Query<AdminStatsDto> {}

@QueryHandler(GetAdminStats)
export class GetAdminStatsHandler implements IQueryHandler<GetAdminStats> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute(): Promise<AdminStatsDto> {
    const [counts] = await this.dataSource.query<{ total: number; agents: number; clients: number }[]>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE role = 'agent')::int AS agents,
              count(*) FILTER (WHERE role = 'client')::int AS clients
         FROM profiles WHERE erased_at IS NULL`,
    );
    return { totalUsers: counts.total, agents: counts.agents, clients: counts.clients, totalTransactions: await totalTransactions(this.dataSource) };
  }
}
