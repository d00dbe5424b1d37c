import { createServer } from 'node:http';
import { Pool } from 'pg';

/**
 * The baseline for the oversight dashboard's list: Node's own `http` module answering
 * GET /api/oversight/dashboard with one hand-written SQL query of the deals of everyone whose team lead
 * or broker is OVERSEER_ID (the list's columns, agent's and client's names, the stored compliance and
 * next milestone), and JSON.stringify, nothing else: no auth, no membership rules, no other panels.
 * With `limit` (and `offset`) in the query it answers that page of the list and the count of every row,
 * as the dashboard's list comes (ADR 0087); without, the whole list, as the CSV export reads it.
 * Run by the benchmark as a child process (PORT, DATABASE_URL and OVERSEER_ID from the environment).
 */
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const LIST = `
  SELECT t.id, t.agent_id AS "agentId", a.full_name AS "agentName", t.status, t.transaction_type AS "transactionType",
         t.property_address AS "propertyAddress", t.property_city AS "propertyCity", t.property_state AS "propertyState",
         c.full_name AS "clientName", t.purchase_price::float8 AS "purchasePrice", to_char(t.closing_date, 'YYYY-MM-DD') AS "closingDate",
         coalesce(s.compliance_status, 'ok') AS compliance,
         s.next_milestone_name AS "nextMilestoneName", to_char(s.next_milestone_date, 'YYYY-MM-DD') AS "nextMilestoneDate"
    FROM transactions t
    JOIN profiles a ON a.id = t.agent_id
    LEFT JOIN profiles c ON c.id = t.client_id
    LEFT JOIN deal_summaries s ON s.transaction_id = t.id
   WHERE t.agent_id IN (SELECT id FROM profiles WHERE team_lead_id = $1 OR broker_id = $1)
     AND t.deleted_at IS NULL AND t.status <> 'draft'
   ORDER BY t.closing_date NULLS LAST, t.property_address, t.id`;
const PAGE = LIST.replace('AS "nextMilestoneDate"', 'AS "nextMilestoneDate", count(*) OVER ()::int AS total') + ' LIMIT $2 OFFSET $3';

createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/api/health/live') {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  if (request.method !== 'GET' || !request.url?.startsWith('/api/oversight/dashboard')) {
    response.writeHead(404).end();
    return;
  }
  const query = new URL(request.url, 'http://bare').searchParams;
  const limit = query.get('limit');
  const read = limit === null
    ? pool.query(LIST, [process.env.OVERSEER_ID])
    : pool.query(PAGE, [process.env.OVERSEER_ID, Number(limit), Number(query.get('offset') ?? 0)]);
  read.then(
    ({ rows }: { rows: { total?: number }[] }) => {
      const body = JSON.stringify(limit === null ? { deals: rows } : { deals: rows, total: rows[0]?.total ?? 0 });
      response
        .writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) })
        .end(body);
    },
    () => response.writeHead(500).end(),
  );
}).listen(Number(process.env.PORT ?? 0), '127.0.0.1');

process.on('SIGTERM', () => void pool.end().then(() => process.exit(0)));
