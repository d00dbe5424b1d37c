import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { Pool } from 'pg';

/**
 * The baseline for the command round trip: Node's own `http` module taking the same POST body as
 * POST /api/feedback and doing one raw INSERT per request, nothing else. Run by the
 * benchmark as a child process (PORT and DATABASE_URL from the environment).
 */
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/api/health/live') {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  if (request.method !== 'POST' || request.url !== '/api/feedback') {
    response.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const { title: message } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { title: string };
    const id = randomUUID();
    pool
      .query('INSERT INTO bench_bare_pings (id, message) VALUES ($1, $2)', [id, message])
      .then(() => {
        const body = JSON.stringify({ id });
        response.writeHead(201, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body);
      })
      .catch(() => response.writeHead(500).end());
  });
}).listen(Number(process.env.PORT ?? 0), '127.0.0.1');

process.on('SIGTERM', () => void pool.end().finally(() => process.exit(0)));
