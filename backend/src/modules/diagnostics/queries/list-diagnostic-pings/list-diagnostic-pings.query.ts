import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { DIAGNOSTIC_PING_COLUMNS, DiagnosticPingDto, DiagnosticPingRow, toDiagnosticPingDto } from '../../diagnostic-ping.dto';

export class ListDiagnosticPings extends Query<DiagnosticPingDto[]> {
  constructor(readonly limit = 50) {
    super();
  }
}

@QueryHandler(ListDiagnosticPings)
export class ListDiagnosticPingsHandler implements IQueryHandler<ListDiagnosticPings> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute(query: ListDiagnosticPings): Promise<DiagnosticPingDto[]> {
    const rows: DiagnosticPingRow[] = await this.dataSource.query(
      `SELECT ${DIAGNOSTIC_PING_COLUMNS} FROM diagnostic_pings ORDER BY created_at DESC, id LIMIT $1`,
      [query.limit],
    );
    return rows.map(toDiagnosticPingDto);
  }
}
