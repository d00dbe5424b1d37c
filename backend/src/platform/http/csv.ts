/**
 * One CSV cell (RFC 4180). Exported text was typed by people (strangers, for the public forms), so a
 * cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with an apostrophe.
 */
export function csvCell(value: string | null): string {
  if (value === null || value === '') return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Columns as [header, value] pairs; rows end with CRLF, and a BOM lets Excel read UTF-8. */
export type CsvColumns<T> = ReadonlyArray<[header: string, value: (row: T) => string | null]>;

export function csvHeader<T>(columns: CsvColumns<T>): string {
  return `\uFEFF${columns.map(([header]) => csvCell(header)).join(',')}\r\n`;
}

export function csvRows<T>(columns: CsvColumns<T>, rows: readonly T[]): string {
  return rows.map((row) => `${columns.map(([, value]) => csvCell(value(row))).join(',')}\r\n`).join('');
}
