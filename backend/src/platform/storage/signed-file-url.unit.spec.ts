import { FILE_URL_TTL_SECONDS, FileUrlCaller, FileUrls, signFileUrlsIn } from './signed-file-url';

const NOW = Date.UTC(2026, 10, 28, 12, 0, 10);
const caller: FileUrlCaller = { userId: '11111111-1111-4111-8111-111111111111', role: 'client', sessionId: 'session-1', expiresAt: NOW / 1000 + 900 };
const urls = new FileUrls('a-file-url-secret-of-thirty-two-chars!!');

/** The path and query of a signed URL, as a route sees them. */
function split(url: string): [string, Record<string, string>] {
  const [path, query] = url.split('?') as [string, string];
  return [path, Object.fromEntries(new URLSearchParams(query))];
}

describe('signed file URLs (ADR 0045)', () => {
  it('a URL signed for a caller and a route is that caller on that route until it expires', () => {
    const [path, query] = split(urls.sign('/api/users/abc/logo', caller, NOW));
    expect(path).toBe('/api/users/abc/logo');
    expect(urls.verify(path, query, NOW)).toEqual({ userId: caller.userId, role: 'client', sessionId: 'session-1', expiresAt: Number(query.exp) });
  });

  it('lives between one and two windows, the same URL all through a window, so the browser cache serves it', () => {
    const first = urls.sign('/api/users/abc/logo', caller, NOW);
    expect(urls.sign('/api/users/abc/logo', caller, NOW + 100_000)).toBe(first);
    const exp = Number(split(first)[1].exp);
    expect(exp - NOW / 1000).toBeGreaterThan(FILE_URL_TTL_SECONDS);
    expect(exp - NOW / 1000).toBeLessThanOrEqual(2 * FILE_URL_TTL_SECONDS);
  });

  it('never outlives the caller’s access token by more than the time a revocation is remembered', () => {
    const [, query] = split(urls.sign('/api/users/abc/logo', { ...caller, expiresAt: NOW / 1000 + 30 }, NOW));
    expect(Number(query.exp)).toBe(NOW / 1000 + 90);
  });

  it('refuses an expired URL', () => {
    const [path, query] = split(urls.sign('/api/users/abc/logo', caller, NOW));
    expect(urls.verify(path, query, Number(query.exp) * 1000 - 1)).not.toBeNull();
    expect(urls.verify(path, query, Number(query.exp) * 1000)).toBeNull();
  });

  it.each([
    ['another user', { sub: '22222222-2222-4222-8222-222222222222' }],
    ['another role', { role: 'admin' }],
    ['another session', { sid: 'session-2' }],
    ['a later expiry', { exp: String(NOW / 1000 + 86_400) }],
    ['a changed signature', { sig: 'A'.repeat(43) }],
    ['a truncated signature', { sig: 'abc' }],
    ['no signature', { sig: undefined }],
    ['a signature as an array', { sig: ['x', 'y'] }],
    ['an expiry that is not a number', { exp: '1e20' }],
  ])('refuses a URL tampered with: %s', (_, change) => {
    const [path, query] = split(urls.sign('/api/users/abc/logo', caller, NOW));
    expect(urls.verify(path, { ...query, ...change }, NOW)).toBeNull();
  });

  it('refuses a signature made for another file, or under another secret', () => {
    const [, query] = split(urls.sign('/api/users/abc/logo', caller, NOW));
    expect(urls.verify('/api/users/def/logo', query, NOW)).toBeNull();
    expect(urls.verify('/api/transactions/abc/photo', query, NOW)).toBeNull();
    expect(new FileUrls('another-secret-of-at-least-thirty-two-chars').verify('/api/users/abc/logo', query, NOW)).toBeNull();
  });

  it('keeps a version parameter for caches and signs only the path', () => {
    const [path, query] = split(urls.sign('/api/transactions/t1/photo?v=7', caller, NOW));
    expect(query.v).toBe('7');
    expect(urls.verify(path, { ...query, v: '8' }, NOW)).not.toBeNull();
  });

  it('signs the named file routes at any depth of an answer and leaves everything else alone', () => {
    const body = {
      profile: { logoUrl: '/api/users/abc/logo', fullName: 'Ana' },
      items: [{ logoUrl: '/api/users/def/logo' }, { logoUrl: null }, { logoUrl: 'https://elsewhere.example/logo.png' }],
      other: '/api/users/abc/logo',
    };
    const signed = signFileUrlsIn(body, ['logoUrl'], caller, urls, NOW);
    expect(signed.profile.logoUrl).toBe(urls.sign('/api/users/abc/logo', caller, NOW));
    expect(signed.items.map((item) => item.logoUrl)).toEqual([urls.sign('/api/users/def/logo', caller, NOW), null, 'https://elsewhere.example/logo.png']);
    expect(signed.other).toBe('/api/users/abc/logo');
    expect(body.profile.logoUrl).toBe('/api/users/abc/logo');
  });

  it('copies only what holds a signed URL: the rest of the answer is the very objects it was, none of them changed', () => {
    const plain = { id: 'b', logoUrl: null, nested: { fullName: 'Ben' } };
    const body = { items: [{ id: 'a', logoUrl: '/api/users/abc/logo' }, plain], meta: { total: 2 } };
    const before = JSON.stringify(body);
    const signed = signFileUrlsIn(body, ['logoUrl'], caller, urls, NOW);
    expect(signed.items[0].logoUrl).toBe(urls.sign('/api/users/abc/logo', caller, NOW));
    expect([signed.items[1], signed.meta]).toEqual([plain, body.meta]);
    expect(signed.items[1]).toBe(plain);
    expect(signed.meta).toBe(body.meta);
    expect(JSON.stringify(body)).toBe(before);
    const unsigned = { items: [plain] };
    expect(signFileUrlsIn(unsigned, ['logoUrl'], caller, urls, NOW)).toBe(unsigned);
  });
});
