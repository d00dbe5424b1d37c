import { randomInt } from 'node:crypto';

/** A small client of the identity API for integration tests (docs/api/identity-contract.md). */
export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export const DEMO_PASSWORD = 'Threshold!2026';

/** Every caller gets an address of its own, so one test's rate-limit counts never meet another's. */
export const newIp = () => `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}`;

export function identityClient(baseUrl: string) {
  async function call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { token?: string | null; body?: unknown; form?: FormData; cookie?: string; ip?: string; ifMatch?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? newIp(), ...options.headers };
    if (options.ifMatch !== undefined) headers['if-match'] = options.ifMatch;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = options.cookie;
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON (an image, CSV)
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  /** The refresh cookie as a request Cookie header value. */
  function refreshCookie(headers: Headers): string | undefined {
    const setCookie = headers.getSetCookie().find((c) => c.startsWith('refresh_token='));
    return setCookie?.split(';')[0];
  }

  async function signIn(email: string, password = DEMO_PASSWORD, ip?: string) {
    const attempt = () =>
      call<{ accessToken: string; expiresAt: number; profile: { id: string; role: string } }>('POST', '/api/auth/sign-in', {
        body: { email, password },
        ip,
      });
    let answer = await attempt();
    // The demo accounts are shared by every file of the run (one database, one Redis prefix), so the
    // per-account sign-in limit (10 a minute) may be spent by other files: wait as the API says, once.
    if (answer.status === 429 && email.endsWith('@threshold.demo')) {
      await new Promise((resolve) => setTimeout(resolve, (Number(answer.headers.get('retry-after') ?? 30) + 1) * 1000));
      answer = await attempt();
    }
    if (answer.status !== 200) throw new Error(`Sign-in of ${email} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return { token: answer.body.accessToken, profile: answer.body.profile, cookie: refreshCookie(answer.headers)!, headers: answer.headers };
  }

  async function createInviteCode(adminToken: string, body: Record<string, unknown> = {}): Promise<string> {
    const answer = await call<{ code: string }>('POST', '/api/admin/invite-codes', { token: adminToken, body });
    if (answer.status !== 201) throw new Error(`Invite code creation answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body.code;
  }

  function registrationForm(fields: Record<string, string | undefined>, logo?: { bytes: Buffer; name: string; type: string }): FormData {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
    if (logo) form.append('logo', new Blob([new Uint8Array(logo.bytes)], { type: logo.type }), logo.name);
    return form;
  }

  function register(fields: Record<string, string | undefined>, logo?: { bytes: Buffer; name: string; type: string }, ip?: string) {
    return call<{ userId: string; role: string; message?: string }>('POST', '/api/auth/register', { form: registrationForm(fields, logo), ip });
  }

  return { call, signIn, refreshCookie, createInviteCode, register, registrationForm };
}

/** A complete, valid registration for a new address; override any field. */
export function validRegistration(inviteCode: string, overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  const tag = `${Date.now().toString(36)}${randomInt(0, 1e9).toString(36)}`;
  return {
    fullName: 'Ana Ruiz',
    email: `ana.${tag}@example.test`,
    phone: '512-555-0142',
    company: 'Hill Country Realty',
    licenseNumber: 'TX-0654321',
    inviteCode,
    password: 'secret-pass',
    confirmPassword: 'secret-pass',
    acceptTerms: 'true',
    acceptResponsibility: 'true',
    ...overrides,
  };
}
