/*
 * The oversight dashboard's filters (ADR 0059), mirrored in the URL query with defaults omitted, as the
 * agent dashboard does (spec 001 §2.1).
 */
import type { OversightComplianceFilter, OversightStatusFilter } from '@/shared/api/generated';

export interface OversightFilterState {
  agent: string;
  status: OversightStatusFilter;
  compliance: OversightComplianceFilter | 'all';
}

export const ALL_AGENTS = 'all';
export const STATUS_OPTIONS: readonly { value: OversightStatusFilter; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'under_contract', label: 'Under Contract' },
  { value: 'cancelled', label: 'Cancelled' },
];
export const COMPLIANCE_OPTIONS: readonly { value: OversightComplianceFilter | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'at_risk', label: 'At risk' },
  { value: 'ok', label: 'On track' },
];
export const DEFAULT_OVERSIGHT_FILTERS: OversightFilterState = { agent: ALL_AGENTS, status: 'active', compliance: 'all' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Unknown values fall back to the default, so a hand-edited link never asks the API for a 400. */
export function oversightFiltersFromQuery(query: URLSearchParams): OversightFilterState {
  const agent = query.get('agent') ?? '';
  const status = STATUS_OPTIONS.find((option) => option.value === query.get('status'))?.value;
  const compliance = COMPLIANCE_OPTIONS.find((option) => option.value === query.get('compliance'))?.value;
  return {
    agent: UUID.test(agent) ? agent : ALL_AGENTS,
    status: status ?? DEFAULT_OVERSIGHT_FILTERS.status,
    compliance: compliance ?? DEFAULT_OVERSIGHT_FILTERS.compliance,
  };
}

/** The URL query (and the API's parameters), defaults left out. */
export function oversightFiltersToQuery(filters: OversightFilterState): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.agent !== ALL_AGENTS) query.agent = filters.agent;
  if (filters.status !== DEFAULT_OVERSIGHT_FILTERS.status) query.status = filters.status;
  if (filters.compliance !== DEFAULT_OVERSIGHT_FILTERS.compliance) query.compliance = filters.compliance;
  return query;
}

/** Deals per page of the list (ADR 0087): the server pages it, and says how many there are in all. */
export const OVERSIGHT_PAGE_SIZE = 50;

/** The list's page from the URL (`page`, from 1; omitted on the first): anything else is the first page. */
export function oversightPageFromQuery(query: URLSearchParams): number {
  const page = Number(query.get('page') ?? '1');
  return Number.isSafeInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1;
}

/** The API's paging parameters for a page of the list. */
export const oversightPageArgs = (page: number) => ({ limit: OVERSIGHT_PAGE_SIZE, offset: (page - 1) * OVERSIGHT_PAGE_SIZE });

export const isDefaultOversightFilters = (filters: OversightFilterState) =>
  Object.keys(oversightFiltersToQuery(filters)).length === 0;

/** The browser's calendar day: it sets the quarter and the year to date, as on the agent dashboard. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
