import { expect, test, type Page } from '@playwright/test';
import { randomInt } from 'node:crypto';

import { DEMO_ADMIN, DEMO_AGENT, signIn } from '../support/e2e-auth';

/**
 * The SPA shell: every route of spec 000 §2's route table renders (guarded ones for a signed-in
 * user of an admitted role), unknown paths get the not-found page, legacy transaction links
 * redirect, and public pages start with a skip link.
 */

// Sign-ins are rate limited per address and per account (10 a minute): this file signs in from an
// address of its own and spreads the agent-role sign-ins over the three agent-role demo users.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.18.${randomInt(0, 255)}.${randomInt(1, 255)}` } });
const AGENT_ROLE_USERS = [DEMO_AGENT, 'broker@threshold.demo', 'lead@threshold.demo'];
let agentSignIns = 0;
const nextAgentRoleUser = () => AGENT_ROLE_USERS[agentSignIns++ % AGENT_ROLE_USERS.length]!;

const transactionId = '3f2c9a1e-5b7d-4c2a-9e8f-1a2b3c4d5e6f';

/** Each route with the main heading it must show, and who may open it (spec 000 §2 route table). */
const routes: ReadonlyArray<{ path: string; heading: string | RegExp; as?: 'admin' | 'agent' }> = [
  { path: '/', heading: /confidence for every client/i },
  { path: '/home', heading: /confidence for every client/i },
  { path: '/login', heading: 'Sign in' },
  { path: '/register', heading: 'Create your account' },
  { path: '/forgot-password', heading: 'Reset your password' },
  { path: '/reset-password', heading: 'Choose a new password' },
  { path: '/platform', heading: /platform/i },
  { path: '/for-agents', heading: /agents/i },
  { path: '/about', heading: /about/i },
  { path: '/investors', heading: /invest/i },
  { path: '/waitlist', heading: /beta/i },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
  { as: 'admin', path: '/admin', heading: 'Admin Dashboard' },
  { as: 'admin', path: '/admin/diagnostics', heading: 'Diagnostics' },
  // The agent dashboard greets the agent by first name (spec 001 §2.1).
  { as: 'agent', path: '/dashboard/agent', heading: /^(Good (morning|afternoon|evening), \S+|Welcome back)$/ },
  // Without an id: an unknown one is a 404 the browser logs (transaction-detail.e2e covers it).
  { as: 'agent', path: '/dashboard/agent/detail', heading: 'Transaction Detail' },
  { as: 'agent', path: '/dashboard/agent/transactions', heading: 'Transactions' },
  { as: 'agent', path: '/dashboard/agent/transactions/new', heading: 'New Transaction' },
  { as: 'agent', path: '/dashboard/agent/vendors', heading: 'Vendor Library' },
  { as: 'agent', path: '/dashboard/agent/settings', heading: 'Account Settings' },
  // Without an id: the agent is told to choose a deal to preview (an unknown id is a 404 the browser logs).
  { as: 'agent', path: '/dashboard/client?mode=preview', heading: 'Your Transaction' },
  // The Home Vault of an unknown deal is a 404 the browser logs: home-vault.e2e covers the vault.
];

/** Collects console errors and uncaught exceptions for the whole test. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

for (const { path, heading, as } of routes) {
  test(`${path} renders without console errors`, async ({ page }) => {
    const errors = watchErrors(page);
    if (as) await signIn(page, as === 'admin' ? DEMO_ADMIN : nextAgentRoleUser());
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

test('an unknown route shows the not-found page with a link home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

for (const legacy of [
  `/dashboard/agent/transactions/${transactionId}`,
  `/dashboard/agent/transactions/${transactionId}/test`,
  `/transactions/${transactionId}/test`,
]) {
  test(`${legacy} redirects to the transaction detail`, async ({ page }) => {
    await signIn(page, nextAgentRoleUser());
    await page.goto('/');
    await page.goto(legacy);
    await expect(page).toHaveURL(`/dashboard/agent/detail?transactionId=${transactionId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction Detail' })).toBeVisible();
    // The screen reads the id from the link: this agent has no such deal.
    await expect(page.getByText('Transaction not found.')).toBeVisible();
    // Replaced, not pushed: Back skips the legacy address.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });
}

test('links carrying the transaction as `id` are understood too', async ({ page }) => {
  await signIn(page, nextAgentRoleUser());
  await page.goto(`/dashboard/agent/detail?id=${transactionId}`);
  // The id was read: no deal of this agent has it (without an id the first deal or the empty state shows).
  await expect(page.getByText('Transaction not found.')).toBeVisible();
});

test('/dashboard/agent/transactions/new is the wizard, not a legacy redirect', async ({ page }) => {
  await signIn(page, nextAgentRoleUser());
  await page.goto('/dashboard/agent/transactions/new');
  await expect(page).toHaveURL('/dashboard/agent/transactions/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New Transaction' })).toBeVisible();
});

for (const path of ['/', '/platform', '/login']) {
  test(`the skip link is the first focusable element on ${path} and moves focus to main`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
}

test('the public header collapses into a menu on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: 'Platform' }).click();
  await expect(page).toHaveURL('/platform');
  await expect(nav).toBeHidden();
});

test("a signed-in area's navigation opens from a Menu button on a phone, every destination a 44 px target", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, DEMO_AGENT);
  const menuButton = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Agent navigation' });
  await expect(nav).toBeHidden();
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const links = nav.getByRole('link');
  await expect(links).toHaveText(['Dashboard', 'Transactions', 'New Transaction', 'Vendor Library', 'Settings']);
  for (const link of await links.all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expect(links.first()).toBeFocused();
  await page.screenshot({ path: 'test-results/screens/shell/agent-menu-375.png' });
  // Escape closes it and gives focus back to the button; a destination closes it too.
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menuButton).toBeFocused();
  await menuButton.click();
  await nav.getByRole('link', { name: 'Vendor Library' }).click();
  await expect(page).toHaveURL('/dashboard/agent/vendors');
  await expect(nav).toBeHidden();
  // At desktop width the navigation is simply there.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menuButton).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
});

test('legal pages return to the page that linked them', async ({ page }) => {
  await page.goto('/platform');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL('/platform');
});
