import { expect, type Locator, type Page } from '@playwright/test';

import { seriousAxeViolations } from './e2e-axe';
import { shootAtWidths } from './e2e-shots';

/** The toast by its exact text (its live-region copy repeats the text with a prefix). */
export const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByRole('listitem').filter({ hasText: text });

/**
 * The Reassign dialog (ADR 0069), wherever it opened (the overseen deal's view, the admin's list):
 * the picker takes focus and offers exactly `heir`, never `outsider`; a first try sent at an older
 * version is refused with the stale notice and reloaded; the second reassigns, closes the dialog with
 * its toast and gives focus back to `opener`. Screenshots `reassign-dialog` and `reassign-stale`.
 */
export async function reassignWithStaleFirstTry(page: Page, opener: Locator, heir: { fullName: string }, outsider: { fullName: string }, shots: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Reassign deal' });
  const picker = dialog.getByRole('combobox', { name: /New agent/ });
  await expect(picker).toBeFocused();
  await picker.click();
  await expect(page.getByRole('option')).toHaveText([heir.fullName]);
  await expect(page.getByRole('option', { name: outsider.fullName })).toHaveCount(0);
  await page.getByRole('option', { name: heir.fullName }).click();
  await expect(picker).toContainText(heir.fullName);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootAtWidths(page, shots, 'reassign-dialog');

  // Someone changed the deal since the screen read it: the request carries an older version.
  await page.route('**/api/transactions/*/reassign', (route) => route.continue({ headers: { ...route.request().headers(), 'if-match': '"1"' } }), { times: 1 });
  await dialog.getByRole('button', { name: 'Reassign', exact: true }).click();
  await expect(dialog.getByText('This record was changed by someone else.')).toBeVisible();
  await shootAtWidths(page, shots, 'reassign-stale');
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await expect(dialog.getByText('This record was changed by someone else.')).toBeHidden();
  await dialog.getByRole('button', { name: 'Reassign', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, `Deal reassigned to ${heir.fullName}`)).toBeVisible();
  await expect(opener).toBeFocused();
}
