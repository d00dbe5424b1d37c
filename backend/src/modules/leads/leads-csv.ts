import { CsvColumns, csvHeader, csvRows } from '../../platform/http/csv';
import { CONTACT_INTEREST_LABELS, ContactInterest } from './domain/lead.events';
import { LeadDto } from './leads.dto';

const COLUMNS: CsvColumns<LeadDto> = [
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

/** The export: a header row, then one row per lead. */
export function leadsToCsv(leads: readonly LeadDto[]): string {
  return csvHeader(COLUMNS) + csvRows(COLUMNS, leads);
}
