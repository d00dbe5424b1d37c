import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../../platform/platform.tokens';
import { overseenAgentIdsSql } from '../../../identity/identity.public';
import { AT_RISK_WINDOW_DAYS } from '../../kernel/domain/milestone-status';
import { milestoneListedSql, milestonePassedSql, propertyTodaySql } from '../../kernel/milestone-summary.sql';

/**
 * The oversight dashboard (issue 24 item 3, ADR 0059): what a broker or team lead needs to see of the
 * deals their agents run, read straight from the read tables for the people `overseenAgentIds` names
 * now (ADR 0046) — never through the per-deal access policy, which this read neither needs nor widens.
 *
 * Whom the caller oversees is read in the same statement as their deals (`SCOPE`): as a query of its
 * own it was a round trip per request, and on two cores each round trip's socket write hands the CPU
 * to a PostgreSQL backend (docs/benchmarks.md, 2026-11-29 22:00: a tenth of the export's CPU profile).
 * Every statement takes the caller's id as $1 and the agent filter (an id or null) as $2.
 */

/** Spec 001 §4's status filter values, as on the agent dashboard. */
export const OVERSIGHT_STATUS_FILTERS = ['active', 'closed', 'all', 'pending', 'under_contract', 'cancelled'] as const;
export type OversightStatusFilter = (typeof OVERSIGHT_STATUS_FILTERS)[number];
export const DEFAULT_OVERSIGHT_STATUS: OversightStatusFilter = 'active';
/** Spec 002 §4 compliance. */
export const OVERSIGHT_COMPLIANCE_FILTERS = ['ok', 'at_risk', 'overdue'] as const;
export type OversightComplianceFilter = (typeof OVERSIGHT_COMPLIANCE_FILTERS)[number];
/** Closings shown ahead (issue 24 item 3). */
export const CLOSING_SOON_DAYS = 14;
/** The ¶5A deliveries (TREC 20-18 ¶5A): earnest money, additional earnest money, the option fee. */
export const DELIVERY_MILESTONE_TYPES = ['earnest_money', 'additional_earnest_money', 'option_fee'] as const;

export interface OversightFilters {
  agentId?: string;
  status: OversightStatusFilter;
  compliance?: OversightComplianceFilter;
}

export interface OversightAgentRow {
  agentId: string;
  fullName: string;
  role: string;
  activeDeals: number;
  pendingCount: number;
  pendingVolume: number;
  closedCountQuarter: number;
  closedVolumeQuarter: number;
  closedCountYearToDate: number;
  closedVolumeYearToDate: number;
  closedCountAllTime: number;
  closedVolumeAllTime: number;
}

export interface OversightDealRow {
  id: string;
  agentId: string;
  agentName: string;
  status: string;
  transactionType: string;
  propertyAddress: string | null;
  propertyCity: string | null;
  propertyState: string | null;
  clientName: string | null;
  purchasePrice: number | null;
  closingDate: string | null;
  /** ok, at_risk or overdue for a live deal; null for an ended one (closed, cancelled, archived). */
  compliance: OversightComplianceFilter | null;
  /** The milestone that makes it at risk or overdue (the earliest open one inside the window), or null. */
  milestoneType: string | null;
  milestoneName: string | null;
  milestoneDueDate: string | null;
  nextMilestoneName: string | null;
  nextMilestoneDate: string | null;
}

export interface OversightDeliveryRow {
  transactionId: string;
  agentId: string;
  agentName: string;
  propertyAddress: string | null;
  milestoneType: string;
  milestoneName: string;
  dueDate: string | null;
}

export interface OversightDashboard {
  today: string;
  agents: OversightAgentRow[];
  /** One page of the list (ADR 0087): `limit` rows from `offset`, of `total` the filters select. */
  deals: OversightDealRow[];
  total: number;
  limit: number;
  offset: number;
  atRisk: OversightDealRow[];
  unconfirmedDeliveries: OversightDeliveryRow[];
  closingSoon: OversightDealRow[];
}

/** A page of the list (ADR 0087), as the screen reads it; `all`: the whole list alone, as the CSV export reads it. */
export type OversightPage = { limit: number; offset: number } | 'all';

/** The dashboard with one page of its list, or (page `all`) just the whole filtered list, for the CSV export. */
export class GetOversightDashboard extends Query<OversightDashboard> {
  constructor(
    readonly overseerId: string,
    readonly filters: OversightFilters,
    /** The caller's calendar day: it sets the quarter and the year to date (spec 001 §4, §9). */
    readonly today: string,
    readonly page: OversightPage,
  ) {
    super();
  }
}

// Spec 001 §4: Active = every status but closed and cancelled (archived ends a deal too, as on the agent
// dashboard); Under Contract = six statuses; pending volume = pending plus those six.
const UNDER_CONTRACT = `('under_contract', 'option_period', 'inspection', 'appraisal', 'final_walkthrough', 'closing')`;
const LIVE = `t.status NOT IN ('closed', 'cancelled', 'archived')`;
const PENDING = `(t.status = 'pending' OR t.status IN ${UNDER_CONTRACT})`;
const STATUS_WHERE: Record<OversightStatusFilter, string> = {
  active: LIVE,
  closed: `t.status = 'closed'`,
  all: 'true',
  pending: `t.status = 'pending'`,
  under_contract: `t.status IN ${UNDER_CONTRACT}`,
  cancelled: `t.status = 'cancelled'`,
};
/** A deal the dashboard counts: the agent's, live or ended, never a draft or a deleted one. */
const COUNTED = `t.deleted_at IS NULL AND t.status <> 'draft'`;
const COMPLIANCE = `CASE WHEN ${LIVE} THEN coalesce(s.compliance_status, 'ok') END`;

const CLOSED_IN = (from: string, to: string) => `t.status = 'closed' AND t.closing_date IS NOT NULL AND t.closing_date BETWEEN ${from} AND ${to}`;
const PRICE = 'coalesce(t.purchase_price, 0)';

/**
 * Whom the caller ($1) oversees now (`overseen`), and those of them the list shows (`shown`: the agent
 * filter, $2, narrows to one of the caller's people; anyone else's id narrows to nobody): a CTE that each
 * read of a statement names through OVERSEEN and SHOWN (arrays: cast, so that `= ANY(…)` takes them as one
 * value, not as a subquery of rows).
 */
const SCOPE = `scope AS (
  SELECT o.ids AS overseen, ARRAY(SELECT id FROM unnest(o.ids) AS id WHERE $2::uuid IS NULL OR id = $2::uuid) AS shown
    FROM (SELECT ${overseenAgentIdsSql('$1::uuid')} AS ids) o)`;
const OVERSEEN = '(SELECT overseen FROM scope)::uuid[]';
const SHOWN = '(SELECT shown FROM scope)::uuid[]';

/** Per agent, in SQL: the agent dashboard's tiles (spec 001 §2.1, §4), one row per overseen person; $1 is today. */
const PIPELINE_SQL = `
  SELECT a.id AS "agentId", a.full_name AS "fullName", a.role,
         count(t.id) FILTER (WHERE ${LIVE})::int AS "activeDeals",
         count(t.id) FILTER (WHERE ${PENDING})::int AS "pendingCount",
         coalesce(sum(${PRICE}) FILTER (WHERE ${PENDING}), 0)::float8 AS "pendingVolume",
         count(t.id) FILTER (WHERE ${CLOSED_IN('q.start', 'q.finish')})::int AS "closedCountQuarter",
         coalesce(sum(${PRICE}) FILTER (WHERE ${CLOSED_IN('q.start', 'q.finish')}), 0)::float8 AS "closedVolumeQuarter",
         count(t.id) FILTER (WHERE ${CLOSED_IN('q.year_start', '$1::date')})::int AS "closedCountYearToDate",
         coalesce(sum(${PRICE}) FILTER (WHERE ${CLOSED_IN('q.year_start', '$1::date')}), 0)::float8 AS "closedVolumeYearToDate",
         count(t.id) FILTER (WHERE t.status = 'closed' AND t.closing_date IS NOT NULL)::int AS "closedCountAllTime",
         coalesce(sum(${PRICE}) FILTER (WHERE t.status = 'closed' AND t.closing_date IS NOT NULL), 0)::float8 AS "closedVolumeAllTime"
    FROM profiles a
    CROSS JOIN (SELECT date_trunc('quarter', $1::date)::date AS start,
                       (date_trunc('quarter', $1::date) + interval '3 months' - interval '1 day')::date AS finish,
                       date_trunc('year', $1::date)::date AS year_start) q
    LEFT JOIN transactions t ON t.agent_id = a.id AND ${COUNTED}
   WHERE a.id = ANY(${OVERSEEN})
   GROUP BY a.id, a.full_name, a.role
   ORDER BY a.full_name, a.id`;

/**
 * The deals, with their compliance from the stored summary (ADR 0030, as the agent's list reads it) and,
 * when at risk or overdue, the milestone behind it: the open one past due first, else the earliest due
 * within the window (spec 002 §4), as the property's calendar counts days. The list is read a page at a
 * time (ADR 0087), the most pressing first, then by closing date, address and id; the two panels drawn
 * from the same kind of rows (at risk, closings soon) are one other read, whatever page the list is on.
 */
const CLOSING_SOON = `${LIVE} AND t.closing_date BETWEEN ${propertyTodaySql('t')} AND ${propertyTodaySql('t')} + ${CLOSING_SOON_DAYS}`;
const AT_RISK = `${COMPLIANCE} IN ('at_risk', 'overdue')`;
const SEVERITY_SQL = `CASE ${COMPLIANCE} WHEN 'overdue' THEN 0 WHEN 'at_risk' THEN 1 ELSE 2 END`;
const BY_CLOSING = 't.closing_date NULLS LAST, t.property_address, t.id';
/**
 * The rows of `where`, with the milestone behind an at-risk or overdue deal. The lateral read carries
 * the at-risk test in its own WHERE (a gate on the outer row), so the milestones of a deal that is
 * neither are never scanned: as the join's ON it ran the index scan and sort for every deal listed and
 * threw the row away after (1,604 times for the benchmark's page of 50; docs/benchmarks.md 2026-11-29).
 * `from` replaces the list's table (a page of it: PAGE_CTE).
 */
const dealsSql = (where: string, { extra = '', order, head = '', from = 'transactions t' }: { extra?: string; order: string; head?: string; from?: string }) => `${head}
  SELECT t.id, t.agent_id AS "agentId", a.full_name AS "agentName", t.status, t.transaction_type AS "transactionType",
         t.property_address AS "propertyAddress", t.property_city AS "propertyCity", t.property_state AS "propertyState",
         c.full_name AS "clientName", t.purchase_price::float8 AS "purchasePrice",
         to_char(t.closing_date, 'YYYY-MM-DD') AS "closingDate",
         ${COMPLIANCE} AS compliance,
         why.milestone_type AS "milestoneType", why.milestone_name AS "milestoneName", why.due AS "milestoneDueDate",
         s.next_milestone_name AS "nextMilestoneName", to_char(s.next_milestone_date, 'YYYY-MM-DD') AS "nextMilestoneDate"
         ${extra}
    FROM ${from}
    JOIN profiles a ON a.id = t.agent_id
    LEFT JOIN profiles c ON c.id = t.client_id
    LEFT JOIN deal_summaries s ON s.transaction_id = t.id
    LEFT JOIN LATERAL (
      SELECT m.milestone_type, m.milestone_name, to_char(m.due_date, 'YYYY-MM-DD') AS due
        FROM transaction_milestones m
       WHERE ${AT_RISK} AND m.transaction_id = t.id AND NOT m.completed AND ${milestoneListedSql('m', 't')}
         AND m.due_date <= ${propertyTodaySql('t')} + ${AT_RISK_WINDOW_DAYS}
       ORDER BY ${milestonePassedSql('m', 't')} DESC, m.due_date, m.position
       LIMIT 1
    ) why ON true
   WHERE t.agent_id = ANY(${SHOWN}) AND ${COUNTED} AND ${where}
   ORDER BY ${order}`;
/** The list's rows: the most pressing first, then by closing date, address and id. */
const LIST_ORDER = `${SEVERITY_SQL}, ${BY_CLOSING}`;
/**
 * A page of the list: the page's ids and the count of every row are chosen from the deals and their
 * stored summaries alone, then only the page's rows are joined to names and milestones. Joining every
 * listed deal before the LIMIT cost a lookup per deal for rows the page then dropped.
 */
const pageSql = (where: string, n: number) =>
  dealsSql(where, {
    head: `WITH page AS (
      SELECT t.id, count(*) OVER ()::int AS total
        FROM transactions t LEFT JOIN deal_summaries s ON s.transaction_id = t.id
       WHERE t.agent_id = ANY(${SHOWN}) AND ${COUNTED} AND ${where}
       ORDER BY ${LIST_ORDER} LIMIT $${n + 1} OFFSET $${n + 2})`,
    from: 'page JOIN transactions t ON t.id = page.id',
    extra: ', page.total',
    order: LIST_ORDER,
  });
/** How many rows the list's filters select, for a page past the end (which has no row to carry the count). */
const countSql = (where: string) => `WITH ${SCOPE}
  SELECT count(*)::int AS total
    FROM transactions t LEFT JOIN deal_summaries s ON s.transaction_id = t.id
   WHERE t.agent_id = ANY(${SHOWN}) AND ${COUNTED} AND ${where}`;
/** The two panels' rows, in closings soon's order (closing date, address, id); at risk re-sorts its own. */
const PANELS_SQL = dealsSql(`(${AT_RISK} OR coalesce(${CLOSING_SOON}, false))`, {
  extra: `, coalesce(${CLOSING_SOON}, false) AS "closingSoon"`,
  order: BY_CLOSING,
});

type PanelledDealRow = OversightDealRow & { closingSoon?: boolean };
type CountedDealRow = OversightDealRow & { total?: number };
/** The row without its extra column, built field by field. */
const dealRow = (r: OversightDealRow): OversightDealRow => ({
  id: r.id,
  agentId: r.agentId,
  agentName: r.agentName,
  status: r.status,
  transactionType: r.transactionType,
  propertyAddress: r.propertyAddress,
  propertyCity: r.propertyCity,
  propertyState: r.propertyState,
  clientName: r.clientName,
  purchasePrice: r.purchasePrice,
  closingDate: r.closingDate,
  compliance: r.compliance,
  milestoneType: r.milestoneType,
  milestoneName: r.milestoneName,
  milestoneDueDate: r.milestoneDueDate,
  nextMilestoneName: r.nextMilestoneName,
  nextMilestoneDate: r.nextMilestoneDate,
});
const SEVERITY: Partial<Record<string, number>> = { overdue: 0, at_risk: 1 };
const severity = (row: OversightDealRow) => SEVERITY[row.compliance ?? ''] ?? 2;
/** At risk: the most pressing first, then by the milestone's deadline (undated last), then by id (uuid order is its text's). */
const atRiskOrder = (a: OversightDealRow, b: OversightDealRow) =>
  severity(a) - severity(b) ||
  compareNullsLast(a.milestoneDueDate, b.milestoneDueDate) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
function compareNullsLast(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/** ADR 0049 "Passed — not confirmed": a ¶5A delivery whose date has passed and nobody confirmed. */
const DELIVERIES_SQL = `
  SELECT t.id AS "transactionId", t.agent_id AS "agentId", a.full_name AS "agentName", t.property_address AS "propertyAddress",
         m.milestone_type AS "milestoneType", m.milestone_name AS "milestoneName", to_char(m.due_date, 'YYYY-MM-DD') AS "dueDate",
         m.position
    FROM transactions t
    JOIN profiles a ON a.id = t.agent_id
    JOIN transaction_milestones m ON m.transaction_id = t.id
   WHERE t.agent_id = ANY(${SHOWN}) AND ${COUNTED} AND ${LIVE}
     AND m.milestone_type = ANY($1::text[]) AND NOT m.completed AND ${milestonePassedSql('m', 't')} AND ${milestoneListedSql('m', 't')}
   ORDER BY m.due_date, t.property_address, t.id, m.position`;

/** `text` with its parameters renamed: `$k` becomes `$<to[k - 1]>`, so reads written alone share one statement. */
const renumber = (text: string, to: readonly number[]) => text.replace(/\$(\d+)/g, (_, k: string) => `$${to[Number(k) - 1]}`);
/** A read's rows as one json array, in `order` (over the read's own columns; json_agg's order is explicit, not the subquery's). */
const asJson = (read: string, order: string) => `(SELECT coalesce(json_agg(r ORDER BY ${order}), '[]'::json) FROM (${read}) r)`;
const JSON_BY_CLOSING = 'r."closingDate" NULLS LAST, r."propertyAddress", r.id';
/**
 * The dashboard in ONE statement (one round trip, one plan and parse): the pipeline, the list's page,
 * the panels' rows and the ¶5A deliveries, each a json array. Sent as four statements they cost four
 * round trips on four pooled connections per request: the profile of the oversight benchmark
 * (2026-11-29) put a third of the API's CPU in the socket writes of pg's query submissions alone.
 * Parameters: $1 the caller and $2 the agent filter (SCOPE), then the list's filter ($3 compliance, when
 * set), the page's limit and offset, then today and the delivery milestone types.
 */
function dashboardSql(where: string, n: number): string {
  const o = n + 2;
  return `WITH ${SCOPE} SELECT
    ${asJson(renumber(PIPELINE_SQL, [o + 1]), 'r."fullName", r."agentId"')} AS agents,
    ${asJson(pageSql(where, n), `CASE r.compliance WHEN 'overdue' THEN 0 WHEN 'at_risk' THEN 1 ELSE 2 END, ${JSON_BY_CLOSING}`)} AS deals,
    ${asJson(PANELS_SQL, JSON_BY_CLOSING)} AS panels,
    ${asJson(renumber(DELIVERIES_SQL, [o + 2]), 'r."dueDate", r."propertyAddress", r."transactionId", r.position')} AS deliveries`;
}
type DashboardRow = {
  agents: OversightAgentRow[];
  deals: CountedDealRow[];
  panels: PanelledDealRow[];
  deliveries: (OversightDeliveryRow & { position?: number })[];
};
const deliveryRow = (r: OversightDeliveryRow): OversightDeliveryRow => ({
  transactionId: r.transactionId,
  agentId: r.agentId,
  agentName: r.agentName,
  propertyAddress: r.propertyAddress,
  milestoneType: r.milestoneType,
  milestoneName: r.milestoneName,
  dueDate: r.dueDate,
});

@QueryHandler(GetOversightDashboard)
export class GetOversightDashboardHandler implements IQueryHandler<GetOversightDashboard> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ overseerId, filters, today, page }: GetOversightDashboard): Promise<OversightDashboard> {
    const { limit, offset } = page === 'all' ? { limit: 0, offset: 0 } : page;
    const empty: OversightDashboard = {
      today,
      agents: [],
      deals: [],
      total: 0,
      limit,
      offset,
      atRisk: [],
      unconfirmedDeliveries: [],
      closingSoon: [],
    };
    const listWhere = [STATUS_WHERE[filters.status]];
    const parameters: unknown[] = [overseerId, filters.agentId ?? null];
    if (filters.compliance) {
      parameters.push(filters.compliance);
      listWhere.push(`${COMPLIANCE} = $3`);
    }
    const where = listWhere.join(' AND ');
    if (page === 'all') return { ...empty, ...(await this.wholeList(where, parameters)) };

    const n = parameters.length;
    const [{ agents, deals, panels, deliveries }] = await this.dataSource.query<DashboardRow[]>(dashboardSql(where, n), [
      ...parameters,
      page.limit,
      page.offset,
      today,
      DELIVERY_MILESTONE_TYPES,
    ]);
    const paged = deals.length > 0 || page.offset === 0 ? { deals: deals.map(dealRow), total: deals[0]?.total ?? 0 } : await this.pastTheEnd(where, parameters);
    const atRisk: OversightDealRow[] = [];
    const closingSoon: OversightDealRow[] = [];
    for (const flagged of panels) {
      const row = dealRow(flagged);
      if (severity(row) < 2) atRisk.push(row);
      if (flagged.closingSoon) closingSoon.push(row);
    }
    atRisk.sort(atRiskOrder);
    return { ...empty, agents, ...paged, atRisk, unconfirmedDeliveries: deliveries.map(deliveryRow), closingSoon };
  }

  /** The whole filtered list, as the CSV export reads it. */
  private async wholeList(where: string, parameters: unknown[]): Promise<{ deals: OversightDealRow[]; total: number }> {
    const deals = await this.dataSource.query<OversightDealRow[]>(dealsSql(where, { order: LIST_ORDER, head: `WITH ${SCOPE}` }), parameters);
    return { deals, total: deals.length };
  }

  /** A page past the end has no row to carry the count: it is read alone. */
  private async pastTheEnd(where: string, parameters: unknown[]): Promise<{ deals: OversightDealRow[]; total: number }> {
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(countSql(where), parameters);
    return { deals: [], total };
  }
}
