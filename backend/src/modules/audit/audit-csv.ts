import { CsvColumns, csvHeader, csvRows } from '../../platform/http/csv';
import { auditChangesText } from './audit-wording';
import { AuditEntryDto } from './audit.dto';

/** The same words as the audit screen (issue 11 item 6); the raw ids and type follow for tooling. */
const COLUMNS: CsvColumns<AuditEntryDto> = [
  ['At', (e) => e.at],
  ['Actor', (e) => e.actorLabel],
  ['Event', (e) => e.actionLabel],
  ['What happened', (e) => e.summary],
  ['Changes', (e) => auditChangesText(e.changes)],
  ['Entity type', (e) => e.entityType],
  ['Entity id', (e) => e.entityId],
  ['Actor id', (e) => e.actorId],
  ['Event type', (e) => e.action],
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
