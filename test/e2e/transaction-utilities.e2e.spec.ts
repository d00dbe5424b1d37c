import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';

import { seriousAxeViolations } from '../support/e2e-axe';
import { agentsClient, createdDeal, showDealSection, showEveryOpenTask, signedInAgent } from '../support/e2e-deals';
import { shootAtWidths } from '../support/e2e-shots';

/** Issue 10 (utility_transfer milestones, utility task sync): the Utilities section of a buyer deal (spec 002 §2, §4, §5; ADR 0033). */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}` } });

const SHOTS = 'test-results/screens/utilities';

const pad = (n: number) => String(n).padStart(2, '0');
const day = (offset: number) => {
  const at = new Date(Date.now() + offset * 86_400_000);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
};

async function buyerDeal(request: APIRequestContext, auth: Record<string, string>) {
  const client = await request.post('/api/clients', {
    headers: auth,
    data: { full_name: 'Riley Buyer', email: `riley-${randomUUID().slice(0, 8)}@example.com`, phone: '512-555-0142' },
  });
  expect(client.status(), await client.text()).toBe(201);
  return createdDeal(request, auth, {
    transaction_type: 'buyer',
    client_id: ((await client.json()) as { id: string }).id,
    property_address: `${randomInt(100, 9999)} Shoal Creek Blvd`,
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78756',
    effective_date: day(-2),
    closing_date: day(24),
  });
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the agent adds a utility with a client task, sees its milestone and task, confirms it, and deletes it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { auth } = await signedInAgent(page, request);
  const deal = await buyerDeal(request, auth);
  await page.goto(`/dashboard/agent/detail?transactionId=${deal.id}`);
  const panel = page.locator('#utilities');
  await expect(panel.getByRole('heading', { name: 'Utilities', level: 2 })).toBeVisible();
  await expect(panel.getByText('No utilities added yet')).toBeVisible();
  const tile = page.getByRole('navigation', { name: 'Deal summary' }).getByRole('link', { name: /Utilities/ });
  await expect(tile).toContainText('0');

  await panel.getByRole('button', { name: 'Add Utility' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Utility' });
  await dialog.getByLabel('Website').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Add Utility' }).click();
  await expect(dialog.getByText('Choose the utility type')).toBeVisible();
  await expect(dialog.getByText('Enter a web address, like austinenergy.com')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, SHOTS, 'add-dialog-errors');

  await choose(page, 'Utility type', 'Electric');
  await dialog.getByLabel('Provider').fill('Austin Energy');
  await dialog.getByLabel('Website').fill('austinenergy.com');
  await dialog.getByLabel('Transfer date').fill(day(24));
  await dialog.getByLabel('Account number').fill('AE-5512-0093');
  await dialog.getByRole('checkbox', { name: 'Create a client task' }).click();
  await dialog.getByRole('button', { name: 'Add Utility' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Utility added', { exact: true })).toBeVisible();

  const row = panel.getByRole('listitem').filter({ hasText: 'Electric · Transfer' });
  await expect(row).toContainText('Not Started');
  await expect(row).toContainText('Austin Energy');
  await expect(row.getByRole('link', { name: 'austinenergy.com' })).toHaveAttribute('href', 'https://austinenergy.com/');
  await expect(row).toContainText('Also on the client’s task list');
  await expect(tile).toContainText('1');
  // Its milestone on the timeline, and its task among the system tasks.
  await showDealSection(page, 'timeline');
  await expect(page.locator('#timeline').getByText('Electric Transfer')).toBeVisible();
  await showEveryOpenTask(page);
  const taskBox = page.locator('#tasks').getByRole('checkbox', { name: 'Transfer the Electric service (Austin Energy)' });
  await expect(taskBox).not.toBeChecked();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await panel.scrollIntoViewIfNeeded();
  await shootAtWidths(page, SHOTS, 'panel');
  await page.setViewportSize({ width: 375, height: 812 });
  await panel.screenshot({ path: `${SHOTS}/panel-section-375.png`, style: 'header { position: static !important; }' });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Confirmed completes the linked task.
  await row.getByRole('button', { name: 'Edit Electric · Transfer' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Utility' });
  await expect(edit.getByLabel('Account number')).toHaveValue('AE-5512-0093');
  await choose(page, 'Status', 'Confirmed');
  await edit.getByRole('button', { name: 'Save Utility' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Confirmed');
  await expect(taskBox).toBeChecked();

  // Delete, confirmed.
  await row.getByRole('button', { name: 'Delete Electric · Transfer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Utility' });
  await expect(confirm.getByText('Delete the Electric utility? Its client task is marked complete.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Utility deleted', { exact: true })).toBeVisible();
  await expect(panel.getByText('No utilities added yet')).toBeVisible();
  await expect(page.locator('#timeline').getByText('Electric Transfer')).toHaveCount(0);
});

test('a seller deal has no Utilities section or tile', async ({ page, request }) => {
  const { auth } = await signedInAgent(page, request);
  const deal = await createdDeal(request, auth, {
    transaction_type: 'seller',
    client_id: await agentsClient(request, auth),
    property_address: `${randomInt(100, 9999)} Duval St`,
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78751',
  });
  await page.goto(`/dashboard/agent/detail?transactionId=${deal.id}`);
  await expect(page.locator('#timeline')).toBeVisible();
  await expect(page.locator('#utilities')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Deal summary' }).getByRole('link', { name: /Utilities/ })).toHaveCount(0);
});
