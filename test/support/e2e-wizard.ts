import { expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

/** The new-transaction wizard (spec 001 §2.6), as the specs that enter a deal through it drive it. */
export const NEW_TRANSACTION = '/dashboard/agent/transactions/new';

/** A wizard step's heading (level 2, its exact title). */
export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

/** Next, which validates the step first (spec 001 §4). */
export const nextStep = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

/** Creates a client in place from the Basics step and closes the generated password's dialog. */
export async function createClientInWizard(page: Page, fullName: string, emailPrefix = 'client'): Promise<void> {
  await page.getByRole('button', { name: 'Create new client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Client' });
  await dialog.getByLabel(/^Full Name/).fill(fullName);
  await dialog.getByLabel(/^Email/).fill(`${emailPrefix}-${randomUUID().slice(0, 8)}@example.com`);
  await dialog.getByRole('button', { name: 'Create Client' }).click();
  await page.getByRole('dialog', { name: 'Client Created' }).getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('combobox', { name: /Client/ })).toContainText(fullName);
}

/** The Basics step's property: an Austin address in Texas (the default state). */
export async function fillAustinAddress(page: Page, address: string, zip = '78704'): Promise<void> {
  await page.getByLabel(/^Property address/).fill(address);
  await page.getByLabel(/^City/).fill('Austin');
  await page.getByLabel(/^ZIP code/).fill(zip);
}
