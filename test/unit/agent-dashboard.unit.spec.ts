import {
  daysUntil,
  isTaskUrgent,
  milestoneDueLabel,
  monthOf,
  quarterOf,
  shortDate,
  taskDueLabel,
  weekOf,
  yearToDate,
} from '../../frontend/src/features/agent/components/dashboard/dashboard-dates';
import {
  DEFAULT_FILTERS,
  filterDeals,
  filtersFromQuery,
  filtersToQuery,
  hasActiveFilters,
  sortDeals,
  type DashboardDeal,
  type DashboardFilterState,
} from '../../frontend/src/features/agent/components/dashboard/dashboard-filters';
import { computeMetrics } from '../../frontend/src/features/agent/components/dashboard/dashboard-metrics';
import { rememberScroll, restoredScroll } from '../../frontend/src/features/agent/components/dashboard/scroll-memory';

/** A Wednesday in the fourth quarter. */
const TODAY = '2026-11-18';

let seq = 0;
function deal(overrides: Partial<DashboardDeal> = {}): DashboardDeal {
  seq += 1;
  return {
    id: `deal-${seq}`,
    status: 'pending',
    transaction_type: 'buyer',
    purchase_price: 100_000,
    closing_date: null,
    created_at: `2026-01-${String(seq % 28 || 1).padStart(2, '0')}T12:00:00.000Z`,
    next_milestone_date: null,
    ...overrides,
  };
}

const filters = (overrides: Partial<DashboardFilterState> = {}): DashboardFilterState => ({ ...DEFAULT_FILTERS, ...overrides });
const ids = (deals: DashboardDeal[]) => deals.map((d) => d.id);

const ALL_STATUSES = [
  'pending',
  'under_contract',
  'option_period',
  'inspection',
  'appraisal',
  'final_walkthrough',
  'closing',
  'closed',
  'cancelled',
  'archived',
];

describe('dashboard status filter (spec 001 §4)', () => {
  const byStatus = Object.fromEntries(ALL_STATUSES.map((status) => [status, deal({ id: status, status })]));
  const draft = deal({ id: 'draft', status: 'draft' });
  const everything = [...Object.values(byStatus), draft];
  const shown = (status: DashboardFilterState['status']) => ids(filterDeals(everything, filters({ status }), TODAY)).sort();

  it('Active (the default) is every status except closed and cancelled (and archived, an ended deal too)', () => {
    expect(DEFAULT_FILTERS.status).toBe('active');
    expect(shown('active')).toEqual([
      'appraisal',
      'closing',
      'final_walkthrough',
      'inspection',
      'option_period',
      'pending',
      'under_contract',
    ]);
  });
  it('Under Contract is the six contract statuses, not pending', () => {
    expect(shown('under_contract')).toEqual([
      'appraisal',
      'closing',
      'final_walkthrough',
      'inspection',
      'option_period',
      'under_contract',
    ]);
  });
  it('Pending, Closed, Cancelled and Archived are their own status (Archived: ADR 0037)', () => {
    expect(shown('pending')).toEqual(['pending']);
    expect(shown('closed')).toEqual(['closed']);
    expect(shown('cancelled')).toEqual(['cancelled']);
    expect(shown('archived')).toEqual(['archived']);
  });
  it('All shows every live deal; a draft is never in the list', () => {
    expect(shown('all')).toEqual([...ALL_STATUSES].sort());
  });
});

describe('dashboard role filter', () => {
  const buyer = deal({ id: 'b', transaction_type: 'buyer' });
  const seller = deal({ id: 's', transaction_type: 'seller' });
  const build = deal({ id: 'n', transaction_type: 'new_construction' });
  it('Buyer covers buyer and new-construction deals, Seller only seller deals', () => {
    expect(ids(filterDeals([buyer, seller, build], filters({ role: 'buyer' }), TODAY)).sort()).toEqual(['b', 'n']);
    expect(ids(filterDeals([buyer, seller, build], filters({ role: 'seller' }), TODAY))).toEqual(['s']);
    expect(filterDeals([buyer, seller, build], filters({ role: 'all' }), TODAY)).toHaveLength(3);
  });
});

describe('dashboard closing window (spec 001 §4)', () => {
  it('This Week runs Sunday through Saturday around today', () => {
    expect(weekOf(TODAY)).toEqual({ start: '2026-11-15', end: '2026-11-21' });
    expect(weekOf('2026-11-15')).toEqual({ start: '2026-11-15', end: '2026-11-21' });
    expect(weekOf('2026-11-21')).toEqual({ start: '2026-11-15', end: '2026-11-21' });
    // Across a month and a year end.
    expect(weekOf('2026-12-31')).toEqual({ start: '2026-12-27', end: '2027-01-02' });
  });
  it('This Month is the calendar month, leap days included', () => {
    expect(monthOf(TODAY)).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(monthOf('2028-02-10')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
  });
  it('filters on the closing date; undated deals drop out of any window', () => {
    const sat = deal({ id: 'sat', closing_date: '2026-11-21' });
    const nextSun = deal({ id: 'nextSun', closing_date: '2026-11-22' });
    const prevSat = deal({ id: 'prevSat', closing_date: '2026-11-14' });
    const undated = deal({ id: 'undated' });
    const all = [sat, nextSun, prevSat, undated];
    expect(ids(filterDeals(all, filters({ window: 'this_week' }), TODAY))).toEqual(['sat']);
    expect(ids(filterDeals(all, filters({ window: 'this_month' }), TODAY)).sort()).toEqual(['nextSun', 'prevSat', 'sat']);
    expect(filterDeals(all, filters({ window: 'all' }), TODAY)).toHaveLength(4);
  });
  it('Custom Range applies only with both dates, and its end day is included', () => {
    const first = deal({ id: 'first', closing_date: '2026-12-01' });
    const last = deal({ id: 'last', closing_date: '2026-12-10' });
    const after = deal({ id: 'after', closing_date: '2026-12-11' });
    const all = [first, last, after];
    expect(ids(filterDeals(all, filters({ window: 'custom', from: '2026-12-01', to: '2026-12-10' }), TODAY)).sort()).toEqual([
      'first',
      'last',
    ]);
    expect(filterDeals(all, filters({ window: 'custom', from: '2026-12-01', to: '' }), TODAY)).toHaveLength(3);
    expect(filterDeals(all, filters({ window: 'custom', from: '', to: '2026-12-01' }), TODAY)).toHaveLength(3);
  });
});

describe('dashboard sort (spec 001 §4)', () => {
  const soon = deal({
    id: 'soon',
    next_milestone_date: '2026-11-20',
    closing_date: '2027-01-30',
    created_at: '2026-01-01T00:00:00Z',
  });
  const later = deal({
    id: 'later',
    next_milestone_date: '2026-12-01',
    closing_date: '2026-12-15',
    created_at: '2026-03-01T00:00:00Z',
  });
  const undated = deal({ id: 'undated', next_milestone_date: null, closing_date: null, created_at: '2026-06-01T00:00:00Z' });
  const rows = [undated, later, soon];
  it('Next Milestone (the default) goes soonest first with undated rows last', () => {
    expect(DEFAULT_FILTERS.sort).toBe('next_milestone');
    expect(ids(sortDeals(rows, 'next_milestone'))).toEqual(['soon', 'later', 'undated']);
  });
  it('Newest First orders by creation', () => {
    expect(ids(sortDeals(rows, 'newest'))).toEqual(['undated', 'later', 'soon']);
  });
  it('Closing Date goes earliest closing first, undated last', () => {
    expect(ids(sortDeals(rows, 'closing_date'))).toEqual(['later', 'soon', 'undated']);
  });
  it('does not reorder its input', () => {
    sortDeals(rows, 'newest');
    expect(ids(rows)).toEqual(['undated', 'later', 'soon']);
  });
});

describe('dashboard filters in the URL', () => {
  it('omits defaults and reads an empty query back as the defaults', () => {
    expect(filtersToQuery(DEFAULT_FILTERS)).toEqual({});
    expect(filtersFromQuery(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
  });
  it('round-trips every non-default choice', () => {
    const chosen = filters({ status: 'under_contract', role: 'seller', window: 'this_week', sort: 'closing_date' });
    const query = filtersToQuery(chosen);
    expect(query).toEqual({ status: 'under_contract', role: 'seller', window: 'this_week', sort: 'closing_date' });
    expect(filtersFromQuery(new URLSearchParams(query as Record<string, string>))).toEqual(chosen);
    expect(hasActiveFilters(chosen)).toBe(true);
  });
  it('carries a custom range inside window, also half-chosen', () => {
    const range = filters({ window: 'custom', from: '2026-12-01', to: '2026-12-31' });
    expect(filtersToQuery(range)).toEqual({ window: '2026-12-01..2026-12-31' });
    expect(filtersFromQuery(new URLSearchParams({ window: '2026-12-01..2026-12-31' }))).toEqual(range);
    expect(filtersToQuery(filters({ window: 'custom', from: '2026-12-01' }))).toEqual({ window: '2026-12-01..' });
    expect(filtersFromQuery(new URLSearchParams({ window: '2026-12-01..' }))).toEqual(
      filters({ window: 'custom', from: '2026-12-01' }),
    );
    expect(filtersToQuery(filters({ window: 'custom' }))).toEqual({ window: 'custom' });
  });
  it('ignores values it does not know', () => {
    expect(
      filtersFromQuery(new URLSearchParams({ status: 'bogus', role: 'landlord', window: '2026-13', sort: 'random' })),
    ).toEqual(DEFAULT_FILTERS);
  });
  it('any single non-default filter shows Clear All', () => {
    expect(hasActiveFilters(filters({ role: 'buyer' }))).toBe(true);
    expect(hasActiveFilters(filters({ window: 'custom' }))).toBe(true);
    expect(hasActiveFilters(filters({ sort: 'newest' }))).toBe(true);
  });
});

describe('dashboard metrics (spec 001 §2.1, §4)', () => {
  const none = { milestoneDueDates: [], taskDueDates: [] };
  const rows = [
    deal({ status: 'pending', purchase_price: 100_000 }),
    deal({ status: 'inspection', purchase_price: 250_000 }),
    deal({ status: 'under_contract', purchase_price: null }),
    deal({ status: 'closed', purchase_price: 400_000, closing_date: '2026-10-05' }), // this quarter
    deal({ status: 'closed', purchase_price: 300_000, closing_date: '2026-02-10' }), // this year, earlier quarter
    deal({ status: 'closed', purchase_price: 200_000, closing_date: '2025-12-20' }), // last year
    deal({ status: 'closed', purchase_price: 900_000, closing_date: null }), // no closing date: never counted
    deal({ status: 'closed', purchase_price: 50_000, closing_date: '2026-12-20' }), // this quarter, after today
    deal({ status: 'cancelled', purchase_price: 700_000 }),
    deal({ status: 'draft', purchase_price: 999_000 }),
  ];
  it('pending volume and count are pending plus the six contract statuses, whatever the view', () => {
    for (const view of ['quarter', 'ytd', 'all_time'] as const) {
      const m = computeMetrics(rows, view, TODAY, none);
      expect([m.pendingVolume, m.pendingCount]).toEqual([350_000, 3]);
    }
  });
  it('closed volume: calendar quarter, year to date, or all time, only closed deals with a closing date', () => {
    expect(quarterOf(TODAY)).toEqual({ start: '2026-10-01', end: '2026-12-31' });
    expect(yearToDate(TODAY)).toEqual({ start: '2026-01-01', end: TODAY });
    const quarter = computeMetrics(rows, 'quarter', TODAY, none);
    expect([quarter.closedVolume, quarter.closedCount]).toEqual([450_000, 2]);
    const ytd = computeMetrics(rows, 'ytd', TODAY, none);
    expect([ytd.closedVolume, ytd.closedCount]).toEqual([700_000, 2]);
    const allTime = computeMetrics(rows, 'all_time', TODAY, none);
    expect([allTime.closedVolume, allTime.closedCount]).toEqual([950_000, 4]);
  });
  it('active deals count the Active filter; drafts count nowhere', () => {
    expect(computeMetrics(rows, 'all_time', TODAY, none).activeDeals).toBe(3);
  });
  it('urgent tasks are overdue or due within 3 days; upcoming milestones are due 0 to 3 days out', () => {
    const m = computeMetrics([], 'all_time', TODAY, {
      taskDueDates: ['2026-11-10', TODAY, '2026-11-21', '2026-11-22', null],
      milestoneDueDates: ['2026-11-17', TODAY, '2026-11-21', '2026-11-22'],
    });
    expect(m.urgentTasks).toBe(3);
    expect(m.upcoming).toBe(2);
  });
});

describe('dashboard date labels (spec 001 §2.1)', () => {
  it('tasks: Nd overdue, Today, Nd', () => {
    expect(taskDueLabel('2026-11-15', TODAY)).toBe('3d overdue');
    expect(taskDueLabel(TODAY, TODAY)).toBe('Today');
    expect(taskDueLabel('2026-11-25', TODAY)).toBe('7d');
    expect(taskDueLabel(null, TODAY)).toBeNull();
    expect(isTaskUrgent('2026-11-21', TODAY)).toBe(true);
    expect(isTaskUrgent('2026-11-22', TODAY)).toBe(false);
  });
  it('milestones: Nd inside the urgent window, a short date beyond it', () => {
    expect(milestoneDueLabel(TODAY, TODAY)).toEqual({ text: 'Today', urgent: true, overdue: false });
    expect(milestoneDueLabel('2026-11-21', TODAY)).toEqual({ text: '3d', urgent: true, overdue: false });
    expect(milestoneDueLabel('2026-11-22', TODAY)).toEqual({ text: 'Nov 22', urgent: false, overdue: false });
    expect(milestoneDueLabel('2026-11-16', TODAY)).toEqual({ text: '2d overdue', urgent: true, overdue: true });
  });
  it('counts calendar days across a daylight-saving change and a year end', () => {
    expect(daysUntil('2026-11-02', '2026-10-31')).toBe(2);
    expect(daysUntil('2027-01-01', '2026-12-31')).toBe(1);
    expect(shortDate('2027-01-05')).toBe('Jan 5');
  });
});

describe('dashboard scroll memory (spec 001 §2.1)', () => {
  function memoryStore() {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
  }
  it('restores only for the same status and sort', () => {
    const store = memoryStore();
    expect(restoredScroll(store, 'active', 'next_milestone')).toBeNull();
    rememberScroll(store, 'active', 'next_milestone', 640.4);
    expect(restoredScroll(store, 'active', 'next_milestone')).toBe(640);
    expect(restoredScroll(store, 'closed', 'next_milestone')).toBeNull();
    expect(restoredScroll(store, 'active', 'newest')).toBeNull();
  });
  it('survives a broken stored value', () => {
    const store = memoryStore();
    store.setItem('threshold.agent-dashboard.scroll', '{not json');
    expect(restoredScroll(store, 'active', 'next_milestone')).toBeNull();
  });
});
