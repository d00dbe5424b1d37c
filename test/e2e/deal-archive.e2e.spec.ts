import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

import { agentsClient, createdDeal, signedInAgent } from '../support/e2e-deals';
import { seriousAxeViolations } from '../support/e2e-axe';
import { shootAtWidths } from '../support/e2e-shots';
import { dealDay } from '../support/deal-today';

const SHOTS = 'test-results/screens/archive';

const actions = (page: Page, address: string) => page.getByRole('button', { name: `Actions for ${address}` });

/**
 * Issue 18 item 5 (ADR 0037): the Archive the delete refusal names exists on the dashboard row of a
 * closed deal, which offers Reopen and no Close.
 */
test('a closed deal is archived from its dashboard row, with its own confirm and toast', async ({ page, request }) => {
  const { auth } = await signedInAgent(page, request);
  const tag = randomUUID().slice(0, 6);
  const clientId = await agentsClient(request, auth);
  const place = { property_city: 'Austin', property_state: 'TX', property_zip: '78704', transaction_type: 'buyer', client_id: clientId };
  const soldAddress = `${tag} 31 Archive Way`;
  const sold = await createdDeal(request, auth, { ...place, property_address: soldAddress, closing_date: dealDay(-1) });
  expect((await request.post(`/api/transactions/${sold.id}/close`, { headers: auth })).status()).toBe(200);

  await page.goto('/dashboard/agent?status=closed');
  await actions(page, soldAddress).click();
  await expect(page.getByRole('menuitem', { name: 'Reopen' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Close' })).toHaveCount(0);
  await shootAtWidths(page, SHOTS, 'row-menu');
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText("Archive this transaction? It leaves the client's list; its record stays.");
  await shootAtWidths(page, SHOTS, 'confirm');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Transaction archived successfully', { exact: true })).toBeVisible();
  const read = await request.get(`/api/transactions/${sold.id}`, { headers: auth });
  expect(((await read.json()) as { status: string }).status).toBe('archived');
});

/**
 * A close the server refuses (no closing date: spec 001 §8's 400) keeps the close dialog open with the
 * reason after the 3 s toast is gone, so it cannot be missed (ADR 0083); Cancel closes it.
 */
test("the detail screen's close of a deal without a closing date keeps the refusal in its dialog", async ({ page, request }) => {
  const { auth } = await signedInAgent(page, request);
  const address = `${randomUUID().slice(0, 6)} 12 Undated Ct`;
  const deal = await createdDeal(request, auth, {
    transaction_type: 'buyer',
    client_id: await agentsClient(request, auth),
    property_address: address,
    property_city: 'Austin',
    property_state: 'TX',
    property_zip: '78704',
  });
  await page.goto(`/dashboard/agent/detail?transactionId=${deal.id}`);
  await page.getByRole('button', { name: /^Manage/ }).click();
  await page.getByRole('menuitem', { name: 'Close Transaction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close Transaction' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const refusal = 'Cannot close transaction: Closing date or appointment datetime is required';
  await expect(dialog.getByRole('alert')).toHaveText(refusal);
  // The toast (spec 002 §2) shows it too, and goes after 3 s; the dialog keeps the reason.
  await expect(page.getByText(refusal, { exact: true })).toHaveCount(2);
  await expect(page.getByText(refusal, { exact: true })).toHaveCount(1, { timeout: 6000 });
  await expect(dialog.getByRole('alert')).toHaveText(refusal);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, SHOTS, 'close-refused');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  const read = await request.get(`/api/transactions/${deal.id}`, { headers: auth });
  expect(((await read.json()) as { status: string }).status).not.toBe('closed');
});
