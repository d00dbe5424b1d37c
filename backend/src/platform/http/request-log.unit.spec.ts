import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pinoHttp, { type Options } from 'pino-http';
import { plainTextLine, requestLogOptions } from './request-log';

/** Issue 23 item 4: one short line per request, no headers, no health probes. */
describe('the request log', () => {
  let server: Server;
  let lines: string[];

  const serve = async (options: Options) => {
    lines = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const logged = pinoHttp(options, sink);
    server = createServer((request, response) => {
      logged(request, response);
      response.statusCode = request.url?.startsWith('/missing') ? 404 : 200;
      response.setHeader('set-cookie', 'refresh=secret-cookie');
      response.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  };
  const get = (path: string) =>
    new Promise<void>((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      const call = httpRequest(
        { port, host: '127.0.0.1', path, headers: { authorization: 'Bearer secret-token', cookie: 'refresh=secret-cookie', 'x-request-id': 'req-1' } },
        (response) => response.resume().on('end', resolve),
      );
      call.on('error', reject);
      call.end();
    });

  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('writes, in production, one JSON object per request with method, path, status, time and id and no headers', async () => {
    await serve(requestLogOptions({ logLevel: 'info', nodeEnv: 'production' }) as Options);
    await get('/api/transactions?search=Berkman');
    await get('/missing');
    await get('/api/calendar/secret-feed-link.ics');
    expect(lines).toHaveLength(3);
    const first = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(first.msg).toMatch(/^GET \/api\/transactions 200 \d+ ms$/);
    expect(first.req).toEqual({ id: 'req-1', method: 'GET', path: '/api/transactions' });
    expect(first.res).toEqual({ statusCode: 200 });
    expect(JSON.parse(lines[1]!)).toMatchObject({ msg: expect.stringMatching(/^GET \/missing 404/) as unknown });
    expect(JSON.parse(lines[2]!)).toMatchObject({ req: { path: '/api/calendar/[secret]' }, msg: expect.stringMatching(/^GET \/api\/calendar\/\[secret\] 200/) as unknown });
    for (const line of lines) {
      expect(line).not.toMatch(/headers|secret-token|secret-cookie|secret-feed|user-agent|Berkman/i);
      expect(line.length).toBeLessThan(400);
    }
  });

  it('does not log health probes', async () => {
    await serve(requestLogOptions({ logLevel: 'info', nodeEnv: 'production' }) as Options);
    await get('/api/health/live');
    await get('/api/health/ready');
    expect(lines).toEqual([]);
  });

  it('prints, in development, a plain line with the time, level, message and request id', async () => {
    const options = requestLogOptions({ logLevel: 'info', nodeEnv: 'development' });
    expect(Array.isArray(options)).toBe(true);
    await serve((options as [Options, Writable])[0]);
    await get('/api/transactions');
    expect(plainTextLine(lines[0]!)).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/api\/transactions 200 \d+ ms {2}req=req-1\n$/);
  });

  it('keeps an error stack and the Nest context in the plain line', () => {
    const line = JSON.stringify({ level: 50, time: Date.UTC(2026, 10, 28, 9, 4, 31), context: 'Outbox', msg: 'failed', err: { stack: 'Error: boom\n    at x' } });
    expect(plainTextLine(line)).toBe('09:04:31 ERROR [Outbox] failed\nError: boom\n    at x\n');
    expect(plainTextLine('not json')).toBe('not json\n');
  });
});
