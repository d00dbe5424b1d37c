import { expect, test, type Page } from '@playwright/test';
import { randomInt } from 'node:crypto';
import { signIn } from '../support/e2e-auth';

/**
 * Spec 000 §2, route table and guard: every route × every role. No session → /login; a role not
 * allowed → /; otherwise the page stays. (The API's side is test/int/route-guard.int.spec.ts.)
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.19.${randomInt(0, 255)}.${randomInt(1, 255)}` } });

type Caller = 'anonymous' | 'admin' | 'agent' | 'broker' | 'team_lead' | 'client';
const USERS: Record<Exclude<Caller, 'anonymous'>, string> = {
  admin: 'admin@threshold.demo',
  agent: 'agent@threshold.demo',
  broker: 'broker@threshold.demo',
  team_lead: 'lead@threshold.demo',
  client: 'buyer@threshold.demo',
};
const AGENT_ROLES: Caller[] = ['agent', 'broker', 'team_lead'];
/** Spec 000 §6: where sign-in lands each role; /login sends someone already signed in there too. */
const LANDING: Record<Caller, string> = {
  anonymous: '/login',
  admin: '/admin',
  agent: '/dashboard/agent',
  broker: '/dashboard/agent',
  team_lead: '/dashboard/agent',
  client: '/dashboard/client',
};
const PUBLIC = ['/', '/home', '/login', '/register', '/forgot-password', '/reset-password', '/platform', '/for-agents', '/about', '/investors', '/waitlist', '/privacy', '/terms'];
const GUARDED: Array<{ path: string; allowed: Caller[] }> = [
  { path: '/admin', allowed: ['admin'] },
  { path: '/admin/diagnostics', allowed: ['admin'] },
  { path: '/dashboard/agent', allowed: AGENT_ROLES },
  { path: '/dashboard/agent/detail?transactionId=t-1', allowed: AGENT_ROLES },
  { path: '/dashboard/agent/transactions', allowed: AGENT_ROLES },
  { path: '/dashboard/agent/transactions/new', allowed: AGENT_ROLES },
  { path: '/dashboard/agent/vendors', allowed: AGENT_ROLES },
  { path: '/dashboard/agent/settings', allowed: AGENT_ROLES },
  { path: '/dashboard/client', allowed: ['client', ...AGENT_ROLES] },
  { path: '/home-vault/t-1', allowed: ['client', ...AGENT_ROLES] },
  // The client's own Account Settings (spec 002 §2, ADR 0051): agents have theirs.
  { path: '/dashboard/client/settings', allowed: ['client'] },
];

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/**
 * The page has drawn: its h1, or a modal it opened over it (the client's portal prompts a check-in
 * when none is recent, and a modal hides the page beneath from the accessibility tree).
 */
const pageShown = (page: Page) => page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first();

// Each case loads every route of the table (about 30 page loads): the default 30 s is for one screen.
test.describe.configure({ timeout: 120_000 });

for (const caller of ['anonymous', 'admin', 'agent', 'broker', 'team_lead', 'client'] as const) {
  test(`the route table answers ${caller} as the guard says`, async ({ page }) => {
    if (caller !== 'anonymous') await signIn(page, USERS[caller]);
    const seen: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const path of PUBLIC) {
      await page.goto(path);
      const landing = path === '/login' ? LANDING[caller] : path;
      await expect.poll(() => pathOf(page.url())).toBe(landing);
      await expect(pageShown(page)).toBeVisible();
      seen[path] = pathOf(page.url());
      expected[path] = landing;
    }
    for (const { path, allowed } of GUARDED) {
      await page.goto(path);
      const landing = caller === 'anonymous' ? '/login' : allowed.includes(caller) ? path : '/';
      await expect.poll(() => pathOf(page.url())).toBe(landing);
      await expect(pageShown(page)).toBeVisible();
      seen[path] = pathOf(page.url());
      expected[path] = landing;
    }
    expect(seen).toEqual(expected);
  });
}
