import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ListWhere } from '../../../../platform/database/list-sql';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { LeadKind } from '../../domain/lead.events';
import { LeadListDto, LeadRow, toLeadDto } from '../../leads.dto';

export interface LeadFilters {
  kind?: LeadKind;
  /** Free text; every word must appear in one of the searchable columns. */
  q?: string;
}

/** Newest first. The admin list pages through it; the CSV export reads it with a large limit. */
export class ListLeads extends Query<LeadListDto> {
  constructor(
    readonly filters: LeadFilters,
    readonly limit = 50,
    readonly offset = 0,
  ) {
    super();
  }
}

const SEARCHABLE = `concat_ws(' ', name, email, phone, organization, brokerage, message, headache, array_to_string(interests, ' '))`;

@QueryHandler(ListLeads)
export class ListLeadsHandler implements IQueryHandler<ListLeads> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ filters, limit, offset }: ListLeads): Promise<LeadListDto> {
    const { rows, total } = await new ListWhere()
      .equals('kind', filters.kind)
      .search(SEARCHABLE, filters.q)
      .page<LeadRow>(
        this.dataSource,
        {
          select: 'id, kind, name, email, phone, organization, brokerage, message, interests, headache, submitted_at',
          from: 'leads',
          orderBy: 'submitted_at DESC, id',
        },
        limit,
        offset,
      );
    return { items: rows.map(toLeadDto), total };
  }
}
