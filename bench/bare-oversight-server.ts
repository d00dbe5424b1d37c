import { createServer } from 'node:http';
import { Pool } from 'pg';
import { oversightDealsToCsv } from '../backend/src/modules/transactions/oversight/http/oversight-csv';
import type { OversightDealRow } from '../backend/src/modules/transactions/oversight/queries/oversight-dashboard.query';

/**
 * The baseline for the oversight dashboard: Node's own `http` module answering what the endpoints answer
 * from hand-written SQL through `pg`, and JSON.stringify, nothing else: no auth, no membership rules
 * beyond "whose team lead or broker is OVERSEER_ID", no time zones (the server's day), no Nest.
 *
 * - `GET /api/oversight/dashboard?…&limit=&offset=`: the dashboard as its screen loads it (ADR 0087) —
 *   the per-agent pipeline, the list's page with the count of every row, the deals at risk with the
 *   milestone behind each, the closings in 14 days and the ¶5A deliveries passed and not confirmed —
 *   four queries in parallel on the pool, as one would write it by hand.
 * - `GET /api/oversight/dashboard/page?…&limit=&offset=`: the list's page and count alone (until
 *   2026-11-29, 22:00 the dashboard's only baseline, which left the panels out, so the ratio counted them as
 *   our overhead).
 * - `GET /api/oversight/dashboard/export`: the whole list as CSV, written by the export's own writer
 *   (`oversightDealsToCsv`), as the dashboard's JSON is written by the same `JSON.stringify` on both
 *   sides: the comparison is of reading the rows, not of two ways of formatting them.
 *
 * Run by the benchmark as a child process (PORT, DATABASE_URL and OVERSEER_ID from the environment).
 */
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const OVERSEEN = `SELECT id FROM profiles WHERE (team_lead_id = $1 OR broker_id = $1) AND erased_at IS NULL`;
const LIVE = `t.status NOT IN ('closed', 'cancelled', 'archived')`;
const UNDER_CONTRACT = `('under_contract', 'option_period', 'inspection', 'appraisal', 'final_walkthrough', 'closing')`;
const PENDING = `(t.status = 'pending' OR t.status IN ${UNDER_CONTRACT})`;
const COMPLIANCE = `CASE WHEN ${LIVE} THEN coalesce(s.compliance_status, 'ok') END`;
const SEVERITY = `CASE ${COMPLIANCE} WHEN 'overdue' THEN 0 WHEN 'at_risk' THEN 1 ELSE 2 END`;
const ORDER = `${SEVERITY}, t.closing_date NULLS LAST, t.property_address, t.id`;

const DEALS = (extra: string, where: string, tail: string) => `
  SELECT t.id, t.agent_id AS "agentId", a.full_name AS "agentName", t.status, t.transaction_type AS "transactionType",
         t.property_address AS "propertyAddress", t.property_city AS "propertyCity", t.property_state AS "propertyState",
         c.full_name AS "clientName", t.purchase_price::float8 AS "purchasePrice", to_char(t.closing_date, 'YYYY-MM-DD') AS "closingDate",
         ${COMPLIANCE} AS compliance,
         why.milestone_type AS "milestoneType", why.milestone_name AS "milestoneName", to_char(why.due_date, 'YYYY-MM-DD') AS "milestoneDueDate",
         s.next_milestone_name AS "nextMilestoneName", to_char(s.next_milestone_date, 'YYYY-MM-DD') AS "nextMilestoneDate"${extra}
    FROM transactions t
    JOIN profiles a ON a.id = t.agent_id
    LEFT JOIN profiles c ON c.id = t.client_id
    LEFT JOIN deal_summaries s ON s.transaction_id = t.id
    LEFT JOIN LATERAL (
      SELECT m.milestone_type, m.milestone_name, m.due_date FROM transaction_milestones m
       WHERE ${COMPLIANCE} IN ('at_risk', 'overdue') AND m.transaction_id = t.id AND NOT m.completed AND m.due_date <= current_date + 3
       ORDER BY m.due_date < current_date DESC, m.due_date, m.position LIMIT 1
    ) why ON true
   WHERE t.agent_id IN (${OVERSEEN}) AND t.deleted_at IS NULL AND t.status <> 'draft' AND ${where}
   ${tail}`;
const PAGE = DEALS(', count(*) OVER ()::int AS total', 'true', `ORDER BY ${ORDER} LIMIT $2 OFFSET $3`);
const LIST = DEALS('', 'true', `ORDER BY ${ORDER}`);
const PANELS = DEALS(
  `, (${LIVE} AND t.closing_date BETWEEN current_date AND current_date + 14) AS "closingSoon"`,
  `(${COMPLIANCE} IN ('at_risk', 'overdue') OR (${LIVE} AND t.closing_date BETWEEN current_date AND current_date + 14))`,
  'ORDER BY t.closing_date NULLS LAST, t.property_address, t.id',
);
const CLOSED_IN = (from: string, to: string) => `t.status = 'closed' AND t.closing_date BETWEEN ${from} AND ${to}`;
const PIPELINE = `
  SELECT a.id AS "agentId", a.full_name AS "fullName", a.role,
         count(t.id) FILTER (WHERE ${LIVE})::int AS "activeDeals",
         count(t.id) FILTER (WHERE ${PENDING})::int AS "pendingCount",
         coalesce(sum(t.purchase_price) FILTER (WHERE ${PENDING}), 0)::float8 AS "pendingVolume",
         count(t.id) FILTER (WHERE ${CLOSED_IN('$2', '$3')})::int AS "closedCountQuarter",
         coalesce(sum(t.purchase_price) FILTER (WHERE ${CLOSED_IN('$2', '$3')}), 0)::float8 AS "closedVolumeQuarter",
         count(t.id) FILTER (WHERE ${CLOSED_IN('$4', 'current_date')})::int AS "closedCountYearToDate",
         coalesce(sum(t.purchase_price) FILTER (WHERE ${CLOSED_IN('$4', 'current_date')}), 0)::float8 AS "closedVolumeYearToDate",
         count(t.id) FILTER (WHERE t.status = 'closed' AND t.closing_date IS NOT NULL)::int AS "closedCountAllTime",
         coalesce(sum(t.purchase_price) FILTER (WHERE t.status = 'closed' AND t.closing_date IS NOT NULL), 0)::float8 AS "closedVolumeAllTime"
    FROM profiles a
    LEFT JOIN transactions t ON t.agent_id = a.id AND t.deleted_at IS NULL AND t.status <> 'draft'
   WHERE a.id IN (${OVERSEEN})
   GROUP BY a.id ORDER BY a.full_name, a.id`;
const DELIVERIES = `
  SELECT t.id AS "transactionId", t.agent_id AS "agentId", a.full_name AS "agentName", t.property_address AS "propertyAddress",
         m.milestone_type AS "milestoneType", m.milestone_name AS "milestoneName", to_char(m.due_date, 'YYYY-MM-DD') AS "dueDate"
    FROM transactions t
    JOIN profiles a ON a.id = t.agent_id
    JOIN transaction_milestones m ON m.transaction_id = t.id
   WHERE t.agent_id IN (${OVERSEEN}) AND t.deleted_at IS NULL AND ${LIVE}
     AND m.milestone_type IN ('earnest_money', 'additional_earnest_money', 'option_fee') AND NOT m.completed AND m.due_date < current_date
   ORDER BY m.due_date, t.property_address, t.id, m.position`;

type Deal = Record<string, string | number | boolean | null>;

function quarterOf(today: Date): [string, string, string] {
  const year = today.getUTCFullYear();
  const first = Math.floor(today.getUTCMonth() / 3) * 3;
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return [iso(new Date(Date.UTC(year, first, 1))), iso(new Date(Date.UTC(year, first + 3, 0))), `${year}-01-01`];
}

async function dashboard(overseer: string, limit: number, offset: number) {
  const [quarterStart, quarterEnd, yearStart] = quarterOf(new Date());
  const [agents, page, panels, deliveries] = await Promise.all([
    pool.query(PIPELINE, [overseer, quarterStart, quarterEnd, yearStart]),
    pool.query<Deal & { total: number }>(PAGE, [overseer, limit, offset]),
    pool.query<Deal & { closingSoon: boolean }>(PANELS, [overseer]),
    pool.query(DELIVERIES, [overseer]),
  ]);
  const deals = page.rows.map(({ total: _total, ...deal }) => deal);
  const atRisk: Deal[] = [];
  const closingSoon: Deal[] = [];
  for (const { closingSoon: soon, ...deal } of panels.rows) {
    if (deal.compliance === 'at_risk' || deal.compliance === 'overdue') atRisk.push(deal);
    if (soon) closingSoon.push(deal);
  }
  const rank = (deal: Deal) => (deal.compliance === 'overdue' ? 0 : 1);
  atRisk.sort((a, b) => rank(a) - rank(b) || String(a.milestoneDueDate ?? '~').localeCompare(String(b.milestoneDueDate ?? '~')) || String(a.id).localeCompare(String(b.id)));
  return {
    today: new Date().toISOString().slice(0, 10),
    agents: agents.rows,
    deals,
    total: page.rows[0]?.total ?? 0,
    limit,
    offset,
    atRisk,
    unconfirmedDeliveries: deliveries.rows,
    closingSoon,
  };
}

createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/api/health/live') {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  const url = new URL(request.url ?? '/', 'http://bare');
  const overseer = process.env.OVERSEER_ID;
  const limit = Number(url.searchParams.get('limit') ?? 50);
  const offset = Number(url.searchParams.get('offset') ?? 0);
  let answer: Promise<[string, string]>;
  if (request.method !== 'GET') answer = Promise.reject(new Error('GET only'));
  else if (url.pathname === '/api/oversight/dashboard') answer = dashboard(overseer!, limit, offset).then((body) => ['application/json; charset=utf-8', JSON.stringify(body)]);
  else if (url.pathname === '/api/oversight/dashboard/page')
    answer = pool.query<{ total: number }>(PAGE, [overseer, limit, offset]).then(({ rows }) => ['application/json; charset=utf-8', JSON.stringify({ deals: rows, total: rows[0]?.total ?? 0 })]);
  else if (url.pathname === '/api/oversight/dashboard/export') answer = pool.query<OversightDealRow>(LIST, [overseer]).then(({ rows }) => ['text/csv; charset=utf-8', oversightDealsToCsv(rows)]);
  else answer = Promise.reject(new Error('not found'));
  answer.then(
    ([type, body]) => response.writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(body) }).end(body),
    () => response.writeHead(404).end(),
  );
}).listen(Number(process.env.PORT ?? 0), '127.0.0.1');

process.on('SIGTERM', () => void pool.end().then(() => process.exit(0)));
