import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
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

/** LIKE treats % and _ as wildcards; a person searching for them means the characters. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

@QueryHandler(ListLeads)
export class ListLeadsHandler implements IQueryHandler<ListLeads> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ filters, limit, offset }: ListLeads): Promise<LeadListDto> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (filters.kind) {
      params.push(filters.kind);
      conditions.push(`kind = $${params.length}`);
    }
    for (const word of (filters.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10)) {
      params.push(likePattern(word));
      conditions.push(`${SEARCHABLE} ILIKE $${params.length}`);
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const [{ total }] = (await this.dataSource.query(`SELECT count(*)::int AS total FROM leads ${where}`, params)) as [
      { total: number },
    ];
    const rows: LeadRow[] = await this.dataSource.query(
      `SELECT id, kind, name, email, phone, organization, brokerage, message, interests, headache, submitted_at
         FROM leads ${where}
        ORDER BY submitted_at DESC, id
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return { items: rows.map(toLeadDto), total };
  }
}
