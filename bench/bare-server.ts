import { createServer } from 'node:http';

/**
 * The baseline for the HTTP benchmark: Node's own `http` module answering the liveness JSON, with
 * nothing in between. Run by the benchmark as a child process (PORT from the environment).
 */
const body = JSON.stringify({ status: 'ok' });

createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/api/health/live') {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    response.end(body);
    return;
  }
  response.writeHead(404).end();
}).listen(Number(process.env.PORT ?? 0), '127.0.0.1');

process.on('SIGTERM', () => process.exit(0));
