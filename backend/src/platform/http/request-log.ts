import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import type { Options } from 'pino-http';
import type { AppConfig } from '../config/app-config';
import { foldOutageNoise } from '../health/dependency-watch';

type LoggedRequest = IncomingMessage & { id?: unknown; originalUrl?: string };

/**
 * The request log (issue 23 item 4): one short line per request — method, path, status,
 * milliseconds and request id — and nothing of the headers, which made a three-minute session
 * write megabytes of 1.5 KB lines. Production keeps pino's JSON (one object per line, for a log
 * shipper); development prints the same facts as plain text. Health probes are not logged.
 */
export function requestLogOptions(config: Pick<AppConfig, 'logLevel' | 'nodeEnv'>): Options | [Options, Writable] {
  const options: Options = {
    level: config.logLevel,
    // A lost Redis or PostgreSQL is one warning, not one error line per retry (issue 12).
    hooks: { logMethod: foldOutageNoise },
    genReqId: (request, response) => {
      const given = request.headers['x-request-id'];
      const id = typeof given === 'string' && /^[\w-]{1,100}$/.test(given) ? given : randomUUID();
      response.setHeader('x-request-id', id);
      return id;
    },
    serializers: {
      req: (request: { id?: unknown; method?: string; url?: string }) => ({ id: request.id, method: request.method, path: pathOf(request.url) }),
      res: (response: { statusCode?: number }) => ({ statusCode: response.statusCode }),
    },
    customSuccessMessage: (request, response, milliseconds) => requestLine(request, response, milliseconds),
    customErrorMessage: (request, response) => requestLine(request, response),
    autoLogging: { ignore: (request) => request.url?.startsWith('/api/health') ?? false },
  };
  return config.nodeEnv === 'development' ? [options, plainTextLines(process.stdout)] : options;
}

/**
 * The path without its query string (it may carry a search for a person's name), and without a
 * calendar link's secret: that path segment is the credential (ADR 0031), so a log must not hold it.
 */
const pathOf = (url: string | undefined) => (url ?? '').split('?')[0]!.replace(/^\/api\/calendar\/[^/]+$/, '/api/calendar/[secret]');

/** `GET /api/transactions 200 12 ms`. */
export function requestLine(request: LoggedRequest, response: ServerResponse, milliseconds?: number): string {
  const took = milliseconds === undefined ? '' : ` ${Math.round(milliseconds)} ms`;
  return `${request.method ?? '?'} ${pathOf(request.originalUrl ?? request.url)} ${response.statusCode}${took}`;
}

const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** Turns pino's JSON line into `12:04:31 INFO  GET /api/x 200 3 ms  req=…`, keeping an error's stack. */
export function plainTextLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const time = typeof entry.time === 'number' ? new Date(entry.time).toISOString().slice(11, 19) : '--:--:--';
  const level = (LEVEL_NAMES[entry.level as number] ?? String(entry.level)).padEnd(5);
  const context = typeof entry.context === 'string' ? `[${entry.context}] ` : '';
  const request = entry.req as { id?: unknown } | undefined;
  const id = request?.id === undefined ? '' : `  req=${String(request.id)}`;
  const error = entry.err as { stack?: unknown } | undefined;
  const stack = typeof error?.stack === 'string' ? `\n${error.stack}` : '';
  return `${time} ${level} ${context}${String(entry.msg ?? '')}${id}${stack}\n`;
}

function plainTextLines(out: NodeJS.WritableStream): Writable {
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      out.write(plainTextLine(chunk.toString()));
      done();
    },
  });
}
