import { expect, test, type Locator, type Page } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';
import { Client } from 'pg';

import { seriousAxeViolations } from '../support/e2e-axe';
import { agentsClient, settledDeal, signedInAgent } from '../support/e2e-deals';

/** Issue 10 item 1: the agent's own milestones on the deal's timeline (spec 002 §7). */
// A caller address of this file's own: sign-in and registration are rate limited per address.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}` } });

const SHOTS = 'test-results/screens/custom-milestones';

async function shoot(page: Page, name: string, focus?: Locator) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await focus?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a deal whose timeline was written by older rules shows the warning on its row; Fix brings it up to date', async ({ page, request }) => {
  const { auth } = await signedInAgent(page, request);
  const created = await request.post('/api/transactions', {
    headers: auth,
    data: {
      transaction_type: 'buyer',
      client_id: await agentsClient(request, auth),
      property_address: '907 W 29th St',
      property_city: 'Austin',
      property_state: 'TX',
      property_zip: '78705',
      contract_date: '2026-11-20',
      closing_date: '2026-12-30',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const deal = await settledDeal(request, auth, (await created.json()) as { id: string; status: string });
  // As a deploy with new deadline rules leaves the deals written before it.
  const db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    await db.query('UPDATE deal_summaries SET milestone_rules_version = 1 WHERE transaction_id = $1', [deal.id]);
  } finally {
    await db.end();
  }

  await page.goto('/dashboard/agent');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: '907 W 29th St', exact: true }) });
  await expect(row.getByText('Timeline out of date with the current deadline rules')).toBeVisible();
  await shoot(page, 'integrity-warning', row);
  await row.getByRole('button', { name: 'Fix the timeline of 907 W 29th St' }).click();
  await expect(page.getByText('Integrity issues fixed successfully').first()).toBeVisible();
  await expect(row.getByText('Timeline out of date with the current deadline rules')).toHaveCount(0);
});

test('an agent adds a milestone of their own, edits it and deletes it, with the spec’s checks', async ({ page, request }) => {
  test.slow(); // screenshots at two widths of four states
  const { auth } = await signedInAgent(page, request);
  const client = await request.post('/api/clients', {
    headers: auth,
    data: { full_name: 'Morgan Seller', email: `morgan-${randomUUID().slice(0, 8)}@example.com` },
  });
  const { id: clientId } = (await client.json()) as { id: string };
  const created = await request.post('/api/transactions', {
    headers: auth,
    data: {
      transaction_type: 'seller',
      client_id: clientId,
      property_address: '1811 Kenwood Ave',
      property_city: 'Austin',
      property_state: 'TX',
      property_zip: '78704',
      closing_date: '2026-12-30',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const deal = await settledDeal(request, auth, (await created.json()) as { id: string; status: string });

  await page.goto(`/dashboard/agent/detail?transactionId=${deal.id}`);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await timeline.getByRole('button', { name: 'Add Milestone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Milestone' });
  await dialog.getByRole('button', { name: 'Add Milestone' }).click();
  await expect(dialog.getByText('Milestone name is required')).toBeVisible();
  await dialog.getByLabel('Milestone name').fill('Movers booked');
  await dialog.getByLabel('Due date').fill('2026-12-20');
  await shoot(page, 'add');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Add Milestone' }).click();
  await expect(dialog).toHaveCount(0);
  const row = timeline.getByRole('listitem').filter({ hasText: 'Movers booked' });
  await expect(row).toBeVisible();
  await expect(row.getByText('Dec 20, 2026')).toBeVisible();

  await row.getByRole('button', { name: 'Edit Movers booked' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Milestone' });
  await edit.getByLabel('Milestone name').fill('Movers confirmed');
  await edit.getByRole('checkbox', { name: /Show to client/ }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  const renamed = timeline.getByRole('listitem').filter({ hasText: 'Movers confirmed' });
  await expect(renamed).toBeVisible();
  await shoot(page, 'timeline', renamed);

  // Spec 002 §5: the due date is optional. Taken off, the milestone reads "No date", OPEN, listed last.
  await renamed.getByRole('button', { name: 'Edit Movers confirmed' }).click();
  await edit.getByLabel('Due date (optional)').fill('');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  await expect(renamed.getByText('No date', { exact: true })).toBeVisible();
  await expect(renamed.getByText('OPEN', { exact: true })).toBeVisible();
  await expect(timeline.getByRole('listitem').last()).toContainText('Movers confirmed');
  await shoot(page, 'undated', renamed);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await renamed.getByRole('button', { name: 'Delete Movers confirmed' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Milestone' });
  await expect(confirm.getByText('Delete the milestone "Movers confirmed"? It leaves this deal\'s timeline.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(timeline.getByRole('listitem').filter({ hasText: 'Movers confirmed' })).toHaveCount(0);

  // ADR 0064: a generated milestone is removed after a confirmation, and the toast offers Restore.
  const possession = timeline.getByRole('listitem').filter({ hasText: /^Possession/ });
  await possession.getByRole('button', { name: 'Remove Possession' }).click();
  const removal = page.getByRole('dialog', { name: 'Remove Milestone' });
  await expect(removal).toContainText('Remove the milestone "Possession"?');
  await shoot(page, 'remove-confirm');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await removal.getByRole('button', { name: 'Remove' }).click();
  await expect(possession).toHaveCount(0);
  const restore = page.getByRole('button', { name: 'Restore' });
  await expect(restore).toBeVisible();
  await shoot(page, 'removed-with-restore', timeline);
  await restore.click();
  await expect(page.getByText('Milestone restored: Possession').first()).toBeVisible();
  await expect(timeline.getByRole('listitem').filter({ hasText: /^Possession/ })).toHaveCount(1);
  await shoot(page, 'restored', timeline);
});
