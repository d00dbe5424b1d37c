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

/** A key contact as the Add Contact dialog takes it (spec 002 §3). */
export interface KeyContact {
  role: string;
  name: string;
  company?: string;
  email?: string;
  phone?: string;
  agentOnly?: boolean;
}

/** Adds a key contact through the Contacts panel's Add Contact dialog (spec 002 §2, §5). */
export async function addContact(page: Page, panel: Locator, contact: KeyContact): Promise<void> {
  await panel.getByRole('button', { name: 'Add Contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Contact' });
  await chooseOption(dialog, page, 'Role', contact.role);
  await dialog.getByLabel(/^Name/).fill(contact.name);
  if (contact.company) await dialog.getByLabel(/^Company/).fill(contact.company);
  if (contact.email) await dialog.getByLabel(/^Email/).fill(contact.email);
  if (contact.phone) await dialog.getByLabel(/^Phone/).fill(contact.phone);
  if (contact.agentOnly) await dialog.getByRole('checkbox', { name: 'Agent only' }).click();
  await dialog.getByRole('button', { name: 'Add Contact' }).click();
  await expect(dialog).toBeHidden();
}
