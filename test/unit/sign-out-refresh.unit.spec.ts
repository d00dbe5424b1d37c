import { getAuth, sessionStarted } from '../../frontend/src/shared/auth/auth-store';
import { AUTH_URLS, refreshSession, signOutRequest } from '../../frontend/src/shared/auth/session';

/**
 * Signing out ends the session on the server, which cuts this user's sockets (`auth.revoked`); the
 * socket asks for a refresh, and the server refuses it. That refusal is not news for the user: they
 * signed out. A CI run (2026-11-29) showed 'Your session has expired' on the sign-in page right after
 * a sign-out, when the refusal came back before the page had left.
 */
describe('a refresh refused because this page signed out', () => {
  const storage = () => {
    const entries = new Map<string, string>();
    return {
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => void entries.set(key, value),
      removeItem: (key: string) => void entries.delete(key),
    };
  };
  const globals = globalThis as unknown as { fetch: typeof fetch; localStorage: unknown; sessionStorage: ReturnType<typeof storage> };
  const realFetch = globals.fetch;
  afterEach(() => {
    globals.fetch = realFetch;
  });

  it('records no end reason, whether the refresh was answered during the sign-out or asked for after it', async () => {
    globals.localStorage = storage();
    globals.sessionStorage = storage();
    sessionStarted({ accessToken: 'token', expiresAt: Date.now() / 1000 + 900, profile: { id: 'u', email: 'a@b.test', full_name: 'A', role: 'agent' } as never });
    let answerRefresh: (response: Response) => void = () => undefined;
    const asked: string[] = [];
    globals.fetch = ((url: string) => {
      asked.push(url);
      if (url === AUTH_URLS.refresh) return new Promise<Response>((resolve) => (answerRefresh = resolve));
      return Promise.resolve(new Response(null, { status: 204 }));
    }) as typeof fetch;

    // The socket's refresh is on its way when the user signs out; the server refuses it after.
    const cut = refreshSession();
    await Promise.resolve();
    await signOutRequest('token');
    answerRefresh(new Response(JSON.stringify({ statusCode: 401, message: 'Unauthorized' }), { status: 401 }));
    await cut;
    expect(getAuth().endReason).toBeNull();
    expect(globals.sessionStorage.getItem('threshold.session-end-reason')).toBeNull();

    // A later cut asks the server nothing.
    await expect(refreshSession()).resolves.toBe('rejected');
    expect(asked.filter((url) => url === AUTH_URLS.refresh)).toHaveLength(1);
    expect(getAuth().endReason).toBeNull();
  });
});
