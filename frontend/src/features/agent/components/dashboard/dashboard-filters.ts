/*
 * The Your Transactions list's filters and sort (spec 001 §2.1, §4, §9) as pure functions, and
 * their mirror in the URL query (status, role, window, sort; defaults omitted).
 */
import { inRange, monthOf, weekOf, type DayRange } from './dashboard-dates';

/** The fields of a listed deal (TransactionListItemDto, contract) that the rules read. */
export interface DashboardDeal {
  id: string;
  status: string;
  transaction_type: string;
  purchase_price: number | null;
  closing_date: string | null;
  created_at: string;
  next_milestone_date: string | null;
}

/** Spec 001 §2.1's six, and Archived: the status our Archive action gives (ADR 0037), else findable under All only. */
export const STATUS_FILTERS = ['active', 'closed', 'all', 'pending', 'under_contract', 'cancelled', 'archived'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const ROLE_FILTERS = ['all', 'buyer', 'seller'] as const;
export type RoleFilter = (typeof ROLE_FILTERS)[number];
export const WINDOW_FILTERS = ['all', 'this_week', 'this_month', 'custom'] as const;
export type WindowFilter = (typeof WINDOW_FILTERS)[number];
export const SORT_ORDERS = ['next_milestone', 'newest', 'closing_date'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  active: 'Active',
  closed: 'Closed',
  all: 'All',
  pending: 'Pending',
  under_contract: 'Under Contract',
  cancelled: 'Cancelled',
  archived: 'Archived',
};
export const ROLE_FILTER_LABELS: Record<RoleFilter, string> = { all: 'All', buyer: 'Buyer', seller: 'Seller' };
export const WINDOW_FILTER_LABELS: Record<WindowFilter, string> = {
  all: 'All',
  this_week: 'This Week',
  this_month: 'This Month',
  custom: 'Custom Range',
};
export const SORT_ORDER_LABELS: Record<SortOrder, string> = {
  next_milestone: 'Next Milestone',
  newest: 'Newest First',
  closing_date: 'Closing Date',
};

export interface DashboardFilterState {
  status: StatusFilter;
  role: RoleFilter;
  window: WindowFilter;
  /** Custom Range bounds, "YYYY-MM-DD" or '' while not chosen. */
  from: string;
  to: string;
  sort: SortOrder;
}

/** Spec 001 §9: default status Active, default sort Next Milestone. */
export const DEFAULT_FILTERS: DashboardFilterState = {
  status: 'active',
  role: 'all',
  window: 'all',
  from: '',
  to: '',
  sort: 'next_milestone',
};

/** Spec 001 §4: Under Contract means these six statuses. */
export const UNDER_CONTRACT_STATUSES: readonly string[] = [
  'under_contract',
  'option_period',
  'inspection',
  'appraisal',
  'final_walkthrough',
  'closing',
];

/** A draft is not a deal yet: it is listed apart, with Resume, and no filter or metric counts it. */
export const isDraft = (deal: Pick<DashboardDeal, 'status'>) => deal.status === 'draft';

/** Spec 001 §4, filter meaning. */
export function matchesStatus(status: string, filter: StatusFilter): boolean {
  switch (filter) {
    case 'active':
      // Archived (spec 002 §4) is an ended deal like closed and cancelled, so it is not active either.
      return status !== 'closed' && status !== 'cancelled' && status !== 'archived';
    case 'under_contract':
      return UNDER_CONTRACT_STATUSES.includes(status);
    case 'all':
      return true;
    default:
      return status === filter;
  }
}

/**
 * The side the agent works: a new-construction deal is a purchase of a new home, so it counts as a
 * buyer deal (the spec's row shows a Buyer or Seller badge, and its role filter has only those two).
 */
export function dealSide(transactionType: string): 'buyer' | 'seller' {
  return transactionType === 'seller' ? 'seller' : 'buyer';
}

export function matchesRole(transactionType: string, filter: RoleFilter): boolean {
  return filter === 'all' || dealSide(transactionType) === filter;
}

/**
 * The closing window in effect, or null when it does not filter: All, or a Custom Range with a
 * date missing (spec 001 §4: Custom Range applies only when both dates are set).
 */
export function closingWindow(filters: Pick<DashboardFilterState, 'window' | 'from' | 'to'>, today: string): DayRange | null {
  switch (filters.window) {
    case 'this_week':
      return weekOf(today);
    case 'this_month':
      return monthOf(today);
    case 'custom':
      // The end date counts to the end of that day: inRange compares whole days, end included.
      return filters.from && filters.to ? { start: filters.from, end: filters.to } : null;
    default:
      return null;
  }
}

/** The deals the list shows, in the chosen order. Drafts never appear here. */
export function filterDeals<T extends DashboardDeal>(deals: readonly T[], filters: DashboardFilterState, today: string): T[] {
  const window = closingWindow(filters, today);
  const shown = deals.filter(
    (deal) =>
      !isDraft(deal) &&
      matchesStatus(deal.status, filters.status) &&
      matchesRole(deal.transaction_type, filters.role) &&
      (window === null || inRange(deal.closing_date, window)),
  );
  return sortDeals(shown, filters.sort);
}

/** Spec 001 §4: an undated row sorts as 9999-12-31, so it goes last. */
const UNDATED = '9999-12-31';

/** Newest first by creation instant; the tie-break of the two date orders too. */
const byNewest = (a: DashboardDeal, b: DashboardDeal) => Date.parse(b.created_at) - Date.parse(a.created_at);

function byDay(key: 'next_milestone_date' | 'closing_date') {
  return (a: DashboardDeal, b: DashboardDeal) => {
    const left = a[key]?.slice(0, 10) || UNDATED;
    const right = b[key]?.slice(0, 10) || UNDATED;
    return left < right ? -1 : left > right ? 1 : byNewest(a, b);
  };
}

export function sortDeals<T extends DashboardDeal>(deals: readonly T[], sort: SortOrder): T[] {
  const compare = sort === 'newest' ? byNewest : byDay(sort === 'closing_date' ? 'closing_date' : 'next_milestone_date');
  return [...deals].sort(compare);
}

/** Clear All shows whenever any filter differs from its default (spec 001 §2.1). */
export function hasActiveFilters(filters: DashboardFilterState): boolean {
  return (
    filters.status !== DEFAULT_FILTERS.status ||
    filters.role !== DEFAULT_FILTERS.role ||
    filters.window !== DEFAULT_FILTERS.window ||
    filters.sort !== DEFAULT_FILTERS.sort
  );
}

// URL mirror. The query keeps the spec's four keys; a Custom Range carries its dates inside `window`
// as "YYYY-MM-DD..YYYY-MM-DD" (either side may be empty while the agent is still choosing), so the
// link to the detail screen, which forwards the four keys, brings the range back too.

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const RANGE = /^(\d{4}-\d{2}-\d{2})?\.\.(\d{4}-\d{2}-\d{2})?$/;

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The filters a query names; unknown or missing values fall back to the defaults. */
export function filtersFromQuery(query: URLSearchParams): DashboardFilterState {
  const windowParam = query.get('window');
  const range = windowParam ? RANGE.exec(windowParam) : null;
  return {
    status: oneOf(STATUS_FILTERS, query.get('status'), DEFAULT_FILTERS.status),
    role: oneOf(ROLE_FILTERS, query.get('role'), DEFAULT_FILTERS.role),
    window: range ? 'custom' : oneOf(WINDOW_FILTERS, windowParam, DEFAULT_FILTERS.window),
    from: range?.[1] ?? '',
    to: range?.[2] ?? '',
    sort: oneOf(SORT_ORDERS, query.get('sort'), DEFAULT_FILTERS.sort),
  };
}

/** The query that names the filters, defaults omitted (the keys of paths' AgentDashboardFilters). */
export function filtersToQuery(filters: DashboardFilterState): {
  status?: string;
  role?: string;
  window?: string;
  sort?: string;
} {
  const query: { status?: string; role?: string; window?: string; sort?: string } = {};
  if (filters.status !== DEFAULT_FILTERS.status) query.status = filters.status;
  if (filters.role !== DEFAULT_FILTERS.role) query.role = filters.role;
  if (filters.window === 'custom') {
    const from = DAY.test(filters.from) ? filters.from : '';
    const to = DAY.test(filters.to) ? filters.to : '';
    query.window = from || to ? `${from}..${to}` : 'custom';
  } else if (filters.window !== DEFAULT_FILTERS.window) {
    query.window = filters.window;
  }
  if (filters.sort !== DEFAULT_FILTERS.sort) query.sort = filters.sort;
  return query;
}
