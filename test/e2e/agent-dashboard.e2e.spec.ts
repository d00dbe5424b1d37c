import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';

import { newAccount, signIn, type TestAccount } from '../support/e2e-auth';
import { settledDeal } from '../support/e2e-deals';
import { seriousAxeViolations } from '../support/e2e-axe';

/**
 * Issue 9 item 4, spec 001 §2.1: the agent dashboard over deals this test creates through the API
 * for an agent of its own: the filters live in the URL and come back on reload, the sorts, the
 * tiles, Close / Reopen / Delete with their confirm texts and toasts, drafts with Resume, axe.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}` } });

const SHOTS = 'test-results/screens/dashboard';

/** A calendar day `offset` days from today, "YYYY-MM-DD" in the machine's zone (the browser's too). */
function day(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

async function bearer(request: APIRequestContext, account: TestAccount): Promise<Record<string, string>> {
  const answer = await request.post('/api/auth/sign-in', { data: { email: account.email, password: account.password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return { Authorization: `Bearer ${((await answer.json()) as { accessToken: string }).accessToken}` };
}

/** A client account the agent creates (POST /api/clients), to link the deals to. */
async function newClient(request: APIRequestContext, auth: Record<string, string>, tag: string): Promise<string> {
  const answer = await request.post('/api/clients', {
    headers: auth,
    data: { full_name: `Casey Client ${tag}`, email: `client-${tag}@threshold.test` },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

interface Deal {
  id: string;
  version: number;
  status: string;
}

async function createDeal(
  request: APIRequestContext,
  auth: Record<string, string>,
  body: Record<string, unknown>,
): Promise<Deal> {
  const answer = await request.post('/api/transactions', { headers: auth, data: body });
  expect(answer.status(), await answer.text()).toBe(201);
  return settledDeal(request, auth, (await answer.json()) as Deal);
}

const rowOf = (page: Page, address: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: address, exact: true }) });

/** A toast by its exact text (the live region that announces it repeats the text with a prefix). */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function rowAction(page: Page, address: string, action: 'Close' | 'Reopen' | 'Delete'): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${address}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('the agent dashboard: filters in the URL, sorts, tiles, close / reopen / delete with toasts, drafts, axe', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const agent = await newAccount(request);
  const auth = await bearer(request, agent);
  const tag = randomUUID().slice(0, 6);
  const base = {
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78704',
    client_id: await newClient(request, auth, tag),
  };

  // Under contract, closing in 20 days, milestone soonest; pending seller, closing in 60 days; a
  // closed buyer deal; a live deal with no closing date (its close is refused); a draft.
  const contract = `${tag} 1204 Barton Hills Dr`;
  const listing = `${tag} 88 Rainey St`;
  const sold = `${tag} 412 Congress Ave`;
  const undated = `${tag} 9 Lamar Blvd`;
  const drafted = `${tag} 77 Draft Ln`;
  await createDeal(request, auth, {
    ...base,
    transaction_type: 'buyer',
    property_address: contract,
    purchase_price: 425000,
    contract_date: day(-5),
    closing_date: day(20),
  });
  await createDeal(request, auth, {
    ...base,
    transaction_type: 'seller',
    property_address: listing,
    purchase_price: 610000,
    closing_date: day(60),
  });
  const closed = await createDeal(request, auth, {
    ...base,
    transaction_type: 'buyer',
    property_address: sold,
    purchase_price: 300000,
    contract_date: day(-40),
    closing_date: day(-2),
  });
  const closing = await request.post(`/api/transactions/${closed.id}/close`, {
    headers: { ...auth, 'If-Match': `"${closed.version}"` },
  });
  expect(closing.status(), await closing.text()).toBe(200);
  await createDeal(request, auth, { ...base, transaction_type: 'buyer', property_address: undated, purchase_price: 150000 });
  const draft = await createDeal(request, auth, {
    transaction_type: 'buyer',
    property_address: drafted,
    as_draft: true,
    wizard_step: 2,
  });

  await signIn(page, agent.email, agent.password);
  await page.goto('/dashboard/agent');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(agent.fullName.split(' ')[0]!);

  // Active by default: every status but closed and cancelled; the draft is listed apart with Resume.
  await expect(page.getByText('Showing 3 of 4 transactions')).toBeVisible();
  await expect(rowOf(page, sold)).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Resume ${drafted}` })).toHaveAttribute(
    'href',
    `/dashboard/agent/transactions/new?draft=${draft.id}`,
  );
  await expect(page.getByRole('button', { name: 'Clear All' })).toHaveCount(0);
  // The sidebar lists the deals' coming milestones, each linking to the deal's timeline.
  const milestones = page.getByRole('region', { name: 'Upcoming Milestones' });
  await expect(milestones.getByRole('link').first()).toHaveAttribute(
    'href',
    /\/dashboard\/agent\/detail\?transactionId=.+#timeline$/,
  );
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Filters go into the URL and are read back on reload.
  await pick(page, 'Status', 'All');
  await expect(page).toHaveURL(/status=all/);
  await expect(page.getByText('Showing 4 of 4 transactions')).toBeVisible();
  await pick(page, 'Role', 'Seller');
  await expect(page).toHaveURL(/role=seller/);
  await expect(page.getByText('Showing 1 of 4 transactions')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveText('Seller');
  await expect(page.getByText('Showing 1 of 4 transactions')).toBeVisible();
  await expect(rowOf(page, listing)).toBeVisible();
  await page.getByRole('button', { name: 'Clear All' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/agent$/);
  await expect(page.getByText('Showing 3 of 4 transactions')).toBeVisible();

  // Sorts: Closing Date puts the earliest closing first and the undated last; Newest First is creation order.
  const addresses = () =>
    page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').getByRole('link').allInnerTexts();
  await pick(page, 'Sort By', 'Closing Date');
  await expect(page).toHaveURL(/sort=closing_date/);
  await expect.poll(addresses).toEqual([contract, listing, undated]);
  await pick(page, 'Sort By', 'Newest First');
  await expect.poll(addresses).toEqual([undated, listing, contract]);

  // The Closed Volume tile sets the status filter to closed.
  await page.getByRole('button', { name: /Closed Volume/ }).click();
  await expect(page).toHaveURL(/status=closed/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Closed');
  await expect(rowOf(page, sold)).toBeVisible();
  await pick(page, 'Status', 'All');

  await page.mouse.move(0, 0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/dashboard-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS}/dashboard-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Close: the confirm text verbatim, then the green toast; the row menu then offers Reopen.
  await rowAction(page, contract, 'Close');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Mark as Closed? This will complete open tasks.');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/dashboard-close-dialog-1280.png` });
  // While the call is out, Confirm reads 'Processing...' (the answer is held back a moment to see it).
  let sentIfMatch = '';
  await page.route('**/api/transactions/*/close', async (route) => {
    sentIfMatch = route.request().headers()['if-match'] ?? 'none';
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  // Its closing date is 20 days ahead: the dialog asks again, naming it (issue 20 item 5); nothing is sent yet.
  await expect(dialog).toContainText(/The closing date is \w+day, \w+ \d{1,2}, \d{4}, 20 days from today\./);
  expect(sentIfMatch).toBe('');
  await dialog.getByRole('button', { name: 'Close anyway' }).click();
  await expect(dialog.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expect(toast(page, 'Transaction closed successfully')).toBeVisible();
  await page.unroute('**/api/transactions/*/close');
  // The command carried the version the list read (If-Match).
  expect(sentIfMatch).toMatch(/^"\d+"$/);
  await expect(rowOf(page, contract).getByText('Closed', { exact: true })).toBeVisible();
  // Spec 001 §9: the toast is gone after 3 seconds.
  await expect(toast(page, 'Transaction closed successfully')).toBeHidden({ timeout: 6000 });

  await rowAction(page, contract, 'Reopen');
  await expect(dialog).toContainText('Reopen this transaction? It will be restored to its previous status.');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Transaction reopened successfully')).toBeVisible();
  await expect(rowOf(page, contract).getByText('Under Contract', { exact: true })).toBeVisible();

  // A close the API refuses shows its message in a red toast, and the dialog stays open with it after the
  // toast is gone (ADR 0083), until Cancel.
  const refusal = 'Cannot close transaction: Closing date or appointment datetime is required';
  await rowAction(page, undated, 'Close');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, refusal)).toHaveCount(2);
  await expect(dialog.getByRole('alert')).toHaveText(refusal);
  await expect(toast(page, refusal)).toHaveCount(1, { timeout: 6000 });
  await expect(dialog.getByRole('alert')).toHaveText(refusal);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, refusal)).toHaveCount(0);

  await rowAction(page, listing, 'Delete');
  await expect(dialog).toContainText('Permanently remove from views? (Soft delete).');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Transaction deleted successfully')).toBeVisible();
  await expect(rowOf(page, listing)).toHaveCount(0);
  await expect(page.getByText('Showing 3 of 3 transactions')).toBeVisible();

  // Live: a deal created elsewhere (another tab, the API) appears without a reload (transaction.changed).
  const elsewhere = `${tag} 5 Elsewhere Ct`;
  await createDeal(request, auth, { ...base, transaction_type: 'seller', property_address: elsewhere, purchase_price: 200000 });
  await expect(rowOf(page, elsewhere)).toBeVisible();
  await expect(page.getByText('Showing 4 of 4 transactions')).toBeVisible();

  // Scroll memory: coming back with the same status and sort returns to where the agent was.
  await page.setViewportSize({ width: 375, height: 700 });
  // On a phone the navigation opens from the Menu button.
  const viaMenu = async (name: string) => {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Agent navigation' }).getByRole('link', { name, exact: true }).click();
  };
  await viaMenu('Dashboard');
  await expect(page).toHaveURL(/\/dashboard\/agent$/);
  await expect(page.getByText('Showing 3 of 4 transactions')).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: 900 }));
  await expect
    .poll(() => page.evaluate(() => window.sessionStorage.getItem('threshold.agent-dashboard.scroll')))
    .toContain('"y":900');
  await viaMenu('Vendor Library');
  await expect(page).toHaveURL(/\/vendors/);
  // The navigation's link (the Vendor Library's breadcrumb names the dashboard too).
  await viaMenu('Dashboard');
  await expect(page.getByText('Showing 3 of 4 transactions')).toBeVisible();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
});

test('an agent with no deals sees the first-transaction empty state (375 px)', async ({ page, request }) => {
  const agent = await newAccount(request);
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, agent.email, agent.password);
  await page.goto('/dashboard/agent');
  await expect(page.getByText('No transactions found')).toBeVisible();
  await expect(page.getByText('Create your first transaction to get started')).toBeVisible();
  await expect(page.getByText('No upcoming tasks')).toBeVisible();
  await expect(page.getByText('No upcoming milestones')).toBeVisible();
  await expect(page.getByText('All transactions are on track!')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/dashboard-empty-375.png`, fullPage: true });
});

test('a close sent at a version someone else moved on is refused and says so; nothing is closed', async ({ page, request }) => {
  const agent = await newAccount(request);
  const auth = await bearer(request, agent);
  const tag = randomUUID().slice(0, 6);
  const address = `${tag} 31 Stale Way`;
  const deal = await createDeal(request, auth, {
    transaction_type: 'buyer',
    property_address: address,
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78701',
    client_id: await newClient(request, auth, tag),
    purchase_price: 350000,
    closing_date: day(30),
  });

  await signIn(page, agent.email, agent.password);
  // Away from the dashboard first: the sign-in lands on it, and its own list read (maybe still in
  // flight) would otherwise be the response caught below, its body gone with the navigation.
  await page.goto('/dashboard/agent/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  const firstList = page.waitForResponse(
    (answer) => new URL(answer.url()).pathname === '/api/transactions' && answer.request().method() === 'GET',
  );
  await page.goto('/dashboard/agent');
  const firstRead: unknown = await (await firstList).json();
  // From here the page keeps what it read (as a tab left open would).
  await page.route(
    (url) => url.pathname === '/api/transactions',
    (route) => (route.request().method() === 'GET' ? route.fulfill({ json: firstRead }) : route.continue()),
  );
  await expect(rowOf(page, address)).toBeVisible();

  const changed = await request.patch(`/api/transactions/${deal.id}`, { headers: auth, data: { purchase_price: 360000 } });
  expect(changed.status(), await changed.text()).toBe(200);

  await rowAction(page, address, 'Close');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close anyway' }).click();
  await expect(toast(page, 'This record was changed by someone else.')).toBeVisible();
  const now = await request.get(`/api/transactions/${deal.id}`, { headers: auth });
  expect(((await now.json()) as Deal).status).toBe('pending');
});
