import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signIn } from '../support/e2e-auth';

/**
 * The foundation's slice through every layer, seen from the browser: the form sends a command, the
 * inline projection answers, a BullMQ worker acknowledges through a command of its own, an async
 * subscriber pushes the acknowledgement over Socket.IO, and the page shows it without reloading.
 */
test('a ping sent from the diagnostics page is acknowledged live through the socket', async ({ page }) => {
  await signIn(page, DEMO_ADMIN);
  await page.goto('/admin/diagnostics');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading pings' })).toHaveCount(0);

  // From here on the list cannot be re-read over HTTP: only the socket push can flip the status.
  await page.route('**/api/diagnostics/pings', (route) => {
    if (route.request().method() === 'GET') {
      return route.abort();
    }
    return route.continue();
  });

  const message = `Live check ${Date.now()}`;
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'Send ping' }).click();

  const row = page.getByRole('row').filter({ hasText: message });
  await expect(row).toBeVisible();
  await expect(row.getByText('Acknowledged')).toBeVisible({ timeout: 15_000 });
  await expect(row.getByText('Pending')).toHaveCount(0);
});
