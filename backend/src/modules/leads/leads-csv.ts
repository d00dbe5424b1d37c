import { CONTACT_INTEREST_LABELS, ContactInterest } from './domain/lead.events';
import { LeadDto } from './leads.dto';

const COLUMNS: ReadonlyArray<[header: string, value: (lead: LeadDto) => string | null]> = [
  ['Submitted at', (lead) => lead.submittedAt],
  ['Form', (lead) => lead.kind],
  ['Name', (lead) => lead.name],
  ['Email', (lead) => lead.email],
  ['Phone', (lead) => lead.phone],
  ['Organization', (lead) => lead.organization],
  ['Brokerage', (lead) => lead.brokerage],
  ['Interests', (lead) => lead.interests.map((id) => CONTACT_INTEREST_LABELS[id as ContactInterest] ?? id).join('; ')],
  ['Message', (lead) => lead.message],
  ['Biggest headache', (lead) => lead.headache],
  ['Lead id', (lead) => lead.id],
];

/**
 * One CSV cell (RFC 4180). The text comes from strangers on the internet, so a cell that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with an apostrophe.
 */
export function csvCell(value: string | null): string {
  if (value === null || value === '') return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The export: a header row, then one row per lead; CRLF line ends and a BOM so Excel reads UTF-8. */
export function leadsToCsv(leads: readonly LeadDto[]): string {
  const lines = [COLUMNS.map(([header]) => csvCell(header)).join(',')];
  for (const lead of leads) lines.push(COLUMNS.map(([, value]) => csvCell(value(lead))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
