import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';

import { seriousAxeViolations } from '../support/e2e-axe';
import { settledDeal, signedInAgent } from '../support/e2e-deals';

/** Issue 10 item 6: tasks on the deal's detail page and the dashboard's Upcoming Tasks (spec 002 §2, §5, §6; 001 §2.1; ADR 0027). */
// A caller address of this file's own: sign-in and registration are rate limited per address.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}` } });

const SHOTS = 'test-results/screens/tasks';

interface Task {
  id: string;
  title: string;
  completed_at: string | null;
  bucket: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The browser's calendar day `offset` days from today (the screens count days in local time). */
const day = (offset: number) => {
  const at = new Date(Date.now() + offset * 86_400_000);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
};

async function newDeal(request: APIRequestContext, auth: Record<string, string>, address: string) {
  const client = await request.post('/api/clients', {
    headers: auth,
    data: { full_name: 'Casey Buyer', email: `casey-${randomUUID().slice(0, 8)}@example.com`, phone: '512-555-0100' },
  });
  expect(client.status(), await client.text()).toBe(201);
  const created = await request.post('/api/transactions', {
    headers: auth,
    data: {
      transaction_type: 'buyer',
      client_id: ((await client.json()) as { id: string }).id,
      property_address: address,
      property_city: 'Austin',
      property_state: 'TX',
      property_zip: '78704',
      effective_date: day(-2),
      closing_date: day(21),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return settledDeal(request, auth, (await created.json()) as { id: string; version: number; status: string });
}

const tasksOf = async (request: APIRequestContext, auth: Record<string, string>, dealId: string) =>
  (await (await request.get(`/api/transactions/${dealId}/tasks`, { headers: auth })).json()) as Task[];

const STATIC_HEADER = 'header { position: static !important; } a[href="#main-content"] { display: none !important; }';

async function shoot(page: Page, target: ReturnType<Page['locator']>, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await target.scrollIntoViewIfNeeded();
    // The sticky top bar would be stitched over a tall element's picture: it stays in place for the shot.
    await target.screenshot({ path: `${SHOTS}/${name}-${width}.png`, style: STATIC_HEADER });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}-page.png`, fullPage: true, style: STATIC_HEADER });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('transaction tasks', () => {
  let auth: Record<string, string>;

  test.beforeEach(async ({ page, request }) => {
    ({ auth } = await signedInAgent(page, request));
  });

  test('the detail page: buckets, the add dialog and its rules, checkbox completion, a confirmed delete', async ({ page, request }) => {
    test.setTimeout(120_000);
    const deal = await newDeal(request, auth, `${Math.floor(Math.random() * 9000) + 100} South Lamar Blvd`);
    await page.goto(`/dashboard/agent/detail?transactionId=${deal.id}`);
    const panel = page.locator('#tasks');
    await expect(panel.getByRole('heading', { name: 'Tasks', level: 2 })).toBeVisible();

    // The automation set is in the System bucket; the agent's own bucket is empty.
    const system = panel.getByRole('region', { name: /System Tasks/ });
    // The agent's page lists four open tasks per group; the rest are one click away (issue 20 item 4).
    await system.getByRole('button', { name: /^Show \d+ more open/ }).click();
    await expect(system.getByText('Order the closing gift', { exact: true })).toBeVisible();
    await expect(system.getByText('Deliver earnest money to the title company', { exact: true })).toBeVisible();
    await expect(panel.getByRole('region', { name: /Agent Tasks/ }).getByText('No tasks')).toBeVisible();

    // Add: the title is required, and at least one visibility option.
    await panel.getByRole('button', { name: 'Add Task' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Task' });
    await dialog.getByRole('checkbox', { name: 'Show to agent' }).click();
    await dialog.getByRole('button', { name: 'Add Task' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Please select at least one visibility option (Agent or Client)')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, dialog, 'add-dialog-errors');
    await dialog.getByLabel(/^Title/).fill('Call the lender about the rate lock');
    await dialog.getByLabel('Due date').fill(day(1));
    await dialog.getByRole('checkbox', { name: 'Show to agent' }).click();
    await dialog.getByRole('button', { name: 'Add Task' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Task created', { exact: true })).toBeVisible();
    const agentBucket = panel.getByRole('region', { name: /Agent Tasks/ });
    await expect(agentBucket.getByText('Call the lender about the rate lock', { exact: true })).toBeVisible();

    // A shared one, made through the dialog's client box.
    await panel.getByRole('button', { name: 'Add Task' }).click();
    await dialog.getByLabel(/^Title/).fill('Send the signed amendment');
    await dialog.getByRole('checkbox', { name: 'Show to client' }).click();
    await dialog.getByRole('button', { name: 'Add Task' }).click();
    await expect(panel.getByRole('region', { name: /Shared with Client/ }).getByText('Send the signed amendment', { exact: true })).toBeVisible();

    // Checkbox completion: checked, and recorded.
    const lenderBox = agentBucket.getByRole('checkbox', { name: 'Call the lender about the rate lock' });
    await lenderBox.click();
    await expect(lenderBox).toBeChecked();
    await expect
      .poll(async () => (await tasksOf(request, auth, deal.id)).find((task) => task.title === 'Call the lender about the rate lock')?.completed_at ?? null)
      .not.toBeNull();
    // The Open Tasks tile counts what is still open.
    const open = (await tasksOf(request, auth, deal.id)).filter((task) => task.completed_at === null).length;
    await expect(page.getByRole('navigation', { name: 'Deal summary' }).getByRole('link', { name: new RegExp(`Open Tasks\\s*${open}`) })).toBeVisible();

    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, panel, 'detail-panel');

    // Delete, confirmed.
    await agentBucket.getByRole('button', { name: 'Delete task: Call the lender about the rate lock' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Task' });
    await expect(confirm.getByText('Delete "Call the lender about the rate lock"? This cannot be undone.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Task deleted', { exact: true })).toBeVisible();
    await expect(agentBucket.getByText('No tasks')).toBeVisible();
    expect((await tasksOf(request, auth, deal.id)).map((task) => task.title)).not.toContain('Call the lender about the rate lock');

    // A task checked while a section editor is open moves the deal's version but none of its fields:
    // the editor takes the new version in without offering a reload, and its save goes through.
    await page.getByRole('button', { name: 'Edit Financial Details' }).click();
    const financial = page.getByRole('form', { name: 'Financial Details' });
    await financial.getByLabel('Purchase price').fill('455,000');
    await panel.getByRole('region', { name: /Shared with Client/ }).getByRole('checkbox', { name: 'Send the signed amendment' }).click();
    await expect(panel.getByRole('region', { name: /Shared with Client/ }).getByRole('checkbox', { name: 'Send the signed amendment' })).toBeChecked();
    await expect(financial.getByText('This record was changed by someone else.')).toBeHidden();
    await financial.getByRole('button', { name: 'Save' }).click();
    await expect(financial).toBeHidden();
    await expect(page.getByText('$455,000').first()).toBeVisible();
  });

  test('an answer lost on the way: the resubmit sends the same Idempotency-Key and one task is created (issue 18 item 8)', async ({ page, request }) => {
    test.setTimeout(90_000);
    const deal = await newDeal(request, auth, `${Math.floor(Math.random() * 9000) + 100} Barton Springs Rd`);
    const tasksPath = `**/api/transactions/${deal.id}/tasks`;
    const keys: (string | undefined)[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith(`/api/transactions/${deal.id}/tasks`)) keys.push(sent.headers()['idempotency-key']);
    });
    // The server creates the task, then the connection drops before the browser reads the answer.
    await page.route(tasksPath, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.goto(`/dashboard/agent/detail?transactionId=${deal.id}`);
    const panel = page.locator('#tasks');
    await panel.getByRole('button', { name: 'Add Task' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Task' });
    await dialog.getByLabel(/^Title/).fill('Order the home warranty');
    await dialog.getByRole('button', { name: 'Add Task' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await page.unroute(tasksPath);

    await dialog.getByRole('button', { name: 'Add Task' }).click();
    await expect(dialog).toBeHidden();
    expect((await tasksOf(request, auth, deal.id)).filter((task) => task.title === 'Order the home warranty')).toHaveLength(1);

    // The next submission is a new one: a new key, a second task.
    await panel.getByRole('button', { name: 'Add Task' }).click();
    await dialog.getByLabel(/^Title/).fill('Order the home warranty');
    await dialog.getByRole('button', { name: 'Add Task' }).click();
    await expect(dialog).toBeHidden();
    expect((await tasksOf(request, auth, deal.id)).filter((task) => task.title === 'Order the home warranty')).toHaveLength(2);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  test("the dashboard's Upcoming Tasks: due labels, checkbox completion, the empty state", async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.goto('/dashboard/agent');
    const sidebar = page.getByRole('complementary', { name: 'Upcoming' });
    await expect(sidebar.getByText('No upcoming tasks')).toBeVisible();
    await expect(sidebar.getByText("You're all caught up!")).toBeVisible();

    const deal = await newDeal(request, auth, `${Math.floor(Math.random() * 9000) + 100} Manor Rd`);
    const overdue = await request.post(`/api/transactions/${deal.id}/tasks`, { headers: auth, data: { title: 'Return the survey', due_date: day(-2) } });
    expect(overdue.status()).toBe(201);
    const today = await request.post(`/api/transactions/${deal.id}/tasks`, { headers: auth, data: { title: 'Confirm the appraisal', due_date: day(0) } });
    expect(today.status()).toBe(201);

    await page.reload();
    const list = sidebar.getByRole('list').first();
    const first = list.getByRole('listitem').first();
    await expect(first.getByText('Return the survey')).toBeVisible();
    await expect(first.getByText('2d overdue')).toBeVisible();
    await expect(list.getByRole('listitem').nth(1).getByText('Today')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(10);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, sidebar, 'upcoming-tasks');

    await sidebar.getByRole('checkbox', { name: /Return the survey/ }).click();
    await expect(sidebar.getByText('Return the survey')).toBeHidden();
    const stored = (await tasksOf(request, auth, deal.id)).find((task) => task.title === 'Return the survey');
    expect(stored?.completed_at).not.toBeNull();
    await expect(list.getByRole('listitem').first().getByText('Confirm the appraisal')).toBeVisible();
  });
});
