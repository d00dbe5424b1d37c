import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { DataRequestDto, DataRequestRow, toDataRequestDto } from '../../data-requests.dto';

/** Data requests newest first (spec 002 §7: history by created_at descending): all, one person's, or one. */
export class ListDataRequests extends Query<DataRequestDto[]> {
  constructor(readonly filter: { userId?: string; requestId?: string } = {}) {
    super();
  }
}

@QueryHandler(ListDataRequests)
export class ListDataRequestsHandler implements IQueryHandler<ListDataRequests> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ filter }: ListDataRequests): Promise<DataRequestDto[]> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (filter.userId) {
      params.push(filter.userId);
      conditions.push(`user_id = $${params.length}`);
    }
    if (filter.requestId) {
      params.push(filter.requestId);
      conditions.push(`id = $${params.length}`);
    }
    const rows: DataRequestRow[] = await this.dataSource.query(
      `SELECT id, user_id, request_type, reason, user_email, user_name, status, admin_notes, created_at, updated_at,
              completed_at, export_ready_at, erased_at, last_version
         FROM data_requests ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
        ORDER BY created_at DESC, id`,
      params,
    );
    return rows.map(toDataRequestDto);
  }
}
