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

/**
 * Appended cell by cell to one string: an array of cells per row and another of rows, joined after,
 * were most of an export's garbage (the oversight export's CPU profile, docs/benchmarks.md 2026-11-29).
 */
export function csvRows<T>(columns: CsvColumns<T>, rows: readonly T[]): string {
  const values = columns.map(([, value]) => value);
  let text = '';
  for (const row of rows) {
    for (let index = 0; index < values.length; index++) {
      if (index > 0) text += ',';
      text += csvCell(values[index](row));
    }
    text += '\r\n';
  }
  return text;
}
