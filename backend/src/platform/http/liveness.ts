import type { Request, RequestHandler, Response } from 'express';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';

/**
 * A string, not a Buffer: `ServerResponse` sends a string body in the same chunk as the header
 * block it has just built, where a Buffer is queued as a second chunk behind it (one more
 * write request through the socket's buffer per answer).
 */
const LIVE_BODY = JSON.stringify({ status: 'ok' });

/**
 * The headers a middleware such as helmet sets on every answer, read once by running it against a
 * stand-in response: helmet's are the same for every request with our configuration (no nonces).
 */
export function headersSetBy(middleware: RequestHandler): Array<[string, string]> {
  const headers = new Map<string, [string, string]>();
  const stub = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), [name, String(value)]),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase())?.[1],
  };
  let done = false;
  void middleware({ headers: {}, method: 'GET', url: '/' } as Request, stub as unknown as Response, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    done = true;
  });
  if (!done) throw new Error('The security-header middleware did not finish synchronously');
  return [...headers.values()];
}

/**
 * `GET|HEAD /api/health/live` answered by the HTTP server itself, ahead of Express, with the
 * security headers every other answer carries (read once from the same helmet instance): a
 * liveness probe reads no body, needs no request id or log line (probes are never logged), no
 * guard and no routing, which together cost it 20× a bare `node:http` answer (docs/benchmarks.md).
 * Every other request goes to Express unchanged. `HealthController.live` stays for the OpenAPI
 * document and for an app built without `createApp`.
 */
export function answerLivenessFirst(server: Server, path: string, securityHeaders: RequestHandler): void {
  const head: string[] = [
    ...headersSetBy(securityHeaders).flat(),
    'Content-Type',
    'application/json; charset=utf-8',
    'Content-Length',
    String(Buffer.byteLength(LIVE_BODY)),
    'Cache-Control',
    'no-store',
  ];
  const handlers = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.url === path && (request.method === 'GET' || request.method === 'HEAD')) {
      response.writeHead(200, head);
      response.end(request.method === 'HEAD' ? undefined : LIVE_BODY);
      return;
    }
    for (const handler of handlers) handler.call(server, request, response);
  });
}
