import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';

import { seriousAxeViolations } from '../support/e2e-axe';
import { newAccount, signIn, type TestAccount } from '../support/e2e-auth';

/**
 * Issue 10 item 5: the Education Prompts Library (spec 001 §2.3, from the dashboard and from settings)
 * and the deal's own client education text (spec 002 §2 Edit Client Education, §9).
 */
// A caller address of this file's own: sign-in and registration are rate limited per address.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}` } });

const SHOTS = 'test-results/screens/education';

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function bearer(request: APIRequestContext, account: TestAccount): Promise<Record<string, string>> {
  const answer = await request.post('/api/auth/sign-in', { data: { email: account.email, password: account.password } });
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return { Authorization: `Bearer ${((await answer.json()) as { accessToken: string }).accessToken}` };
}

test.describe('education', () => {
  let agent: TestAccount;

  test.beforeEach(async ({ page, request }) => {
    agent = await newAccount(request, 'agent');
    await signIn(page, agent.email, agent.password);
  });

  test('the library: defaults read-only, a new prompt saved, searched, filtered, edited with its type locked, and deleted', async ({ page }) => {
    await page.getByRole('button', { name: 'Education Library' }).click();
    const dialog = page.getByRole('dialog', { name: 'Education Prompts Library' });
    await expect(dialog).toBeVisible();
    const stat = (label: string) => dialog.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
    const defaults = Number(await stat('System Defaults').textContent());
    expect(defaults).toBeGreaterThanOrEqual(28);
    await expect(stat('Custom')).toHaveText('0');
    // System defaults offer no Edit or Delete.
    await expect(dialog.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    // The list scrolls by keyboard too (issue 20 item 6: axe's scrollable-region-focusable).
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'library');

    await dialog.getByRole('button', { name: 'New Prompt' }).click();
    const form = page.getByRole('dialog', { name: 'New Prompt' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('All fields are required')).toBeVisible();
    await form.getByRole('combobox', { name: /Milestone Type/ }).click();
    await page.getByRole('option', { name: 'Home Inspection' }).click();
    const title = `Inspection day ${randomUUID().slice(0, 6)}`;
    await form.getByLabel('Template Title').fill(title);
    await form.getByLabel('Educational Content').fill('Plan to be there for the last hour.');
    await expect(form.getByText('35 / 5000')).toBeVisible();
    await shoot(page, 'new-prompt');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('status').filter({ hasText: 'Saved successfully!' })).toBeVisible();
    // Back to the list after two seconds.
    await expect(dialog.getByRole('heading', { name: title })).toBeVisible({ timeout: 5_000 });
    await expect(stat('Custom')).toHaveText('1');

    await dialog.getByRole('searchbox', { name: 'Search' }).fill(title.slice(-6));
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    await dialog.getByRole('searchbox', { name: 'Search' }).fill('');
    await dialog.getByRole('combobox', { name: 'Show' }).click();
    await page.getByRole('option', { name: 'Custom Only' }).click();
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    await dialog.getByRole('combobox', { name: 'Show' }).click();
    await page.getByRole('option', { name: 'System Defaults' }).click();
    await expect(dialog.getByRole('listitem')).toHaveCount(defaults);
    await dialog.getByRole('searchbox', { name: 'Search' }).fill('zzzz-nothing');
    await expect(dialog.getByText('No prompts found')).toBeVisible();
    await dialog.getByRole('searchbox', { name: 'Search' }).fill('');
    await dialog.getByRole('combobox', { name: 'Show' }).click();
    await page.getByRole('option', { name: 'All Types' }).click();

    await dialog.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Prompt' });
    await expect(edit.getByRole('combobox', { name: /Milestone Type/ })).toBeDisabled();
    await edit.getByLabel('Template Title').fill(`${title} (edited)`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('heading', { name: `${title} (edited)` })).toBeVisible({ timeout: 5_000 });

    await dialog.getByRole('button', { name: `Delete ${title} (edited)` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete prompt' });
    await expect(confirm.getByText(`Delete "${title} (edited)"? This cannot be undone.`)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByRole('heading', { name: `${title} (edited)` })).toHaveCount(0);
    await expect(stat('Custom')).toHaveText('0');
  });

  test('the library opens from agent settings', async ({ page }) => {
    await page.goto('/dashboard/agent/settings');
    await page.getByRole('button', { name: 'Open Library' }).click();
    await expect(page.getByRole('dialog', { name: 'Education Prompts Library' })).toBeVisible();
  });

  test("the deal's own client education: written from a saved prompt, refused when empty, and reset to the default", async ({ page, request }) => {
    const auth = await bearer(request, agent);
    const prompt = await request.post('/api/education-prompts', {
      headers: auth,
      data: { milestone_type: 'closing', title: 'Closing checklist', prompt_text: 'Bring your photo ID and your wire confirmation.' },
    });
    expect(prompt.status()).toBe(201);
    const client = await request.post('/api/clients', {
      headers: auth,
      data: { full_name: 'Jordan Buyer', email: `jordan-${randomUUID().slice(0, 8)}@example.com` },
    });
    const { id: clientId } = (await client.json()) as { id: string };
    const created = await request.post('/api/transactions', {
      headers: auth,
      data: {
        transaction_type: 'buyer',
        client_id: clientId,
        property_address: '2104 Lipscomb St',
        property_city: 'Austin',
        property_state: 'TX',
        property_zip: '78704',
        contract_date: '2026-11-20',
        closing_date: '2026-12-18',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await page.goto(`/dashboard/agent/detail?transactionId=${id}`);
    await page.getByRole('button', { name: 'Client education for Closing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Client Education' });
    const text = dialog.getByLabel('Education text');
    await expect(text).toHaveValue(/title company/);
    await shoot(page, 'edit-client-education');
    await text.fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Education text cannot be empty')).toBeVisible();

    await dialog.getByRole('button', { name: /Closing checklist/ }).click();
    await expect(text).toHaveValue('Bring your photo ID and your wire confirmation.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    const closing = page.locator('#timeline li').filter({ hasText: 'Closing' }).first();
    await expect(closing.getByText('Custom text')).toBeVisible();

    // The client reads it under Learn More: the agent's Preview as Client shows the deal's own text.
    await page.getByRole('link', { name: 'Preview as Client' }).click();
    await expect(page.getByText('Previewing Client View (Read-Only)')).toBeVisible();
    await page.locator('#timeline').getByRole('button', { name: 'Learn More about Closing' }).click();
    await expect(page.locator('#timeline').getByText('Bring your photo ID and your wire confirmation.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Agent Dashboard' }).click();

    await page.getByRole('button', { name: 'Client education for Closing' }).click();
    await expect(text).toHaveValue('Bring your photo ID and your wire confirmation.');
    await dialog.getByRole('button', { name: 'Reset to default' }).click();
    await expect(dialog.getByText('Reset to default text? This will remove your custom education text.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(closing.getByText('Custom text')).toHaveCount(0);
  });
});
