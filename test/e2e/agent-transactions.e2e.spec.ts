import { expect, test, type APIRequestContext } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';

import { newAccount } from '../support/e2e-auth';
import { seriousAxeViolations } from '../support/e2e-axe';
import { bearer, createdDeal, signedInAgent } from '../support/e2e-deals';
import { shootAtWidths } from '../support/e2e-shots';

/**
 * Issue 20 item 4, "a page to work in": Transactions in the navigation opens a searchable list of
 * every deal; the dashboard's search box finds a deal by client name; a checked task can be undone;
 * a draft can be discarded from the Drafts card (ADR 0063).
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}` } });

const SHOTS = 'test-results/screens/transactions';

const pad = (n: number) => String(n).padStart(2, '0');
const day = (offset: number) => {
  const at = new Date(Date.now() + offset * 86_400_000);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
};

async function dealFor(request: APIRequestContext, auth: Record<string, string>, clientName: string, address: string) {
  const client = await request.post('/api/clients', {
    headers: auth,
    data: { full_name: clientName, email: `c-${randomUUID().slice(0, 8)}@example.com`, phone: '512-555-0100' },
  });
  expect(client.status(), await client.text()).toBe(201);
  return createdDeal(request, auth, {
    transaction_type: 'buyer',
    client_id: ((await client.json()) as { id: string }).id,
    property_address: address,
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78704',
    effective_date: day(-2),
    closing_date: day(21),
  });
}

test.describe('the agent finds and works their deals', () => {
  test('Transactions lists every deal and searches it; the dashboard search lands there; another agent’s deal never shows', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { auth } = await signedInAgent(page, request);
    const tag = randomUUID().slice(0, 6);
    const wanted = `Marisol ${tag} Quintero`;
    await dealFor(request, auth, wanted, `${randomInt(100, 9999)} South Lamar Blvd`);
    await dealFor(request, auth, 'Dale Other', `${randomInt(100, 9999)} Oak Lane`);
    // Another agent's deal with the same client name: the server lists only the caller's deals.
    const stranger = await bearer(request, await newAccount(request, 'agent'));
    await dealFor(request, stranger, wanted, `${randomInt(100, 9999)} Stranger Street`);

    // From the dashboard's search box, by client name.
    await page.goto('/dashboard/agent');
    await page.getByRole('search', { name: 'Find a transaction' }).getByRole('searchbox').fill(`marisol ${tag}`);
    await shootAtWidths(page, SHOTS, 'dashboard-search');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/agent/transactions\\?q=marisol\\+${tag}`));
    const list = page.getByRole('list', { name: 'Transactions' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText(wanted);
    await expect(list.getByRole('listitem')).toContainText('South Lamar Blvd');
    await expect(list.getByRole('listitem')).toContainText('Under Contract');
    await expect(page.getByText('Stranger Street')).toHaveCount(0);

    // The navigation's Transactions opens the whole list (not the first deal's detail).
    await page.getByRole('navigation').getByRole('link', { name: 'Transactions', exact: true }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/agent\/transactions$/);
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('status').filter({ hasText: '2 transactions' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shootAtWidths(page, SHOTS, 'transactions-list');

    // Searching on the list itself, kept in the URL; a miss says so and clears.
    const search = page.getByRole('searchbox', { name: 'Search transactions' });
    await search.fill('quintero');
    await expect(page).toHaveURL(/q=quintero/);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: '1 of 2 transactions match' })).toBeVisible();
    await search.fill('nobody-here');
    await expect(page.getByText('No transactions found')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shootAtWidths(page, SHOTS, 'transactions-no-match');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await search.fill('quintero');
    await list.getByRole('link', { name: /South Lamar Blvd/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/agent\/detail\?transactionId=/);
  });

  test('an agent without deals sees the empty list', async ({ page, request }) => {
    await signedInAgent(page, request);
    await page.goto('/dashboard/agent/transactions');
    await expect(page.getByRole('heading', { name: 'No transactions yet' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('a checked task can be undone from its toast, on the detail screen and the dashboard', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { auth } = await signedInAgent(page, request);
    const deal = await dealFor(request, auth, 'Casey Undo', `${randomInt(100, 9999)} Undo Way`);
    const made = await request.post(`/api/transactions/${deal.id}/tasks`, { headers: auth, data: { title: 'Order the survey', due_date: day(-1) } });
    expect(made.status(), await made.text()).toBe(201);
    const taskId = ((await made.json()) as { id: string }).id;
    const completedAt = async () =>
      ((await (await request.get(`/api/transactions/${deal.id}/tasks`, { headers: auth })).json()) as { id: string; completed_at: string | null }[]).find((task) => task.id === taskId)
        ?.completed_at ?? null;

    await page.goto(`/dashboard/agent/detail?transactionId=${deal.id}`);
    const box = page.locator('#tasks').getByRole('checkbox', { name: 'Order the survey' });
    await box.click();
    await expect(box).toBeChecked();
    // The toast comes once the server has recorded the check; its Undo reopens the task.
    const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem').filter({ hasText: 'Task completed: Order the survey' });
    await expect(toast).toBeVisible();
    expect(await completedAt()).not.toBeNull();
    await page.screenshot({ path: `${SHOTS}/undo-toast-1280.png` });
    await toast.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(box).not.toBeChecked();
    await expect.poll(completedAt).toBeNull();

    // The dashboard's Upcoming Tasks: the checked task leaves the list, Undo brings it back.
    await page.goto('/dashboard/agent');
    const sidebar = page.getByRole('complementary', { name: 'Upcoming' });
    await sidebar.getByRole('checkbox', { name: /Order the survey/ }).click();
    await expect(sidebar.getByText('Order the survey')).toBeHidden();
    const dashboardToast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem').filter({ hasText: 'Task completed: Order the survey' });
    await expect(dashboardToast).toBeVisible();
    expect(await completedAt()).not.toBeNull();
    await dashboardToast.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(sidebar.getByText('Order the survey')).toBeVisible();
    await expect.poll(completedAt).toBeNull();
  });

  test('a draft is discarded from the Drafts card after a confirmation', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { auth } = await signedInAgent(page, request);
    const address = `${randomInt(100, 9999)} Draft Court`;
    const draft = await createdDeal(request, auth, { transaction_type: 'buyer', as_draft: true, property_address: address });
    await page.goto('/dashboard/agent');
    const drafts = page.getByRole('region', { name: 'Drafts' });
    await drafts.getByRole('button', { name: `Discard ${address}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Discard this draft?' });
    await expect(dialog).toContainText(address);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shootAtWidths(page, SHOTS, 'discard-draft');
    // Cancel keeps it.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(drafts.getByText(address)).toBeVisible();
    await drafts.getByRole('button', { name: `Discard ${address}` }).click();
    await page.getByRole('dialog', { name: 'Discard this draft?' }).getByRole('button', { name: 'Discard draft' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('listitem').filter({ hasText: 'Draft discarded' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Drafts' })).toHaveCount(0);
    expect((await request.get(`/api/transactions/${draft.id}`, { headers: auth })).status()).toBe(404);
  });
});
