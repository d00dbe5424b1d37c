import { startTestApp, TestApp } from '../support/test-app';

/**
 * `GET /api/health/live` is answered ahead of Express (backend/src/platform/http/liveness.ts,
 * docs/benchmarks.md): the same JSON as HealthController.live and the same security headers as any
 * other answer of the API, whatever the request carries; other methods and paths still reach Nest.
 */
describe('GET /api/health/live, the fast path', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  /** Every response header but the ones that differ per answer. */
  const PER_ANSWER = ['date', 'content-length', 'content-type', 'etag', 'x-request-id', 'connection', 'keep-alive', 'cache-control'];
  const securityHeaders = (response: Response) => {
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!PER_ANSWER.includes(name)) headers[name] = value;
    });
    return headers;
  };

  it('answers the liveness JSON with the security headers every other API answer carries', async () => {
    const live = await fetch(`${app.url}/api/health/live`);
    expect(live.status).toBe(200);
    expect(live.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await live.json()).toEqual({ status: 'ok' });

    const ready = await fetch(`${app.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    const expected = securityHeaders(ready);
    expect(expected).toMatchObject({ 'content-security-policy': expect.stringContaining("default-src 'self'"), 'x-content-type-options': 'nosniff' });
    expect(securityHeaders(live)).toEqual(expected);
    expect(live.headers.get('x-powered-by')).toBeNull();
  });

  it('answers HEAD without a body, and leaves other methods and paths to the API', async () => {
    const head = await fetch(`${app.url}/api/health/live`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');

    const post = await fetch(`${app.url}/api/health/live`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(post.status).toBe(404);
    expect(post.headers.get('x-content-type-options')).toBe('nosniff');

    const withQuery = await fetch(`${app.url}/api/health/live?probe=1`);
    expect(withQuery.status).toBe(200);
    expect(await withQuery.json()).toEqual({ status: 'ok' });
    expect(withQuery.headers.get('x-request-id')).not.toBeNull(); // Nest's route, through pino-http
  });
});
