/*
 * Performance Metrics (spec 001 §2.1, §4, §9) as pure functions of the listed deals, the upcoming
 * milestones and tasks, and today's local date.
 */
import { inRange, isMilestoneUpcoming, isTaskUrgent, quarterOf, yearToDate } from './dashboard-dates';
import { isDraft, matchesStatus, UNDER_CONTRACT_STATUSES, type DashboardDeal, type StatusFilter } from './dashboard-filters';

export const METRIC_VIEWS = ['quarter', 'ytd', 'all_time'] as const;
export type MetricView = (typeof METRIC_VIEWS)[number];
export const METRIC_VIEW_LABELS: Record<MetricView, string> = { quarter: 'Quarter', ytd: 'Year to Date', all_time: 'All Time' };
/** Spec 001 §9: the default performance view is All Time. */
export const DEFAULT_METRIC_VIEW: MetricView = 'all_time';

export interface DashboardMetrics {
  pendingVolume: number;
  pendingCount: number;
  closedVolume: number;
  closedCount: number;
  activeDeals: number;
  urgentTasks: number;
  upcoming: number;
}

/** Spec 001 §4: pending volume and count cover pending plus the six under-contract statuses. */
const PENDING_VOLUME_STATUSES: readonly string[] = ['pending', ...UNDER_CONTRACT_STATUSES];

/** Spec 001 §2.1: the status filter a tile sets when clicked (Urgent Tasks and Upcoming set none). */
export const TILE_STATUS_FILTER: { pendingVolume: StatusFilter; closedVolume: StatusFilter; activeDeals: StatusFilter } = {
  pendingVolume: 'under_contract',
  closedVolume: 'closed',
  activeDeals: 'active',
};

const price = (deal: DashboardDeal) =>
  typeof deal.purchase_price === 'number' && Number.isFinite(deal.purchase_price) ? deal.purchase_price : 0;

export function computeMetrics(
  deals: readonly DashboardDeal[],
  view: MetricView,
  today: string,
  { milestoneDueDates, taskDueDates }: { milestoneDueDates: readonly string[]; taskDueDates: readonly (string | null)[] },
): DashboardMetrics {
  const live = deals.filter((deal) => !isDraft(deal));
  const pending = live.filter((deal) => PENDING_VOLUME_STATUSES.includes(deal.status));
  // Spec 001 §4: closed volume counts closed deals that have a closing date, within the calendar
  // quarter (Quarter) or 1 January to today (Year to Date); All Time has no limit.
  const period = view === 'quarter' ? quarterOf(today) : view === 'ytd' ? yearToDate(today) : null;
  const closed = live.filter(
    (deal) => deal.status === 'closed' && !!deal.closing_date && (period === null || inRange(deal.closing_date, period)),
  );
  return {
    pendingVolume: pending.reduce((sum, deal) => sum + price(deal), 0),
    pendingCount: pending.length,
    closedVolume: closed.reduce((sum, deal) => sum + price(deal), 0),
    closedCount: closed.length,
    activeDeals: live.filter((deal) => matchesStatus(deal.status, 'active')).length,
    urgentTasks: taskDueDates.filter((due) => isTaskUrgent(due, today)).length,
    upcoming: milestoneDueDates.filter((due) => isMilestoneUpcoming(due, today)).length,
  };
}
