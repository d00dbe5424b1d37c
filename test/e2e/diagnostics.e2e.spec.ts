import { expect, test } from '@playwright/test';
import { Client } from 'pg';
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

/**
 * docs/adr/0014-subscription-isolation.md: the page lists every subscription's lag and the events
 * they parked; Retry hands a parked event to its subscription again and it leaves the list.
 */
test('the diagnostics page shows subscription lag and retries a parked event', async ({ page }) => {
  const db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    // Park a real event of the audit trail, as the runner does after its last failed attempt.
    const error = `Error: simulated for the browser test ${Date.now()}`;
    const { rows } = await db.query('SELECT global_position, event_id, event_type FROM events ORDER BY global_position LIMIT 1');
    await db.query(
      `INSERT INTO parked_events (subscription_id, global_position, event_id, event_type, attempts, error) VALUES ('projection:audit-trail', $1, $2, $3, 5, $4)
       ON CONFLICT (subscription_id, global_position) DO UPDATE SET error = EXCLUDED.error`,
      [rows[0].global_position, rows[0].event_id, rows[0].event_type, error],
    );

    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin/diagnostics');
    const lag = page.getByRole('table', { name: 'Subscription lag' });
    await expect(lag.getByRole('row').filter({ hasText: 'projection:audit-trail' })).toBeVisible();
    const parked = page.getByRole('table', { name: 'Parked events' }).getByRole('row').filter({ hasText: error });
    await expect(parked).toBeVisible();

    await parked.getByRole('button', { name: /^Retry/ }).click();
    await expect(page.getByText('Event processed', { exact: true })).toBeVisible();
    await expect(parked).toHaveCount(0);
  } finally {
    await db.end();
  }
});
