import { expect, test } from '@playwright/test';
import { randomInt } from 'node:crypto';

import { newAdmin, signIn } from '../support/e2e-auth';
import { seriousAxeViolations } from '../support/e2e-axe';

/**
 * Issue 9 items 9 and 10 in the browser: on a fresh start the admin's Transactions tab lists the demo
 * brokerage's deals from the deal read model, the soft-deleted one marked Deleted, and the users'
 * counts show the demo agent's deals.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}` } });

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`the admin sees the demo deals, the deleted one as Deleted, at ${viewport.width} px`, async ({ page, request }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const admin = await newAdmin(request);
    await signIn(page, admin.email, admin.password);

    const agentRow = page.getByRole('row').filter({ hasText: 'agent@threshold.demo' });
    await expect(agentRow).toBeVisible();
    await expect(agentRow).not.toContainText(/Transactions\s*0\b/);

    await page.goto('/admin?tab=transactions');
    const panel = page.getByRole('tabpanel');
    const deleted = panel.getByRole('row').filter({ hasText: '11802 Tower Rd' });
    await expect(deleted).toContainText('Deleted');
    await expect(deleted).toContainText('Jordan Agent');
    const live = panel.getByRole('row').filter({ hasText: '4812 Berkman Dr' });
    await expect(live).toContainText('Active');
    await expect(live).toContainText('Casey Buyer');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/screens/admin/admin-transactions-${viewport.width}.png`, fullPage: false });
  });
}
