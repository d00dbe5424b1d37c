import { APIRequestContext, expect, Page } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';

/** The demo seed's password (backend/src/modules/identity/demo-seed.ts). */
export const DEMO_PASSWORD = 'Threshold!2026';
export const DEMO_ADMIN = 'admin@threshold.demo';
export const DEMO_AGENT = 'agent@threshold.demo';

/** Signs in through the login page, as a person would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The demo admin's access token, fetched once per test process (15-minute tokens; renewed after 10). */
let demoAdmin: { token: string; renewAt: number } | undefined;

async function demoAdminToken(request: APIRequestContext): Promise<string> {
  if (!demoAdmin || demoAdmin.renewAt < Date.now()) {
    let answer = await request.post('/api/auth/sign-in', { data: { email: DEMO_ADMIN, password: DEMO_PASSWORD } });
    if (answer.status() === 429) {
      // Other files signed the demo admin in often this minute: wait as the API says, then once more.
      await new Promise((resolve) => setTimeout(resolve, (Number(answer.headers()['retry-after'] ?? 30) + 1) * 1000));
      answer = await request.post('/api/auth/sign-in', { data: { email: DEMO_ADMIN, password: DEMO_PASSWORD } });
    }
    expect(answer.status(), await answer.text()).toBe(200);
    demoAdmin = { token: ((await answer.json()) as { accessToken: string }).accessToken, renewAt: Date.now() + 10 * 60_000 };
  }
  return demoAdmin.token;
}

export interface TestAccount {
  email: string;
  password: string;
  fullName: string;
}

export type InvitableRole = 'agent' | 'broker' | 'team_lead';

/** The demo admin's Authorization header, for setting up what a test needs through the API. */
export async function demoAdminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${await demoAdminToken(request)}` };
}

/**
 * A new account registered through an invite of `role`; `email` as typed, if given. Returns its id
 * too, for tests that then change it through the admin API.
 */
export async function newAccount(
  request: APIRequestContext,
  role: InvitableRole = 'agent',
  email?: string,
): Promise<TestAccount & { userId: string }> {
  const auth = await demoAdminHeaders(request);
  const invite = await request.post('/api/admin/invite-codes', { headers: auth, data: { role } });
  expect(invite.status(), await invite.text()).toBe(201);
  const { code } = (await invite.json()) as { code: string };
  const unique = randomUUID().slice(0, 8);
  const account = {
    email: email ?? `${role}-${unique}@threshold.test`,
    password: `${role}-pass-${unique}`,
    fullName: `Ada Member ${unique}`,
  };
  // A caller address of its own: registrations are rate limited per address, and every spec's
  // accounts would otherwise come from 127.0.0.1 and use up one budget for the whole run.
  const registered = await request.post('/api/auth/register', {
    headers: { 'x-forwarded-for': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` },
    multipart: {
      fullName: account.fullName,
      email: account.email,
      inviteCode: code,
      password: account.password,
      confirmPassword: account.password,
      acceptTerms: 'true',
      acceptResponsibility: 'true',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { userId } = (await registered.json()) as { userId: string };
  return { ...account, userId };
}

/** An admin changes a user's role (which ends that user's sessions). */
export async function changeRole(request: APIRequestContext, userId: string, role: string): Promise<void> {
  const changed = await request.patch(`/api/admin/users/${userId}/role`, { headers: await demoAdminHeaders(request), data: { role } });
  expect(changed.status(), await changed.text()).toBe(200);
}

/**
 * A new admin account for one test (registered through an invite, then given the admin role), so
 * that a file of admin tests does not sign the demo admin in more often than its per-account
 * sign-in limit allows in a minute.
 */
export async function newAdmin(request: APIRequestContext): Promise<TestAccount> {
  const { userId, ...account } = await newAccount(request);
  await changeRole(request, userId, 'admin');
  return account;
}
