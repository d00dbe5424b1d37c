import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

import { agentsClient, createdDeal, signedInAgent } from '../support/e2e-deals';
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
