import { CsvColumns, csvHeader, csvRows } from '../../platform/http/csv';
import { AuditEntryDto } from './audit.dto';

const json = (value: Record<string, unknown> | null) => (value === null ? null : JSON.stringify(value));

const COLUMNS: CsvColumns<AuditEntryDto> = [
  ['At', (e) => e.at],
  ['Actor', (e) => e.actorName],
  ['Actor id', (e) => e.actorId],
  ['Entity type', (e) => e.entityType],
  ['Entity id', (e) => e.entityId],
  ['Action', (e) => e.action],
  ['Before', (e) => json(e.before)],
  ['After', (e) => json(e.after)],
  ['Correlation id', (e) => e.correlationId],
  ['Entry id', (e) => e.id],
];

/** The first chunk: a BOM so Excel reads UTF-8, and the header row. Lines end with CRLF. */
export function auditCsvHeader(): string {
  return csvHeader(COLUMNS);
}

export function auditCsvRows(entries: readonly AuditEntryDto[]): string {
  return csvRows(COLUMNS, entries);
}
