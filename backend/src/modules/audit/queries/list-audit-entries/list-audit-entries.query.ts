import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ValidationError } from '../../../../platform/errors/domain-error';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { likePattern, searchWords } from '../../../../platform/database/list-sql';
import { auditActionLabel, auditChanges, auditSummary } from '../../audit-wording';
import { AuditEntryDto, AuditPageDto } from '../../audit.dto';

export interface AuditFilters {
  actorId?: string;
  entityId?: string;
  action?: string;
  q?: string;
  from?: string;
  to?: string;
}

/** One page of the audit trail, newest first, after `cursor` (keyset: no OFFSET, so page 100 is as fast as page 1). */
export class ListAuditEntries extends Query<AuditPageDto> {
  constructor(
    readonly filters: AuditFilters,
    readonly limit: number,
    readonly cursor?: string,
  ) {
    super();
  }
}

interface AuditRow {
  id: string;
  global_position: string;
  at: Date;
  at_key: string;
  actor_id: string | null;
  actor_name: string | null;
  entity_type: string;
  entity_id: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  correlation_id: string | null;
}

const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A bare date `to` includes that whole day: the bound becomes the next midnight (UTC), exclusive. */
function toBound(to: string): { value: string; inclusive: boolean } {
  if (!BARE_DATE.test(to)) return { value: to, inclusive: true };
  const next = new Date(`${to}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { value: next.toISOString(), inclusive: false };
}

export function encodeAuditCursor(atKey: string, globalPosition: string): string {
  return Buffer.from(`${atKey}|${globalPosition}`, 'utf8').toString('base64url');
}

function decodeAuditCursor(cursor: string): { at: string; position: string } {
  const [at, position] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!at || !position || !/^\d{1,19}$/.test(position) || Number.isNaN(Date.parse(at)))
    throw new ValidationError('Invalid cursor');
  return { at, position };
}

/** identity's read table; an actor id that is not a uuid (none today) simply has no name. */
const ACTOR_JOIN = `LEFT JOIN profiles p ON p.id = CASE WHEN a.actor_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN a.actor_id::uuid END`;

const SEARCHABLE = `concat_ws(' ', p.full_name, a.entity_type, a.entity_id, a.action)`;

/** The SQL of a filtered, keyset-paged read; shared by the page and by the CSV export's batches. */
export function auditPageSql(filters: AuditFilters, limit: number, cursor?: string): { text: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (filters.actorId) add((p) => `a.actor_id = ${p}`, filters.actorId);
  if (filters.entityId) add((p) => `a.entity_id = ${p}`, filters.entityId);
  if (filters.action) add((p) => `a.action = ${p}`, filters.action);
  for (const word of searchWords(filters.q)) add((p) => `${SEARCHABLE} ILIKE ${p}`, likePattern(word));
  if (filters.from) add((p) => `a.at >= ${p}::timestamptz`, filters.from);
  if (filters.to) {
    const bound = toBound(filters.to);
    add((p) => `a.at ${bound.inclusive ? '<=' : '<'} ${p}::timestamptz`, bound.value);
  }
  if (cursor) {
    const { at, position } = decodeAuditCursor(cursor);
    params.push(at, position);
    conditions.push(`(a.at, a.global_position) < ($${params.length - 1}::timestamptz, $${params.length}::bigint)`);
  }
  params.push(limit);
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  return {
    text: `SELECT a.id, a.global_position, a.at,
                  to_char(a.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at_key,
                  a.actor_id, p.full_name AS actor_name, a.entity_type, a.entity_id, a.action, a.before, a.after, a.correlation_id
             FROM audit_entries a ${ACTOR_JOIN}
             ${where}
            ORDER BY a.at DESC, a.global_position DESC
            LIMIT $${params.length}`,
    params,
  };
}

function toAuditEntryDto(row: AuditRow): AuditEntryDto {
  const wording = { action: row.action, before: row.before, after: row.after };
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actorId: row.actor_id,
    actorName: row.actor_name,
    actorLabel: row.actor_name ?? (row.actor_id ? 'Unknown user' : 'System'),
    entityType: row.entity_type,
    entityId: row.entity_id,
    action: row.action,
    actionLabel: auditActionLabel(row.action),
    summary: auditSummary(wording),
    changes: auditChanges(wording),
    before: row.before,
    after: row.after,
    correlationId: row.correlation_id,
  };
}

@QueryHandler(ListAuditEntries)
export class ListAuditEntriesHandler implements IQueryHandler<ListAuditEntries> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ filters, limit, cursor }: ListAuditEntries): Promise<AuditPageDto> {
    // One row more than asked tells whether another page follows, without a count.
    const { text, params } = auditPageSql(filters, limit + 1, cursor);
    const rows: AuditRow[] = await this.dataSource.query(text, params);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      entries: page.map(toAuditEntryDto),
      nextCursor: rows.length > limit && last ? encodeAuditCursor(last.at_key, String(last.global_position)) : null,
    };
  }
}
