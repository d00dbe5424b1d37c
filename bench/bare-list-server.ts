import { createServer } from 'node:http';
import { Pool } from 'pg';

/**
 * The baseline for the dashboard list: Node's own `http` module answering GET /api/transactions with
 * one hand-written SQL query of the same agent's non-deleted deals (the list's narrow columns and the
 * client's name, newest first) and JSON.stringify, nothing else: no auth, no policy, no milestones.
 * Run by the benchmark as a child process (PORT, DATABASE_URL and AGENT_ID from the environment).
 */
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const LIST = `
  SELECT t.id, t.last_version AS version, t.status, t.transaction_type, t.property_address, t.property_city,
         t.property_state, t.property_zip, t.property_image_url, t.client_id, c.full_name AS client_name,
         t.purchase_price::float8 AS purchase_price, to_char(t.closing_date, 'YYYY-MM-DD') AS closing_date,
         t.closing_appointment_datetime, to_char(t.contract_date, 'YYYY-MM-DD') AS contract_date,
         t.created_at, t.closed_at, t.wizard_step
    FROM transactions t LEFT JOIN profiles c ON c.id = t.client_id
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
