import { expect, Page } from '@playwright/test';

/** The demo seed's password (backend/src/modules/identity/demo-seed.ts). */
export const DEMO_PASSWORD = 'Threshold!2026';
export const DEMO_ADMIN = 'admin@threshold.demo';
export const DEMO_AGENT = 'agent@threshold.demo';

/** Signs in through the login page, as a person would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
