import { randomUUID } from 'node:crypto';
import { buildOpenApiDocument } from '../../backend/src/platform/http/openapi';
import { identityClient, newIp } from '../support/identity-client';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Spec 000 §2 route table and §6, on the API side: every admin and auth route against no session and
 * each of the five roles (real sign-ins of the demo accounts). Admin routes are read from the live
 * OpenAPI document, so a new admin route anywhere is covered the day it appears.
 */
type Caller = 'none' | 'admin' | 'agent' | 'broker' | 'team_lead' | 'client';
const CALLERS: Caller[] = ['none', 'admin', 'agent', 'broker', 'team_lead', 'client'];
const DEMO_EMAIL: Record<Exclude<Caller, 'none'>, string> = {
  admin: 'admin@threshold.demo',
  agent: 'agent@threshold.demo',
  broker: 'broker@threshold.demo',
  team_lead: 'lead@threshold.demo',
  client: 'buyer@threshold.demo',
};

const UNAUTHORIZED = { statusCode: 401, message: 'Unauthorized - No active session' };
const FORBIDDEN = { statusCode: 403, message: 'Forbidden - Invalid role' };

interface Route {
  method: string;
  path: string;
  body?: unknown;
  form?: boolean;
  /** Expected status per caller. */
  expect: Record<Caller, number>;
}

const everyone = (status: number): Record<Caller, number> => Object.fromEntries(CALLERS.map((c) => [c, status])) as Record<Caller, number>;
const signedIn = (status: number): Record<Caller, number> => ({ ...everyone(status), none: 401 });
const adminOnly = (status: number): Record<Caller, number> => ({ ...everyone(403), none: 401, admin: status });

const someId = randomUUID();

/** Identity's routes with their exact answers (contract: docs/api/identity-contract.md). */
const IDENTITY_ROUTES: Route[] = [
  { method: 'POST', path: '/api/auth/register', form: true, expect: everyone(400) },
  { method: 'POST', path: '/api/auth/sign-in', body: {}, expect: everyone(400) },
  { method: 'POST', path: '/api/auth/refresh', expect: everyone(401) },
  { method: 'POST', path: '/api/auth/forgot-password', body: {}, expect: everyone(400) },
  { method: 'POST', path: '/api/auth/reset-password', body: {}, expect: everyone(400) },
  { method: 'POST', path: '/api/auth/reset-password/check', body: {}, expect: everyone(400) },
  { method: 'GET', path: '/api/auth/me', expect: signedIn(200) },
  { method: 'POST', path: '/api/auth/change-password', body: {}, expect: signedIn(400) },
  // The agent roles' own profile (ADR 0060): refused on its merits for them (a blank name, no image), by role for the rest;
  // the demo agents have no logo, so taking it down changes nothing.
  { method: 'PATCH', path: '/api/auth/me', body: { fullName: ' ' }, expect: { ...signedIn(403), agent: 400, broker: 400, team_lead: 400 } },
  { method: 'PUT', path: '/api/auth/me/logo', form: true, expect: { ...signedIn(403), agent: 400, broker: 400, team_lead: 400 } },
  { method: 'DELETE', path: '/api/auth/me/logo', expect: { ...signedIn(403), agent: 200, broker: 200, team_lead: 200 } },
  // A client's consent (ADR 0051): the demo buyer has consented already, so it records nothing.
  { method: 'POST', path: '/api/auth/consent', expect: { ...signedIn(403), client: 200 } },
  { method: 'POST', path: '/api/activity', body: { events: [] }, expect: signedIn(202) },
  { method: 'GET', path: `/api/users/${someId}/logo`, expect: signedIn(404) },
  { method: 'GET', path: '/api/admin/stats', expect: adminOnly(200) },
  { method: 'GET', path: '/api/admin/users', expect: adminOnly(200) },
  { method: 'GET', path: `/api/admin/users/${someId}/analytics`, expect: adminOnly(200) },
  { method: 'PATCH', path: `/api/admin/users/${someId}/role`, body: { role: 'agent' }, expect: adminOnly(404) },
  { method: 'DELETE', path: `/api/admin/users/${someId}`, expect: adminOnly(404) },
  { method: 'GET', path: '/api/admin/invite-codes', expect: adminOnly(200) },
  { method: 'POST', path: '/api/admin/invite-codes', body: { maxUses: 0 }, expect: adminOnly(400) },
  { method: 'GET', path: '/api/admin/transactions', expect: adminOnly(200) },
  // Sign-out is public and always 204; it is exercised last (it ends the session).
];

describe('route guard: every admin and auth route × every role', () => {
  let app: TestApp;
  let api: ReturnType<typeof identityClient>;
  const tokens: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    app = await startTestApp();
    api = identityClient(app.url);
    for (const caller of CALLERS) if (caller !== 'none') tokens[caller] = (await api.signIn(DEMO_EMAIL[caller])).token;
  });

  afterAll(async () => {
    await app.close();
  });

  function call(route: Pick<Route, 'method' | 'path' | 'body' | 'form'>, caller: Caller) {
    return api.call(route.method, route.path, {
      token: tokens[caller] ?? null,
      body: route.body,
      form: route.form ? new FormData() : undefined,
      ip: newIp(),
    });
  }

  it('identity routes answer each role as the contract says', async () => {
    const mismatches: string[] = [];
    for (const route of IDENTITY_ROUTES) {
      for (const caller of CALLERS) {
        const answer = await call(route, caller);
        if (answer.status !== route.expect[caller]) mismatches.push(`${route.method} ${route.path} as ${caller}: ${answer.status} (expected ${route.expect[caller]})`);
        if (answer.status === 401 && route.path !== '/api/auth/refresh') expect(answer.body).toEqual(UNAUTHORIZED);
        if (answer.status === 403) expect(answer.body).toEqual(FORBIDDEN);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('every /api/admin route in the API refuses no session (401) and every role but admin (403)', async () => {
    const document = buildOpenApiDocument(app.app);
    const adminRoutes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
          .map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, someId) })),
      );
    expect(adminRoutes.length).toBeGreaterThanOrEqual(8);
    const mismatches: string[] = [];
    for (const route of adminRoutes) {
      const body = ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined;
      for (const caller of CALLERS) {
        const answer = await call({ ...route, body }, caller);
        const ok =
          caller === 'none' ? answer.status === 401 : caller === 'admin' ? answer.status !== 401 && answer.status !== 403 : answer.status === 403;
        if (!ok) mismatches.push(`${route.method} ${route.path} as ${caller}: ${answer.status}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('every auth route of the API is in the table above', () => {
    const document = buildOpenApiDocument(app.app);
    const listed = new Set([...IDENTITY_ROUTES.map((r) => `${r.method} ${r.path}`), 'POST /api/auth/sign-out']);
    const authRoutes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/auth/'))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    expect(authRoutes.filter((route) => !listed.has(route))).toEqual([]);
  });

  it('Bull Board (/admin/queues) is for admins only', async () => {
    for (const caller of CALLERS) {
      const response = await fetch(`${app.url}/admin/queues`, { headers: tokens[caller] ? { authorization: `Bearer ${tokens[caller]}` } : {} });
      expect({ caller, status: response.status }).toEqual({ caller, status: caller === 'none' ? 401 : caller === 'admin' ? 200 : 403 });
    }
  });

  it('Bull Board opens by link for a signed-in admin: sign-in sets an httpOnly cookie scoped to /admin/queues', async () => {
    for (const [email, status] of [
      ['admin@threshold.demo', 200],
      ['agent@threshold.demo', 403],
    ] as const) {
      const { headers } = await identityClient(app.url).signIn(email);
      const cookie = headers.getSetCookie().find((c) => c.startsWith('access_token='))!;
      expect(cookie).toMatch(/Path=\/admin\/queues/);
      expect(cookie).toMatch(/HttpOnly/);
      const response = await fetch(`${app.url}/admin/queues`, { headers: { cookie: cookie.split(';')[0] } });
      expect({ email, status: response.status }).toEqual({ email, status });
    }
  });

  it('sign-out answers 204 to anyone and ends the caller’s session', async () => {
    for (const caller of CALLERS) {
      const answer = await call({ method: 'POST', path: '/api/auth/sign-out' }, caller);
      expect({ caller, status: answer.status }).toEqual({ caller, status: 204 });
      if (caller !== 'none') expect((await call({ method: 'GET', path: '/api/auth/me' }, caller)).status).toBe(401);
    }
  });
});
