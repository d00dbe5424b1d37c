import { CsvColumns, csvHeader, csvRows } from '../../../../platform/http/csv';
import type { OversightDealRow } from '../queries/oversight-dashboard.query';

/** The export's columns (ADR 0059): the filtered deals as the dashboard lists them. */
const COLUMNS: CsvColumns<OversightDealRow> = [
  ['Agent', (deal) => deal.agentName],
  ['Address', (deal) => deal.propertyAddress],
  ['City', (deal) => deal.propertyCity],
  ['State', (deal) => deal.propertyState],
  ['Side', (deal) => deal.transactionType],
  ['Status', (deal) => deal.status],
  ['Client', (deal) => deal.clientName],
  ['Purchase price', (deal) => (deal.purchasePrice === null ? null : String(deal.purchasePrice))],
  ['Closing date', (deal) => deal.closingDate],
  ['Compliance', (deal) => deal.compliance],
  ['Milestone at risk', (deal) => deal.milestoneName],
  ['Milestone deadline', (deal) => deal.milestoneDueDate],
  ['Next milestone', (deal) => deal.nextMilestoneName],
  ['Next milestone date', (deal) => deal.nextMilestoneDate],
  ['Transaction id', (deal) => deal.id],
];

/** A header row, then one row per deal; every cell escaped by `csvCell` (RFC 4180, formula prefixes). */
export function oversightDealsToCsv(deals: readonly OversightDealRow[]): string {
  return csvHeader(COLUMNS) + csvRows(COLUMNS, deals);
}
