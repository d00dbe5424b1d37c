import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { WebSocket, WebSocketServer } from 'ws';

/**
 * The baseline for the realtime fan-out: Node's `http` module and a bare `ws` server, nothing else —
 * no Socket.IO, no rooms, no Redis, no auth. `POST /broadcast` with a JSON body sends that body, as
 * one text frame, to every connected WebSocket client, then answers 204 with the moment it began
 * (`x-broadcast-at`, epoch milliseconds). Run by the benchmark as a
 * child process (PORT from the environment).
 */
const server = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/api/health/live') {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  if (request.method !== 'POST' || request.url !== '/broadcast') {
    response.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const frame = Buffer.concat(chunks).toString();
    // When the broadcast began, on the machine's clock (epoch ms, sub-millisecond): the benchmark times delivery from it.
    const startedAt = performance.timeOrigin + performance.now();
    for (const client of sockets.clients) if (client.readyState === WebSocket.OPEN) client.send(frame);
    response.writeHead(204, { 'x-broadcast-at': String(startedAt) }).end();
  });
});
const sockets = new WebSocketServer({ server, path: '/ws' });
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');

process.on('SIGTERM', () => {
  for (const client of sockets.clients) client.terminate();
  server.close(() => process.exit(0));
});
