import { expect, type Locator, type Page } from '@playwright/test';

/** A choice in one of the app's selects (a Radix combobox) within `scope`. */
export async function chooseOption(scope: Locator | Page, page: Page, label: string | RegExp, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Spec 002 §5 in the open Add Contact dialog, before anything is sent: role Other without its custom
 * role, no name and a bad e-mail each get the spec's message. The dialog is left open with them.
 */
export async function contactRulesShown(page: Page, dialog: Locator): Promise<void> {
  await chooseOption(dialog, page, 'Role', 'Other');
  await dialog.getByLabel(/^Email/).fill('not-an-email');
  await dialog.getByRole('button', { name: 'Add Contact' }).click();
  await expect(dialog.getByText('Custom role is required when role is other')).toBeVisible();
  await expect(dialog.getByText('Contact name is required')).toBeVisible();
  await expect(dialog.getByText('Contact email: Invalid email format')).toBeVisible();
}
