import { AuditEntryDto } from './audit.dto';

/**
 * One CSV cell (RFC 4180). Audit values carry text people typed (titles, notes), so a cell a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with an apostrophe.
 * (The same rule as the leads export; a shared helper belongs in the platform once a third needs it.)
 */
export function csvCell(value: string | null): string {
  if (value === null || value === '') return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const json = (value: Record<string, unknown> | null) => (value === null ? null : JSON.stringify(value));

const COLUMNS: ReadonlyArray<[header: string, value: (entry: AuditEntryDto) => string | null]> = [
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
  return `\uFEFF${COLUMNS.map(([header]) => csvCell(header)).join(',')}\r\n`;
}

export function auditCsvRows(entries: readonly AuditEntryDto[]): string {
  return entries.map((entry) => `${COLUMNS.map(([, value]) => csvCell(value(entry))).join(',')}\r\n`).join('');
}
