import { createServer } from 'node:http';
import { Pool } from 'pg';
import { MILESTONE_RULES_VERSION } from '../backend/src/modules/transactions/kernel/domain/milestone-sources';

/**
 * The baseline for the dashboard list: Node's own `http` module answering GET /api/transactions with
 * one hand-written SQL query of the same agent's non-deleted deals, newest first, and JSON.stringify,
 * nothing else: no auth, no access policy, no signed file URLs. It answers what the endpoint answers
 * (`TransactionListItemDto`, byte for byte on the benchmark's deals): the list's narrow columns, the
 * client's name, the stored milestone summary (next milestone, progress, compliance) and the
 * integrity warning. Until 2026-11-29 it left the summary, the warning, `agent_id` and `deleted_at` out,
 * so the API sent 1,388 KiB against its 946 and the ratio counted that difference as our overhead.
 * Run by the benchmark as a child process (PORT, DATABASE_URL and AGENT_ID from the environment).
 */
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const LIST = `
  SELECT t.id, t.last_version AS version, t.status, t.transaction_type, t.agent_id,
         to_char(t.deleted_at AT TIME ZONE 'UTC', ${ISO}) AS deleted_at, t.property_address, t.property_city,
         t.property_state, t.property_zip, t.property_image_url, t.client_id, c.full_name AS client_name,
         t.purchase_price::float8 AS purchase_price, to_char(t.closing_date, 'YYYY-MM-DD') AS closing_date,
         to_char(t.closing_appointment_datetime AT TIME ZONE 'UTC', ${ISO}) AS closing_appointment_datetime,
         to_char(t.contract_date, 'YYYY-MM-DD') AS contract_date, to_char(t.created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at,
         to_char(t.closed_at AT TIME ZONE 'UTC', ${ISO}) AS closed_at, t.wizard_step,
         s.next_milestone_type, s.next_milestone_name, to_char(s.next_milestone_date, 'YYYY-MM-DD') AS next_milestone_date,
         s.progress_percentage, s.compliance_status,
         (t.status <> 'draft' AND s.milestone_rules_version IS DISTINCT FROM ${MILESTONE_RULES_VERSION}) AS integrity_warning
    FROM transactions t
    LEFT JOIN profiles c ON c.id = t.client_id
    LEFT JOIN deal_summaries s ON s.transaction_id = t.id
   WHERE t.agent_id = $1 AND t.deleted_at IS NULL
   ORDER BY t.created_at DESC, t.id`;

createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/api/health/live') {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  if (request.method !== 'GET' || request.url !== '/api/transactions') {
    response.writeHead(404).end();
    return;
  }
  pool.query(LIST, [process.env.AGENT_ID]).then(
    ({ rows }) => {
      const body = JSON.stringify(rows);
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body);
    },
    () => response.writeHead(500).end(),
  );
}).listen(Number(process.env.PORT ?? 0), '127.0.0.1');

process.on('SIGTERM', () => void pool.end().then(() => process.exit(0)));
